// Entry of every worker thread the server starts (see tsWorker.ts). A worker thread does not inherit
// the TypeScript loader (tsx) of the server's thread, so it registers it, then loads the thread's
// own TypeScript module, passed as the first argument.
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);
