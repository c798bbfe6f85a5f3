/** For tests and the bench only: an event-stream client over fetch that keeps every frame it received. */
import { waitFor } from '../waitFor.ts';

export interface SseFrame {
  id?: string;
  event: string;
  data: unknown;
}

export interface SseClient {
  readonly status: number;
  readonly frames: SseFrame[];
  /** True once the server ended the stream. */
  readonly ended: boolean;
  /** Waits for a frame `match` accepts (already received or yet to come). */
  next(match: (frame: SseFrame) => boolean, what?: string, timeoutMs?: number): Promise<SseFrame>;
  close(): void;
}

/** Opens `url` as an event stream (GET), with `headers`; resolves once the response headers are in. */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const frames: SseFrame[] = [];
  let ended = false;
  if (response.ok && response.body && response.status === 200) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let index = buffer.indexOf('\n\n');
          while (index >= 0) {
            const block = buffer.slice(0, index);
            buffer = buffer.slice(index + 2);
            const frame = parseFrame(block);
            if (frame) frames.push(frame);
            index = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
      ended = true;
    })();
  } else {
    await response.body?.cancel().catch(() => {});
    ended = true;
  }
  return {
    status: response.status,
    frames,
    get ended() {
      return ended;
    },
    next(match, what = 'an event', timeoutMs = 10_000) {
      return waitFor(() => frames.find(match), { what, timeoutMs });
    },
    close() {
      abort.abort();
    },
  };
}

function parseFrame(block: string): SseFrame | undefined {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return undefined;
  const text = data.join('\n');
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // plain text data
  }
  return { event, data: parsed, ...(id !== undefined ? { id } : {}) };
}
