import { type InboxEvent, inboxEventSchema } from '@tod/domain/contracts';
import type { Database } from '../store/database.ts';

/** The channel migration 003's trigger announces every new or changed item on. */
export const INBOX_CHANNEL = 'tod_admin_items';

export type InboxEventListener = (event: InboxEvent) => void;

export interface InboxEventBus {
  /** Starts listening on first use; resolves once the LISTEN is in place. @returns unsubscribe */
  subscribe(listener: InboxEventListener): Promise<() => void>;
  close(): Promise<void>;
}

/**
 * One LISTEN per process, shared by every open inbox. The database delivers the NOTIFYs of every process
 * (Postgres) or of its own instance (PGlite), after the writing transaction commits. A NOTIFY from another
 * schema of the same database (the tests run one schema each) is ignored.
 */
export function createInboxEventBus(database: Database): InboxEventBus {
  const listeners = new Set<InboxEventListener>();
  let started: Promise<() => Promise<void>> | undefined;
  const start = async () => {
    if (!database.listen) throw new Error('This database cannot LISTEN');
    const schema = (await database.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]?.schema;
    return database.listen(INBOX_CHANNEL, (payload) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(payload);
      } catch {
        return;
      }
      if ((parsed as { schema?: unknown }).schema !== schema) return;
      const event = inboxEventSchema.safeParse(parsed);
      if (!event.success) return;
      for (const listener of listeners) listener(event.data);
    });
  };
  return {
    async subscribe(listener) {
      started ??= start().catch((error: unknown) => {
        started = undefined;
        throw error;
      });
      await started;
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      const stop = await started?.catch(() => undefined);
      started = undefined;
      await stop?.().catch(() => {});
    },
  };
}
