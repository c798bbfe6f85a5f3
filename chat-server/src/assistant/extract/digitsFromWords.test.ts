import { describe, expect, it } from 'vitest';
import { digitsFromWords } from './digitsFromWords.ts';

describe('digitsFromWords', () => {
  it.each([
    ['five oh three five five five zero one four two', '5035550142'],
    ['cinco cero tres, cinco cinco cinco, cero uno cuatro dos', '5035550142'],
    ['five fifty five', '555'],
    ['forty-two', '42'],
    ['cuarenta y dos', '42'],
    ['quinientos cincuenta y cinco', '555'],
    ['five hundred three', '503'],
    ['triple five', '555'],
    ['doble cero', '00'],
    ['dieciséis', '16'],
    ['veintidós', '22'],
    ['503 five five five 0142', '5035550142'],
  ])('writes %j as %s', (text, digits) => {
    expect(digitsFromWords(text)).toBe(digits);
  });

  it('keeps the words around a number as written', () => {
    expect(digitsFromWords('call me at five oh three, five five five, oh one four two thanks')).toBe('call me at 5035550142 thanks');
  });

  it('reads "oh" as zero only beside another number word', () => {
    expect(digitsFromWords('oh no, the door')).toBe('oh no, the door');
    expect(digitsFromWords('five oh three')).toBe('503');
  });

  it('leaves a message with no number word as it is', () => {
    const text = 'my garage door spring broke, how much?';
    expect(digitsFromWords(text)).toBe(text);
  });

  it('does not take "a double door" or "twenty" alone for more than they say', () => {
    expect(digitsFromWords('a double door')).toBe('a double door');
    expect(digitsFromWords('twenty minutes')).toBe('20 minutes');
  });
});
