import { MemoryStore, type Store } from 'express-rate-limit';
import { describe, expect, it } from 'vitest';
import { failOpenGuard } from './failOpenStore.ts';
import { withStoreDeadline } from './storeDeadline.ts';

function recordingLogger() {
  const lines: { level: string; event: unknown; failures?: unknown }[] = [];
  return {
    lines,
    logger: {
      warn: (fields: { event: unknown; failures?: unknown }) => lines.push({ level: 'warn', ...fields }),
      info: (fields: { event: unknown }) => lines.push({ level: 'info', ...fields }),
    },
  };
}

const failing: Store = {
  increment: () => Promise.reject(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' })),
  decrement: () => Promise.reject(new Error('down')),
  resetKey: () => Promise.reject(new Error('down')),
};

describe('failOpenGuard (issue 21.2)', () => {
  it('lets a request through as the first of its window when the store fails, and reports the outage', async () => {
    const now = 1_000_000;
    const { logger } = recordingLogger();
    const guard = failOpenGuard({ logger, now: () => now });
    const store = guard.wrap(failing);
    store.init?.({ windowMs: 60_000 } as never);
    expect(await store.increment('ip:1')).toEqual({ totalHits: 1, resetTime: new Date(1_060_000) });
    await expect(Promise.resolve(store.decrement('ip:1'))).resolves.toBeUndefined();
    expect(guard.health()).toEqual({ state: 'degraded', degradedSince: new Date(1_000_000).toISOString() });
  });

  it('logs at most once a minute, with the failures counted since the last line', async () => {
    let now = 0;
    const { logger, lines } = recordingLogger();
    const guard = failOpenGuard({ logger, now: () => now });
    const store = guard.wrap(failing);
    for (let i = 0; i < 50; i += 1) await store.increment(`ip:${i}`);
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
    now += 59_999;
    await store.increment('ip:x');
    expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
    now += 1;
    await store.increment('ip:y');
    const warnings = lines.filter((line) => line.level === 'warn');
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toMatchObject({ event: 'rate_limit_store_failed', failures: 51 });
  });

  it('counts a store that does not answer in time as failed', async () => {
    const { logger } = recordingLogger();
    const guard = failOpenGuard({ logger, timeoutMs: 20 });
    const hanging: Store = { ...failing, increment: () => new Promise(() => {}) };
    expect((await guard.wrap(hanging).increment('ip:1')).totalHits).toBe(1);
    expect(guard.health().state).toBe('degraded');
  });

  it('ends the outage on the first call that succeeds, and counts through a working store', async () => {
    let broken = true;
    const memory = new MemoryStore();
    memory.init({ windowMs: 60_000 } as never);
    const flaky: Store = {
      increment: (key) => (broken ? Promise.reject(new Error('down')) : memory.increment(key)),
      decrement: (key) => memory.decrement(key),
      resetKey: (key) => memory.resetKey(key),
    };
    const { logger, lines } = recordingLogger();
    const guard = failOpenGuard({ logger });
    const store = guard.wrap(flaky);
    await store.increment('ip:1');
    broken = false;
    expect((await store.increment('ip:1')).totalHits).toBe(1);
    expect((await store.increment('ip:1')).totalHits).toBe(2);
    expect(guard.health()).toEqual({ state: 'ok' });
    expect(lines.at(-1)).toMatchObject({ level: 'info', event: 'rate_limit_store_recovered' });
    await memory.shutdown();
  });

  it('lets the calls of one request share one deadline: after it, the store is not asked again (issue 37.9)', async () => {
    const { logger, lines } = recordingLogger();
    const guard = failOpenGuard({ logger, timeoutMs: 20, logIntervalMs: 0 });
    let asked = 0;
    const hanging: Store = {
      ...failing,
      increment: () => {
        asked += 1;
        return new Promise(() => {});
      },
    };
    const limiters = [guard.wrap(hanging), guard.wrap(hanging), guard.wrap(hanging)];
    await withStoreDeadline(async () => {
      for (const store of limiters) expect((await store.increment('ip:1')).totalHits).toBe(1);
    });
    expect(asked).toBe(1);
    const codes = lines.filter((line) => line.level === 'warn').map((line) => (line as { errorCode?: unknown }).errorCode);
    expect(codes).toEqual(['ETIMEDOUT', 'EDEADLINE', 'EDEADLINE']);
    // Another request gets a deadline of its own.
    await withStoreDeadline(() => limiters[0]?.increment('ip:2'));
    expect(asked).toBe(2);
  });

  it('counts in the fallback store instead of letting the request through, when it has one (issue 37.4)', async () => {
    const { logger } = recordingLogger();
    const guard = failOpenGuard({ logger });
    const fallback = new MemoryStore();
    const store = guard.wrap(failing, { fallback });
    store.init?.({ windowMs: 60_000 } as never);
    await store.increment('acct:1');
    await store.increment('acct:1');
    expect((await store.increment('acct:1')).totalHits).toBe(3);
    await store.decrement('acct:1');
    expect((await fallback.get('acct:1'))?.totalHits).toBe(2);
    await store.resetKey('acct:1');
    expect(await fallback.get('acct:1')).toBeUndefined();
    await fallback.shutdown();
  });
});
