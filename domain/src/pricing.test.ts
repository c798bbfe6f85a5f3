import { describe, expect, it } from 'vitest';
import { formatRange, formatUsd } from './pricing.ts';

describe('formatUsd', () => {
  it('writes whole dollars with US thousands separators', () => {
    expect(formatUsd(89)).toBe('$89');
    expect(formatUsd(1500)).toBe('$1,500');
    expect(formatUsd(1234567)).toBe('$1,234,567');
  });

  it('rounds cents to the nearest dollar, as the US number format did', () => {
    expect(formatUsd(1499.5)).toBe('$1,500');
    expect(formatUsd(999.4)).toBe('$999');
    for (const amount of [0, 7, 189, 999, 1000, 3800, 25_000, 1_000_000]) {
      expect(formatUsd(amount)).toBe(`$${amount.toLocaleString('en-US', { maximumFractionDigits: 0 })}`);
    }
  });
});

describe('formatRange', () => {
  it('joins both ends with an en dash and marks an open end with +', () => {
    expect(formatRange({ min: 189, max: 299 })).toBe('$189–$299');
    expect(formatRange({ min: 89, max: 1500, openEnded: true })).toBe('$89–$1,500+');
  });
});
