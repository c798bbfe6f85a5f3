import { type LiveInboxEvent, type LiveThreadEvent, liveInboxEventSchema, liveThreadEventSchema, type ServiceRegionKey } from '@tod/domain';
import type { Database } from '../store/database.ts';
import { LIVE_CHANNEL, LIVE_INBOX_CHANNEL, type LiveNotice, loadEvents, type StoredThreadEvent } from './liveStore.ts';

/** Events a catch-up read returns at most per round trip (it reads again until it is level). */
const CATCH_UP_PAGE = 200;

/** One open stream of a chat's events: the visitor's, or a dispatcher's detail page. */
export interface ThreadSubscription {
  readonly sessionId: string;
  /** The seq of the last stored event delivered (the stream's Last-Event-ID). */
  readonly cursor: number;
  close(): void;
}

export interface ThreadListener {
  /** Each stored event once, in seq order, after `after`; typing events whenever they come. */
  onEvent(event: LiveThreadEvent): void;
  /** A catch-up read failed (the database is down): the stream should end, and the client will resume. */
  onError?(error: unknown): void;
}

export type InboxListener = (region: ServiceRegionKey, event: LiveInboxEvent) => void;

/**
 * The live hand-off's fan-out in one process (docs/decisions/0200, 0201): one LISTEN on each channel, shared by
 * every open stream. A NOTIFY is a wake-up, not the record: a stream delivers the event it carries only when it
 * is the next seq it expects, and otherwise reads the chat's events after its cursor from the database. So an
 * event is never delivered twice or out of order, and one whose NOTIFY was lost (a listener reconnecting) is
 * read at the next notice or at `reconcile`, which the stream registry runs on every heartbeat.
 */
export interface LiveBus {
  /** Follows a chat from after `after` (the stored events so far are read first). */
  subscribeThread(sessionId: string, after: number, listener: ThreadListener): Promise<ThreadSubscription>;
  /** Inbox-wide events (ring, state, presence), with the region each concerns. @returns unsubscribe */
  subscribeInbox(listener: InboxListener): Promise<() => void>;
  /** The chats followed here, with the lowest cursor of each. */
  followed(): Map<string, number>;
  /** Catches up every stream of the chats whose last stored seq is past its cursor (a lost NOTIFY). */
  reconcile(lastSeqs: ReadonlyMap<string, number>): void;
  close(): Promise<void>;
}

interface Subscriber {
  sessionId: string;
  cursor: number;
  listener: ThreadListener;
  /** Deliveries of one stream run one after another. */
  chain: Promise<void>;
  closed: boolean;
}

