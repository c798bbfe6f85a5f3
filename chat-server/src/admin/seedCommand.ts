/** `npm run seed -- --items 100000`: fills the configured database with fake visitors for development and benchmarks. */
import { parseArgs } from 'node:util';
import { EXIT, runDatabaseCommand } from './databaseCommand.ts';
import { seedInbox } from './seed.ts';

const { values } = parseArgs({ options: { items: { type: 'string', default: '1000' } }, strict: true });
const items = Number(values.items);
if (!Number.isInteger(items) || items < 1 || items > 10_000_000) {
  process.stderr.write('Usage: npm run seed -- --items N (1 to 10,000,000)\n');
  process.exit(EXIT.usage);
}

runDatabaseCommand('seed', async (database) => {
  const started = Date.now();
  await seedInbox(database, {
    items,
    now: new Date(),
    onProgress: (done) => process.stdout.write(`\rseeded ${done.toLocaleString('en-US')} of ${items.toLocaleString('en-US')} items`),
  });
  process.stdout.write(`\ndone in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.dialect})\n`);
  return 0;
});
