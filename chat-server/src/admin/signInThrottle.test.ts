import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedisRateLimitStores, type RedisRateLimitStores } from '../http/redisStore.ts';
import { createSignInThrottle, FAILURES_PER_ACCOUNT, FAILURES_PER_IP } from './signInThrottle.ts';

describe('the sign-in throttle', () => {
  it('holds an account back after its 5th failure, from any IP, and whatever the case of the email', async () => {
    const throttle = createSignInThrottle();
    for (let failure = 0; failure < FAILURES_PER_ACCOUNT; failure += 1) {
      expect(await throttle.retryAfter('Dana@example.com', `10.0.0.${failure}`)).toBeUndefined();
      await throttle.recordFailure('Dana@example.com', `10.0.0.${failure}`);
    }
    expect(await throttle.retryAfter('dana@EXAMPLE.com', '10.9.9.9')).toBeGreaterThan(0);
    expect(await throttle.retryAfter('other@example.com', '10.9.9.9')).toBeUndefined();
  });

  it('holds an IP back after 20 failures across accounts (password spraying)', async () => {
    const throttle = createSignInThrottle();
    for (let failure = 0; failure < FAILURES_PER_IP; failure += 1) await throttle.recordFailure(`user${failure}@example.com`, '10.1.1.1');
    expect(await throttle.retryAfter('fresh@example.com', '10.1.1.1')).toBeGreaterThan(0);
    expect(await throttle.retryAfter('fresh@example.com', '10.1.1.2')).toBeUndefined();
  });

  it('clears an account’s failures when it signs in', async () => {
    const throttle = createSignInThrottle();
    for (let failure = 0; failure < FAILURES_PER_ACCOUNT - 1; failure += 1) await throttle.recordFailure('eve@example.com', '10.2.2.2');
    await throttle.recordSuccess('eve@example.com');
    await throttle.recordFailure('eve@example.com', '10.2.2.3');
    expect(await throttle.retryAfter('eve@example.com', '10.2.2.3')).toBeUndefined();
  });

  describe.runIf(process.env.TEST_REDIS_URL)('with Redis', () => {
    let stores: RedisRateLimitStores;
    afterAll(async () => stores?.close());

    it('counts the failures of every server process together', async () => {
      stores = await connectRedisRateLimitStores({
        url: process.env.TEST_REDIS_URL as string,
        logger: pino({ level: 'silent' }),
        keyPrefix: `tod-test-${randomBytes(4).toString('hex')}:`,
      });
      const processA = createSignInThrottle({ store: stores.storeFor('admin-sign-in') });
      const processB = createSignInThrottle({ store: stores.storeFor('admin-sign-in') });
      for (let failure = 0; failure < FAILURES_PER_ACCOUNT; failure += 1) {
        await (failure % 2 ? processA : processB).recordFailure('shared@example.com', '10.3.3.3');
      }
      expect(await processA.retryAfter('shared@example.com', '10.3.3.4')).toBeGreaterThan(0);
      expect(await processB.retryAfter('shared@example.com', '10.3.3.4')).toBeGreaterThan(0);
    });

    it('lets an account and IP that have never failed sign in (Redis answers no count for a new key)', async () => {
      stores ??= await connectRedisRateLimitStores({
        url: process.env.TEST_REDIS_URL as string,
        logger: pino({ level: 'silent' }),
        keyPrefix: `tod-test-${randomBytes(4).toString('hex')}:`,
      });
      const throttle = createSignInThrottle({ store: stores.storeFor('admin-sign-in') });
      expect(await throttle.retryAfter(`new-${randomBytes(4).toString('hex')}@example.com`, '10.4.4.4')).toBeUndefined();
    });
  });
});
