// For tests only: a mail thread that dies on its first message (threadedTransport's crash path).
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', () => process.exit(3));
