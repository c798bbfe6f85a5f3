import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/httpError.ts';
import { createUpstreamThrottle } from './upstreamThrottle.ts';

describe('createUpstreamThrottle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and spaces the next ones one interval apart', async () => {
    const throttle = createUpstreamThrottle({ minIntervalMs: 1000, maxWaiting: 5 });
    const started: number[] = [];
    const task = async () => void started.push(Date.now());
    const origin = Date.now();
    const calls = [throttle.run(task), throttle.run(task), throttle.run(task)];
    await vi.advanceTimersByTimeAsync(0);
    expect(started.map((time) => time - origin)).toEqual([0]);
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(started.map((time) => time - origin)).toEqual([0, 1000]);
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all(calls);
    expect(started.map((time) => time - origin)).toEqual([0, 1000, 2000]);
  });

  it('refuses with 429 and Retry-After when too many calls already wait', async () => {
    const throttle = createUpstreamThrottle({ minIntervalMs: 1000, maxWaiting: 1 });
    const task = async () => 'done';
    const first = throttle.run(task);
    const second = throttle.run(task);
    const third = throttle.run(task);
    await expect(third).rejects.toMatchObject({ status: 429, code: 'rate_limited', headers: { 'Retry-After': '2' } });
    await expect(third).rejects.toBeInstanceOf(HttpError);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(Promise.all([first, second])).resolves.toEqual(['done', 'done']);
  });

  it('passes a failing task through', async () => {
    const throttle = createUpstreamThrottle({ minIntervalMs: 1000, maxWaiting: 1 });
    await expect(throttle.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});
