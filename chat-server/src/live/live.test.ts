import type { AddressInfo } from 'node:net';
import { ERROR_CODES, liveThreadEventSchema, liveVisitorEventSchema } from '@tod/domain/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStaffDisplayName } from '../admin/staffAccounts.ts';
import { addTestStaff, InboxClient, insertContactRequest, itemIdOf, TEST_HOST } from '../admin/testing.ts';
import type { AssistantEngine, AssistantInput } from '../assistant/engine.ts';
import type { Database } from '../store/database.ts';
import { createTestApp } from '../testApp.ts';
import { testSessionId } from '../testing/hardeningFixtures.ts';
import { waitFor } from '../waitFor.ts';
import { openSse, type SseClient, type SseFrame } from './testing.ts';

/** An engine that says what it was asked, and counts how often it was. */
function echoEngine(): AssistantEngine & { calls: AssistantInput[] } {
  const calls: AssistantInput[] = [];
  const reply = async (input: AssistantInput) => {
    calls.push(input);
    return { content: `T.O.D. answers: ${input.message}`, metadata: { confidence: 1, region: input.regionKey } };
  };
  return {
    name: 'local',
    calls,
    reply,
    async *stream(input) {
      yield { type: 'done', reply: await reply(input) };
    },
  };
}

function chatBody(message: string, sessionId: string, sessionToken?: string) {
  return { message, sessionId, ...(sessionToken ? { sessionToken } : {}), context: { conversationHistory: [], userRegion: 'salem' } };
}

function escalationBody(sessionId: string, sessionToken?: string) {
  return {
    sessionId,
    ...(sessionToken ? { sessionToken } : {}),
    session: { conversationCount: 1, leadData: { name: 'Ann Lee', phone: '(503) 555-0101' }, phone: '(503) 555-0101' },
    messages: [{ role: 'user', content: 'My door is stuck open', timestamp: new Date().toISOString() }],
    region: 'salem',
  };
}

const isEvent = (type: string) => (frame: SseFrame) => frame.event === type;

