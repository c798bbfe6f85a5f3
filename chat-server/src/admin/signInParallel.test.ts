import { randomBytes } from 'node:crypto';
import type { Store } from 'express-rate-limit';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { GuardedStoreOptions } from '../http/failOpenStore.ts';
import { connectRedisRateLimitStores, type RedisRateLimitStores } from '../http/redisStore.ts';
import { createTestApp } from '../testApp.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcpProxy.ts';
import { verifyPassword } from './password.ts';
import { FAILURES_PER_ACCOUNT } from './signInThrottle.ts';
import { addTestStaff, InboxClient, TEST_PASSWORD } from './testing.ts';

type StoreFor = (prefix: string, options?: GuardedStoreOptions) => Store | undefined;

/**
 * Issue 37.3/37.4: 30 guesses sent at once for one account get at most 5 password checks (counted through the
 * injected verifier, not timed), with the counters in memory, in Redis, and in memory while Redis hangs.
 */
describe('parallel sign-in guesses', () => {
  let stores: RedisRateLimitStores | undefined;
  let proxy: TcpProxy | undefined;
  let dispose: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await dispose?.();
    await stores?.close();
    await proxy?.close();
    stores = undefined;
    proxy = undefined;
  });

  async function guessAtOnce(storeFor: StoreFor | undefined): Promise<{ checks: number; statuses: number[] }> {
    let checks = 0;
    const test = await createTestApp({
      config: { trustProxy: false },
      ...(storeFor ? { rateLimitStore: storeFor } : {}),
      verifyPassword: (password, stored) => {
        checks += 1;
        return verifyPassword(password, stored);
      },
    });
    dispose = test.dispose;
    const email = `guessed-${randomBytes(4).toString('hex')}@example.com`;
    await addTestStaff(test.database, email, 'dispatcher', ['salem']);
    // The right password is among the guesses, as in the audit's run.
    const guesses = Array.from({ length: 30 }, (_, index) => (index === 17 ? TEST_PASSWORD : `wrong guess ${index}`));
    const responses = await Promise.all(guesses.map((password) => new InboxClient(test.app).signIn(email, password)));
    return { checks, statuses: responses.map((response) => response.status) };
  }

  it('checks at most 5 of 30 guesses with the counters in memory', async () => {
    const { checks, statuses } = await guessAtOnce(undefined);
    expect(checks).toBeLessThanOrEqual(FAILURES_PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checks);
  });

  it.runIf(process.env.TEST_REDIS_URL)('checks at most 5 of 30 guesses with the counters in Redis', async () => {
    stores = await connectRedisRateLimitStores({
      url: process.env.TEST_REDIS_URL as string,
      logger: pino({ level: 'silent' }),
      keyPrefix: `tod-test-${randomBytes(4).toString('hex')}:`,
    });
    const { checks, statuses } = await guessAtOnce(stores.storeFor);
    expect(checks).toBeLessThanOrEqual(FAILURES_PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checks);
  });

  it.runIf(process.env.TEST_REDIS_URL).each(['hangs', 'is cut off'] as const)(
    'checks at most 5 of 30 guesses while Redis %s (counted in the process)',
    async (fault) => {
      const target = new URL(process.env.TEST_REDIS_URL as string);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
      stores = await connectRedisRateLimitStores({
        url: `redis://127.0.0.1:${proxy.port}`,
        logger: pino({ level: 'silent' }),
        keyPrefix: `tod-test-${randomBytes(4).toString('hex')}:`,
        timeoutMs: 200,
      });
      // Connected, then Redis stops answering (the socket stays open and nothing comes back), or goes away.
      if (fault === 'hangs') proxy.blackhole();
      else proxy.cut();
      const { checks, statuses } = await guessAtOnce(stores.storeFor);
      expect(checks).toBeLessThanOrEqual(FAILURES_PER_ACCOUNT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checks);
      expect(stores.health().state).toBe('degraded');
    },
  );
});