export function createLiveBus(database: Database): LiveBus {
  const threads = new Map<string, Set<Subscriber>>();
  const inboxListeners = new Set<InboxListener>();
  let schema: Promise<string> | undefined;
  let stops: Promise<Array<() => Promise<void>>> | undefined;

  const schemaOf = () => {
    schema ??= database.query<{ schema: string }>('SELECT current_schema() AS schema').then((result) => result.rows[0]?.schema ?? 'public');
    return schema;
  };

  const start = async () => {
    if (!database.listen) throw new Error('This database cannot LISTEN');
    const own = await schemaOf();
    const parse = (payload: string): Record<string, unknown> | undefined => {
      try {
        const parsed = JSON.parse(payload) as Record<string, unknown>;
        return parsed.schema === own ? parsed : undefined;
      } catch {
        return undefined;
      }
    };
    return Promise.all([
      database.listen(LIVE_CHANNEL, (payload) => {
        const notice = parse(payload) as LiveNotice | undefined;
        if (notice && typeof notice.sessionId === 'string') onThreadNotice(notice);
      }),
      database.listen(LIVE_INBOX_CHANNEL, (payload) => {
        const notice = parse(payload);
        const event = liveInboxEventSchema.safeParse(notice?.event);
        if (!event.success) return;
        for (const listener of inboxListeners) listener(notice?.region as ServiceRegionKey, event.data);
      }),
    ]);
  };

  const started = () => {
    stops ??= start().catch((error: unknown) => {
      stops = undefined;
      throw error;
    });
    return stops;
  };

  function onThreadNotice(notice: LiveNotice): void {
    const subscribers = threads.get(notice.sessionId);
    if (!subscribers) return;
    const parsed = notice.event ? liveThreadEventSchema.safeParse(notice.event) : undefined;
    const event = parsed?.success ? parsed.data : undefined;
    if (notice.seq === undefined) {
      // A typing event: not stored, delivered as it comes.
      if (event) for (const subscriber of subscribers) if (!subscriber.closed) subscriber.listener.onEvent(event);
      return;
    }
    const seq = notice.seq;
    for (const subscriber of subscribers) {
      enqueue(subscriber, async () => {
        if (seq <= subscriber.cursor) return;
        if (seq === subscriber.cursor + 1 && event && 'seq' in event) deliver(subscriber, event as StoredThreadEvent);
        else await catchUp(subscriber);
      });
    }
  }

  function enqueue(subscriber: Subscriber, step: () => Promise<void> | void): void {
    subscriber.chain = subscriber.chain
      .then(() => (subscriber.closed ? undefined : step()))
      .catch((error: unknown) => {
        if (!subscriber.closed) subscriber.listener.onError?.(error);
      });
  }

  function deliver(subscriber: Subscriber, event: StoredThreadEvent): void {
    if (subscriber.closed || event.seq <= subscriber.cursor) return;
    subscriber.cursor = event.seq;
    subscriber.listener.onEvent(event);
  }

  async function catchUp(subscriber: Subscriber): Promise<void> {
    for (;;) {
      if (subscriber.closed) return;
      const events = await loadEvents(database, subscriber.sessionId, subscriber.cursor, CATCH_UP_PAGE);
      for (const event of events) deliver(subscriber, event);
      if (events.length < CATCH_UP_PAGE) return;
    }
  }

  return {
    async subscribeThread(sessionId, after, listener) {
      await started();
      const subscriber: Subscriber = { sessionId, cursor: after, listener, chain: Promise.resolve(), closed: false };
      let set = threads.get(sessionId);
      if (!set) {
        set = new Set();
        threads.set(sessionId, set);
      }
      set.add(subscriber);
      // Listening first, then reading: an event committed meanwhile is either read or announced (or both,
      // and then delivered once, as the cursor has passed it).
      enqueue(subscriber, () => catchUp(subscriber));
      await subscriber.chain;
      return {
        sessionId,
        get cursor() {
          return subscriber.cursor;
        },
        close() {
          subscriber.closed = true;
          const current = threads.get(sessionId);
          current?.delete(subscriber);
          if (current?.size === 0) threads.delete(sessionId);
        },
      };
    },

    async subscribeInbox(listener) {
      await started();
      inboxListeners.add(listener);
      return () => inboxListeners.delete(listener);
    },

    followed() {
      const cursors = new Map<string, number>();
      for (const [sessionId, subscribers] of threads) {
        for (const subscriber of subscribers) {
          const known = cursors.get(sessionId);
          cursors.set(sessionId, known === undefined ? subscriber.cursor : Math.min(known, subscriber.cursor));
        }
      }
      return cursors;
    },

    reconcile(lastSeqs) {
      for (const [sessionId, lastSeq] of lastSeqs) {
        for (const subscriber of threads.get(sessionId) ?? []) {
          if (lastSeq > subscriber.cursor) enqueue(subscriber, () => catchUp(subscriber));
        }
      }
    },

    async close() {
      for (const subscribers of threads.values()) for (const subscriber of subscribers) subscriber.closed = true;
      threads.clear();
      inboxListeners.clear();
      const stopping = await stops?.catch(() => undefined);
      stops = undefined;
      await Promise.all((stopping ?? []).map((stop) => stop().catch(() => {})));
    },
  };
}
