import { ERROR_CODES } from '@tod/domain/contracts';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { resolveSession } from '../admin/sessions.ts';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/httpError.ts';
import type { Database } from '../store/database.ts';
import type { LiveService } from './liveService.ts';

/** An open event stream, as the hub keeps it. */
export interface OpenStream {
  res: Response;
  /** A visitor's stream: the chat whose visitor is seen while it is open. */
  visitorSessionId?: string;
  /** A visitor's stream: the client IP it came from (streams per address are capped). */
  address?: string;
  /** An inbox tab's stream: its member of staff is online while it is open. */
  staffId?: number;
  /** A stream of a member of staff: the session token checked at each heartbeat (sign-out ends the stream). */
  staffToken?: string;
  /** Ends the stream (unsubscribes). */
  end(): void;
}

/**
 * Every live event stream of the process, and the one heartbeat they share (a timer per stream would cost
 * thousands of timers for idle visitors). Each beat: a comment line to every stream; one statement reads the
 * last seq of every chat followed here, so a stream whose NOTIFY was lost catches up (docs/decisions/0200);
 * one statement marks the visitors of open streams seen; the inbox tabs' staff stay online; staff streams
 * whose session ended (sign-out, timeouts) are closed.
 */
export interface StreamHub {
  add(stream: OpenStream): () => void;
  /** Open streams now (the bench counts them). */
  readonly size: number;
  /** Visitors' streams open now from one client IP. */
  visitorStreamsFrom(address: string): number;
  /** Streams of a member of staff open now in this process. */
  staffStreamsOf(staffId: number): number;
  /** Ends a session's oldest streams until at most `keep` are open (room for a new one). */
  endOldestOf(visitorSessionId: string, keep: number): void;
  /** One heartbeat now (tests). */
  beat(): Promise<void>;
  start(): void;
  /** Ends every stream (server shutdown). */
  close(): void;
}

export function createStreamHub(deps: { live: LiveService; database: Database; clock: Clock; logger: Logger }): StreamHub {
  const streams = new Set<OpenStream>();
  // Visitors' streams by session (oldest first) and by address: entries exist only while a stream is open.
  const bySession = new Map<string, Set<OpenStream>>();
  const byAddress = new Map<string, number>();
  const remove = (stream: OpenStream) => {
    if (!streams.delete(stream)) return;
    const session = stream.visitorSessionId ? bySession.get(stream.visitorSessionId) : undefined;
    session?.delete(stream);
    if (session?.size === 0 && stream.visitorSessionId) bySession.delete(stream.visitorSessionId);
    if (stream.address !== undefined) {
      const left = (byAddress.get(stream.address) ?? 1) - 1;
      if (left > 0) byAddress.set(stream.address, left);
      else byAddress.delete(stream.address);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  let beating = false;

  async function beat(): Promise<void> {
    if (beating) return;
    beating = true;
    try {
      for (const stream of streams) stream.res.write(': ping\n\n');
      const followed = deps.live.bus.followed();
      if (followed.size > 0) {
        const result = await deps.database.query<{ session_id: string; last_seq: string | number }>(
          'SELECT session_id, last_seq FROM live_chats WHERE session_id = ANY($1::text[])',
          [[...followed.keys()]],
        );
        const lastSeqs = new Map(result.rows.map((row) => [row.session_id, Number(row.last_seq)]));
        deps.live.bus.reconcile(lastSeqs);
        // A chat erased (by the office, or the retention purge) ends its visitor's stream.
        for (const stream of streams) {
          if (stream.visitorSessionId && !lastSeqs.has(stream.visitorSessionId)) stream.end();
        }
      }
      const visitors = [...streams].flatMap((stream) => (stream.visitorSessionId ? [stream.visitorSessionId] : []));
      await deps.live.visitorsSeen([...new Set(visitors)]);
      const staff = [...streams].flatMap((stream) => (stream.staffId !== undefined ? [stream.staffId] : []));
      if (staff.length > 0) await deps.live.heartbeat([...new Set(staff)]);
      const now = deps.clock.now();
      for (const stream of streams) {
        if (!stream.staffToken) continue;
        const session = await resolveSession(deps.database, stream.staffToken, now).catch(() => 'unknown' as const);
        if (session === undefined) stream.end();
      }
    } catch (error) {
      deps.logger.warn({ err: error, event: 'live_heartbeat_failed' }, 'live heartbeat failed');
    } finally {
      beating = false;
    }
  }

  return {
    add(stream) {
      streams.add(stream);
      if (stream.visitorSessionId) {
        const session = bySession.get(stream.visitorSessionId) ?? new Set();
        session.add(stream);
        bySession.set(stream.visitorSessionId, session);
      }
      if (stream.address !== undefined) byAddress.set(stream.address, (byAddress.get(stream.address) ?? 0) + 1);
      return () => remove(stream);
    },
    get size() {
      return streams.size;
    },
    visitorStreamsFrom(address) {
      return byAddress.get(address) ?? 0;
    },
    staffStreamsOf(staffId) {
      let open = 0;
      for (const stream of streams) if (stream.staffId === staffId) open += 1;
      return open;
    },
    endOldestOf(visitorSessionId, keep) {
      const session = [...(bySession.get(visitorSessionId) ?? [])];
      for (const stream of session.slice(0, Math.max(0, session.length - keep))) stream.end();
    },
    beat,
    start() {
      if (timer) return;
      timer = setInterval(() => void beat(), deps.live.settings.heartbeatMs);
      timer.unref();
    },
    close() {
      if (timer) clearInterval(timer);
      timer = undefined;
      for (const stream of [...streams]) stream.end();
      streams.clear();
      bySession.clear();
      byAddress.clear();
    },
  };
}

/** Starts a Server-Sent Events response. */
export function openEventStream(res: Response): void {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    // nginx and similar proxies would otherwise hold the events back.
    'X-Accel-Buffering': 'no',
  });
  res.write('retry: 3000\n\n');
}

