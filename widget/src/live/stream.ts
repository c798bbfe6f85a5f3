import { LIVE_TIMINGS } from '@tod/domain/facts';
import { createSseParser, type ServerSentEvent } from '../api/sse.ts';

export interface StreamOptions {
  /** `GET /api/live/:sessionId/events`, without a query. */
  url: string;
  token: string;
  /** The last stored event shown (its `seq`): each (re)connection resumes after it. */
  after(): number;
  onEvent(event: ServerSentEvent): void;
  /** The live chunk's fetch (its own default, or a test's). */
  fetch: typeof fetch;
  /** Waits between attempts; tests pass a fake clock. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
}

/** Statuses after which trying again cannot help: the chat is over (204) or this tab may not read it. */
const FINAL = [204, 401, 403, 404, 410];

/** Delay before attempt `attempt` (0-based): 0.5 s doubling to 30 s, with jitter so tabs don't reconnect in step. */
export function backoffMs(attempt: number, random: number): number {
  return Math.round(Math.min(30_000, 500 * 2 ** attempt) * (0.5 + random / 2));
}

/**
 * The visitor's live event stream over fetch (so the session token travels in a header, not the URL):
 * reconnects with backoff when it breaks or goes silent for longer than the server's heartbeat allows, and
 * each time asks only for what came after the last event shown. Returns `stop`.
 */
export function openStream(options: StreamOptions): () => void {
  const fetchImpl = options.fetch;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as number));
  const random = options.random ?? Math.random;
  let stopped = false;
  let attempt = 0;
  let controller: AbortController | undefined;
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  let timer: unknown;
  let watchdog: unknown;

  const quiet = () => {
    clearTimer(watchdog);
    watchdog = setTimer(() => {
      controller?.abort();
      void reader?.cancel().catch(() => undefined);
    }, LIVE_TIMINGS.streamHeartbeatMs * 2.5);
  };

  async function connect() {
    const current = new AbortController();
    controller = current;
    let final = false;
    try {
      const response = await fetchImpl(`${options.url}?lastEventId=${options.after()}`, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${options.token}` },
        credentials: 'omit',
        cache: 'no-store',
        signal: current.signal,
      });
      final = FINAL.includes(response.status);
      if (response.ok && response.body && !final) {
        reader = response.body.getReader();
        const decoder = new TextDecoder();
        const feed = createSseParser((event) => {
          attempt = 0;
          options.onEvent(event);
        });
        quiet();
        for (;;) {
          const { done, value } = await reader.read();
          if (done || stopped) break;
          quiet();
          feed(decoder.decode(value, { stream: true }));
        }
      }
    } catch {
      // A broken or aborted stream: tried again below.
    }
    clearTimer(watchdog);
    if (stopped || final) return;
    timer = setTimer(() => void connect(), backoffMs(attempt++, random()));
  }

  void connect();
  return () => {
    stopped = true;
    clearTimer(timer);
    clearTimer(watchdog);
    controller?.abort();
    void reader?.cancel().catch(() => undefined);
  };
}
