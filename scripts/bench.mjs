// `npm run bench`: runs every scripts/bench/*.mjs module (except lib.mjs) in name order; each prints its figures.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const directory = fileURLToPath(new URL('./bench/', import.meta.url));
const only = process.argv.slice(2);
const modules = (await readdir(directory))
  .filter((name) => name.endsWith('.mjs') && name !== 'lib.mjs' && !name.startsWith('_'))
  .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)))
  .sort();

// The benchmarks measure the server as `npm start` runs it (through tsx, initdb on a new DATA_DIR), not the
// bundle the tests start (e2e/support/serverBuild.mjs), so their figures stay comparable with the past ones.
process.env.TOD_TEST_SERVER ??= 'tsx';

let failed = false;
for (const name of modules) {
  process.stdout.write(`\n=== ${name} ===\n`);
  try {
    const module = await import(pathToFileURL(join(directory, name)).href);
    if (typeof module.default === 'function') await module.default();
  } catch (error) {
    failed = true;
    process.stderr.write(`${name} failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  }
}
process.exit(failed ? 1 : 0);
