/** The messages between the server's thread and the thread that runs PGlite (pgliteThread.ts). */

export interface PgliteThreadData {
  /** Data directory; undefined keeps the database in memory. */
  dataDir: string | undefined;
  /** A dumped data directory to start from (tests start from a migrated template). */
  loadDataDir: ArrayBuffer | undefined;
  /** A module to run beside the data in this thread (see ThreadService); none when undefined. */
  service: ThreadServiceSpec | undefined;
}

/**
 * Work that runs in the database's own thread, next to the data: the module at `moduleUrl` exports
 * `createThreadService(database, options)`, which resolves to the function that answers each call.
 * `options` and every payload and answer cross the thread boundary, so they are structured-clonable.
 */
export interface ThreadServiceSpec {
  moduleUrl: string;
  options: unknown;
}

/** What a service module's `createThreadService` resolves to: one call in, one answer out. */
export type ThreadService = (payload: unknown) => Promise<unknown>;

export type ThreadRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; txId?: number }
  | { id: number; op: 'exec'; sql: string; txId: number }
  | { id: number; op: 'begin' | 'commit' | 'rollback'; txId: number }
  | { id: number; op: 'service'; payload: unknown }
  | { id: number; op: 'dump' | 'close' }
  | { id: number; op: 'listen'; channel: string; listenId: number }
  | { id: number; op: 'unlisten'; listenId: number };

/** A NOTIFY the thread forwards to a listener registered with the 'listen' request. */
export interface ThreadNotification {
  notification: number;
  payload: string;
}

/** An error as it crosses the thread boundary: Postgres' fields (code, detail…) are kept. */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, string | number | undefined>;
}

export type ThreadReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ThreadError };

/** The first message of the thread: ready, or why it could not open the database. */
export type ThreadHello = { ready: true } | { ready: false; error: ThreadError };

const POSTGRES_ERROR_FIELDS = ['code', 'detail', 'hint', 'severity', 'constraint', 'table', 'column', 'schema', 'position'] as const;

export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const source = error as Error & Record<string, unknown>;
  const fields: ThreadError['fields'] = {};
  for (const field of POSTGRES_ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') fields[field] = value;
  }
  return { name: error.name, message: error.message, fields };
}

export function fromThreadError(error: ThreadError): Error {
  return Object.assign(new Error(error.message), { name: error.name }, error.fields);
}