describe('the live hand-off (one process, embedded database)', () => {
  let app: Express;
  let database: Database;
  let dispose: () => Promise<void>;
  let base: string;
  let close: () => Promise<void>;
  const engine = echoEngine();
  const streams: SseClient[] = [];

  /** A visitor with a stored session and its token. */
  async function visitor(): Promise<{ sessionId: string; token: string }> {
    const sessionId = testSessionId('live');
    const first = await request(app).post('/api/chat').send(chatBody('Hello', sessionId));
    expect(first.status).toBe(200);
    return { sessionId, token: first.body.metadata.sessionToken as string };
  }

  async function staff(email: string): Promise<InboxClient> {
    const client = new InboxClient(app);
    expect((await client.signIn(email)).status).toBe(200);
    return client;
  }

  async function stream(path: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const client = await openSse(`${base}${path}`, headers);
    streams.push(client);
    return client;
  }

  function staffStream(client: InboxClient, path: string, headers: Record<string, string> = {}) {
    return stream(path, { Cookie: client.cookie ?? '', Host: TEST_HOST, ...headers });
  }

  async function handoffItem(sessionId: string): Promise<number> {
    const result = await database.query<{ id: string }>(`SELECT id FROM admin_items WHERE session_id = $1 AND kind = 'handoff'`, [
      sessionId,
    ]);
    return Number(result.rows[0]?.id);
  }

  beforeAll(async () => {
    ({ app, database, dispose } = await createTestApp({
      engine,
      config: { trustProxy: false, live: { ringTimeoutMs: 60_000, presenceTtlMs: 60_000 } },
    }));
    await addTestStaff(database, 'maria.lopez@example.com', 'dispatcher', ['salem']);
    await addTestStaff(database, 'sam@example.com', 'dispatcher', ['salem']);
    await addTestStaff(database, 'pat@example.com', 'dispatcher', ['portland-metro']);
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

  it('rings, joins, carries messages both ways in order with typing, silences T.O.D., and hands back', async () => {
    const { sessionId, token } = await visitor();
    const maria = await staff('maria.lopez@example.com');
    const inbox = await staffStream(maria, '/api/admin/live/events');
    expect(inbox.status).toBe(200);
    await inbox.next(isEvent('presence'), 'presence on opening the inbox');

    // 1. The visitor asks for a human: someone of the Salem office is online, and it rings.
    const escalation = await request(app).post('/api/escalations').send(escalationBody(sessionId, token));
    expect(escalation.status).toBe(201);
    expect(escalation.body.live).toMatchObject({ ringing: true, officeOnline: true, officeName: 'Salem', typicalWaitMinutes: 2 });
    expect(escalation.body.sessionToken).toBeUndefined();
    const itemId = await handoffItem(sessionId);
    const ring = await inbox.next(
      (frame) => frame.event === 'ring' && (frame.data as { state: { itemId: number } }).state.itemId === itemId,
    );
    expect(ring.data).toMatchObject({ type: 'ring', state: { ringing: true, joinedBy: null } });

    // 2. The visitor's stream: the waiting event, with its database seq as the SSE id.
    const visitorStream = await stream(`/api/live/${sessionId}/events?token=${token}`);
    expect(visitorStream.status).toBe(200);
    const waiting = await visitorStream.next(isEvent('waiting'));
    expect(waiting.id).toBe('1');
    expect(liveVisitorEventSchema.parse(waiting.data)).toMatchObject({ type: 'waiting', officeOnline: true, region: 'salem' });

    // 3. Maria joins; a second dispatcher cannot.
    const join = await maria.send('post', `/api/admin/items/${itemId}/join`).send({});
    expect(join.status).toBe(200);
    expect(join.body.state).toMatchObject({ itemId, ringing: false, joinedBy: { firstName: 'Maria', email: 'maria.lopez@example.com' } });
    const joined = await visitorStream.next(isEvent('staff_joined'));
    expect(joined.data).toEqual({ type: 'staff_joined', seq: 2, at: expect.any(String), firstName: 'Maria', company: 'Door Logic' });
    const sam = await staff('sam@example.com');
    const second = await sam.send('post', `/api/admin/items/${itemId}/join`).send({});
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'live_taken', heldBy: { firstName: 'Maria', email: 'maria.lopez@example.com' } });
    expect((await sam.send('post', `/api/admin/items/${itemId}/messages`).send({ text: 'me too' })).status).toBe(409);

    // 4. Typing both ways, and three messages each way, in order.
    const thread = await staffStream(maria, `/api/admin/items/${itemId}/live/events`);
    await thread.next(isEvent('staff_joined'), 'the thread so far');
    expect((await maria.send('post', `/api/admin/items/${itemId}/typing`).send({ typing: true })).status).toBe(204);
    const typing = await visitorStream.next(isEvent('staff_typing'));
    expect(typing).toEqual({ event: 'staff_typing', data: { type: 'staff_typing', typing: true, firstName: 'Maria' } });
    expect((await request(app).post(`/api/live/${sessionId}/typing`).send({ sessionToken: token, typing: true })).status).toBe(204);
    await thread.next(isEvent('visitor_typing'));
    for (let index = 1; index <= 3; index += 1) {
      const sent = await maria.send('post', `/api/admin/items/${itemId}/messages`).send({ text: `Staff ${index} <b>plain</b>` });
      expect(sent.status).toBe(201);
      const posted = await request(app)
        .post(`/api/live/${sessionId}/messages`)
        .send({ sessionToken: token, text: `Visitor ${index}`, clientMessageId: `c${index}` });
      expect(posted.status).toBe(201);
    }
    const texts = async (client: SseClient) => {
      await client.next((frame) => (frame.data as { text?: string }).text === 'Visitor 3', 'the last message');
      return client.frames.flatMap((frame) => ((frame.data as { text?: string }).text ? [(frame.data as { text: string }).text] : []));
    };
    const expected = ['Staff 1 <b>plain</b>', 'Visitor 1', 'Staff 2 <b>plain</b>', 'Visitor 2', 'Staff 3 <b>plain</b>', 'Visitor 3'];
    expect(await texts(visitorStream)).toEqual(expected);
    expect(await texts(thread)).toEqual(expected);
    const ids = visitorStream.frames.flatMap((frame) => (frame.id ? [Number(frame.id)] : []));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    for (const frame of thread.frames) liveThreadEventSchema.parse(frame.data);
    const staffLine = thread.frames.find((frame) => frame.event === 'staff_message');
    expect(staffLine?.data).toMatchObject({ staffId: expect.any(Number) });
    expect(visitorStream.frames.some((frame) => 'staffId' in (frame.data as object))).toBe(false);

    // A retried post of the same line is stored once.
    const retried = await request(app)
      .post(`/api/live/${sessionId}/messages`)
      .send({ sessionToken: token, text: 'Visitor 3', clientMessageId: 'c3' });
    expect(retried.status).toBe(201);

    // 5. T.O.D. stays silent while Maria is in: the chat turn goes to her.
    const callsBefore = engine.calls.length;
    const turn = await request(app)
      .post('/api/chat')
      .send(chatBody('Are you still there?', sessionId, token));
    expect(turn.status).toBe(200);
    expect(turn.body).toEqual({
      content: '',
      metadata: { confidence: 1, region: 'salem', live: { handledBy: 'staff', firstName: 'Maria' } },
    });
    expect(engine.calls.length).toBe(callsBefore);
    await visitorStream.next((frame) => (frame.data as { text?: string }).text === 'Are you still there?');
    const streamed = await request(app)
      .post('/api/chat/stream')
      .send(chatBody('And the streaming path?', sessionId, token));
    expect(streamed.text).toContain('event: done');
    expect(streamed.text).toContain('"live":{"handledBy":"staff","firstName":"Maria"}');
    expect(engine.calls.length).toBe(callsBefore);
    await visitorStream.next((frame) => (frame.data as { text?: string }).text === 'And the streaming path?');

    // 6. Maria hands back; the next message gets T.O.D.'s answer.
    const back = await maria.send('post', `/api/admin/items/${itemId}/hand-back`).send({});
    expect(back.status).toBe(200);
    expect(back.body.state.joinedBy).toBeNull();
    await visitorStream.next(isEvent('handed_back'));
    const after = await request(app)
      .post('/api/chat')
      .send(chatBody('Thanks, one more question', sessionId, token));
    expect(after.body.content).toBe('T.O.D. answers: Thanks, one more question');
    expect(engine.calls.at(-1)?.history.some((line) => line.content.startsWith('Staff'))).toBe(false);

    // The transcript keeps the staff lines with the account; the audit log each message; the office a mail.
    const detail = await maria.send('get', `/api/admin/items/${itemId}`);
    const staffLines = (detail.body.transcript as { role: string; staffId?: number; staffFirstName?: string }[]).filter(
      (line) => line.role === 'staff',
    );
    expect(staffLines).toHaveLength(3);
    expect(staffLines[0]).toMatchObject({ staffId: expect.any(Number), staffFirstName: 'Maria' });
    const audit = await database.query<{ action: string; detail: Record<string, unknown> }>(
      `SELECT action, detail FROM audit_log WHERE item_id = $1 AND action LIKE 'live_%' ORDER BY id`,
      [itemId],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['live_join', 'live_message', 'live_message', 'live_message', 'live_hand_back']);
    expect(JSON.stringify(audit.rows)).not.toContain('Staff 1');
    const mail = await database.query<{ subject: string; text_body: string }>(
      `SELECT subject, text_body FROM mail_outbox WHERE idempotency_key LIKE $1`,
      [`live:${sessionId}:%`],
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]?.text_body).toContain('Maria (office): Staff 2 <b>plain</b>');
    expect(mail.rows[0]?.text_body).toContain('Visitor: Visitor 2');
    expect(mail.rows[0]?.text_body).toContain('handed the chat back');
  });

  it('resumes from Last-Event-ID with nothing lost and nothing repeated', async () => {
    const { sessionId, token } = await visitor();
    const maria = await staff('maria.lopez@example.com');
    await maria.send('post', '/api/admin/presence').send({});
    await request(app).post('/api/escalations').send(escalationBody(sessionId, token));
    const itemId = await handoffItem(sessionId);
    expect((await maria.send('post', `/api/admin/items/${itemId}/join`).send({})).status).toBe(200);
    const first = await stream(`/api/live/${sessionId}/events`, { Authorization: `Bearer ${token}` });
    await maria.send('post', `/api/admin/items/${itemId}/messages`).send({ text: 'one' });
    const seen = await first.next((frame) => (frame.data as { text?: string }).text === 'one');
    // The stream drops mid-chat; two messages are written while the visitor is away.
    first.close();
    await maria.send('post', `/api/admin/items/${itemId}/messages`).send({ text: 'two' });
    await maria.send('post', `/api/admin/items/${itemId}/messages`).send({ text: 'three' });
    const resumed = await stream(`/api/live/${sessionId}/events?token=${token}`, { 'Last-Event-ID': seen.id as string });
    await resumed.next((frame) => (frame.data as { text?: string }).text === 'three');
    await maria.send('post', `/api/admin/items/${itemId}/messages`).send({ text: 'four' });
    await resumed.next((frame) => (frame.data as { text?: string }).text === 'four');
    const texts = resumed.frames.flatMap((frame) =>
      (frame.data as { text?: string }).text ? [(frame.data as { text: string }).text] : [],
    );
    expect(texts).toEqual(['two', 'three', 'four']);
    expect(resumed.frames.map((frame) => Number(frame.id))).toEqual([Number(seen.id) + 1, Number(seen.id) + 2, Number(seen.id) + 3]);
    // A fresh page load of the same session replays the whole thread (the widget restores it).
    const replay = await stream(`/api/live/${sessionId}/events?token=${token}&lastEventId=0`);
    await replay.next((frame) => (frame.data as { text?: string }).text === 'four');
    expect(replay.frames.filter((frame) => frame.event === 'staff_message')).toHaveLength(4);
  });

  it('refuses a guessed or foreign token, a stored session without one, and bad bodies', async () => {
    const mine = await visitor();
    const theirs = await visitor();
    const guessed = 'A'.repeat(32);
    const statuses = async (sessionId: string, token?: string) => {
      const query = token ? `?token=${token}` : '';
      const streamed = await fetch(`${base}/api/live/${sessionId}/events${query}`);
      const body = (await streamed.json()) as { code: string };
      const posted = await request(app)
        .post(`/api/live/${sessionId}/messages`)
        .send({ sessionToken: token ?? guessed, text: 'hi' });
      const typed = await request(app)
        .post(`/api/live/${sessionId}/typing`)
        .send({ sessionToken: token ?? guessed, typing: true });
      const closed = await request(app)
        .post(`/api/live/${sessionId}/close`)
        .send({ sessionToken: token ?? guessed });
      return { stream: streamed.status, code: body.code, post: posted.status, typing: typed.status, close: closed.status };
    };
    const refused = { stream: 401, code: ERROR_CODES.liveBadToken, post: 401, typing: 401, close: 401 };
    expect(await statuses(mine.sessionId)).toEqual(refused);
    expect(await statuses(mine.sessionId, theirs.token)).toEqual(refused);
    expect(await statuses(mine.sessionId, guessed)).toEqual(refused);
    expect(await statuses(testSessionId('never-stored'), guessed)).toEqual(refused);
    expect((await fetch(`${base}/api/live/bad!id/events?token=${mine.token}`)).status).toBe(404);

    // The token in the body of a post, not only the header.
    const empty = await request(app).post(`/api/live/${mine.sessionId}/messages`).send({ sessionToken: mine.token, text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe(ERROR_CODES.validation);
    const oversized = await request(app)
      .post(`/api/live/${mine.sessionId}/messages`)
      .send({ sessionToken: mine.token, text: 'x'.repeat(2001) });
    expect(oversized.status).toBe(400);
    const nobody = await request(app).post(`/api/live/${mine.sessionId}/messages`).send({ sessionToken: mine.token, text: 'hello?' });
    expect(nobody.status).toBe(409);
    expect(nobody.body.code).toBe(ERROR_CODES.liveNotJoined);
    expect((await fetch(`${base}/api/live/${mine.sessionId}/events?token=${mine.token}&lastEventId=x`)).status).toBe(400);
  });

  it('keeps the staff side behind the session, the CSRF token and the regions', async () => {
    const { sessionId, token } = await visitor();
    await request(app).post('/api/escalations').send(escalationBody(sessionId, token));
    const itemId = await handoffItem(sessionId);
    const { liveStaffRoutes } = await import('./staffRoutes.ts');
    const router = liveStaffRoutes({} as never);
    const routes: { method: string; path: string }[] = [];
    for (const layer of router.stack) {
      const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
      if (route) for (const method of Object.keys(route.methods)) routes.push({ method, path: route.path });
    }
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const route of routes) {
      const anonymous = new InboxClient(app);
      const response = await anonymous.send(route.method as 'get', route.path.replace(':id', String(itemId))).send({});
      expect({ route, status: response.status, code: response.body.code }).toEqual({
        route,
        status: 401,
        code: ERROR_CODES.unauthenticated,
      });
    }
    const maria = await staff('maria.lopez@example.com');
    const noCsrf = await maria.send('post', `/api/admin/items/${itemId}/join`).set('X-CSRF-Token', 'wrong').send({});
    expect(noCsrf.status).toBe(403);
    const foreignOrigin = await maria.send('post', `/api/admin/items/${itemId}/join`).set('Origin', 'https://evil.example').send({});
    expect(foreignOrigin.status).toBe(403);
    // Another region's dispatcher: the item does not exist for them.
    const pat = await staff('pat@example.com');
    for (const path of ['join', 'messages', 'leave', 'hand-back', 'typing']) {
      const response = await pat.send('post', `/api/admin/items/${itemId}/${path}`).send({ text: 'x', typing: true });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
    expect((await pat.send('get', `/api/admin/items/${itemId}/live`).send()).status).toBe(404);
    const patEvents = await staffStream(pat, `/api/admin/items/${itemId}/live/events`);
    expect(patEvents.status).toBe(404);
    const overview = await pat.send('get', '/api/admin/live');
    expect(overview.body.items.some((item: { itemId: number }) => item.itemId === itemId)).toBe(false);
    // Empty, oversized, and not joined.
    expect((await maria.send('post', `/api/admin/items/${itemId}/messages`).send({ text: 'x' })).body.code).toBe(ERROR_CODES.liveNotJoined);
    await maria.send('post', `/api/admin/items/${itemId}/join`).send({});
    expect((await maria.send('post', `/api/admin/items/${itemId}/messages`).send({ text: ' ' })).status).toBe(400);
    expect((await maria.send('post', `/api/admin/items/${itemId}/messages`).send({ text: 'y'.repeat(2001) })).status).toBe(400);
    expect((await maria.send('post', `/api/admin/items/${itemId}/messages`).send({ text: { html: '<b>' } })).status).toBe(400);
    // A contact request has no chat.
    const contact = await itemIdOf(
      database,
      await insertContactRequest(database, { region: 'salem', name: 'C', phone: '503-555-0100', city: 'Salem', message: 'Hi' }),
    );
    const joinContact = await maria.send('post', `/api/admin/items/${contact}/join`).send({});
    expect(joinContact.status).toBe(409);
    expect(joinContact.body.code).toBe(ERROR_CODES.liveUnavailable);
    // The overview marks the live chat for Salem.
    const live = await maria.send('get', '/api/admin/live');
    expect(live.body.items.find((item: { itemId: number }) => item.itemId === itemId)).toMatchObject({
      visitorActive: true,
      joinedBy: { firstName: 'Maria' },
    });
    expect(live.body.online.salem).toBeGreaterThanOrEqual(1);
    await maria.send('post', `/api/admin/items/${itemId}/leave`).send({});
  });

  it('issues a token to a visitor who asks for a human before any chat reply', async () => {
    const sessionId = testSessionId('first');
    const escalation = await request(app).post('/api/escalations').send(escalationBody(sessionId));
    expect(escalation.status).toBe(201);
    const token = escalation.body.sessionToken as string;
    expect(token).toMatch(/^[\w-]{22,64}$/);
    expect(escalation.body.live.ringing).toBe(true);
    const events = await stream(`/api/live/${sessionId}/events?token=${token}`);
    expect(events.status).toBe(200);
    await events.next(isEvent('waiting'));
    // The token is the chat's too: the first chat turn with it is the session's own client.
    const turn = await request(app)
      .post('/api/chat')
      .send(chatBody('hi', sessionId, token));
    expect(turn.body.metadata.sessionToken).toBeUndefined();
    // Someone else asking for the same session without its token rings nothing anew, gets no token, and learns
    // nothing of the chat: not even whether it rings (docs/decisions/0360).
    const other = await request(app).post('/api/escalations').send(escalationBody(sessionId));
    expect(other.body.sessionToken).toBeUndefined();
    expect(other.body.live).toBeUndefined();
    expect(other.body.submissionId).not.toBe(escalation.body.submissionId);
    const waiting = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM live_events WHERE session_id = $1`, [sessionId]);
    expect(waiting.rows[0]?.n).toBe(1);
  });

  it('ends the stream when the visitor closes the chat, and answers a reconnect with 204', async () => {
    const { sessionId, token } = await visitor();
    const maria = await staff('maria.lopez@example.com');
    await maria.send('post', '/api/admin/presence').send({});
    await request(app).post('/api/escalations').send(escalationBody(sessionId, token));
    const itemId = await handoffItem(sessionId);
    await maria.send('post', `/api/admin/items/${itemId}/join`).send({});
    const events = await stream(`/api/live/${sessionId}/events?token=${token}`);
    await events.next(isEvent('staff_joined'));
    expect((await request(app).post(`/api/live/${sessionId}/close`).send({ sessionToken: token })).status).toBe(204);
    const ended = await events.next(isEvent('ended'));
    expect(ended.data).toMatchObject({ reason: 'visitor_closed' });
    await waitFor(() => events.ended, { what: 'the stream to end' });
    const again = await fetch(`${base}/api/live/${sessionId}/events?token=${token}`, { headers: { 'Last-Event-ID': ended.id as string } });
    expect(again.status).toBe(204);
    const state = await maria.send('get', `/api/admin/items/${itemId}/live`);
    expect(state.body.state).toMatchObject({ ended: true, joinedBy: null });
  });

  it('ends the stream when the office closes the item, unless a person is in the chat', async () => {
    const { sessionId, token } = await visitor();
    const maria = await staff('maria.lopez@example.com');
    await request(app).post('/api/escalations').send(escalationBody(sessionId, token));
    const itemId = await handoffItem(sessionId);
    const events = await stream(`/api/live/${sessionId}/events?token=${token}`);
    await events.next(isEvent('waiting'));
    expect((await maria.send('patch', `/api/admin/items/${itemId}`).send({ status: 'contacted' })).status).toBe(200);
    expect((await maria.send('patch', `/api/admin/items/${itemId}`).send({ status: 'closed' })).status).toBe(200);
    const ended = await events.next(isEvent('ended'));
    expect(ended.data).toMatchObject({ type: 'ended', seq: 2, reason: 'item_closed' });
    await waitFor(() => events.ended, { what: 'the stream to end' });
    // A chat someone is in is theirs to end.
    const other = await visitor();
    await request(app).post('/api/escalations').send(escalationBody(other.sessionId, other.token));
    const otherItem = await handoffItem(other.sessionId);
    await maria.send('post', `/api/admin/items/${otherItem}/join`).send({});
    expect((await maria.send('patch', `/api/admin/items/${otherItem}`).send({ status: 'closed' })).status).toBe(200);
    const live = await maria.send('get', `/api/admin/items/${otherItem}/live`);
    expect(live.body.state).toMatchObject({ ended: false, joinedBy: { firstName: 'Maria' } });
    await maria.send('post', `/api/admin/items/${otherItem}/leave`).send({});
  });
});

describe('erasure', () => {
  it("erases a chat's live rows with the visitor", async () => {
    const { app, database, dispose } = await createTestApp({ engine: echoEngine(), config: { trustProxy: false } });
    try {
      await addTestStaff(database, 'owner@example.com', 'owner', ['portland-metro', 'salem', 'sw-washington', 'idaho', 'nationwide']);
      const sessionId = testSessionId('erase');
      const token = (await request(app).post('/api/chat').send(chatBody('Hello', sessionId))).body.metadata.sessionToken as string;
      await request(app).post('/api/escalations').send(escalationBody(sessionId, token));
      const owner = new InboxClient(app);
      await owner.signIn('owner@example.com');
      const item = await database.query<{ id: string }>(`SELECT id FROM admin_items WHERE session_id = $1`, [sessionId]);
      const itemId = Number(item.rows[0]?.id);
      await owner.send('post', `/api/admin/items/${itemId}/join`).send({});
      await owner.send('post', `/api/admin/items/${itemId}/messages`).send({ text: 'Your address is 12 Elm St?' });
      expect((await owner.send('post', '/api/admin/erasures').send({ itemId })).status).toBe(200);
      for (const table of ['live_chats', 'live_events', 'chat_messages']) {
        const left = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE session_id = $1`, [sessionId]);
        expect({ table, n: left.rows[0]?.n }).toEqual({ table, n: 0 });
      }
      const audit = await database.query<{ detail: unknown }>(`SELECT detail FROM audit_log WHERE action = 'live_message'`);
      expect(JSON.stringify(audit.rows)).not.toContain('Elm');
    } finally {
      await dispose();
    }
  });
});

