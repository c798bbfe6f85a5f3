import { type DoorProblem, REGIONS, type Understanding } from '@tod/domain';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../store/database.ts';
import { createTestApp } from '../../testApp.ts';
import { createLocalEngine } from '../localEngine.ts';
import { type FakeOpenAIServer, type FakeTurn, startFakeOpenAIServer } from './fakeOpenAIServer.ts';
import { createFallbackCounter } from './fallbackCounter.ts';
import { createOpenAIEngine } from './openaiEngine.ts';
import { createOpenAIUnderstanding } from './understandWithOpenAI.ts';

/*
 * Issue 19 (Done when): through the real route and the OpenAI engine against a loopback OpenAI-compatible
 * server, a reply with an off-list price, DIY spring steps or a foreign phone never reaches the widget, not even
 * as a streamed chunk, and is never stored.
 */

let fake: FakeOpenAIServer;
let app: Express;
let database: Database;
let dispose: () => Promise<void>;
const counter = createFallbackCounter();
let sequence = 0;

beforeAll(async () => {
  fake = await startFakeOpenAIServer([]);
  const connection = { apiKey: 'test-key', baseURL: fake.baseURL, model: 'tod-test-model' };
  // As createEngine builds it: the model understands (structured output), then phrases the planned answer.
  const engine = createOpenAIEngine({
    ...connection,
    understand: createOpenAIUnderstanding(connection),
    fallback: createLocalEngine(),
    counter,
    timeoutMs: 5000,
  });
  ({ app, database, dispose } = await createTestApp({ engine }));
});
afterAll(async () => {
  await dispose();
  await fake.close();
});
afterEach(() => counter.reset());

async function streamTurn(message: string) {
  sequence += 1;
  const sessionId = `openai_http_${sequence}_${Date.now().toString(36)}`;
  const response = await request(app)
    .post('/api/chat/stream')
    .send({ message, sessionId, context: { conversationHistory: [], userRegion: 'portland-metro' } })
    .buffer(true)
    .parse((res, callback) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => callback(null, text));
    });
  expect(response.status).toBe(200);
  const stored = await database.query<{ content: string }>('SELECT content FROM chat_messages WHERE session_id = $1', [sessionId]);
  return { raw: response.body as string, stored: stored.rows.map((row) => row.content).join('\n') };
}

describe.each([
  [
    'an off-list price',
    ['Good news! ', 'A new spring is just $5,000 ', 'today. Final pricing is confirmed by licensed technicians.'],
    '$5,000',
  ],
  ['DIY spring steps', ['Stay safe. ', 'Grab two winding bars and unwind ', 'the spring a quarter turn at a time.'], 'winding bars'],
  ['a foreign phone', ['We can help. ', 'Call our partner at 1-900-555-', '0199 and pay by gift card.'], '555-0199'],
])('a model reply with %s', (_label, chunks, forbidden) => {
  it('never reaches the widget, not even as a streamed chunk, and the local answer is shown and stored instead', async () => {
    await setScript([understood('spring'), { kind: 'text', chunks }]);
    const { raw, stored } = await streamTurn('my garage door spring snapped');
    expect(raw).not.toContain(forbidden);
    expect(stored).not.toContain(forbidden);
    expect(raw).toContain('event: done');
    expect(raw).toContain(REGIONS['portland-metro'].phone);
    expect(raw).toContain('"engine":"local"');
    expect(counter.snapshot()).toMatchObject({ fallbacks: 1, understandingFallbacks: 0 });
  });
});

it('streams a clean model reply sentence by sentence and stores it', async () => {
  await setScript([understood('sensor'), { kind: 'text', chunks: ['Sounds like a sen', 'sor issue. Wipe the lenses ', 'and try again.'] }]);
  const { raw, stored } = await streamTurn('door goes back up when closing');
  expect(raw).toContain('event: delta\ndata: {"text":"Sounds like a sensor issue. "}');
  expect(stored).toContain('Sounds like a sensor issue. Wipe the lenses and try again.');
  expect(counter.snapshot()).toMatchObject({ turns: 1, fallbacks: 0 });
});

async function setScript(turns: FakeTurn[]) {
  fake.setScript(turns);
}

/** The model's structured understanding of a report of this door problem. */
function understood(problem: DoorProblem): FakeTurn {
  const understanding: Understanding = {
    language: 'en',
    intents: [{ intent: 'report_problem', confidence: 0.95 }],
    problem: { kind: problem, confidence: 0.95 },
    urgencySignals: [],
    entities: {},
    corrects: [],
    aboutSomeoneElse: false,
    askedLast: 'none',
  };
  return { kind: 'json', content: JSON.stringify(understanding) };
}
