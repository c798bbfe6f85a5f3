import { chatResponseSchema } from '@tod/domain/contracts';
import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { type FakeOpenAIServer, type FakeTurn, startFakeOpenAIServer } from './assistant/openai/fakeOpenAIServer.ts';
import { type Config, testConfig } from './config.ts';
import { createMailOutbox } from './mail/outbox.ts';
import { createAppServices } from './server.ts';
import type { Database } from './store/database.ts';
import { openMemoryTestDatabase } from './store/testDatabases.ts';
import { chatBody, testSessionId } from './testing/hardeningFixtures.ts';

/** A short engine time-out keeps the test quick; createEngine reads it from the config it is given. */
const OPENAI_TIMEOUT_MS = 1500;

/**
 * Faults (hardening 4): the OpenAI-compatible server hangs, fails or breaks mid-stream. The visitor still
 * gets a complete answer from the local engine through the real HTTP routes, and the turn is stored once.
 */
describe('the OpenAI-compatible server is slow or failing', () => {
  let database: Database;
  let closeDatabase: () => Promise<void>;
  const servers: FakeOpenAIServer[] = [];

  beforeAll(async () => {
    ({ database, dispose: closeDatabase } = await openMemoryTestDatabase());
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await closeDatabase();
  });

  async function appWith(script: FakeTurn[]): Promise<Express> {
    const fake = await startFakeOpenAIServer(script);
    servers.push(fake);
    const config: Config & { openaiTimeoutMs: number } = {
      ...testConfig({ engine: 'openai', openai: { apiKey: 'test-key', baseUrl: fake.baseURL, model: 'test-model' } }),
      openaiTimeoutMs: OPENAI_TIMEOUT_MS,
    };
    const clock = { now: () => new Date() };
    const base = {
      config,
      database,
      clock,
      logger: pino({ level: 'silent' }),
      mail: createMailOutbox({ officeAddress: config.mailTo, clock }),
    };
    return createApp({ ...base, ...createAppServices(base) });
  }

  async function storedTurns(sessionId: string): Promise<number> {
    const { rows } = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE session_id = $1', [sessionId]);
    return rows[0]?.n ?? 0;
  }

  it.each<[string, FakeTurn]>([
    ['hangs past the time-out', { kind: 'hang' }],
    ['answers 500', { kind: 'status', status: 500 }],
    ['answers 429', { kind: 'status', status: 429 }],
  ])('POST /api/chat: when the server %s, the local engine answers', async (_name, turn) => {
    const app = await appWith([turn]);
    const sessionId = testSessionId('openai_down');
    const response = await request(app).post('/api/chat').send(chatBody('How much does a spring replacement cost?', sessionId));
    expect(response.status).toBe(200);
    const reply = chatResponseSchema.parse(response.body);
    expect(reply.metadata.engine).toBe('local');
    expect(reply.content.length).toBeGreaterThan(0);
    expect(await storedTurns(sessionId)).toBe(2);
  });

  it('POST /api/chat/stream: a stream that breaks after some text ends with the local answer in `done`, never an error event', async () => {
    const app = await appWith([{ kind: 'break', chunks: ['Springs usually ', 'cost'] }]);
    const sessionId = testSessionId('openai_break');
    const response = await request(app).post('/api/chat/stream').send(chatBody('How much does a spring replacement cost?', sessionId));
    expect(response.status).toBe(200);
    expect(response.text).not.toMatch(/event: error/);
    const done = /event: done\ndata: (.*)\n/.exec(response.text)?.[1];
    const reply = chatResponseSchema.parse(JSON.parse(done ?? 'null'));
    expect(reply.metadata.engine).toBe('local');
    expect(await storedTurns(sessionId)).toBe(2);
  });

  it('POST /api/chat/stream: a server that hangs gives the local answer as the stream', async () => {
    const app = await appWith([{ kind: 'hang' }]);
    const sessionId = testSessionId('openai_hang');
    const response = await request(app).post('/api/chat/stream').send(chatBody('My garage door is stuck open', sessionId));
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/event: delta\n/);
    const done = /event: done\ndata: (.*)\n/.exec(response.text)?.[1];
    expect(chatResponseSchema.parse(JSON.parse(done ?? 'null')).metadata.engine).toBe('local');
  });
});
