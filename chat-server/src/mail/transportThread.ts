/**
 * The mail thread (started by threadedTransport.ts): builds each message with nodemailer and delivers
 * it (SMTP, or an .eml file), so that work never runs on the server's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createTransport, type TransportSpec } from './transport.ts';
import { type MailThreadReply, type MailThreadRequest, toMailThreadError } from './transportThreadProtocol.ts';

const port = parentPort;
if (!port) throw new Error('transportThread.ts runs as a worker thread');
const transport = createTransport(workerData as TransportSpec);

port.on('message', (request: MailThreadRequest) => {
  transport.send(request.message).then(
    () => port.postMessage({ id: request.id, ok: true } satisfies MailThreadReply),
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: toMailThreadError(error) } satisfies MailThreadReply),
  );
});
