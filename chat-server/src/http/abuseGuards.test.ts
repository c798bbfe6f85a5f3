import { LIMIT_MESSAGES } from '@tod/domain';
import { ERROR_CODES, errorBodySchema } from '@tod/domain/contracts';
import express, { type Express } from 'express';
import { MemoryStore, type Store } from 'express-rate-limit';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { type AbuseGuardOptions, abuseGuards, retryAfterSeconds } from './abuseGuards.ts';

/** The guards in front of a route that answers 200, or 400 when the body says so (a refused message). */
function guardedApp(options: AbuseGuardOptions = {}): Express {
  const app = express();
  app.set('trust proxy', 1);
  app.use(express.json());
  app.use(abuseGuards(options));
  app.post(['/api/chat', '/api/chat/stream', '/api/escalations', '/api/recommendations'], (req, res) => {
    res.status((req.body as { fail?: boolean }).fail ? 400 : 200).json({ ok: true });
  });
  return app;
}

const chat = (app: Express, sessionId: string, ip = '203.0.113.1', extra: object = {}) =>
  request(app)
    .post('/api/chat')
    .set('X-Forwarded-For', ip)
    .send({ sessionId, message: 'hi', ...extra });

describe('abuseGuards', () => {
  it('answers 429 rate_limited with Retry-After and the error shape once one IP exceeds the chat limit', async () => {
    const app = guardedApp({ limits: { chatPerIpPerMinute: 3 } });
    for (let i = 0; i < 3; i += 1) expect((await chat(app, `session-ip-${i}-0123456789abcdefghij`)).status).toBe(200);
    const refused = await chat(app, 'session-ip-9-0123456789abcdefghij');
    expect(refused.status).toBe(429);
    expect(errorBodySchema.strict().parse(refused.body)).toEqual({
      message: LIMIT_MESSAGES.chatRateLimited,
      code: ERROR_CODES.rateLimited,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another visitor is not affected.
    expect((await chat(app, 'session-other-0123456789abcdefghij', '203.0.113.2')).status).toBe(200);
  });

  it('limits one session across IPs, and the stream endpoint shares the chat counter', async () => {
    const app = guardedApp({ limits: { chatPerSessionPerMinute: 2 } });
    expect((await chat(app, 'session-a1-0123456789abcdefghij', '198.51.100.1')).status).toBe(200);
    const streamed = await request(app)
      .post('/api/chat/stream')
      .set('X-Forwarded-For', '198.51.100.2')
      .send({ sessionId: 'session-a1-0123456789abcdefghij' });
    expect(streamed.status).toBe(200);
    const refused = await chat(app, 'session-a1-0123456789abcdefghij', '198.51.100.3');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(ERROR_CODES.rateLimited);
    expect((await chat(app, 'session-b1-0123456789abcdefghij', '198.51.100.3')).status).toBe(200);
  });

  it('closes a conversation politely with conversation_limit after its maximum of answered messages', async () => {
    const app = guardedApp({ limits: { conversationMaxMessages: 2 } });
    // A refused message (400) is not a turn of the conversation.
    expect((await chat(app, 'session-long-0123456789abcdefghij', undefined, { fail: true })).status).toBe(400);
    expect((await chat(app, 'session-long-0123456789abcdefghij')).status).toBe(200);
    expect((await chat(app, 'session-long-0123456789abcdefghij')).status).toBe(200);
    const refused = await chat(app, 'session-long-0123456789abcdefghij');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: LIMIT_MESSAGES.conversationLimit, code: ERROR_CODES.conversationLimit });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60 * 60);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it('allows a limited number of escalations per session (escalation_limit) and per IP (rate_limited)', async () => {
    const app = guardedApp({ limits: { escalationsPerSession: 1, escalationsPerIpPerHour: 3 } });
    const escalate = (sessionId: string) => request(app).post('/api/escalations').set('X-Forwarded-For', '192.0.2.7').send({ sessionId });
    expect((await escalate('session-esc-1-0123456789abcdefghij')).status).toBe(200);
    const again = await escalate('session-esc-1-0123456789abcdefghij');
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ message: LIMIT_MESSAGES.escalationLimit, code: ERROR_CODES.escalationLimit });
    expect((await escalate('session-esc-2-0123456789abcdefghij')).status).toBe(200);
    const flood = await escalate('session-esc-3-0123456789abcdefghij');
    expect(flood.status).toBe(429);
    // The real reason (issue 33.3): too many hand-offs from this connection, not a connection trouble.
    expect(flood.body).toEqual({ message: LIMIT_MESSAGES.escalationRateLimited, code: ERROR_CODES.rateLimited });
    expect(flood.headers['retry-after']).toBeDefined();
  });

  it('limits recommendations per IP', async () => {
    const app = guardedApp({ limits: { recommendationsPerIpPerMinute: 1 } });
    const ask = () =>
      request(app).post('/api/recommendations').set('X-Forwarded-For', '192.0.2.9').send({ sessionId: 'session-rec-0123456789abcdefghij' });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });

  it('leaves a body without a valid sessionId to the route (per-session limits skip it, the IP limit still counts)', async () => {
    const app = guardedApp({ limits: { chatPerSessionPerMinute: 1, conversationMaxMessages: 1, chatPerIpPerMinute: 3 } });
    for (const body of [{ sessionId: 'x' }, { sessionId: 42 }, []]) {
      expect((await request(app).post('/api/chat').set('X-Forwarded-For', '192.0.2.10').send(body)).status).toBe(200);
    }
    expect((await request(app).post('/api/chat').set('X-Forwarded-For', '192.0.2.10').send({})).status).toBe(429);
  });

  it('keeps its counters in the given store, one store per limiter prefix', async () => {
    const stores = new Map<string, Store>();
    const storeFor = (prefix: string) => {
      const store = new MemoryStore();
      stores.set(prefix, store);
      return store;
    };
    const app = guardedApp({ storeFor, limits: { chatPerSessionPerMinute: 1 } });
    expect([...stores.keys()].sort()).toEqual([
      'chat-ip',
      'chat-session',
      'conversation',
      'escalation-ip',
      'escalation-session',
      'live-ip',
      'recommendations-ip',
    ]);
    expect((await chat(app, 'session-store-0123456789abcdefghij')).status).toBe(200);
    expect((await stores.get('chat-session')?.get?.('session:session-store-0123456789abcdefghij'))?.totalHits).toBe(1);
    expect((await stores.get('conversation')?.get?.('session:session-store-0123456789abcdefghij'))?.totalHits).toBe(1);
  });

  it('keeps at most memoryKeysPerLimiter sessions in memory without a shared store, forgetting the oldest (issue 21.9)', async () => {
    const app = guardedApp({ memoryKeysPerLimiter: 3, limits: { chatPerSessionPerMinute: 1, chatPerIpPerMinute: 1000 } });
    const session = (name: string) => `bounded-${name}-0123456789abcdefghij`;
    expect((await chat(app, session('a'))).status).toBe(200);
    expect((await chat(app, session('a'))).status).toBe(429);
    for (const name of ['b', 'c', 'd']) expect((await chat(app, session(name))).status).toBe(200);
    // 'a' was the least recently counted of four: forgotten, it starts a fresh window.
    expect((await chat(app, session('a'))).status).toBe(200);
    expect((await chat(app, session('d'))).status).toBe(429);
  });

  it('lets requests through while the shared store fails (an outage of Redis does not stop the chat)', async () => {
    const failing = (): Store => ({
      increment: () => Promise.reject(new Error('connection refused')),
      decrement: () => Promise.reject(new Error('connection refused')),
      resetKey: () => Promise.reject(new Error('connection refused')),
    });
    const warnings: unknown[] = [];
    const app = guardedApp({
      storeFor: () => failing(),
      limits: { chatPerIpPerMinute: 1 },
      logger: { warn: (entry: unknown) => warnings.push(entry) },
    });
    expect((await chat(app, 'session-redis-down-0123456789abcdefghij')).status).toBe(200);
    expect((await chat(app, 'session-redis-down-0123456789abcdefghij')).status).toBe(200);
  });
});

describe('retryAfterSeconds', () => {
  it('rounds the time to the reset up to whole seconds, at least 1', () => {
    expect(retryAfterSeconds(new Date(10_500), 60_000, 10_000)).toBe(1);
    expect(retryAfterSeconds(new Date(71_001), 60_000, 10_000)).toBe(62);
    expect(retryAfterSeconds(new Date(5_000), 60_000, 10_000)).toBe(1);
  });

  it('falls back to the whole window when the store gave no reset time', () => {
    expect(retryAfterSeconds(undefined, 90_000)).toBe(90);
  });
});
