import type { ChatRequest } from '@tod/domain/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createHttpTransport, parseRetryAfter } from './httpTransport.ts';

const request: ChatRequest = {
  message: 'My spring broke',
  sessionId: 'session-1234',
  context: { conversationHistory: [], userRegion: 'portland-metro' },
};
const reply = { content: 'Hello there', metadata: { confidence: 0.9, region: 'Portland Metro' } };

function sse(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createHttpTransport.send', () => {
  it('posts to /api/chat/stream and hands each delta over before the done result', async () => {
    const fetchImpl = vi.fn(async () =>
      sse([
        'event: delta\ndata: {"text":"Hello"}\n\n',
        'event: delta\ndata: {"text":" there"}\n\n',
        `event: done\ndata: ${JSON.stringify(reply)}\n\n`,
      ]),
    );
    const deltas: string[] = [];
    const result = await createHttpTransport('https://api.example.com', fetchImpl).send(request, (text) => deltas.push(text));
    expect(deltas).toEqual(['Hello', ' there']);
    expect(result).toEqual({ data: reply });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.com/api/chat/stream');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(request);
  });

  it('returns the event: error message and code of the stream', async () => {
    const fetchImpl = vi.fn(async () => sse(['event: error\ndata: {"message":"Too many","code":"rate_limited"}\n\n']));
    const result = await createHttpTransport('', fetchImpl).send(request, () => undefined);
    expect(result).toEqual({ error: { kind: 'http', message: 'Too many', code: 'rate_limited' } });
  });

  it('reports a protocol error when the stream ends without done', async () => {
    const fetchImpl = vi.fn(async () => sse(['event: delta\ndata: {"text":"Hel"}\n\n']));
    expect(await createHttpTransport('', fetchImpl).send(request, () => undefined)).toEqual({ error: { kind: 'protocol' } });
  });

  it('falls back to POST /api/chat when the server has no streaming endpoint', async () => {
    const fetchImpl = vi.fn(async (url: string) =>
      url.endsWith('/stream') ? jsonResponse({ message: 'Not found', code: 'not_found' }, 404) : jsonResponse(reply),
    );
    const result = await createHttpTransport('', fetchImpl as unknown as typeof fetch).send(request, () => undefined);
    expect(result).toEqual({ data: reply });
    expect(fetchImpl.mock.calls.map((call) => call[0])).toEqual(['/api/chat/stream', '/api/chat']);
  });

  it('returns the API error body of a 4xx answer', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ message: 'message must not be empty', code: 'validation_failed' }, 400));
    expect(await createHttpTransport('', fetchImpl).send(request, () => undefined)).toEqual({
      error: { kind: 'http', status: 400, message: 'message must not be empty', code: 'validation_failed' },
    });
  });

  it('reads Retry-After of a 429 in seconds (issue 23.6)', async () => {
    const fetchImpl = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Too many requests', code: 'rate_limited' }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '42' },
        }),
    );
    expect(await createHttpTransport('', fetchImpl).send(request, () => undefined)).toEqual({
      error: { kind: 'http', status: 429, message: 'Too many requests', code: 'rate_limited', retryAfterSeconds: 42 },
    });
  });

  it('parses Retry-After as seconds or an HTTP date, and ignores what it cannot read', () => {
    const now = Date.parse('2026-01-15T18:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30);
    expect(parseRetryAfter('Thu, 15 Jan 2026 18:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Thu, 15 Jan 2026 17:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('returns a network error when the server cannot be reached', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await createHttpTransport('', fetchImpl).send(request, () => undefined)).toEqual({ error: { kind: 'network' } });
  });

  it('returns a bare http error for a 502 without a JSON body', async () => {
    const fetchImpl = vi.fn(async () => new Response('Bad gateway', { status: 502 }));
    expect(await createHttpTransport('', fetchImpl).send(request, () => undefined)).toEqual({ error: { kind: 'http', status: 502 } });
  });
});

describe('createHttpTransport JSON calls', () => {
  it('posts recommendations and escalations to their paths and returns the data', async () => {
    const fetchImpl = vi.fn(async (url: string) =>
      url.endsWith('/api/recommendations') ? jsonResponse({ recommendations: [] }) : jsonResponse({ success: false, error: 'down' }),
    );
    const transport = createHttpTransport('https://api.example.com', fetchImpl as unknown as typeof fetch);
    expect(await transport.recommendations({ location: {}, conversationHistory: [], sessionId: 'session-1234' })).toEqual({
      data: { recommendations: [] },
    });
    expect(await transport.escalate({ sessionId: 'session-1234', session: {}, messages: [], region: 'idaho' })).toEqual({
      data: { success: false, error: 'down' },
    });
  });

  it('reports a protocol error when the JSON answer cannot be parsed', async () => {
    const fetchImpl = vi.fn(async () => new Response('not json', { status: 200 }));
    expect(
      await createHttpTransport('', fetchImpl).escalate({ sessionId: 'session-1234', session: {}, messages: [], region: 'idaho' }),
    ).toEqual({
      error: { kind: 'protocol', status: 200 },
    });
  });
});
