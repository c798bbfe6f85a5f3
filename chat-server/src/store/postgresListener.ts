import pg from 'pg';
import type { NotificationListener } from './database.ts';

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const MAX_RECONNECT_DELAY_MS = 5000;

/**
 * One connection per process that LISTENs for every channel asked (a pooled connection cannot hold a
 * LISTEN). It reconnects with back-off when the connection drops and LISTENs again; NOTIFYs sent
 * while it was down are lost, which the inbox covers by refetching when its event stream reconnects.
 */
export interface PostgresListenerOptions {
  connectionString: string;
  schema?: string | undefined;
  /** Opening the connection gives up after this long (the server's DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
}

export class PostgresListener {
  readonly #options: PostgresListenerOptions;
  readonly #listeners = new Map<string, Set<NotificationListener>>();
  #client: Promise<pg.Client> | undefined;
  #closed = false;
  #failures = 0;

  constructor(options: PostgresListenerOptions) {
    this.#options = options;
  }

  async listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>> {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
    if (this.#closed) throw new Error('The database is closed');
    let set = this.#listeners.get(channel);
    if (!set) {
      set = new Set();
      this.#listeners.set(channel, set);
      try {
        const client = await this.#connected();
        await client.query(`LISTEN ${channel}`);
      } catch (error) {
        // The database is away: the next listen() on this channel tries again rather than trusting a LISTEN never sent.
        if (this.#listeners.get(channel)?.size === 0) this.#listeners.delete(channel);
        throw error;
      }
    }
    set.add(listener);
    return async () => {
      const current = this.#listeners.get(channel);
      if (!current?.delete(listener) || current.size > 0) return;
      this.#listeners.delete(channel);
      if (this.#closed || !this.#client) return;
      const client = await this.#client.catch(() => undefined);
      await client?.query(`UNLISTEN ${channel}`).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#listeners.clear();
    const client = await this.#client?.catch(() => undefined);
    this.#client = undefined;
    await client?.end().catch(() => {});
  }

  #connected(): Promise<pg.Client> {
    this.#client ??= this.#connect();
    return this.#client;
  }

  async #connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.#options.connectionString,
      application_name: 'tod-chat-server',
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(this.#options.connectTimeoutMs ? { connectionTimeoutMillis: this.#options.connectTimeoutMs } : {}),
      ...(this.#options.schema ? { options: `-c search_path=${this.#options.schema}` } : {}),
    });
    client.on('notification', (message) => {
      for (const listener of this.#listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    client.on('error', () => this.#reconnectLater(client));
    client.on('end', () => this.#reconnectLater(client));
    try {
      await client.connect();
    } catch (error) {
      this.#client = undefined;
      throw error;
    }
    this.#failures = 0;
    return client;
  }

  #reconnectLater(client: pg.Client): void {
    if (this.#closed) return;
    void this.#client?.then((current) => {
      if (current !== client) return;
      this.#client = undefined;
      this.#scheduleRelisten();
    });
  }

  #scheduleRelisten(): void {
    this.#failures += 1;
    const delay = Math.min(100 * 2 ** this.#failures, MAX_RECONNECT_DELAY_MS);
    setTimeout(() => void this.#relisten(), delay).unref();
  }

  async #relisten(): Promise<void> {
    if (this.#closed || this.#listeners.size === 0) return;
    try {
      const client = await this.#connected();
      for (const channel of this.#listeners.keys()) await client.query(`LISTEN ${channel}`);
    } catch {
      const client = await this.#client?.catch(() => undefined);
      this.#client = undefined;
      await client?.end().catch(() => {});
      this.#scheduleRelisten();
    }
  }
}
