import type { Response } from 'express';
import type { Logger } from 'pino';
import { resolveSession } from '../admin/sessions.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../store/database.ts';
import type { LiveService } from './liveService.ts';

/** An open event stream, as the hub keeps it. */
export interface OpenStream {
  res: Response;
  /** A visitor's stream: the chat whose visitor is seen while it is open. */
  visitorSessionId?: string;
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
  /** One heartbeat now (tests). */
  beat(): Promise<void>;
  start(): void;
  /** Ends every stream (server shutdown). */
  close(): void;
}

export function createStreamHub(deps: { live: LiveService; database: Database; clock: Clock; logger: Logger }): StreamHub {
  const streams = new Set<OpenStream>();
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
      return () => streams.delete(stream);
    },
    get size() {
      return streams.size;
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
