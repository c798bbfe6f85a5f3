import { Worker, type WorkerOptions } from 'node:worker_threads';

const ENTRY_URL = new URL('./tsWorkerEntry.mjs', import.meta.url);

/**
 * A worker thread that runs the TypeScript module at `moduleUrl` (threads start without the tsx loader
 * of the server's thread; the entry registers it first).
 * @example const worker = startTsWorker(new URL('./pgliteThread.ts', import.meta.url), { workerData })
 */
export function startTsWorker(moduleUrl: URL, options: Omit<WorkerOptions, 'argv'> = {}): Worker {
  return new Worker(ENTRY_URL, { ...options, argv: [moduleUrl.href] });
}
