// Playwright's webServer: the real server on E2E_PORT (default 4173) with a fresh temporary DATA_DIR,
// serving the built site and widget. Stops cleanly (and removes the data) on SIGINT/SIGTERM.
import { spawnServer } from './serverProcess.mjs';

const port = Number(process.env.E2E_PORT || 4173);
const server = await spawnServer({ port, stdio: 'inherit' });
process.stdout.write(`T.O.D. test server ready on ${server.url} (data in ${server.dataDir})\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    process.exit(0);
  });
}
server.child.once('exit', (code) => {
  if (!stopping) process.exit(code ?? 1);
});
