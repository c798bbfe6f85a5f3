import { describe, expect, it } from 'vitest';
import { BoundedMemoryStore } from './boundedMemoryStore.ts';

function store(maxKeys: number, clock: { now: number }) {
  const created = new BoundedMemoryStore({ maxKeys, now: () => clock.now });
  created.init({ windowMs: 1000 } as never);
  return created;
}

describe('BoundedMemoryStore (issue 21.9)', () => {
  it('counts hits per key within a window and starts a new window after it', () => {
    const clock = { now: 0 };
    const counters = store(10, clock);
    expect(counters.increment('a')).toEqual({ totalHits: 1, resetTime: new Date(1000) });
    expect(counters.increment('a').totalHits).toBe(2);
    counters.decrement('a');
    expect(counters.get('a')?.totalHits).toBe(1);
    clock.now = 1000;
    expect(counters.increment('a')).toEqual({ totalHits: 1, resetTime: new Date(2000) });
  });

  it('never holds more than maxKeys keys, forgetting the least recently counted one', () => {
    const clock = { now: 0 };
    const counters = store(1000, clock);
    for (let i = 0; i < 120_000; i += 1) counters.increment(`session:${i}`);
    expect(counters.size).toBe(1000);
    expect(counters.get('session:0')).toBeUndefined();
    expect(counters.get('session:119999')?.totalHits).toBe(1);
  });

  it('keeps a key that is still counted when older ones are evicted', () => {
    const clock = { now: 0 };
    const counters = store(2, clock);
    counters.increment('busy');
    counters.increment('other-1');
    counters.increment('busy');
    counters.increment('other-2');
    expect(counters.get('busy')?.totalHits).toBe(2);
    expect(counters.get('other-1')).toBeUndefined();
  });

  it('drops expired keys first', () => {
    const clock = { now: 0 };
    const counters = store(3, clock);
    counters.increment('old');
    clock.now = 1500;
    counters.increment('new');
    expect(counters.size).toBe(1);
    counters.resetKey('new');
    expect(counters.size).toBe(0);
  });
});
