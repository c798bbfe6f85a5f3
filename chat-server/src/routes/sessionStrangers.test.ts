import { chatResponseSchema } from '@tod/domain';
import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionIdHash } from '../http/logger.ts';
import type { Database } from '../store/database.ts';
import { createTestApp } from '../testApp.ts';
import { escalationBody, testSessionId } from '../testing/hardeningFixtures.ts';

const VICTIM = { name: 'Lee Park', phone: '(360) 555-0111', city: 'Camas' };
const ATTACKER = { name: 'Mallory Quinn', phone: '(503) 555-0177', city: 'Salem' };

function chatRequest(
  message: string,
  sessionId: string,
  extra: { token?: string | undefined; visitor?: Record<string, string>; pageContext?: string } = {},
) {
  return {
    message,
    sessionId,
    ...(extra.token ? { sessionToken: extra.token } : {}),
    context: {
      conversationHistory: [],
      userRegion: 'sw-washington',
      ...(extra.visitor ? { visitor: extra.visitor } : {}),
      ...(extra.pageContext ? { pageContext: extra.pageContext } : {}),
    },
  };
}

/**
 * Issue 37.5 (docs/decisions/0360): a session id alone is not a key. A request for a stored session without its
 * token (none, another, a guess) is answered, but neither reads nor changes what the session has stored.
 */
describe('a stranger to a stored session', () => {
  let app: Express;
  let database: Database;
  let dispose: () => Promise<void>;
  const logLines: string[] = [];

  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });
    ({ app, database, dispose } = await createTestApp({ logger }));
  });
  afterAll(() => dispose());

  /** A visitor's session with a stored lead, partner context and identity; its token. */
  async function victimSession(sessionId: string): Promise<string> {
    const response = await request(app)
      .post('/api/chat')
      .send(
        chatRequest('my opener hums, can someone come out?', sessionId, {
          visitor: VICTIM,
          pageContext: 'Showroom: Modern Steel',
        }),
      );
    expect(response.status).toBe(200);
    return chatResponseSchema.parse(response.body).metadata.sessionToken as string;
  }

  async function storedState(sessionId: string) {
    const session = await database.query('SELECT page_context, visitor, client_key FROM chat_sessions WHERE session_id = $1', [sessionId]);
    const lines = await database.query('SELECT role, content FROM chat_messages WHERE session_id = $1 ORDER BY id', [sessionId]);
    const lead = await database.query('SELECT name, phone, city, issue, submitted FROM leads WHERE session_id = $1', [sessionId]);
    const escalations = await database.query('SELECT id, lead FROM escalations WHERE session_id = $1 ORDER BY created_at', [sessionId]);
    return { session: session.rows, lines: lines.rows, lead: lead.rows, escalations: escalations.rows };
  }

  it.each([
    ['no token', undefined],
    ['a token of its own making', 'A'.repeat(32)],
  ])('with %s: is answered, and the session keeps its context, identity, transcript and lead', async (_, token) => {
    const sessionId = testSessionId('stranger-chat');
    const victimToken = await victimSession(sessionId);
    const before = await storedState(sessionId);
    for (const path of ['/api/chat', '/api/chat/stream']) {
      const response = await request(app)
        .post(path)
        .send(
          chatRequest(`I'm ${ATTACKER.name}, call me at ${ATTACKER.phone}, I live in Salem`, sessionId, {
            token,
            visitor: ATTACKER,
            pageContext: 'Attacker page',
          }),
        );
      expect(response.status).toBe(200);
      const raw = path === '/api/chat' ? JSON.stringify(response.body) : response.text;
      expect(raw).not.toContain('Lee');
      expect(raw).not.toContain('555-0111');
      expect(raw).not.toContain('sessionToken');
    }
    expect(await storedState(sessionId)).toEqual(before);

    // The visitor's own next turn: T.O.D. does not greet them by the stranger's name.
    const own = await request(app)
      .post('/api/chat')
      .send(chatRequest('what do you have for me so far?', sessionId, { token: victimToken }));
    expect(JSON.stringify(own.body)).not.toContain('Mallory');
  });

  it('asking for a person gets a hand-off of its own: not the session’s reference, lead, phone or live state', async () => {
    const sessionId = testSessionId('stranger-escalation');
    const victimToken = await victimSession(sessionId);
    const victimHandOff = await request(app)
      .post('/api/escalations')
      .send({ ...escalationBody(sessionId), sessionToken: victimToken });
    expect(victimHandOff.status).toBe(201);
    const before = await storedState(sessionId);

    const { session: _session, ...withoutPhone } = escalationBody(sessionId);
    const stranger = await request(app)
      .post('/api/escalations')
      .send({ ...withoutPhone, session: { conversationCount: 0, leadData: {} } });
    expect(stranger.status).toBe(201);
    expect(stranger.body.submissionId).not.toBe(victimHandOff.body.submissionId);
    expect(stranger.body.alreadyOpen).toBe(false);
    // The victim's stored phone is not revealed by `phoneKnown`.
    expect(stranger.body.phoneKnown).toBe(false);
    expect(stranger.body.live).toBeUndefined();
    expect(stranger.body.sessionToken).toBeUndefined();
    expect(await storedState(sessionId)).toEqual(before);
    // The office still gets the stranger's hand-off, apart, with only what it sent.
    const apart = await database.query<{ session_id: string; transcript: unknown }>(
      'SELECT session_id, transcript FROM escalations WHERE id = $1',
      [stranger.body.submissionId],
    );
    expect(apart.rows[0]?.session_id).not.toBe(sessionId);
    expect(JSON.stringify(apart.rows[0]?.transcript)).not.toContain('opener hums');
  });

  it('request logs carry a hash of the session id in live paths, never the id', async () => {
    const sessionId = testSessionId('logged-session');
    await victimSession(sessionId);
    logLines.length = 0;
    await request(app).get(`/api/live/${sessionId}/events`);
    await request(app).post(`/api/live/${sessionId}/typing`).send({ typing: true });
    const logged = logLines.join('\n');
    expect(logged).toContain(`/api/live/${sessionIdHash(sessionId)}/events`);
    expect(logged).toContain(`/api/live/${sessionIdHash(sessionId)}/typing`);
    expect(logged).not.toContain(sessionId);
  });
});

/**
 * Issue 37.6 (docs/decisions/0362): two first messages of one session at once each see no stored session and
 * each reply carries a token; both tokens must work (the live stream, a later turn).
 */
describe('two first messages of one session at once', () => {
  let app: Express;
  let live: Awaited<ReturnType<typeof createTestApp>>['live'];
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ app, live, dispose } = await createTestApp());
  });
  afterAll(() => dispose());

  it.each(['/api/chat', '/api/chat/stream'])('on %s: every reply’s token opens the session', async (path) => {
    for (let round = 0; round < 5; round += 1) {
      const sessionId = testSessionId('racing-first');
      const replies = await Promise.all(
        ['my spring snapped', 'my spring snapped'].map((message) => request(app).post(path).send(chatRequest(message, sessionId))),
      );
      const tokens = replies.map((reply) =>
        path === '/api/chat'
          ? (reply.body.metadata?.sessionToken as string | undefined)
          : /"sessionToken":"([\w-]+)"/.exec(reply.text)?.[1],
      );
      for (const token of tokens) {
        expect(token).toMatch(/^[\w-]{22,64}$/);
        expect(await live.authorize(sessionId, token)).toBe(true);
      }
    }
  });
});
