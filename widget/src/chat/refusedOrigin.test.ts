import { describe, expect, it } from 'vitest';
import { refusedOriginWarning } from './refusedOrigin.ts';

describe('refusedOriginWarning', () => {
  it('names the page origin and CORS_ORIGINS in the warning', () => {
    const warning = refusedOriginWarning('https://partner.example', 'https://chat.example');
    expect(warning).toMatch(/^\[T\.O\.D\.\]/);
    expect(warning).toContain('add https://partner.example to CORS_ORIGINS');
  });
});
