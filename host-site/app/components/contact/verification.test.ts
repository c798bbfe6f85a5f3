import { describe, expect, it } from 'vitest';
import { isCorrectAnswer, newChallenge } from './verification.ts';

describe('verification challenge', () => {
  it('picks two numbers from 1 to 10', () => {
    expect(newChallenge(() => 0)).toEqual({ a: 1, b: 1 });
    expect(newChallenge(() => 0.9999)).toEqual({ a: 10, b: 10 });
  });

  it('accepts only the exact sum', () => {
    expect(isCorrectAnswer({ a: 3, b: 4 }, ' 7 ')).toBe(true);
    expect(isCorrectAnswer({ a: 3, b: 4 }, '8')).toBe(false);
    expect(isCorrectAnswer({ a: 3, b: 4 }, '7.0')).toBe(false);
    expect(isCorrectAnswer({ a: 3, b: 4 }, 'seven')).toBe(false);
  });
});
