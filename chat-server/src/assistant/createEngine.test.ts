import { describe, expect, it } from 'vitest';
import { createEngine } from './createEngine.ts';
import { startFakeOpenAIServer } from './openai/fakeOpenAIServer.ts';

const openai = { apiKey: undefined, baseUrl: undefined, model: 'gpt-4o-mini' };

describe('createEngine', () => {
  it('picks the local engine by default', () => {
    expect(createEngine({ engine: 'local', openai, bookingBaseUrl: undefined }).name).toBe('local');
  });

  it('stays local when openai is asked for without a key', () => {
    expect(createEngine({ engine: 'openai', openai, bookingBaseUrl: undefined }).name).toBe('local');
  });

  it('builds the OpenAI engine, understanding through the model, on the configured base URL; logs fallbacks without visitor text', async () => {
    const server = await startFakeOpenAIServer([{ kind: 'status', status: 503 }]);
    const warnings: unknown[] = [];
    try {
      const engine = createEngine(
        { engine: 'openai', openai: { apiKey: 'k', baseUrl: server.baseURL, model: 'm' }, bookingBaseUrl: 'https://booking.test' },
        { warn: (entry: unknown) => warnings.push(entry) } as never,
      );
      expect(engine.name).toBe('openai');
      const reply = await engine.reply({
        message: 'how do I book? my name is Secret Person',
        history: [],
        regionKey: 'salem',
        sessionId: 'session_ce_1',
      });
      expect(reply.content).toContain('https://booking.test/salem');
      // The understanding (structured output), then the reply: both failed, both logged.
      expect(server.requests).toHaveLength(2);
      expect(server.requests[0]!.response_format).toMatchObject({ type: 'json_schema' });
      expect(JSON.stringify(warnings)).not.toContain('Secret');
      expect(warnings).toEqual([
        { event: 'assistant_fallback', reason: 'model understanding failed: server_error' },
        { event: 'assistant_fallback', reason: 'openai error 503' },
      ]);
    } finally {
      await server.close();
    }
  });
});