describe('nobody joins', () => {
  it('tells the visitor after the ring timeout, and rings with officeOnline false when nobody is online', async () => {
    const { app, dispose } = await createTestApp({ engine: echoEngine(), config: { live: { ringTimeoutMs: 300, presenceTtlMs: 60_000 } } });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const sessionId = testSessionId('nobody');
      const first = await request(app).post('/api/chat').send(chatBody('Hello', sessionId));
      const token = first.body.metadata.sessionToken as string;
      const escalation = await request(app).post('/api/escalations').send(escalationBody(sessionId, token));
      expect(escalation.body.live).toMatchObject({ ringing: true, officeOnline: false });
      const events = await openSse(`${base}/api/live/${sessionId}/events?token=${token}`);
      await events.next(isEvent('waiting'));
      const nobody = await events.next(isEvent('nobody_joined'), 'nobody_joined after the timeout');
      expect(nobody.data).toEqual({ type: 'nobody_joined', seq: 2, at: expect.any(String) });
      events.close();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await dispose();
    }
  });
});

describe('the ring', () => {
  let now = new Date('2026-11-27T09:00:00.000Z');
  const clock = { now: () => now };

  async function rangChat() {
    const testApp = await createTestApp({
      engine: echoEngine(),
      clock,
      config: { trustProxy: false, live: { ringTimeoutMs: 180_000, presenceTtlMs: 60_000 } },
    });
    await addTestStaff(testApp.database, 'maria.lopez@example.com', 'dispatcher', ['salem']);
    const maria = new InboxClient(testApp.app);
    await maria.signIn('maria.lopez@example.com');
    await maria.send('post', '/api/admin/presence').send({});
    const sessionId = testSessionId('ring');
    const first = await request(testApp.app).post('/api/chat').send(chatBody('Hello', sessionId));
    const token = first.body.metadata.sessionToken as string;
    // The chat gave a name and phone (what the assistant's lead capture stores): the inbox has its lead item, which
    // the hand-off then becomes (one item per chat, decision 0427).
    await testApp.database.query(
      `INSERT INTO leads (session_id, name, phone, submitted, created_at, updated_at) VALUES ($1, 'Ann Lee', '(503) 555-0101', false, $2, $2)`,
      [sessionId, now],
    );
    const escalation = await request(testApp.app).post('/api/escalations').send(escalationBody(sessionId, token));
    expect(escalation.body.live).toMatchObject({ ringing: true, officeOnline: true });
    const items = await testApp.database.query<{ id: string; kind: string }>('SELECT id, kind FROM admin_items WHERE session_id = $1', [
      sessionId,
    ]);
    return { ...testApp, maria, sessionId, items: items.rows.map((row) => ({ id: Number(row.id), kind: row.kind })) };
  }

  it("rings once per hand-off request, on the chat's one item: its lead item became the hand-off", async () => {
    const { maria, items, dispose } = await rangChat();
    try {
      expect(items.map((item) => item.kind)).toEqual(['handoff']);
      const overview = await maria.send('get', '/api/admin/live');
      const ringing = (overview.body.items as { itemId: number; ringing: boolean }[]).filter((item) => item.ringing);
      expect(ringing.map((item) => item.itemId)).toEqual(items.filter((item) => item.kind === 'handoff').map((item) => item.id));
    } finally {
      await dispose();
    }
  });

  it("shows the visitor the staff member's display name when one is set, else the name from the email", async () => {
    const { app, database, maria, items, sessionId, dispose } = await rangChat();
    try {
      const handoff = items.find((item) => item.kind === 'handoff')?.id as number;
      await maria.send('post', `/api/admin/items/${handoff}/join`).send({});
      await maria.send('post', `/api/admin/items/${handoff}/leave`).send({});
      expect(await setStaffDisplayName(database, 'maria.lopez@example.com', 'Mariana López')).toBeDefined();
      const renamed = new InboxClient(app);
      await renamed.signIn('maria.lopez@example.com');
      const join = await renamed.send('post', `/api/admin/items/${handoff}/join`).send({});
      expect(join.body.state.joinedBy).toMatchObject({ firstName: 'Mariana' });
      await renamed.send('post', `/api/admin/items/${handoff}/messages`).send({ text: 'Hi, Mariana here' });
      const events = await database.query<{ type: string; data: { firstName?: string } }>(
        `SELECT type, data FROM live_events WHERE session_id = $1 AND type IN ('staff_joined', 'staff_message') ORDER BY seq`,
        [sessionId],
      );
      expect(events.rows.map((row) => [row.type, row.data.firstName])).toEqual([
        ['staff_joined', 'Maria'],
        ['staff_joined', 'Mariana'],
        ['staff_message', 'Mariana'],
      ]);
    } finally {
      await dispose();
    }
  });

  it('stops ringing within seconds of the visitor’s stream closing, unless they come back (a reload)', async () => {
    now = new Date('2026-11-27T09:00:00.000Z');
    const { maria, items, live, sessionId, dispose } = await rangChat();
    try {
      const handoff = items.find((item) => item.kind === 'handoff')?.id as number;
      const ringing = async () => (await maria.send('get', `/api/admin/items/${handoff}/live`)).body.state.ringing as boolean;
      // A reload: the stream closes and opens again at once; the ring goes on past the grace.
      await live.visitorStreamClosed(sessionId);
      now = new Date(now.getTime() + 1_000);
      await live.visitorConnected(sessionId);
      now = new Date(now.getTime() + live.settings.visitorLeftGraceMs + 1_000);
      await live.sweep();
      expect(await ringing()).toBe(true);
      // The tab closed: the ring ends after the grace, well before a presence TTL.
      await live.visitorStreamClosed(sessionId);
      now = new Date(now.getTime() + live.settings.visitorLeftGraceMs - 1_000);
      await live.sweep();
      expect(await ringing()).toBe(true);
      now = new Date(now.getTime() + 2_000);
      expect(live.settings.visitorLeftGraceMs + 1_000).toBeLessThan(live.settings.presenceTtlMs);
      await live.sweep();
      const thread = await maria.send('get', `/api/admin/items/${handoff}/live`);
      expect(thread.body.state).toMatchObject({ ringing: false, joinedBy: null });
      expect(thread.body.events.at(-1)).toMatchObject({ type: 'nobody_joined', reason: 'visitor_left' });
    } finally {
      await dispose();
    }
  });

  it('stops ringing once the visitor is gone for a presence TTL, tells the office, and keeps the lead', async () => {
    now = new Date('2026-11-27T09:00:00.000Z');
    const { maria, items, live, database, sessionId, dispose } = await rangChat();
    try {
      // Still within the visitor's presence: it rings on.
      now = new Date(now.getTime() + 30_000);
      await live.sweep();
      const handoff = items.find((item) => item.kind === 'handoff')?.id as number;
      expect((await maria.send('get', `/api/admin/items/${handoff}/live`)).body.state.ringing).toBe(true);
      // The tab closed: no stream, no post for longer than the TTL, well before the ring's 180 s.
      now = new Date(now.getTime() + 40_000);
      await maria.send('post', '/api/admin/presence').send({});
      await live.sweep();
      const thread = await maria.send('get', `/api/admin/items/${handoff}/live`);
      expect(thread.body.state).toMatchObject({ ringing: false, joinedBy: null });
      expect(thread.body.events.map((event: { type: string }) => event.type)).toEqual(['waiting', 'nobody_joined']);
      expect(thread.body.events[1]).toMatchObject({ reason: 'visitor_left' });
      const leads = await database.query<{ status: string }>(`SELECT status FROM admin_items WHERE session_id = $1`, [sessionId]);
      expect(leads.rows).toEqual([{ status: 'new' }]);
    } finally {
      await dispose();
    }
  });

  it('ends the stint of a member of staff whose tab closed without Leave within seconds, unless they come back', async () => {
    now = new Date('2026-11-27T09:00:00.000Z');
    const { maria, items, live, database, sessionId, dispose } = await rangChat();
    try {
      const item = items[0]?.id as number;
      expect((await maria.send('post', `/api/admin/items/${item}/join`).send({})).status).toBe(200);
      const staffId = Number(
        (await database.query<{ staff_id: number }>('SELECT staff_id FROM live_chats WHERE session_id = $1', [sessionId])).rows[0]
          ?.staff_id,
      );
      const joinedBy = async () => (await maria.send('get', `/api/admin/items/${item}/live`)).body.state.joinedBy;
      // A reload: the tab's streams close and the page is back at once; the stint goes on past the grace.
      await live.staffStreamClosed(staffId);
      now = new Date(now.getTime() + 1_000);
      await maria.send('post', '/api/admin/presence').send({});
      now = new Date(now.getTime() + live.settings.staffLeftGraceMs + 1_000);
      await live.sweep();
      expect(await joinedBy()).toMatchObject({ firstName: 'Maria' });
      // The tab closed: the stint ends after the grace, well before a presence TTL (T.O.D. answers after staff_left).
      await live.staffStreamClosed(staffId);
      now = new Date(now.getTime() + live.settings.staffLeftGraceMs - 1_000);
      await live.sweep();
      expect(await joinedBy()).not.toBeNull();
      now = new Date(now.getTime() + 2_000);
      expect(live.settings.staffLeftGraceMs + 1_000).toBeLessThan(live.settings.presenceTtlMs);
      await live.sweep();
      const thread = await maria.send('get', `/api/admin/items/${item}/live`);
      expect(thread.body.state.joinedBy).toBeNull();
      expect(thread.body.events.at(-1)).toMatchObject({ type: 'staff_left', firstName: 'Maria' });
    } finally {
      await dispose();
    }
  });

  it('records no staff close for a member of staff in no chat', async () => {
    now = new Date('2026-11-27T09:00:00.000Z');
    const { live, database, dispose } = await rangChat();
    try {
      const staff = await database.query<{ id: number }>('SELECT id FROM staff_accounts');
      await live.staffStreamClosed(Number(staff.rows[0]?.id));
      const marked = await database.query('SELECT 1 FROM staff_presence WHERE left_at IS NOT NULL');
      expect(marked.rows).toEqual([]);
    } finally {
      await dispose();
    }
  });

  it('tells the person in the chat at once when the visitor leaves, refuses a message into the void, and ends the chat', async () => {
    now = new Date('2026-11-27T09:00:00.000Z');
    const { maria, items, live, sessionId, dispose } = await rangChat();
    try {
      const item = items[0]?.id as number;
      expect((await maria.send('post', `/api/admin/items/${item}/join`).send({})).status).toBe(200);
      const state = async () => (await maria.send('get', `/api/admin/items/${item}/live`)).body.state;
      await live.visitorConnected(sessionId);
      expect(await state()).toMatchObject({ visitorActive: true });
      // A reload: the page is back at once, and a message reaches them.
      await live.visitorStreamClosed(sessionId);
      expect(await state()).toMatchObject({ visitorActive: false });
      now = new Date(now.getTime() + 1_000);
      await live.visitorConnected(sessionId);
      expect(await state()).toMatchObject({ visitorActive: true });
      expect((await maria.send('post', `/api/admin/items/${item}/messages`).send({ text: 'Still there?' })).status).toBe(201);
      // The page closed: at once "not online"; within the grace a message is kept for their return, after it a
      // message is refused with its own code, and the sweep ends the chat as if they had ended it.
      await live.visitorStreamClosed(sessionId);
      expect(await state()).toMatchObject({ visitorActive: false, joinedBy: { firstName: 'Maria' } });
      expect((await maria.send('post', `/api/admin/items/${item}/messages`).send({ text: 'Are you there?' })).status).toBe(201);
      now = new Date(now.getTime() + live.settings.visitorLeftGraceMs + 1_000);
      const refused = await maria.send('post', `/api/admin/items/${item}/messages`).send({ text: 'Hello?' });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe(ERROR_CODES.liveVisitorLeft);
      await live.sweep();
      const thread = await maria.send('get', `/api/admin/items/${item}/live`);
      expect(thread.body.state).toMatchObject({ joinedBy: null, ended: true, visitorActive: false });
      expect(thread.body.events.at(-1)).toMatchObject({ type: 'ended', reason: 'visitor_closed' });
      const after = await maria.send('post', `/api/admin/items/${item}/messages`).send({ text: 'Hello?' });
      expect(after.body.code).toBe(ERROR_CODES.liveVisitorLeft);
    } finally {
      await dispose();
    }
  });
});
