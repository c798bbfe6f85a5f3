import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedServer, startServer } from '../../../e2e/support/startServer.ts';
import { addTestStaff, TEST_PASSWORD } from '../admin/testing.ts';
import type { Database } from '../store/database.ts';
import { openPostgresDatabase } from '../store/postgresDatabase.ts';
import { createScratchDatabase } from '../store/testDatabases.ts';
import { testSessionId } from '../testing/hardeningFixtures.ts';
import { openSse, postJson, type SseFrame, signInAt } from './testing.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const textOf = (frame: SseFrame) => (frame.data as { text?: string }).text;

/**
 * The live hand-off across processes (issue 17): the visitor on server A, the dispatchers on server B, one
 * Postgres. Events cross through LISTEN/NOTIFY; their order is the database's. Runs with TEST_DATABASE_URL.
 */
describe.runIf(databaseUrl)('the live hand-off across two server processes on Postgres', () => {
  let scratch: { url: string; drop(): Promise<void> } | undefined;
  let servers: StartedServer[] = [];
  let database: Database;

  beforeAll(async () => {
    scratch = await createScratchDatabase(databaseUrl as string, 'tod_live');
    const env = { DATABASE_URL: scratch.url, LIVE_RING_TIMEOUT_SECONDS: '120' };
    servers = await Promise.all([startServer({ port: await freePort(), env }), startServer({ port: await freePort(), env })]);
    database = openPostgresDatabase({ connectionString: scratch.url, maxConnections: 2 });
    await addTestStaff(database, 'maria@example.com', 'dispatcher', ['salem']);
    await addTestStaff(database, 'sam@example.com', 'dispatcher', ['salem']);
  }, 240_000);

  afterAll(async () => {
    await database?.close();
    for (const server of servers) await server.stop();
    await scratch?.drop();
  }, 120_000);

  it('rings on B, joins on B, and carries messages between A and B in the database order, once each', async () => {
    const [a, b] = servers as [StartedServer, StartedServer];
    const maria = await signInAt(b.url, 'maria@example.com', TEST_PASSWORD);
    const inbox = await maria.stream('/api/admin/live/events');
    await inbox.next((frame) => frame.event === 'presence');

    const sessionId = testSessionId('live-pg');
    const first = await postJson(a.url, '/api/chat', {
      message: 'My garage door is stuck open',
      sessionId,
      context: { conversationHistory: [], userRegion: 'salem' },
    });
    const token = (first.body.metadata as { sessionToken: string }).sessionToken;
    const escalation = await postJson(a.url, '/api/escalations', {
      sessionId,
      sessionToken: token,
      session: { phone: '(503) 555-0101' },
      messages: [],
      region: 'salem',
    });
    expect(escalation.body.live).toMatchObject({ ringing: true, officeOnline: true });
    const ring = await inbox.next((frame) => frame.event === 'ring', 'the ring on B');
    const itemId = (ring.data as { state: { itemId: number } }).state.itemId;

    const visitor = await openSse(`${a.url}/api/live/${sessionId}/events?token=${token}`);
    await visitor.next((frame) => frame.event === 'waiting');
    expect((await maria.post(`/api/admin/items/${itemId}/join`)).status).toBe(200);
    await visitor.next((frame) => frame.event === 'staff_joined', 'the join line on A');
    // A second dispatcher, on A this time, cannot join.
    const sam = await signInAt(a.url, 'sam@example.com', TEST_PASSWORD);
    const taken = await sam.post(`/api/admin/items/${itemId}/join`);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'live_taken', heldBy: { email: 'maria@example.com' } });

    const thread = await maria.stream(`/api/admin/items/${itemId}/live/events`);
    await maria.post(`/api/admin/items/${itemId}/typing`, { typing: true });
    await visitor.next((frame) => frame.event === 'staff_typing', 'typing from B on A');
    await postJson(a.url, `/api/live/${sessionId}/typing`, { sessionToken: token, typing: true });
    await thread.next((frame) => frame.event === 'visitor_typing', 'typing from A on B');
    // Both sides write at once: each stream shows every message once, in the same (database) order.
    await Promise.all([
      (async () => {
        for (let index = 1; index <= 3; index += 1) await maria.post(`/api/admin/items/${itemId}/messages`, { text: `staff ${index}` });
      })(),
      (async () => {
        for (let index = 1; index <= 3; index += 1) {
          await postJson(a.url, `/api/live/${sessionId}/messages`, {
            sessionToken: token,
            text: `visitor ${index}`,
            clientMessageId: `v${index}`,
          });
        }
      })(),
    ]);
    const messages = (frames: SseFrame[]) => frames.filter((frame) => frame.event.endsWith('_message'));
    await visitor.next((frame) => messages(visitor.frames).length === 6 && frame === visitor.frames.at(-1), 'six messages on A', 20_000);
    await thread.next(() => messages(thread.frames).length === 6, 'six messages on B', 20_000);
    const order = (frames: SseFrame[]) => messages(frames).map((frame) => [frame.id, textOf(frame)]);
    expect(order(visitor.frames)).toEqual(order(thread.frames));
    expect(new Set(order(visitor.frames).map(([, text]) => text)).size).toBe(6);
    const stored = await database.query<{ seq: string }>(
      `SELECT seq FROM live_events WHERE session_id = $1 AND type IN ('staff_message', 'visitor_message') ORDER BY seq`,
      [sessionId],
    );
    expect(order(visitor.frames).map(([id]) => Number(id))).toEqual(stored.rows.map((row) => Number(row.seq)));

    // Hand back on B: the next chat turn on A is T.O.D.'s again.
    expect((await maria.post(`/api/admin/items/${itemId}/hand-back`)).status).toBe(200);
    await visitor.next((frame) => frame.event === 'handed_back');
    const after = await postJson(a.url, '/api/chat', {
      message: 'How much is a new spring?',
      sessionId,
      sessionToken: token,
      context: { conversationHistory: [], userRegion: 'salem' },
    });
    expect(after.status).toBe(200);
    expect(after.body.content).not.toBe('');
    for (const stream of [visitor, thread, inbox]) stream.close();
  }, 120_000);
});
