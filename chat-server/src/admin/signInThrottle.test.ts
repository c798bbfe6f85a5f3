import { randomBytes } from 'node:crypto';
import type { Store } from 'express-rate-limit';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { failOpenGuard } from '../http/failOpenStore.ts';
import { connectRedisRateLimitStores, type RedisRateLimitStores } from '../http/redisStore.ts';
import { createSignInThrottle, FAILURES_PER_ACCOUNT, FAILURES_PER_IP, type SignInThrottle } from './signInThrottle.ts';

/** Attempts that all fail their password check (each is counted by `attempt` itself). */
async function fail(throttle: SignInThrottle, email: string, ip: string, times: number): Promise<void> {
  for (let attempt = 0; attempt < times; attempt += 1) expect(await throttle.attempt(email, ip)).toBeUndefined();
}

describe('the sign-in throttle', () => {
  it('holds an account back after its 5th failure, from any IP, and whatever the case of the email', async () => {
    const throttle = createSignInThrottle();
    for (let failure = 0; failure < FAILURES_PER_ACCOUNT; failure += 1) await fail(throttle, 'Dana@example.com', `10.0.0.${failure}`, 1);
    expect(await throttle.attempt('dana@EXAMPLE.com', '10.9.9.9')).toBeGreaterThan(0);
    expect(await throttle.attempt('other@example.com', '10.9.9.9')).toBeUndefined();
  });

  it('holds an IP back after 20 failures across accounts (password spraying)', async () => {
    const throttle = createSignInThrottle();
    for (let failure = 0; failure < FAILURES_PER_IP; failure += 1) await fail(throttle, `user${failure}@example.com`, '10.1.1.1', 1);
    expect(await throttle.attempt('fresh@example.com', '10.1.1.1')).toBeGreaterThan(0);
    expect(await throttle.attempt('fresh@example.com', '10.1.1.2')).toBeUndefined();
  });

  it('clears an account’s failures when it signs in', async () => {
    const throttle = createSignInThrottle();
    await fail(throttle, 'eve@example.com', '10.2.2.2', FAILURES_PER_ACCOUNT - 1);
    expect(await throttle.attempt('eve@example.com', '10.2.2.2')).toBeUndefined();
    await throttle.succeeded('eve@example.com', '10.2.2.2');
    await fail(throttle, 'eve@example.com', '10.2.2.3', FAILURES_PER_ACCOUNT);
    expect(await throttle.attempt('eve@example.com', '10.2.2.3')).toBeGreaterThan(0);
  });

  it('lets through only the attempts the limit has left when many arrive at once (issue 37.3)', async () => {
    const throttle = createSignInThrottle();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => throttle.attempt('fay@example.com', `10.5.5.${index}`)));
    expect(answers.filter((wait) => wait === undefined)).toHaveLength(FAILURES_PER_ACCOUNT);
  });

  it('does not count a refused attempt against the address (an address is not locked by a locked account)', async () => {
    const throttle = createSignInThrottle();
    await fail(throttle, 'gil@example.com', '10.6.6.1', FAILURES_PER_ACCOUNT);
    for (let refused = 0; refused < FAILURES_PER_IP; refused += 1)
      expect(await throttle.attempt('gil@example.com', '10.6.6.2')).toBeGreaterThan(0);
    expect(await throttle.attempt('someone-else@example.com', '10.6.6.2')).toBeUndefined();
  });

  it('keeps counting in this process while the shared store fails: it never fails open (issue 37.4)', async () => {
    const down: Store = {
      increment: () => Promise.reject(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' })),
      decrement: () => Promise.reject(new Error('down')),
      resetKey: () => Promise.reject(new Error('down')),
    };
    const guard = failOpenGuard({ logger: pino({ level: 'silent' }) });
    const throttle = createSignInThrottle({ storeFor: (_prefix, options) => guard.wrap(down, options) });
    await fail(throttle, 'hal@example.com', '10.7.7.7', FAILURES_PER_ACCOUNT);
    expect(await throttle.attempt('hal@example.com', '10.7.7.8')).toBeGreaterThan(0);
    expect(guard.health().state).toBe('degraded');
  });

  describe.runIf(process.env.TEST_REDIS_URL)('with Redis', () => {
    let stores: RedisRateLimitStores;
    afterAll(async () => stores?.close());
    const connect = async () =>
      (stores ??= await connectRedisRateLimitStores({
        url: process.env.TEST_REDIS_URL as string,
        logger: pino({ level: 'silent' }),
        keyPrefix: `tod-test-${randomBytes(4).toString('hex')}:`,
      }));

    it('counts the failures of every server process together', async () => {
      const { storeFor } = await connect();
      const processA = createSignInThrottle({ storeFor });
      const processB = createSignInThrottle({ storeFor });
      for (let failure = 0; failure < FAILURES_PER_ACCOUNT; failure += 1) {
        await fail(failure % 2 ? processA : processB, 'shared@example.com', '10.3.3.3', 1);
      }
      expect(await processA.attempt('shared@example.com', '10.3.3.4')).toBeGreaterThan(0);
      expect(await processB.attempt('shared@example.com', '10.3.3.4')).toBeGreaterThan(0);
    });

    it('lets through only the attempts the limit has left when two processes get many at once', async () => {
      const { storeFor } = await connect();
      const processes = [createSignInThrottle({ storeFor }), createSignInThrottle({ storeFor })];
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) => processes[index % 2]?.attempt('ida@example.com', `10.8.8.${index}`)),
      );
      expect(answers.filter((wait) => wait === undefined)).toHaveLength(FAILURES_PER_ACCOUNT);
    });

    it('lets an account and IP that have never failed sign in (Redis answers no count for a new key)', async () => {
      const { storeFor } = await connect();
      const throttle = createSignInThrottle({ storeFor });
      expect(await throttle.attempt(`new-${randomBytes(4).toString('hex')}@example.com`, '10.4.4.4')).toBeUndefined();
    });
  });
});
