import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine } from '../localEngine.ts';
import { getLocalUnderstanding } from '../understand/localUnderstanding.ts';
import { type FakeOpenAIServer, startFakeOpenAIServer } from './fakeOpenAIServer.ts';
import { createFallbackCounter } from './fallbackCounter.ts';
import { createOpenAIEngine } from './openaiEngine.ts';
import { BAD_TEXT, INVALID_UNDERSTANDING_EVERY, REPLY_MIX, scriptedModel } from './scriptedModel.ts';
import { createOpenAIUnderstanding } from './understandWithOpenAI.ts';

let server: FakeOpenAIServer | undefined;
// Training the model from the corpus is set-up: it runs once here, under the hook's ceiling.
beforeAll(() => {
  getLocalUnderstanding();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the fallback rate npm run eval -- --openai-fake prints', () => {
  it('counts every scripted bad reply as a fallback, by reason, and shows none of its text', async () => {
    const model = scriptedModel();
    server = await startFakeOpenAIServer(model, { record: false });
    const counter = createFallbackCounter();
    const options = { apiKey: 'loopback', baseURL: server.baseURL, model: 'scripted' };
    const engine = createOpenAIEngine({
      ...options,
      understand: createOpenAIUnderstanding(options),
      fallback: createLocalEngine(),
      counter,
    });
    const shown: string[] = [];
    for (const message of REPLY_MIX.map((_, index) => (index % 2 ? 'how much is a new opener' : 'my door is noisy'))) {
      for await (const event of engine.stream({ message, history: [], regionKey: 'salem', sessionId: 'session_scripted_1' })) {
        if (event.type === 'delta') shown.push(event.text);
        if (event.type === 'done') shown.push(event.reply.content);
      }
    }

    const played = model.played();
    const snapshot = counter.snapshot();
    expect(snapshot.turns).toBe(REPLY_MIX.length);
    expect(snapshot.byReason).toEqual({ off_list_price: 1, diy_under_tension: 1, foreign_phone: 1, server_error: 1 });
    expect(snapshot.rate).toBe(REPLY_MIX.filter((kind) => kind !== 'good').length / REPLY_MIX.length);
    expect(played.invalid_understanding).toBe(Math.floor(REPLY_MIX.length / INVALID_UNDERSTANDING_EVERY));
    expect(snapshot.understandingByReason).toEqual({ invalid_understanding: played.invalid_understanding });
    for (const bad of Object.values(BAD_TEXT)) expect(shown.filter((text) => text.includes(bad))).toEqual([]);
  });
});
