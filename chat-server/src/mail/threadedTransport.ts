import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../tsWorker.ts';
import type { MailMessage, MailTransport, TransportSpec } from './transport.ts';
import { fromMailThreadError, type MailThreadReply, type MailThreadRequest } from './transportThreadProtocol.ts';

const THREAD_URL = new URL('./transportThread.ts', import.meta.url);

/**
 * The transport of `spec` in its own worker thread. Building a message with nodemailer costs about a
 * millisecond of CPU (more with the .eml file's writes); in a thread, a burst of lead mails does not
 * hold up the visitors' requests on the event loop. A thread that dies fails the sends in flight (the
 * outbox keeps those mails and retries them) and is started again by the next send.
 * @example const transport = threadedTransport({ kind: 'smtp', smtpUrl, from })
 */
export function threadedTransport(spec: TransportSpec, options: { threadUrl?: URL } = {}): MailTransport {
  const threadUrl = options.threadUrl ?? THREAD_URL;
  const pending = new Map<number, { resolve(): void; reject(error: Error): void }>();
  let nextId = 0;
  let thread: Worker | undefined;
  let closed = false;

  function started(): Worker {
    if (thread) return thread;
    const worker = startTsWorker(threadUrl, { workerData: spec });
    worker.on('message', (reply: MailThreadReply) => {
      const call = pending.get(reply.id);
      if (!call) return;
      pending.delete(reply.id);
      if (reply.ok) call.resolve();
      else call.reject(fromMailThreadError(reply.error));
    });
    const stopped = (reason: string) => {
      if (thread !== worker) return;
      thread = undefined;
      const error = new Error(`The mail thread stopped (${reason})`);
      for (const call of pending.values()) call.reject(error);
      pending.clear();
    };
    worker.on('error', (error) => stopped(error.message));
    worker.on('exit', (code) => stopped(`exit code ${code}`));
    // An idle mail thread does not keep the process alive; sends in flight hold it through their promise.
    worker.unref();
    thread = worker;
    return worker;
  }

  return {
    kind: spec.kind,
    send(message: MailMessage) {
      if (closed) return Promise.reject(new Error('The mail transport is closed'));
      const worker = started();
      nextId += 1;
      const id = nextId;
      return new Promise<void>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, message } satisfies MailThreadRequest);
      });
    },
    close() {
      closed = true;
      void thread?.terminate();
      thread = undefined;
    },
  };
}
