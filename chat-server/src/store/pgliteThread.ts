/**
 * The worker thread that owns the embedded database (started by pgliteWorkerDatabase.ts). PGlite runs
 * Postgres compiled to WebAssembly synchronously; here it does so beside the server's event loop
 * instead of inside it, as a real Postgres runs in its own process.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Database, Transaction } from './database.ts';
import { dumpPgliteDatabase, openPgliteDatabase } from './pgliteDatabase.ts';
import {
  type PgliteThreadData,
  type ThreadHello,
  type ThreadNotification,
  type ThreadReply,
  type ThreadRequest,
  type ThreadService,
  type ThreadServiceSpec,
  toThreadError,
} from './pgliteThreadProtocol.ts';

type TransactionRequest = Extract<ThreadRequest, { txId?: number }>;

/** The requests of one open transaction, taken in order by the transaction's callback. */
class Inbox {
  readonly #items: TransactionRequest[] = [];
  readonly #waiting: ((request: TransactionRequest) => void)[] = [];

  push(request: TransactionRequest): void {
    const waiter = this.#waiting.shift();
    if (waiter) waiter(request);
    else this.#items.push(request);
  }

  next(): Promise<TransactionRequest> {
    const item = this.#items.shift();
    return item ? Promise.resolve(item) : new Promise((resolve) => this.#waiting.push(resolve));
  }
}

const ROLLBACK = Symbol('rollback');
const port = parentPort;
if (!port) throw new Error('pgliteThread.ts runs as a worker thread');

function reply(message: ThreadReply): void {
  port?.postMessage(message);
}

function answer(id: number, work: Promise<unknown>): void {
  work.then(
    (value) => reply({ id, ok: true, value }),
    (error: unknown) => reply({ id, ok: false, error: toThreadError(error) }),
  );
}

function begin(database: Database, request: { id: number; txId: number }, inboxes: Map<number, Inbox>): void {
  const inbox = new Inbox();
  inboxes.set(request.txId, inbox);
  let endId: number | undefined;
  const run = async (tx: Transaction) => {
    reply({ id: request.id, ok: true, value: undefined });
    for (;;) {
      const next = await inbox.next();
      if (next.op === 'commit' || next.op === 'rollback') {
        endId = next.id;
        if (next.op === 'rollback') throw ROLLBACK;
        return;
      }
      if (next.op === 'query') answer(next.id, tx.query(next.sql, next.params));
      else if (next.op === 'exec') answer(next.id, tx.exec(next.sql));
    }
  };
  database
    .transaction(run)
    .then(
      () => reply({ id: endId ?? request.id, ok: true, value: undefined }),
      (error: unknown) => {
        if (error === ROLLBACK) reply({ id: endId ?? request.id, ok: true, value: undefined });
        else reply({ id: endId ?? request.id, ok: false, error: toThreadError(error) });
      },
    )
    .finally(() => inboxes.delete(request.txId));
}

async function serve(): Promise<void> {
  const data = workerData as PgliteThreadData;
  let database: Database;
  try {
    database = await openPgliteDatabase(data.dataDir, data.loadDataDir ? { loadDataDir: new Blob([data.loadDataDir]) } : {});
  } catch (error) {
    port?.postMessage({ ready: false, error: toThreadError(error) } satisfies ThreadHello);
    return;
  }
  let service: ThreadService | undefined;
  try {
    service = data.service ? await startService(database, data.service) : undefined;
  } catch (error) {
    await database.close().catch(() => {});
    port?.postMessage({ ready: false, error: toThreadError(error) } satisfies ThreadHello);
    return;
  }
  const inboxes = new Map<number, Inbox>();
  const listeners = new Map<number, Promise<() => Promise<void>>>();
  port?.on('message', (request: ThreadRequest) => {
    if ('txId' in request && request.txId !== undefined && request.op !== 'begin') {
      const inbox = inboxes.get(request.txId);
      if (inbox) inbox.push(request);
      else reply({ id: request.id, ok: false, error: { name: 'Error', message: `No open transaction ${request.txId}`, fields: {} } });
      return;
    }
    switch (request.op) {
      case 'query':
        return answer(request.id, database.query(request.sql, request.params));
      case 'begin':
        return begin(database, request, inboxes);
      case 'service':
        if (!service)
          return reply({
            id: request.id,
            ok: false,
            error: { name: 'Error', message: 'This database thread runs no service', fields: {} },
          });
        // A service that throws synchronously still answers its caller with the error.
        return answer(
          request.id,
          Promise.resolve().then(() => service(request.payload)),
        );
      case 'listen': {
        const { listenId } = request;
        if (!database.listen)
          return reply({ id: request.id, ok: false, error: { name: 'Error', message: 'LISTEN is not supported', fields: {} } });
        const stop = database.listen(request.channel, (payload) =>
          port?.postMessage({ notification: listenId, payload } satisfies ThreadNotification),
        );
        listeners.set(listenId, stop);
        return answer(
          request.id,
          stop.then(() => undefined),
        );
      }
      case 'unlisten': {
        const stop = listeners.get(request.listenId);
        listeners.delete(request.listenId);
        return answer(request.id, stop ? stop.then((unlisten) => unlisten()) : Promise.resolve());
      }
      case 'dump':
        return answer(
          request.id,
          dumpPgliteDatabase(database).then((blob) => blob.arrayBuffer()),
        );
      case 'close':
        database.close().then(
          () => {
            reply({ id: request.id, ok: true, value: undefined });
            port?.close();
          },
          (error: unknown) => reply({ id: request.id, ok: false, error: toThreadError(error) }),
        );
        return;
      default:
        reply({ id: request.id, ok: false, error: { name: 'Error', message: `Unknown request ${request.op}`, fields: {} } });
    }
  });
  port?.postMessage({ ready: true } satisfies ThreadHello);
}

async function startService(database: Database, spec: ThreadServiceSpec): Promise<ThreadService> {
  const module = (await import(spec.moduleUrl)) as { createThreadService?: unknown };
  if (typeof module.createThreadService !== 'function') throw new Error(`${spec.moduleUrl} exports no createThreadService function`);
  const service: unknown = await module.createThreadService(database, spec.options);
  if (typeof service !== 'function') throw new Error(`createThreadService of ${spec.moduleUrl} did not return a function`);
  return service as ThreadService;
}

void serve();
