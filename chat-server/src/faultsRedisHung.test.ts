import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { addTestStaff, InboxClient } from './admin/testing.ts';
import { connectRedisRateLimitStores, type RedisRateLimitStores } from './http/redisStore.ts';
import { createTestApp } from './testApp.ts';
import { chatBody, testSessionId } from './testing/hardeningFixtures.ts';
import { startTcpProxy, type TcpProxy } from './testing/tcpProxy.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Faults (issue 37.9): Redis hangs (the socket stays open, nothing comes back). Each request then waits out
 * ONE deadline however many limiters it passes: the chat passes three, sign-in counts two keys. Counted by the
 * guard's warnings (one per failure here): one `ETIMEDOUT` per request (the call that started its deadline), the
 * others `EDEADLINE` (they shared that deadline, or were not sent at all once it had passed).
 */
describe.runIf(redisUrl)('a hung Redis (TEST_REDIS_URL)', () => {
  let proxy: TcpProxy | undefined;
  let stores: RedisRateLimitStores | undefined;
  let dispose: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await dispose?.();
    await stores?.close();
    await proxy?.close();
  });

  it('costs a chat turn and a sign-in one deadline each, not one per limiter', async () => {
    const target = new URL(redisUrl as string);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const warnings: { event?: string; errorCode?: string }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line) as { event?: string }) });
    stores = await connectRedisRateLimitStores({
      url: `redis://127.0.0.1:${proxy.port}`,
      logger,
      keyPrefix: `tod-test:${randomBytes(6).toString('hex')}:`,
      timeoutMs: 300,
      logIntervalMs: 0,
    });
    const test = await createTestApp({ logger, rateLimitStore: stores.storeFor, config: { trustProxy: false } });
    dispose = test.dispose;
    await addTestStaff(test.database, 'hung@example.com', 'dispatcher', ['salem']);
    proxy.blackhole();
    const timeoutsOf = (since: number) =>
      warnings.slice(since).filter((line) => line.event === 'rate_limit_store_failed' && line.errorCode === 'ETIMEDOUT').length;

    const beforeChat = warnings.length;
    const chat = await request(test.app)
      .post('/api/chat')
      .send(chatBody('My spring snapped', testSessionId('hung-redis')));
    expect(chat.status).toBe(200);
    expect(timeoutsOf(beforeChat)).toBe(1);

    const beforeSignIn = warnings.length;
    const signIn = await new InboxClient(test.app).signIn('hung@example.com', 'a wrong password');
    expect(signIn.status).toBe(401);
    expect(timeoutsOf(beforeSignIn)).toBe(1);
  });
});
