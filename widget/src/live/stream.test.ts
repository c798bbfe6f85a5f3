import { LIVE_TIMINGS } from '@tod/domain/facts';
import { describe, expect, it, vi } from 'vitest';
import { backoffMs, openStream } from './stream.ts';
import { fakeStream, manualTimers, tick } from './testing.ts';

const WATCHDOG = LIVE_TIMINGS.streamHeartbeatMs * 2.5;
const notWatchdog = (ms: number) => ms !== WATCHDOG;

describe('backoffMs', () => {
  it('doubles from half a second and stops growing at 30 s, with jitter of at most half', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffMs(attempt, 1))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffMs(20, 1)).toBe(30_000);
    expect(backoffMs(2, 0)).toBe(1000);
  });
});

describe('openStream', () => {
  it('sends the token as a bearer header and, after a break, resumes after the last event shown', async () => {
    const streams = [fakeStream(), fakeStream()];
    const fetch = vi.fn(async () => (streams.shift() ?? fakeStream()).response);
    const first = streams[0];
    const timers = manualTimers();
    let after = 0;
    const events: string[] = [];
    const stop = openStream({
      url: 'https://chat.test/api/live/s1/events',
      token: 'secret',
      after: () => after,
      onEvent: (event) => {
        events.push(event.data);
        after = JSON.parse(event.data).seq;
      },
      fetch: fetch as unknown as typeof globalThis.fetch,
      ...timers,
      random: () => 1,
    });
    await tick();
    first?.send('staff_message', { seq: 4 }, 4);
    await tick();
    first?.break();
    await tick();
    await tick();
    expect(timers.runNext(notWatchdog)).toBe(500);
    await tick();
    expect(fetch).toHaveBeenCalledTimes(2);
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url]) => url)).toEqual([
      'https://chat.test/api/live/s1/events?lastEventId=0',
      'https://chat.test/api/live/s1/events?lastEventId=4',
    ]);
    expect(calls[0]?.[1].headers).toMatchObject({ authorization: 'Bearer secret' });
    expect(calls[0]?.[1].credentials).toBe('omit');
    expect(events).toEqual(['{"seq":4}']);
    stop();
  });

  it('waits longer after each failed attempt', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    const timers = manualTimers();
    openStream({ url: 'u', token: 't', after: () => 0, onEvent: () => {}, fetch, ...timers, random: () => 1 });
    const delays: (number | undefined)[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      await tick();
      delays.push(timers.runNext(notWatchdog));
    }
    expect(delays).toEqual([500, 1000, 2000]);
  });

  it('does not try again once the chat is over (204) or the token is refused (401)', async () => {
    for (const status of [204, 401]) {
      const fetch = vi.fn(async () => fakeStream(status).response);
      const timers = manualTimers();
      openStream({ url: 'u', token: 't', after: () => 0, onEvent: () => {}, fetch, ...timers });
      await tick();
      await tick();
      expect(timers.pending.filter((timer) => notWatchdog(timer.ms))).toEqual([]);
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('reconnects when the stream goes silent for longer than the heartbeat allows', async () => {
    const fetch = vi.fn(async () => fakeStream().response);
    const timers = manualTimers();
    openStream({ url: 'u', token: 't', after: () => 0, onEvent: () => {}, fetch, ...timers, random: () => 1 });
    await tick();
    await tick();
    expect(timers.runNext((ms) => ms === WATCHDOG)).toBe(WATCHDOG);
    await tick();
    await tick();
    expect(timers.runNext(notWatchdog)).toBe(500);
    await tick();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stop() ends the stream and schedules nothing more', async () => {
    const stream = fakeStream();
    const fetch = vi.fn(async () => stream.response);
    const timers = manualTimers();
    const stop = openStream({ url: 'u', token: 't', after: () => 0, onEvent: () => {}, fetch, ...timers });
    await tick();
    stop();
    await tick();
    await tick();
    expect(timers.pending).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
