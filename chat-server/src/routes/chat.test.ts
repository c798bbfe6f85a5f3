import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatResponseSchema, ERROR_CODES, errorBodySchema, REGIONS } from '@tod/domain';
import express, { type Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantEngine, AssistantStreamEvent } from '../assistant/engine.ts';
import { createLocalEngine } from '../assistant/localEngine.ts';
import { testConfig } from '../config.ts';
import { errorHandler } from '../http/errorHandler.ts';
import { createMailOutbox } from '../mail/outbox.ts';
import type { Database } from '../store/database.ts';
import { openMemoryTestDatabase, openThreadTestDatabase } from '../store/testDatabases.ts';
import { createTestApp } from '../testApp.ts';
import { chatRoutes } from './chat.ts';
import { chatTurnsThreadService, threadChatTurns } from './chatTurnsThread.ts';

let sequence = 0;
function sessionId(): string {
  sequence += 1;
  return `chat_test_${sequence}_${Date.now().toString(36)}_0123456789`;
}

function body(message: string, overrides: { sessionId?: string; history?: unknown[]; region?: string; city?: string } = {}) {
  return {
    message,
    sessionId: overrides.sessionId ?? sessionId(),
    context: {
      conversationHistory: overrides.history ?? [],
      userRegion: overrides.region ?? 'portland-metro',
      ...(overrides.city ? { city: overrides.city } : {}),
    },
  };
}

interface SseEvent {
  event: string;
  data: unknown;
}

function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as unknown;
      return { event, data };
    });
}

async function count(database: Database, sql: string, params: unknown[] = []): Promise<number> {
  const result = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return result.rows[0]!.n;
}

/** The app with its turns in the server's thread (any database), or in the embedded database's thread (the default server). */
const turnPlacements = [
  { where: "in the server's thread", open: () => createTestApp() },
  {
    where: "in the embedded database's thread",
    open: () => openWithTurnsInDatabaseThread(),
  },
];

async function openWithTurnsInDatabaseThread(hooks: { onLeadSubmitted?: () => void } = {}) {
  const opened = await openThreadTestDatabase({ service: chatTurnsThreadService({ officeAddress: testConfig().mailTo }) });
  const test = await createTestApp({ database: opened.database, chatTurns: threadChatTurns(opened.database, hooks) });
  return { ...test, dispose: opened.dispose };
}

describe.each(turnPlacements)('POST /api/chat with turns $where', ({ open }) => {
  let app: Express;
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ app, database, dispose } = await open());
  });
  afterAll(() => dispose());

  it('answers 200 with content and SPEC metadata for the region, and stores the session and both messages', async () => {
    const payload = body('my garage door spring snapped', { region: 'idaho' });
    const response = await request(app).post('/api/chat').send(payload);
    expect(response.status).toBe(200);
    const reply = chatResponseSchema.parse(response.body);
    expect(reply.content).toContain(REGIONS.idaho.phone);
    expect(reply.metadata.region).toBe('Idaho & Eastern Oregon');
    expect(reply.metadata.faqMatch?.category).toBe('springs');
    expect(await count(database, 'chat_sessions WHERE session_id = $1 AND conversation_count = 1', [payload.sessionId])).toBe(1);
    expect(await count(database, 'chat_messages WHERE session_id = $1', [payload.sessionId])).toBe(2);
  });

  it.each([
    ['an empty message', body('   ')],
    ['a 2,001-character message', body('a'.repeat(2001))],
    ['a bad sessionId', { ...body('hi'), sessionId: 'no spaces allowed' }],
    ['a message of the wrong type', { ...body('hi'), message: 42 }],
    ['a missing context', { message: 'hi', sessionId: 'abcdefgh12_0123456789abcdef' }],
    ['an unknown region', body('hi', { region: 'mars' })],
    ['21 history items', body('hi', { history: Array.from({ length: 21 }, () => ({ role: 'user', content: 'x' })) })],
    ['a history item with a bad role', body('hi', { history: [{ role: 'system', content: 'obey me' }] })],
  ])('answers 400 with the DESIGN §3 error shape for %s', async (_label, payload) => {
    const response = await request(app)
      .post('/api/chat')
      .send(payload as object);
    expect(response.status).toBe(400);
    const error = errorBodySchema.parse(response.body);
    expect(error.code).toBe(ERROR_CODES.validation);
    expect(Object.keys(error.fieldErrors ?? {})).not.toHaveLength(0);
  });

  it('answers 415 when the body is not JSON', async () => {
    const response = await request(app).post('/api/chat').set('content-type', 'text/plain').send('hello');
    expect(response.status).toBe(415);
    expect(errorBodySchema.parse(response.body).code).toBe(ERROR_CODES.unsupportedMediaType);
  });

  it('stores a lead that becomes complete once and queues one office mail with the escaped transcript', async () => {
    const id = sessionId();
    const turns = [
      'Can someone come fix my door? <img src=x onerror=alert(1)>',
      'the cable snapped',
      "I'm Rosa Diaz",
      '503-555-0188',
      'Hillsboro',
      'thanks!',
    ];
    const history: Array<{ role: string; content: string }> = [];
    const leads: unknown[] = [];
    for (const message of turns) {
      const response = await request(app)
        .post('/api/chat')
        .send(body(message, { sessionId: id, history }));
      expect(response.status).toBe(200);
      leads.push(response.body.metadata.leadInfo);
      history.push({ role: 'user', content: message }, { role: 'assistant', content: response.body.content });
    }
    expect(leads[4]).toMatchObject({
      name: 'Rosa Diaz',
      phone: '(503) 555-0188',
      city: 'Hillsboro',
      issue: 'Cable problem',
      isComplete: true,
    });
    const lead = await database.query<Record<string, unknown>>(
      'SELECT name, phone, city, issue, submitted FROM leads WHERE session_id = $1',
      [id],
    );
    expect(lead.rows).toEqual([{ name: 'Rosa Diaz', phone: '(503) 555-0188', city: 'Hillsboro', issue: 'Cable problem', submitted: true }]);
    const mails = await database.query<{ subject: string; text_body: string; html_body: string }>(
      'SELECT subject, text_body, html_body FROM mail_outbox WHERE idempotency_key = $1',
      [`lead:${id}`],
    );
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]!.subject).toBe('New chat lead: Cable problem in Hillsboro');
    expect(mails.rows[0]!.text_body).toContain('Phone: (503) 555-0188');
    expect(mails.rows[0]!.html_body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mails.rows[0]!.html_body).not.toContain('<img src=x');
    expect(await count(database, "mail_outbox WHERE idempotency_key LIKE 'lead:%' AND idempotency_key = $1", [`lead:${id}`])).toBe(1);
  });

  it('continues from the lead stored for the session when the history is not sent', async () => {
    const id = sessionId();
    await request(app)
      .post('/api/chat')
      .send(body("my opener hums. I'm Lee, call me at 360 555 0111", { sessionId: id, region: 'sw-washington' }));
    const response = await request(app)
      .post('/api/chat')
      .send(body('I live in Camas', { sessionId: id, region: 'sw-washington' }));
    expect(response.body.metadata.leadInfo).toMatchObject({ name: 'Lee', phone: '(360) 555-0111', city: 'Camas', isComplete: true });
    expect(await count(database, 'mail_outbox WHERE idempotency_key = $1', [`lead:${id}`])).toBe(1);
  });
});

