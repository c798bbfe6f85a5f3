import { once } from 'node:events';
import type { Server } from 'node:http';
import { chatResponseSchema, contactSubmissionResultSchema, errorBodySchema, escalationResultSchema } from '@tod/domain/contracts';
import fc from 'fast-check';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { testConfig } from './config.ts';
import { createMailOutbox } from './mail/outbox.ts';
import { unusedPort } from './mail/smtpSink.ts';
import { createAppServices } from './server.ts';
import type { Database } from './store/database.ts';
import { openMemoryTestDatabase } from './store/testDatabases.ts';
import { chatBody, contactSubmission, escalationBody, rowCounts, testSessionId } from './testing/hardeningFixtures.ts';

/**
 * Bad input (hardening 1): random and hostile bodies at every endpoint. Whatever arrives, the answer is
 * never a 5xx, an error always has the DESIGN §3 shape, the server keeps answering, and what is stored
 * matches what was acknowledged (no half-written submissions, turns or escalations).
 */

const RUNS = Number(process.env.FUZZ_RUNS || 200);
const HUGE = 70_000; // above the 64 KB JSON body limit

const POST_ENDPOINTS = ['/api/chat', '/api/chat/stream', '/api/recommendations', '/api/escalations', '/api/contact-form'] as const;
type Endpoint = (typeof POST_ENDPOINTS)[number];

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '<script>window.pwned=1</script>',
    '<img src=x onerror="window.pwned=1">',
    '[click](javascript:window.pwned=1)',
    "'; DROP TABLE contact_submissions; --",
    "Robert'); DELETE FROM chat_messages WHERE ('1'='1",
    '\u0000\u0001\u0007\u001b[31m',
    '\ud800 lone surrogate \udfff',
    '‮ right-to-left override',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
    '{{7*7}} ${7*7} #{7*7}',
    '__proto__',
    '   ',
    '',
  ),
  fc.integer({ min: 1, max: 5000 }).map((length) => 'x'.repeat(length)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...PROTO_KEYS)), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A JSON text nested `depth` levels deep (arrays or objects). */
const deepNesting = fc
  .record({ depth: fc.integer({ min: 50, max: 5000 }), kind: fc.constantFrom('array', 'object') })
  .map(({ depth, kind }) =>
    kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  );

/** A body whose own keys include the prototype-pollution keys (JSON.stringify would drop a real __proto__). */
const pollutingJson = fc
  .record({
    key: fc.constantFrom(...PROTO_KEYS),
    inner: fc.constantFrom('{"polluted":"yes"}', '{"prototype":{"polluted":"yes"}}', '"x"', '[]'),
  })
  .map(
    ({ key, inner }) =>
      `{"${key}":${inner},"sessionId":"fuzz_session_0123456789abcdef","message":"hi","constructor":{"prototype":{"polluted":"yes"}}}`,
  );

function validBodyFor(endpoint: Endpoint, sessionId: string): Record<string, unknown> {
  switch (endpoint) {
    case '/api/chat':
    case '/api/chat/stream':
      return chatBody('My garage door spring snapped', sessionId);
    case '/api/recommendations':
      return { location: { city: 'Portland', region: 'portland-metro' }, conversationHistory: [], sessionId };
    case '/api/escalations':
      return escalationBody(sessionId, [{ role: 'user', content: 'I need a person' }]);
    case '/api/contact-form':
      return contactSubmission();
  }
}

/** A valid body with one field replaced, removed, or every string swapped for a hostile one. */
const mutatedBody = (endpoint: Endpoint) =>
  fc
    .record({
      mode: fc.constantFrom('replace', 'remove', 'strings', 'extra'),
      pick: fc.nat(),
      value: hostileValue,
      text: hostileString,
    })
    .map(({ mode, pick, value, text }) => {
      const body = validBodyFor(endpoint, testSessionId('fuzz'));
      const keys = Object.keys(body);
      const key = keys[pick % keys.length] as string;
      if (mode === 'replace') body[key] = value;
      if (mode === 'remove') delete body[key];
      if (mode === 'extra') body[text || 'extra'] = value;
      if (mode === 'strings') return replaceStrings(body, text) as Record<string, unknown>;
      return body;
    });

