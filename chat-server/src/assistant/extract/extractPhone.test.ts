import { describe, expect, it } from 'vitest';
import { PHONE_CASES } from './extractPhone.cases.ts';
import { extractPhone, normalizePhone } from './extractPhone.ts';

describe('extractPhone', () => {
  it.each([
    ['call me at 503-555-0142', '(503) 555-0142'],
    ['(503) 555 0142', '(503) 555-0142'],
    ['my cell: 5035550142.', '(503) 555-0142'],
    ['+1 503.555.0142 anytime', '(503) 555-0142'],
    ['reach me on 1-208-555-0163 after 5', '(208) 555-0163'],
    ['Dave, 360 555 0118, Camas', '(360) 555-0118'],
    ['16x7 door from 1998, 2 remotes; call 503-555-0142', '(503) 555-0142'],
    ['503-555-0201, 1420 NW 23rd Ave, Portland OR 97210', '(503) 555-0201'],
    ['Ed Fox, 360-555-0204, 98682', '(360) 555-0204'],
    ['Cy 503-555-0313, 1 car garage, Salem', '(503) 555-0313'],
    ['office line 503-555-0177 ext 4', '(503) 555-0177 ext. 4'],
  ])('normalizes %j to %s', (text, expected) => {
    expect(extractPhone(text)).toBe(expected);
  });

  it.each([['the spring costs $189 to $299'], ['door is 16x7 ft, built 1998'], ['zip 97202'], ['555-0142']])(
    'finds no phone number in %j',
    (text) => {
      expect(extractPhone(text)).toBeUndefined();
    },
  );

  it.each(PHONE_CASES.map(([text, phone]) => [text, phone ?? 'no phone'] as const))(
    'reads %j, in digits or in English or Spanish words, as %s',
    (text, expected) => {
      expect(extractPhone(text) ?? 'no phone').toBe(expected);
    },
  );

  it('holds the labelled list of decision 0261: at least 40 messages, both languages, with phones and without', () => {
    expect(PHONE_CASES.length).toBeGreaterThanOrEqual(40);
    expect(PHONE_CASES.filter(([text]) => /\b(cinco|cero|tres)\b/i.test(text)).length).toBeGreaterThanOrEqual(10);
    expect(PHONE_CASES.filter(([text]) => /\b(five|oh|zero)\b/i.test(text)).length).toBeGreaterThanOrEqual(10);
    expect(PHONE_CASES.filter(([, phone]) => phone === undefined).length).toBeGreaterThanOrEqual(10);
  });

  it('rejects a string that is not a phone number', () => {
    expect(normalizePhone('not a number')).toBeUndefined();
  });
});
