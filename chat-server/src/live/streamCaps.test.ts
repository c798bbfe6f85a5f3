import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testApp.ts';
import { escalationBody, testSessionId } from '../testing/hardeningFixtures.ts';
import { waitFor } from '../waitFor.ts';
import { openSse, type SseClient } from './testing.ts';

/**
 * Issue 37.8 (docs/decisions/0364): live event streams held open cost memory, so they are capped. Per session:
 * a new stream beyond the cap ends the session's oldest. Per address: one more is refused, 429 with Retry-After.
 */
describe('caps on open live streams', () => {
  let app: Express;
  let dispose: () => Promise<void>;
  let base: string;
  let close: () => Promise<void>;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    ({ app, dispose } = await createTestApp({
      config: { trustProxy: false },
      abuseLimits: { liveStreamsPerSession: 2, liveStreamsPerIp: 3, liveSignalsPerIpPerMinute: 1000, escalationsPerIpPerHour: 1000 },
    }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
  });
  afterAll(async () => {
    for (const client of streams) client.close();
    await close();
    await dispose();
  });

  /** A visitor who asked for a person (the chat exists), and the session's token. */
  async function waitingVisitor(): Promise<{ sessionId: string; token: string }> {
    const sessionId = testSessionId('stream-cap');
    const handOff = await request(app).post('/api/escalations').send(escalationBody(sessionId));
    expect(handOff.status).toBe(201);
    return { sessionId, token: handOff.body.sessionToken as string };
  }

  async function stream(visitor: { sessionId: string; token: string }): Promise<SseClient> {
    const client = await openSse(`${base}/api/live/${visitor.sessionId}/events`, { Authorization: `Bearer ${visitor.token}` });
    streams.push(client);
    return client;
  }

  it('ends a session’s oldest stream when a new one goes past the cap', async () => {
    const visitor = await waitingVisitor();
    const [first, second] = [await stream(visitor), await stream(visitor)];
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await stream(visitor);
    expect(third.status).toBe(200);
    await waitFor(() => first.ended, { what: 'the oldest stream to end' });
    expect(second.ended).toBe(false);
    expect(third.ended).toBe(false);
    for (const client of [second, third]) client.close();
  });

  it('refuses one stream more than the cap from one address with 429 and Retry-After, and takes it once one closes', async () => {
    // The previous test's streams may still be closing on the server's side.
    const visitors = [await waitingVisitor(), await waitingVisitor(), await waitingVisitor(), await waitingVisitor()];
    const open: SseClient[] = [];
    for (const visitor of visitors.slice(0, 3)) {
      await waitFor(
        async () => {
          const client = await stream(visitor);
          if (client.status === 200) open.push(client);
          return client.status === 200;
        },
        { what: 'a stream under the cap' },
      );
    }
    const extra = visitors[3] as { sessionId: string; token: string };
    const refused = await fetch(`${base}/api/live/${extra.sessionId}/events`, { headers: { Authorization: `Bearer ${extra.token}` } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { code: string }).code).toBe('rate_limited');
    // The count is of streams open now: one closes, and the next is taken.
    open[0]?.close();
    await waitFor(
      async () => {
        const client = await stream(extra);
        return client.status === 200;
      },
      { what: 'a stream once another closed' },
    );
  });
});
