// Entry of the embedded database's worker thread. A worker thread does not inherit the TypeScript
// loader (tsx) of the server's thread, so it registers it, then loads the thread's TypeScript module.
import { register } from 'tsx/esm/api';

register();
await import('./pgliteThread.ts');
