import { mkdir } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { type Database, type NotificationListener, type QueryResult, runAfterCommit, type Transaction } from './database.ts';
import {
  fromThreadError,
  type PgliteThreadData,
  type ThreadHello,
  type ThreadNotification,
  type ThreadReply,
  type ThreadRequest,
  type ThreadServiceSpec,
} from './pgliteThreadProtocol.ts';

/** A database whose thread runs a service beside the data (see ThreadServiceSpec). */
export interface ThreadServiceHost {
  /** One call to the thread's service; rejects with the service's error, or when the thread runs none. */
  callService(payload: unknown): Promise<unknown>;
}

/** A JavaScript entry that loads pgliteThread.ts (worker threads start without the tsx loader). */
const THREAD_URL = new URL('./pgliteThread.mjs', import.meta.url);

/** Distributes Omit over a union, so each request keeps its own fields. */
type RequestWithoutId = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

/**
 * PGlite in its own worker thread: the embedded default without its WebAssembly work on the server's
 * event loop (a chat turn's statements no longer hold up every other request). The same Database as
 * the in-thread one: statements queue in the thread, a transaction holds the database for itself,
 * and after-commit callbacks run here once the thread has committed.
 * @example const database = await openPgliteWorkerDatabase('data/pg')
 */
export async function openPgliteWorkerDatabase(
  dataDir?: string,
  options: {
    loadDataDir?: Blob;
    service?: ThreadServiceSpec;
    /** Runs once the thread has closed the database (e.g. release the data directory's lock). */
    onClosed?: () => Promise<void>;
  } = {},
): Promise<Database & ThreadServiceHost & { dump(): Promise<Blob> }> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const workerData: PgliteThreadData = {
    dataDir,
    loadDataDir: options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined,
    service: options.service,
  };
  const worker = new Worker(THREAD_URL, { workerData });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (hello: ThreadHello) => {
      worker.off('error', reject);
      if (hello.ready) resolve();
      else reject(fromThreadError(hello.error));
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  return new PgliteWorkerDatabase(worker, options.onClosed);
}

const CLOSED = 'The database is closed';

class PgliteWorkerDatabase implements Database, ThreadServiceHost {
  readonly dialect = 'pglite' as const;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #nextId = 0;
  #nextTransaction = 0;
  #nextListener = 0;
  readonly #listeners = new Map<number, NotificationListener>();
  /** Set once the thread is gone: every call after that fails at once with this error. */
  #stopped: Error | undefined;
  #closing: Promise<void> | undefined;
  #closeRequested = false;

  readonly #onClosed: (() => Promise<void>) | undefined;

  constructor(worker: Worker, onClosed?: () => Promise<void>) {
    this.#worker = worker;
    this.#onClosed = onClosed;
    worker.on('message', (message: ThreadReply | ThreadNotification) => {
      if ('notification' in message) {
        this.#listeners.get(message.notification)?.(message.payload);
        return;
      }
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.ok) pending.resolve(message.value);
      else pending.reject(fromThreadError(message.error));
    });
    worker.on('error', (error) => this.#stop(new Error(`The embedded database thread failed: ${error.message}`)));
    worker.on('exit', (code) =>
      this.#stop(new Error(this.#closeRequested ? CLOSED : `The embedded database thread stopped (exit code ${code})`)),
    );
  }

  query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
    return this.#call({ op: 'query', sql, params: [...params] }) as Promise<QueryResult<Row>>;
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    this.#nextTransaction += 1;
    const txId = this.#nextTransaction;
    await this.#call({ op: 'begin', txId });
    const callbacks: (() => void)[] = [];
    let result: T;
    try {
      result = await fn({
        query: <Row>(sql: string, params: readonly unknown[] = []) =>
          this.#call({ op: 'query', sql, params: [...params], txId }) as Promise<QueryResult<Row>>,
        exec: async (sql: string) => {
          await this.#call({ op: 'exec', sql, txId });
        },
        afterCommit(callback) {
          callbacks.push(callback);
        },
      });
    } catch (error) {
      await this.#call({ op: 'rollback', txId }).catch(() => {});
      throw error;
    }
    await this.#call({ op: 'commit', txId });
    runAfterCommit(callbacks);
    return result;
  }

  async listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>> {
    this.#nextListener += 1;
    const listenId = this.#nextListener;
    this.#listeners.set(listenId, listener);
    try {
      await this.#call({ op: 'listen', channel, listenId });
    } catch (error) {
      this.#listeners.delete(listenId);
      throw error;
    }
    return async () => {
      if (!this.#listeners.delete(listenId) || this.#stopped) return;
      await this.#call({ op: 'unlisten', listenId });
    };
  }

  callService(payload: unknown): Promise<unknown> {
    return this.#call({ op: 'service', payload });
  }

  async dump(): Promise<Blob> {
    return new Blob([(await this.#call({ op: 'dump' })) as ArrayBuffer]);
  }

  close(): Promise<void> {
    this.#closeRequested = true;
    this.#closing ??= (async () => {
      if (!this.#stopped) await this.#call({ op: 'close' }).catch(() => {});
      await this.#worker.terminate();
      this.#stop(new Error(CLOSED));
      await this.#onClosed?.();
    })();
    return this.#closing;
  }

  #call(request: RequestWithoutId): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    this.#nextId += 1;
    const id = this.#nextId;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  #stop(error: Error): void {
    this.#stopped ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#stopped);
    this.#pending.clear();
  }
}
