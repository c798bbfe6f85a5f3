import type { ChatResponse } from '@tod/domain/contracts';
import { createSseParser } from './sse.ts';
import type { ChatTransport, Result, TransportError } from './transport.ts';

/** Statuses that mean "this server has no streaming endpoint": fall back to `POST /api/chat`. */
const NO_STREAMING = new Set([404, 405, 501]);

/** The DESIGN §3 API over fetch; `apiBase` is an origin without a trailing slash. */
export function createHttpTransport(apiBase: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): ChatTransport {
  async function post(
    path: string,
    body: unknown,
    signal: AbortSignal | undefined,
    accept = 'application/json',
  ): Promise<Response | TransportError> {
    try {
      return await fetchImpl(`${apiBase}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: JSON.stringify(body),
        credentials: 'omit',
        ...(signal ? { signal } : {}),
      });
    } catch {
      return { kind: 'network' };
    }
  }

  async function json<T>(path: string, body: unknown, signal?: AbortSignal): Promise<Result<T>> {
    const response = await post(path, body, signal);
    if ('kind' in response) return { error: response };
    if (!response.ok) return { error: await errorOf(response) };
    try {
      return { data: (await response.json()) as T };
    } catch {
      return { error: { kind: 'protocol', status: response.status } };
    }
  }

  return {
    async send(request, onDelta, signal) {
      const response = await post('/api/chat/stream', request, signal, 'text/event-stream');
      if ('kind' in response) return { error: response };
      const streams = response.ok && response.body && (response.headers.get('content-type') ?? '').includes('text/event-stream');
      if (NO_STREAMING.has(response.status) || (response.ok && !streams)) return json<ChatResponse>('/api/chat', request, signal);
      if (!response.ok || !response.body) return { error: await errorOf(response) };
      return readStream(response.body, onDelta);
    },
    recommendations: (request, signal) => json('/api/recommendations', request, signal),
    escalate: (request, signal) => json('/api/escalations', request, signal),
  };
}

async function readStream(body: ReadableStream<Uint8Array>, onDelta: (text: string) => void): Promise<Result<ChatResponse>> {
  let result: Result<ChatResponse> | undefined;
  const feed = createSseParser(({ event, data }) => {
    if (result) return;
    try {
      const payload = JSON.parse(data) as Record<string, unknown>;
      if (event === 'delta' && typeof payload.text === 'string') onDelta(payload.text);
      else if (event === 'done' && typeof payload.content === 'string' && isObject(payload.metadata))
        result = { data: payload as unknown as ChatResponse };
      else if (event === 'error') result = { error: { kind: 'http', ...messageAndCode(payload) } };
    } catch {
      result = { error: { kind: 'protocol' } };
    }
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!result) {
      const { done, value } = await reader.read();
      if (done) break;
      feed(decoder.decode(value, { stream: true }));
    }
    if (result) await reader.cancel().catch(() => undefined);
  } catch {
    return { error: { kind: 'network' } };
  }
  return result ?? { error: { kind: 'protocol' } };
}

async function errorOf(response: Response): Promise<TransportError> {
  const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'), Date.now());
  const error: TransportError = {
    kind: 'http',
    status: response.status,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
  try {
    return { ...error, ...messageAndCode(await response.json()) };
  } catch {
    return error;
  }
}

/** Retry-After as whole seconds from `nowMs`: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - nowMs) / 1000));
}

function messageAndCode(payload: unknown): { message?: string; code?: string } {
  if (!isObject(payload)) return {};
  return {
    ...(typeof payload.message === 'string' ? { message: payload.message } : {}),
    ...(typeof payload.code === 'string' ? { code: payload.code } : {}),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
