import { describe, expect, it } from 'vitest';
import { chatSource } from './chatSource.ts';

const request = (headers: Record<string, string>) => ({
  get: ((name: string) => headers[name.toLowerCase()]) as never,
});

describe('chatSource', () => {
  it('keeps the page of the chat without its query or fragment', () => {
    expect(chatSource(request({ referer: 'https://example.com/springs?name=Ann#top' }), undefined)).toBe('https://example.com/springs');
  });

  it('falls back to the partner origin, and adds the page description', () => {
    expect(chatSource(request({ origin: 'https://partner.example' }), 'Showroom: Modern Steel')).toBe(
      'https://partner.example · Showroom: Modern Steel',
    );
  });

  it('ignores addresses that are not http(s) or not addresses, and answers undefined with nothing known', () => {
    expect(chatSource(request({ referer: 'javascript:alert(1)', origin: 'null' }), undefined)).toBeUndefined();
    expect(chatSource(request({}), '  ')).toBeUndefined();
    expect(chatSource(request({ origin: 'null' }), 'Kiosk')).toBe('Kiosk');
  });
});
