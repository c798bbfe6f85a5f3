import { afterEach, describe, expect, it } from 'vitest';
import { type FakeOpenAIServer, type FakeTurn, startFakeOpenAIServer } from './fakeOpenAIServer.ts';
import { createOpenAIUnderstanding, parseUnderstanding, UnderstandingError } from './understandWithOpenAI.ts';

let server: FakeOpenAIServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function understandWith(script: FakeTurn[], timeoutMs = 5000) {
  server = await startFakeOpenAIServer(script);
  return createOpenAIUnderstanding({ apiKey: 'test-key', baseURL: server.baseURL, model: 'tod-test-model', timeoutMs });
}

/** What a strict structured-output model sends: every field, null where absent. */
const modelAnswer = {
  language: 'es',
  intents: [{ intent: 'price', confidence: 0.92 }],
  problem: { kind: 'spring', confidence: 0.88 },
  urgencySignals: [],
  entities: { name: 'Ana', phone: null, city: 'Salem', zip: null, brand: null, doorSize: null },
  corrects: [],
  aboutSomeoneElse: false,
  askedLast: 'none',
};

describe('the OpenAI understanding', () => {
  it('asks for the Understanding schema as strict structured output and returns the validated object', async () => {
    const understand = await understandWith([{ kind: 'json', content: JSON.stringify(modelAnswer) }]);
    const understanding = await understand('¿cuánto cuesta cambiar el resorte? soy Ana, de Salem', [
      { role: 'assistant', content: 'Hi! What is going on with your door?', templateUsed: 'greeting' },
    ]);
    expect(understanding).toEqual({ ...modelAnswer, entities: { name: 'Ana', city: 'Salem' } });
    const sent = server!.requests[0]!;
    expect(sent.model).toBe('tod-test-model');
    const format = sent.response_format as { type: string; json_schema: { name: string; strict: boolean; schema: { required: string[] } } };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'understanding', strict: true });
    expect(format.json_schema.schema.required).toEqual(expect.arrayContaining(['intents', 'corrects', 'aboutSomeoneElse', 'askedLast']));
    const messages = sent.messages as Array<{ role: string; content: string }>;
    expect(messages.map((message) => message.role)).toEqual(['system', 'assistant', 'user']);
  });

  it.each([
    ['an intent not in the contract', { ...modelAnswer, intents: [{ intent: 'wire_money', confidence: 1 }] }],
    ['a confidence above 1', { ...modelAnswer, intents: [{ intent: 'price', confidence: 7 }] }],
    ['a missing field', { ...modelAnswer, askedLast: undefined }],
  ])('rejects %s with invalid_understanding', async (_label, answer) => {
    const understand = await understandWith([{ kind: 'json', content: JSON.stringify(answer) }]);
    await expect(understand('hello', [])).rejects.toMatchObject({ name: 'UnderstandingError', reason: 'invalid_understanding' });
  });

  it('rejects text that is not JSON', () => {
    expect(() => parseUnderstanding('Sure! The visitor wants a price.')).toThrow(UnderstandingError);
    expect(() => parseUnderstanding(null)).toThrow('no understanding');
  });

  it('reports a server error and a timeout as such', async () => {
    const failing = await understandWith([{ kind: 'status', status: 500 }]);
    await expect(failing('hello', [])).rejects.toMatchObject({ reason: 'server_error' });
    await server!.close();
    const hanging = await understandWith([{ kind: 'hang' }], 100);
    await expect(hanging('hello', [])).rejects.toMatchObject({ reason: 'timeout' });
  });
});
