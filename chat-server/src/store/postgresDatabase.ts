import { createHash } from 'node:crypto';
import pg from 'pg';
import { type Database, type NotificationListener, type QueryResult, runAfterCommit, type Transaction } from './database.ts';
import { PostgresListener } from './postgresListener.ts';

export interface PostgresOptions {
  connectionString: string;
  /** Tables live in this schema (tests use one schema per run); default: the server's search_path. */
  schema?: string;
  maxConnections?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Postgres through a `pg` connection pool (DATABASE_URL). */
export function openPostgresDatabase(options: PostgresOptions): Database {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(`Invalid schema name: ${options.schema}`);
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return new PostgresDatabase(pool, new PostgresListener({ connectionString: options.connectionString, schema: options.schema }));
}

const statementNames = new Map<string, string>();

function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `tod_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`;
    // The app has a fixed set of statement texts; the bound only guards against a caller that builds them.
    if (statementNames.size < 1000) statementNames.set(sql, name);
  }
  return name;
}

class PostgresDatabase implements Database {
  readonly dialect = 'postgres' as const;
  #closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly listener: PostgresListener,
  ) {}

  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>> {
    return this.listener.listen(channel, listener);
  }

  /**
   * A statement with parameters runs as a named prepared statement, so each pooled connection plans it
   * once (pg prepares it on a connection's first use); the name is derived from the text.
   */
  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
    const result =
      params.length > 0 ? await this.pool.query({ name: statementName(sql), text: sql, values: [...params] }) : await this.pool.query(sql);
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const callbacks: (() => void)[] = [];
    let result: T;
    try {
      await client.query('BEGIN');
      result = await fn({
        async query<Row>(sql: string, params: readonly unknown[] = []) {
          const inner = await client.query(sql, [...params]);
          return { rows: inner.rows as Row[], rowCount: inner.rowCount ?? inner.rows.length };
        },
        async exec(sql: string) {
          await client.query(sql);
        },
        afterCommit(callback) {
          callbacks.push(callback);
        },
      });
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      client.release();
      throw error;
    }
    client.release();
    runAfterCommit(callbacks);
    return result;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.listener.close();
    await this.pool.end();
  }
}
