import { describe, expect, it } from 'vitest';
import { dateFieldAt } from './preferredDate.ts';

const BEFORE_MIDNIGHT = new Date(2026, 10, 28, 23, 59);
const AFTER_MIDNIGHT = new Date(2026, 10, 29, 0, 1);

describe('dateFieldAt', () => {
  it('changes nothing on the same day', () => {
    const field = { today: '2026-11-28', preferredDate: '2026-12-03' };
    expect(dateFieldAt(field, BEFORE_MIDNIGHT)).toBe(field);
  });

  it('moves the minimum and the untouched default date to the new day after midnight', () => {
    expect(dateFieldAt({ today: '2026-11-28', preferredDate: '2026-11-28' }, AFTER_MIDNIGHT)).toEqual({
      today: '2026-11-29',
      preferredDate: '2026-11-29',
    });
  });

  it('keeps a date the visitor chose, and an empty one, while the minimum moves', () => {
    expect(dateFieldAt({ today: '2026-11-28', preferredDate: '2026-12-03' }, AFTER_MIDNIGHT)).toEqual({
      today: '2026-11-29',
      preferredDate: '2026-12-03',
    });
    expect(dateFieldAt({ today: '2026-11-28', preferredDate: '' }, AFTER_MIDNIGHT).preferredDate).toBe('');
  });

  it('fills in today once the form first sees the clock (before that, today is unknown)', () => {
    expect(dateFieldAt({ today: '', preferredDate: '' }, AFTER_MIDNIGHT)).toEqual({ today: '2026-11-29', preferredDate: '2026-11-29' });
  });
});