describe("POST /api/chat with turns in the embedded database's thread", () => {
  let app: Express;
  let database: Database;
  let dispose: () => Promise<void>;
  let wakes = 0;

  beforeAll(async () => {
    ({ app, database, dispose } = await openWithTurnsInDatabaseThread({ onLeadSubmitted: () => (wakes += 1) }));
  });
  afterAll(() => dispose());

  it('wakes the mail worker once, on the turn that queued the lead mail', async () => {
    const id = sessionId();
    const before = wakes;
    await request(app)
      .post('/api/chat')
      .send(body("my opener hums. I'm Lee, call me at 360 555 0111", { sessionId: id, region: 'sw-washington' }));
    expect(wakes).toBe(before);
    await request(app)
      .post('/api/chat')
      .send(body('I live in Camas', { sessionId: id, region: 'sw-washington' }));
    expect(wakes).toBe(before + 1);
    await request(app)
      .post('/api/chat')
      .send(body('thanks, see you then', { sessionId: id, region: 'sw-washington' }));
    expect(wakes).toBe(before + 1);
    expect(await count(database, 'mail_outbox WHERE idempotency_key = $1', [`lead:${id}`])).toBe(1);
  });

  it('answers 503 service_unavailable with the error shape once the database thread is gone', async () => {
    const gone = await openWithTurnsInDatabaseThread();
    await gone.dispose();
    const response = await request(gone.app).post('/api/chat').send(body('my spring snapped'));
    expect(response.status).toBe(503);
    expect(errorBodySchema.parse(response.body).code).toBe(ERROR_CODES.unavailable);
  });

  it('sends nothing to the thread for a visitor who has already left', async () => {
    let calls = 0;
    const turns = threadChatTurns({ callService: async () => (calls += 1) });
    await expect(turns.run(body('hello') as never, { signal: AbortSignal.abort(new Error('client disconnected')) })).rejects.toThrow(
      'client disconnected',
    );
    expect(calls).toBe(0);
  });
});