function replaceStrings(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text;
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, text));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceStrings(item, text)]));
  return value;
}

type RawRequest = { contentType: string | undefined; payload: string | Buffer | undefined };

/** Bodies that are not (valid) JSON at all: wrong content types, invalid UTF-8, truncation, nothing. */
const rawRequest: fc.Arbitrary<RawRequest> = fc.oneof(
  fc.record({
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
    payload: fc.oneof(deepNesting, pollutingJson),
  }),
  fc.record({
    contentType: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
    ),
    payload: fc.oneof(
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      fc.constantFrom(
        Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
        Buffer.from([0xed, 0xa0, 0x80]),
      ),
      fc.json().map((text) => text.slice(0, Math.max(1, Math.floor(text.length / 2)))),
      fc.constantFrom('message=hi&sessionId=abcdefgh', '<xml/>', 'null', 'true', '"string"', '[]', '{}', '{"a":1,}', ''),
    ),
  }),
  fc.record({ contentType: fc.constant(undefined), payload: fc.constantFrom(undefined, 'hello') }),
  fc.record({ contentType: fc.constant('application/json'), payload: fc.constant(`{"message":"${'a'.repeat(HUGE)}"}`) }),
);

describe('every endpoint under random and hostile input', () => {
  let database: Database;
  let closeDatabase: () => Promise<void>;
  let server: Server;
  const acknowledged = { contact: new Set<string>(), chatTurns: 0, escalations: 0 };

  beforeAll(async () => {
    ({ database, dispose: closeDatabase } = await openMemoryTestDatabase());
    const clock = { now: () => new Date() };
    const config = testConfig({
      rateLimits: { contactPerWindow: 1_000_000 },
      reverseGeocodeUrl: `http://127.0.0.1:${await unusedPort()}/reverse`,
    });
    const base = {
      config,
      database,
      clock,
      logger: pino({ level: 'silent' }),
      mail: createMailOutbox({ officeAddress: config.mailTo, clock }),
    };
    const app = createApp({
      ...base,
      ...createAppServices(base),
      abuseLimits: {
        chatPerIpPerMinute: 1_000_000,
        chatPerSessionPerMinute: 1_000_000,
        conversationMaxMessages: 1_000_000,
        recommendationsPerIpPerMinute: 1_000_000,
        escalationsPerIpPerHour: 1_000_000,
        escalationsPerSession: 1_000_000,
      },
    });
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await closeDatabase?.();
  });

  /** Checks one answer and records what it acknowledged. */
  function checkAnswer(endpoint: string, sent: unknown, response: request.Response): void {
    const context = `${endpoint} → ${response.status} ${response.text.slice(0, 300)}`;
    expect(response.status, context).toBeLessThan(500);
    expect(response.status, context).toBeGreaterThanOrEqual(200);
    if (response.status >= 400) {
      expect(errorBodySchema.safeParse(response.body).success, context).toBe(true);
      expect(response.body.message.length, context).toBeGreaterThan(0);
      return;
    }
    const body = sent as Record<string, unknown>;
    if (endpoint === '/api/chat') {
      expect(chatResponseSchema.safeParse(response.body).success, context).toBe(true);
      acknowledged.chatTurns += 1;
    } else if (endpoint === '/api/chat/stream') {
      expect(response.headers['content-type'], context).toMatch(/^text\/event-stream/);
      expect(response.text, context).toMatch(/event: done\n/);
      expect(response.text, context).not.toMatch(/event: error\n/);
      acknowledged.chatTurns += 1;
    } else if (endpoint === '/api/escalations') {
      expect(escalationResultSchema.safeParse(response.body).success, context).toBe(true);
      acknowledged.escalations += 1;
    } else if (endpoint === '/api/contact-form') {
      expect(contactSubmissionResultSchema.safeParse(response.body).success, context).toBe(true);
      if (!(typeof body.website === 'string' && body.website.trim() !== '')) acknowledged.contact.add(String(body.submissionId));
    }
  }

  async function expectConsistentStorage(): Promise<void> {
    const counts = await rowCounts(database);
    const sessions = await database.query<{ n: number }>('SELECT coalesce(sum(conversation_count), 0)::int AS n FROM chat_sessions');
    const mails = await database.query<{ kind: string; n: number }>(
      `SELECT split_part(idempotency_key, ':', 1) AS kind, count(*)::int AS n FROM mail_outbox GROUP BY 1`,
    );
    const mailsOf = (kind: string) => mails.rows.find((row) => row.kind === kind)?.n ?? 0;
    const submittedLeads = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM leads WHERE submitted');
    expect(counts.contact_submissions).toBe(acknowledged.contact.size);
    expect(mailsOf('contact')).toBe(acknowledged.contact.size);
    expect(counts.escalations).toBe(acknowledged.escalations);
    expect(sessions.rows[0]?.n).toBe(acknowledged.chatTurns);
    expect(counts.chat_messages).toBe(2 * acknowledged.chatTurns);
    expect(mailsOf('lead')).toBe(submittedLeads.rows[0]?.n);
    // Every mail belongs to something acknowledged: contact + lead + escalation mails, nothing else.
    expect(counts.mail_outbox).toBe(mailsOf('contact') + mailsOf('lead') + (counts.escalations ?? 0));
  }

  it.each(POST_ENDPOINTS)('%s: mutated and hostile JSON bodies never get a 5xx and errors keep the error shape', async (endpoint) => {
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 1, arbitrary: hostileValue }, { weight: 3, arbitrary: mutatedBody(endpoint) }), async (body) => {
        const response = await request(server).post(endpoint).set('Content-Type', 'application/json').send(JSON.stringify(body));
        checkAnswer(endpoint, body, response);
      }),
      { numRuns: RUNS },
    );
    await expectConsistentStorage();
  });

  it('raw bodies (wrong content types, invalid UTF-8, deep nesting, prototype keys, truncated or missing) get a 4xx with the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POST_ENDPOINTS), rawRequest, async (endpoint, raw) => {
        let pending = request(server).post(endpoint);
        if (raw.contentType) pending = pending.set('Content-Type', raw.contentType);
        const response = await (raw.payload === undefined ? pending : pending.send(raw.payload));
        checkAnswer(endpoint, {}, response);
        expect(response.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: RUNS },
    );
    await expectConsistentStorage();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  });

  it('GET /api/geo/reverse with hostile query strings answers 400 (or the upstream error codes), never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('lat', 'lon', 'zoom', 'format', 'addressdetails', '__proto__', 'x'), hostileString, { maxKeys: 5 }),
        async (query) => {
          const response = await request(server).get('/api/geo/reverse').query(query);
          const context = `${JSON.stringify(query)} → ${response.status} ${response.text.slice(0, 200)}`;
          expect(errorBodySchema.safeParse(response.body).success || response.status === 200, context).toBe(true);
          if (response.status >= 500) expect(['upstream_failed', 'upstream_timeout'], context).toContain(response.body.code);
          expect(response.status, context).not.toBe(500);
        },
      ),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });

  it('still answers normally afterwards and stores SQL-looking input verbatim', async () => {
    expect((await request(server).get('/api/ready')).status).toBe(200);
    const sqlMessage = "Robert'); DROP TABLE contact_submissions; -- and 1=1 OR ''='";
    const submission = contactSubmission({ message: sqlMessage, name: 'O\'Brien "; DELETE FROM leads; --' });
    const response = await request(server).post('/api/contact-form').send(submission);
    expect(response.status).toBe(201);
    acknowledged.contact.add(String(submission.submissionId));
    const { rows } = await database.query<{ payload: { message: string; name: string } }>(
      'SELECT payload FROM contact_submissions WHERE submission_id = $1',
      [submission.submissionId],
    );
    expect(rows[0]?.payload.message).toBe(sqlMessage);
    expect(rows[0]?.payload.name).toBe('O\'Brien "; DELETE FROM leads; --');

    const sessionId = testSessionId('sql');
    const chat = await request(server).post('/api/chat').send(chatBody(sqlMessage, sessionId));
    expect(chat.status).toBe(200);
    acknowledged.chatTurns += 1;
    const stored = await database.query<{ content: string }>("SELECT content FROM chat_messages WHERE session_id = $1 AND role = 'user'", [
      sessionId,
    ]);
    expect(stored.rows.map((row) => row.content)).toEqual([sqlMessage]);
    await expectConsistentStorage();
  });
});
