import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('turns http(s) URLs into links without the sentence punctuation', () => {
    expect(linkify('Book at https://book.example.com/portland. Thanks')).toEqual([
      { type: 'text', text: 'Book at ' },
      { type: 'link', text: 'https://book.example.com/portland', href: 'https://book.example.com/portland' },
      { type: 'text', text: '. Thanks' },
    ]);
  });

  it('turns US phone numbers into tel: links', () => {
    expect(linkify('Call (503) 555-0142 or 1-888-555-0199.')).toEqual([
      { type: 'text', text: 'Call ' },
      { type: 'link', text: '(503) 555-0142', href: 'tel:+15035550142' },
      { type: 'text', text: ' or ' },
      { type: 'link', text: '1-888-555-0199', href: 'tel:+18885550199' },
      { type: 'text', text: '.' },
    ]);
  });

  it('never links javascript:, data: or markup, and keeps markup as plain text', () => {
    const text = 'javascript:alert(1) data:text/html,<b>x</b> <a href="https://evil.example">y</a> <img src=x onerror=alert(1)>';
    const parts = linkify(text);
    expect(parts.filter((part) => part.type === 'link').map((part) => part.type === 'link' && part.href)).toEqual([
      'https://evil.example/',
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('leaves text without links as one text part, and long digit runs alone', () => {
    expect(linkify('Order 12345678901234 is ready')).toEqual([{ type: 'text', text: 'Order 12345678901234 is ready' }]);
    expect(linkify('')).toEqual([]);
  });

  it('turns 911 into a tel:911 link, in English and Spanish, with the sentence punctuation left out', () => {
    expect(linkify('Get out and call 911.')).toEqual([
      { type: 'text', text: 'Get out and call ' },
      { type: 'link', text: '911', href: 'tel:911' },
      { type: 'text', text: '.' },
    ]);
    expect(linkify('Llame al 911 (emergencias) y luego al (503) 555-0142').filter((part) => part.type === 'link')).toEqual([
      { type: 'link', text: '911', href: 'tel:911' },
      { type: 'link', text: '(503) 555-0142', href: 'tel:+15035550142' },
    ]);
  });

  it.each(['Built in 1911', 'Code 9110', 'Model 911-5', 'Ratio 9.11', 'Total $911', 'Total $1,911', 'Part 1.911', 'id a911b'])(
    'leaves 911 alone inside another number or word: %s',
    (text) => {
      expect(linkify(text)).toEqual([{ type: 'text', text }]);
    },
  );

  it('keeps a phone number that starts with 911 one phone link', () => {
    expect(linkify('Call (911) 555-0142 now').filter((part) => part.type === 'link')).toEqual([
      { type: 'link', text: '(911) 555-0142', href: 'tel:+19115550142' },
    ]);
  });
});