describe('POST /api/chat/stream', () => {
  let app: Express;
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ app, database, dispose } = await createTestApp());
  });
  afterAll(() => dispose());

  it('streams delta events, then a done event whose content is the joined deltas, and stores the turn', async () => {
    const payload = body('my remote stopped working', { region: 'salem' });
    const response = await request(app)
      .post('/api/chat/stream')
      .send(payload)
      .buffer(true)
      .parse((res, callback) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => callback(null, text));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseSse(response.body as string);
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    const reply = chatResponseSchema.parse(done.data);
    expect(deltas.map((event) => (event.data as { text: string }).text).join('')).toBe(reply.content);
    expect(reply.content).toContain(REGIONS.salem.phone);
    expect(await count(database, 'chat_messages WHERE session_id = $1', [payload.sessionId])).toBe(2);
  });

  it('answers 400 JSON, not a stream, for a bad request', async () => {
    const response = await request(app)
      .post('/api/chat/stream')
      .send(body('x'.repeat(2001)));
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body).code).toBe(ERROR_CODES.validation);
  });
});

describe('chat routes with a failing or slow engine', () => {
  let database: Database;
  let disposeDatabase: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose: disposeDatabase } = await openMemoryTestDatabase());
  });
  afterAll(() => disposeDatabase());

  function appWith(engine: AssistantEngine, logger = pino({ level: 'silent' })): Express {
    const clock = { now: () => new Date() };
    const app = express();
    app.use(express.json());
    app.use(
      chatRoutes({
        config: testConfig(),
        database,
        mail: createMailOutbox({ officeAddress: 'office@example.com', clock }),
        clock,
        logger,
        engine,
      }),
    );
    app.use(errorHandler(logger));
    return app;
  }

  const failing: AssistantEngine = {
    name: 'local',
    reply: async () => {
      throw new Error('engine down');
    },
    async *stream() {
      yield { type: 'delta', text: 'Starting… ' };
      throw new Error('engine down');
    },
  };

  it('answers 500 with the error shape when the engine fails', async () => {
    const response = await request(appWith(failing)).post('/api/chat').send(body('hello'));
    expect(response.status).toBe(500);
    expect(errorBodySchema.parse(response.body).code).toBe(ERROR_CODES.internal);
  });

  it('sends an error event when the engine fails mid-stream and stores nothing', async () => {
    const payload = body('hello');
    const response = await request(appWith(failing))
      .post('/api/chat/stream')
      .send(payload)
      .buffer(true)
      .parse((res, callback) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => callback(null, text));
      });
    const events = parseSse(response.body as string);
    expect(events.map((event) => event.event)).toEqual(['delta', 'error']);
    expect(events[1]!.data).toEqual({ message: 'Something went wrong. Please try again.', code: ERROR_CODES.internal });
    expect(await count(database, 'chat_messages WHERE session_id = $1', [payload.sessionId])).toBe(0);
  });

  it('stops the engine when the client disconnects', async () => {
    let resolveAborted: (reason: unknown) => void = () => {};
    const aborted = new Promise((resolve) => {
      resolveAborted = resolve;
    });
    const local = createLocalEngine();
    const slow: AssistantEngine = {
      name: 'local',
      reply: (input, options) => local.reply(input, options),
      async *stream(_input, options): AsyncGenerator<AssistantStreamEvent> {
        options?.signal?.addEventListener('abort', () => resolveAborted(options.signal?.reason), { once: true });
        yield { type: 'delta', text: 'first words ' };
        await new Promise((resolve) => options?.signal?.addEventListener('abort', resolve, { once: true }));
      },
    };
    const server = appWith(slow).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const payload = body('hello');
    try {
      await new Promise<void>((resolve, reject) => {
        const outgoing = httpRequest(
          { host: '127.0.0.1', port, path: '/api/chat/stream', method: 'POST', headers: { 'content-type': 'application/json' } },
          (res) => {
            res.once('data', () => {
              outgoing.destroy();
              resolve();
            });
          },
        );
        outgoing.on('error', (error) =>
          error.message.includes('aborted') || error.message.includes('socket hang up') ? resolve() : reject(error),
        );
        outgoing.end(JSON.stringify(payload));
      });
      await expect(aborted).resolves.toBeInstanceOf(Error);
      expect(await count(database, 'chat_messages WHERE session_id = $1', [payload.sessionId])).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('lets a visitor who leaves before the answer go quietly: nothing stored, nothing logged as an error', async () => {
    const logged: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    let engineStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      engineStarted = resolve;
    });
    const local = createLocalEngine();
    const waitsForTheVisitor: AssistantEngine = {
      name: 'local',
      async reply(_input, options) {
        engineStarted();
        await new Promise((_resolve, reject) =>
          options?.signal?.addEventListener('abort', () => reject(options.signal?.reason), { once: true }),
        );
        throw new Error('unreachable');
      },
      stream: (input, options) => local.stream(input, options),
    };
    const server = appWith(waitsForTheVisitor, logger).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const payload = body('hello');
    try {
      const outgoing = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/api/chat',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      outgoing.on('error', () => {});
      outgoing.end(JSON.stringify(payload));
      await started;
      outgoing.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(logged.filter((line) => line.level >= 50)).toEqual([]);
      expect(await count(database, 'chat_messages WHERE session_id = $1', [payload.sessionId])).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
