/** The storage seam: the same SQL runs on PGlite (embedded) and on Postgres. */

export interface QueryResult<Row> {
  rows: Row[];
  /** Rows inserted, updated or deleted (0 for SELECT on some drivers; use rows.length there). */
  rowCount: number;
}

export interface Queryable {
  /** One statement with $1… placeholders. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
}

export interface Transaction extends Queryable {
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs after a successful COMMIT (e.g. wake the mail worker); never after a rollback. */
  afterCommit(callback: () => void): void;
}

export type Dialect = 'pglite' | 'postgres';

/** Called with each NOTIFY payload of a channel, after its transaction commits. */
export type NotificationListener = (payload: string) => void;

export interface Database extends Queryable {
  readonly dialect: Dialect;
  /**
   * LISTEN on a channel (the office inbox's live events). Postgres delivers NOTIFYs of every process
   * connected to the database; PGlite those of its own instance. Resolves to the function that stops.
   */
  listen?(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  /** Runs fn in one transaction: COMMIT when it resolves, ROLLBACK when it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Runs the after-commit callbacks; one failing callback does not stop the others. */
export function runAfterCommit(callbacks: readonly (() => void)[]): void {
  for (const callback of callbacks) {
    try {
      callback();
    } catch {
      // A notification hook must never turn a committed transaction into an error.
    }
  }
}
