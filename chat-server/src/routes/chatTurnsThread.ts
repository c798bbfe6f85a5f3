import type { ChatRequest } from '@tod/domain';
import { createLocalEngine } from '../assistant/localEngine.ts';
import { systemClock } from '../clock.ts';
import { createMailOutbox } from '../mail/outbox.ts';
import { createConversationStore } from '../store/conversations.ts';
import type { Database } from '../store/database.ts';
import type { ThreadServiceSpec } from '../store/pgliteThreadProtocol.ts';
import type { ThreadServiceHost } from '../store/pgliteWorkerDatabase.ts';
import { type ChatTurnResult, type ChatTurns, inProcessChatTurns } from './chatTurns.ts';

/*
 * The local engine's chat turns in the embedded database's thread. A turn reads the stored lead,
 * answers and writes; in the server's thread that is two trips to the database thread plus the
 * engine's work on the event loop that every request shares. Here the turn is one trip, and the
 * engine and the statements run beside the data, on the other core. The route, its validation,
 * rate limits and logging stay in the server's thread; Postgres and the OpenAI engine keep the
 * in-process path, as their work is network I/O.
 */

export interface ChatTurnsThreadOptions {
  /** MAIL_TO: where a completed lead's office mail goes. */
  officeAddress: string;
  /** BOOKING_BASE_URL, when configured. */
  bookingBaseUrl?: string | undefined;
}

interface TurnCall {
  body: ChatRequest;
}

/** The spec that makes openPgliteWorkerDatabase start this module in its thread. */
export function chatTurnsThreadService(options: ChatTurnsThreadOptions): ThreadServiceSpec {
  return { moduleUrl: import.meta.url, options };
}

/** Called in the database thread (pgliteThread.ts) with the thread's own database. */
export async function createThreadService(database: Database, options: ChatTurnsThreadOptions) {
  const clock = systemClock;
  const turns = inProcessChatTurns({
    engine: createLocalEngine(options.bookingBaseUrl ? { bookingBaseUrl: options.bookingBaseUrl } : {}),
    // The server's outbox worker is woken by the caller (threadChatTurns) when a lead mail was queued.
    store: createConversationStore({ database, clock, mail: createMailOutbox({ officeAddress: options.officeAddress, clock }) }),
    clock,
  });
  return (payload: unknown): Promise<ChatTurnResult> => turns.run((payload as TurnCall).body);
}

/**
 * The server-side handle: each turn is one call to the database thread. `onLeadSubmitted` runs when a
 * turn queued a lead's office mail (the server wakes its outbox worker with it).
 */
export function threadChatTurns(host: ThreadServiceHost, hooks: { onLeadSubmitted?: () => void } = {}): ChatTurns {
  return {
    async run(body, options = {}) {
      // The local engine answers at once, so a visitor who has already left is the only case to skip.
      options.signal?.throwIfAborted();
      const result = (await host.callService({ body } satisfies TurnCall)) as ChatTurnResult;
      if (result.leadSubmitted || result.leadUpdated) hooks.onLeadSubmitted?.();
      return result;
    },
  };
}
