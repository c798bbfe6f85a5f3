import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttlCache.ts';

describe('TtlCache', () => {
  it('answers a stored value until its time-to-live has passed', () => {
    let now = 0;
    const cache = new TtlCache<string>({ maxEntries: 10, ttlMs: 1000, now: () => now });
    cache.set('a', 'x');
    now = 999;
    expect(cache.get('a')).toBe('x');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entry when full', () => {
    const cache = new TtlCache<number>({ maxEntries: 2, ttlMs: 1000 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('refuses a cache that can hold nothing', () => {
    expect(() => new TtlCache({ maxEntries: 0, ttlMs: 1 })).toThrow('maxEntries must be at least 1');
  });
});
