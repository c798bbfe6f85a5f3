import { randomBytes } from 'node:crypto';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { unusedPort } from '../mail/smtpSink.ts';
import { abuseGuards } from './abuseGuards.ts';
import { connectRedisRateLimitStores } from './redisStore.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const silent = { warn: () => {}, info: () => {} };

describe('connectRedisRateLimitStores', () => {
  it('rejects at start-up when Redis does not answer (a wrong REDIS_URL stops the server)', async () => {
    const port = await unusedPort();
    await expect(connectRedisRateLimitStores({ url: `redis://127.0.0.1:${port}`, logger: silent })).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe.runIf(redisUrl)('Redis rate-limit counters (TEST_REDIS_URL)', () => {
  it('share one limit between two apps, as two servers behind a load balancer do', async () => {
    const keyPrefix = `tod-test:${randomBytes(6).toString('hex')}:`;
    const first = await connectRedisRateLimitStores({ url: redisUrl as string, logger: silent, keyPrefix });
    const second = await connectRedisRateLimitStores({ url: redisUrl as string, logger: silent, keyPrefix });
    try {
      const app = (storeFor: (prefix: string) => ReturnType<typeof first.storeFor>) => {
        const instance = express();
        instance.use(express.json());
        instance.use(abuseGuards({ storeFor, limits: { chatPerSessionPerMinute: 3 } }));
        instance.post('/api/chat', (_req, res) => res.json({ ok: true }));
        return instance;
      };
      const apps = [app(first.storeFor), app(second.storeFor)];
      const statuses: number[] = [];
      for (let turn = 0; turn < 4; turn += 1) {
        const app = apps[turn % 2] as express.Express;
        const response = await request(app).post('/api/chat').send({ sessionId: 'shared-session-1-0123456789abcdef' });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