/** One SSE frame: `id:` only for stored events (their seq), so a typing event never moves Last-Event-ID. */
export function writeEvent(res: Response, event: { type: string; seq?: number }, data: unknown = event): void {
  const id = event.seq !== undefined ? `id: ${event.seq}\n` : '';
  res.write(`${id}event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** An event stream being served, as its subscription sees it. */
export interface ServedStream {
  /** Writes one event, unless the stream has ended. */
  write(event: { type: string; seq?: number }, data?: unknown): void;
  /** Ends the stream (the client's EventSource reconnects, resuming from its Last-Event-ID). */
  end(): void;
  /** Logs a failed read as a warning, and ends the stream. */
  fail(error: unknown): void;
}

/**
 * Serves one Server-Sent Events stream: the headers, a place in the hub (its heartbeat and the presence it
 * keeps), the end on the client's close or the server's, `: ready` once subscribed. `subscribe` starts the
 * feed and returns its closer; when it throws, the stream ends (the headers are out: the client reconnects).
 */
export async function serveEventStream(
  req: Request,
  res: Response,
  options: {
    hub: StreamHub;
    logger: Logger;
    /** The log event of a stream that failed, e.g. `live_stream_failed`. */
    failure: string;
    /** Whose stream it is: a visitor's chat (and address), or a member of staff's inbox tab. */
    owner: Pick<OpenStream, 'visitorSessionId' | 'address' | 'staffId' | 'staffToken'>;
    subscribe(stream: ServedStream): Promise<{ close(): void }>;
  },
): Promise<void> {
  openEventStream(res);
  let ended = false;
  let subscription: { close(): void } | undefined;
  let unregister = () => {};
  const end = () => {
    if (ended) return;
    ended = true;
    subscription?.close();
    unregister();
    res.end();
  };
  const fail = (error: unknown) => {
    options.logger.warn({ err: error, event: options.failure }, 'live event stream failed');
    end();
  };
  unregister = options.hub.add({ res, ...options.owner, end });
  req.on('close', end);
  const stream: ServedStream = {
    write(event, data) {
      if (!ended) writeEvent(res, event, data ?? event);
    },
    end,
    fail,
  };
  try {
    subscription = await options.subscribe(stream);
  } catch (error) {
    fail(error);
    return;
  }
  if (ended) subscription.close();
  else res.write(': ready\n\n');
}

const lastEventIdSchema = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** `Last-Event-ID` (EventSource's reconnect), else `?lastEventId=` (a fresh stream resuming), else 0. */
export function lastEventIdOf(req: Request): number {
  const raw = req.get('last-event-id') ?? (typeof req.query.lastEventId === 'string' ? req.query.lastEventId : undefined);
  if (raw === undefined || raw === '') return 0;
  const parsed = lastEventIdSchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, ERROR_CODES.validation, 'Last-Event-ID must be a whole number.');
  return parsed.data;
}
