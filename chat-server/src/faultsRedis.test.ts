import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { connectRedisRateLimitStores, type RedisRateLimitStores } from './http/redisStore.ts';
import type { ReadyBody } from './routes/health.ts';
import { createTestApp } from './testApp.ts';
import { chatBody, contactSubmission, testSessionId } from './testing/hardeningFixtures.ts';
import { startTcpProxy, type TcpProxy } from './testing/tcpProxy.ts';
import { waitFor } from './waitFor.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Faults (issue 21.2): Redis, which holds the rate-limit counters, goes away mid-run. A TCP proxy the test
 * controls stands between the server and Redis, and cuts the link.
 */
describe.runIf(redisUrl)('Redis outage (TEST_REDIS_URL)', () => {
  let proxy: TcpProxy | undefined;
  let stores: RedisRateLimitStores | undefined;
  let app: Awaited<ReturnType<typeof createTestApp>> | undefined;
  afterEach(async () => {
    await app?.dispose();
    await stores?.close();
    await proxy?.close();
  });

  it('keeps the contact form and the chat answering, logs the outage once, reports it in /api/ready, and recovers', async () => {
    const target = new URL(redisUrl as string);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const warnings: { event?: string }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line) as { event?: string }) });
    stores = await connectRedisRateLimitStores({
      url: `redis://127.0.0.1:${proxy.port}`,
      logger,
      keyPrefix: `tod-test:${randomBytes(6).toString('hex')}:`,
      timeoutMs: 500,
    });
    app = await createTestApp({
      logger,
      rateLimitStore: stores.storeFor,
      rateLimitHealth: stores.health,
      config: { rateLimits: { contactPerWindow: 1000 } },
    });
    const ready = async () => (await request(app?.app as Express).get('/api/ready')).body as ReadyBody;

    expect((await request(app.app).post('/api/contact-form').send(contactSubmission())).status).toBe(201);
    expect((await ready()).rateLimits).toEqual({ store: 'redis', state: 'ok' });

    proxy.cut();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await request(app.app).post('/api/contact-form').send(contactSubmission())).status);
    statuses.push(
      (
        await request(app.app)
          .post('/api/chat')
          .send(chatBody('My spring snapped', testSessionId('redis-outage')))
      ).status,
    );
    expect(statuses).toEqual([...Array(12).fill(201), 200]);
    const degraded = await request(app.app).get('/api/ready');
    expect(degraded.status).toBe(200);
    expect(degraded.body.degraded).toContain('rateLimits');
    expect(degraded.body.rateLimits.state).toBe('degraded');
    expect(warnings.filter((line) => line.event === 'rate_limit_store_failed')).toHaveLength(1);
    expect(warnings.filter((line) => line.event === 'unhandled error' || (line as { level?: number }).level === 50)).toEqual([]);

    proxy.restore();
    await waitFor(
      async () => {
        await request(app?.app as Express)
          .post('/api/contact-form')
          .send(contactSubmission());
        return (await ready()).rateLimits.state === 'ok';
      },
      { what: 'the limiter to use Redis again', timeoutMs: 30_000, intervalMs: 250 },
    );
  }, 60_000);
});
