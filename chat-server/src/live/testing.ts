/** For tests and the bench only: an event-stream client over fetch that keeps every frame it received. */

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
  const waiters = new Set<() => void>();
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
            if (frame) {
              frames.push(frame);
              for (const wake of [...waiters]) wake();
            }
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
      const found = frames.find(match);
      if (found) return Promise.resolve(found);
      // Woken by each frame as it arrives (the bench measures with it: no polling delay).
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`Timed out waiting for ${what}`));
        }, timeoutMs);
        const wake = () => {
          const frame = frames.find(match);
          if (!frame) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(frame);
        };
        waiters.add(wake);
      });
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

/** A member of staff signed in on a server at `url`, over fetch (another process): cookie, Origin and CSRF token. */
export interface StaffAt {
  cookie: string;
  csrfToken: string;
  post(path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  get(path: string): Promise<{ status: number; body: Record<string, unknown> }>;
  stream(path: string, headers?: Record<string, string>): Promise<SseClient>;
}

export async function signInAt(url: string, email: string, password: string): Promise<StaffAt> {
  const response = await fetch(`${url}/api/admin/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
  const cookie = /tod_admin=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const answer = async (reply: Response) => ({
    status: reply.status,
    body: reply.status === 204 ? {} : ((await reply.json().catch(() => ({}))) as Record<string, unknown>),
  });
  return {
    cookie,
    csrfToken,
    post: async (path, body = {}) =>
      answer(
        await fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie, 'X-CSRF-Token': csrfToken },
          body: JSON.stringify(body),
        }),
      ),
    get: async (path) => answer(await fetch(`${url}${path}`, { headers: { Cookie: cookie } })),
    stream: (path, headers = {}) => openSse(`${url}${path}`, { Cookie: cookie, ...headers }),
  };
}

/** POSTs JSON to a server at `url` (the visitor's side). */
export async function postJson(url: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const reply = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: reply.status, body: reply.status === 204 ? {} : ((await reply.json().catch(() => ({}))) as Record<string, unknown>) };
}
