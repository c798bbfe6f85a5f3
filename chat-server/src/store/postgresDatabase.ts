import { createHash } from 'node:crypto';
import pg from 'pg';
import { type Database, type NotificationListener, type QueryResult, runAfterCommit, type Transaction } from './database.ts';
import { PostgresListener } from './postgresListener.ts';
import { type StorageBreakerEvent, storageBreaker } from './storageBreaker.ts';
import { isStorageUnavailable } from './storageUnavailable.ts';

/** How long the server waits for Postgres (DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS). */
export interface PostgresTimeouts {
  /** Waiting for a pooled connection, including opening a new one. */
  connectMs: number;
  /** One statement: Postgres cancels it (statement_timeout) and the client stops waiting for it (query_timeout). */
  statementMs: number;
}

export interface PostgresOptions {
  connectionString: string;
  /** Tables live in this schema (tests use one schema per run); default: the server's search_path. */
  schema?: string;
  maxConnections?: number;
  /** Without them a statement may wait as long as it takes (migrations, command-line tools). */
  timeouts?: PostgresTimeouts | undefined;
  /** The database went away or answers again (the server logs it). */
  onAvailability?: ((event: StorageBreakerEvent) => void) | undefined;
}

/** Shown in pg_stat_activity, so an operator can tell the server's connections apart. */
const APPLICATION_NAME = 'tod-chat-server';
/** A probe of a database that went away waits this long when no timeouts are configured. */
const UNTIMED_PROBE_MS = 5000;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Postgres through a `pg` connection pool (DATABASE_URL). */
export function openPostgresDatabase(options: PostgresOptions): Database {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(`Invalid schema name: ${options.schema}`);
  }
  const connection = connectionConfig(options);
  const pool = new pg.Pool({ ...connection, max: options.maxConnections ?? 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor one just handed out: pg parses a whole network read at once, so "terminating connection" can arrive in
  // the same read as the reply that freed the client, after the pool gave it to the next caller and before that
  // caller's own listener is on. Every pooled client keeps a listener of its own for its whole life; the error
  // still fails its queries, and a client that failed is destroyed on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const breaker = storageBreaker({
    probe: () => ping({ ...connection, ...timeoutsOf(options.timeouts ?? { connectMs: UNTIMED_PROBE_MS, statementMs: UNTIMED_PROBE_MS }) }),
    ...(options.onAvailability ? { onChange: options.onAvailability } : {}),
  });
  const listener = new PostgresListener({
    connectionString: options.connectionString,
    schema: options.schema,
    ...(options.timeouts ? { connectTimeoutMs: options.timeouts.connectMs } : {}),
  });
  return new PostgresDatabase(pool, listener, breaker);
}

function connectionConfig(options: PostgresOptions): pg.PoolConfig {
  return {
    connectionString: options.connectionString,
    application_name: APPLICATION_NAME,
    // A peer that vanished without a word (a cut link) is found by TCP keep-alive, not only by the next statement.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    ...(options.timeouts ? timeoutsOf(options.timeouts) : {}),
  };
}

function timeoutsOf(timeouts: PostgresTimeouts): pg.PoolConfig {
  return { connectionTimeoutMillis: timeouts.connectMs, statement_timeout: timeouts.statementMs, query_timeout: timeouts.statementMs };
}

/** SELECT 1 on a connection of its own: a full pool must not look like a database that is away. */
async function ping(config: pg.ClientConfig): Promise<void> {
  const client = new pg.Client(config);
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => {});
  }
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
    private readonly breaker: ReturnType<typeof storageBreaker>,
  ) {}

  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>> {
    return this.listener.listen(channel, listener);
  }

  /**
   * A statement with parameters runs as a named prepared statement, so each pooled connection plans it
   * once (pg prepares it on a connection's first use); the name is derived from the text.
   */
  query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
    // pool.query listens for the client's 'error' while it holds it, and destroys a client that failed.
    return this.breaker.run(async () => {
      const result =
        params.length > 0
          ? await this.pool.query({ name: statementName(sql), text: sql, values: [...params] })
          : await this.pool.query(sql);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    });
  }

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.breaker.run(() => this.#transaction(fn));
  }

  /**
   * The connection lost between or during statements (a restart, pg_terminate_backend, a cut link) must fail
   * this transaction, never the server: every pooled client has a no-op 'error' listener from birth, and this
   * one records the loss so the next statement throws it. A client that failed is destroyed, not returned to
   * the pool; the pool opens fresh ones when the database is back.
   */
  async #transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let lost: Error | undefined;
    const onError = (error: Error) => {
      lost ??= error;
    };
    client.on('error', onError);
    const callbacks: (() => void)[] = [];
    let result: T;
    try {
      await client.query('BEGIN');
      result = await fn({
        async query<Row>(sql: string, params: readonly unknown[] = []) {
          if (lost) throw lost;
          const inner = await client.query(sql, [...params]);
          return { rows: inner.rows as Row[], rowCount: inner.rowCount ?? inner.rows.length };
        },
        async exec(sql: string) {
          if (lost) throw lost;
          await client.query(sql);
        },
        afterCommit(callback) {
          callbacks.push(callback);
        },
      });
      await client.query('COMMIT');
    } catch (error) {
      // A dead or timed-out connection cannot roll back (the statement would wait in line behind the one that
      // never answered); destroying it makes Postgres roll back. A ROLLBACK that fails leaves it unusable too.
      let broken: unknown = lost ?? (isStorageUnavailable(error) ? error : undefined);
      if (!broken) await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError));
      client.release(broken ? toError(broken) : undefined);
      client.removeListener('error', onError);
      // The caller may have turned the lost connection's error into its own: the outage is what happened.
      throw lost && !isStorageUnavailable(error) ? lost : error;
    }
    client.release();
    client.removeListener('error', onError);
    runAfterCommit(callbacks);
    return result;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.breaker.close();
    await this.listener.close();
    await this.pool.end();
  }
}

function toError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}
