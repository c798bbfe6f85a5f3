import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { type Database, type NotificationListener, type QueryResult, runAfterCommit, type Transaction } from './database.ts';
import { PreparedStatements } from './preparedStatements.ts';

/**
 * Embedded Postgres (PGlite). `dataDir` undefined keeps everything in memory (tests).
 * One process owns a data directory; PGlite serialises queries and transactions itself.
 */
export async function openPgliteDatabase(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pglite = dataDir
    ? await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {})
    : await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  return new PgliteDatabase(pglite);
}

/** A tarball of the whole database, to start other instances from (tests use a migrated template). */
export async function dumpPgliteDatabase(database: Database): Promise<Blob> {
  const dumpable = database as Database & { dump?: () => Promise<Blob> };
  if (database.dialect !== 'pglite' || typeof dumpable.dump !== 'function') throw new Error('Only a PGlite database can be dumped');
  return dumpable.dump();
}

class PgliteDatabase implements Database {
  readonly dialect = 'pglite' as const;
  #closed = false;
  readonly #statements: PreparedStatements;

  constructor(private readonly pglite: PGlite) {
    this.#statements = new PreparedStatements(pglite);
  }

  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
    const result = await this.#statements.query<Row>(sql, params);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const callbacks: (() => void)[] = [];
    const statements = this.#statements;
    const result = await this.pglite
      .transaction(async (pgTx) =>
        fn({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            const inner = await statements.queryIn<Row>(pgTx, sql, params);
            return { rows: inner.rows, rowCount: inner.affectedRows ?? inner.rows.length };
          },
          async exec(sql: string) {
            await pgTx.exec(sql);
          },
          afterCommit(callback) {
            callbacks.push(callback);
          },
        }),
      )
      .finally(() => void statements.prepareWanted());
    runAfterCommit(callbacks);
    return result;
  }

  async listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>> {
    const stop = await this.pglite.listen(channel, listener);
    return async () => {
      if (!this.#closed) await stop();
    };
  }

  async dump(): Promise<Blob> {
    return this.pglite.dumpDataDir('none');
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.pglite.close();
  }
}
