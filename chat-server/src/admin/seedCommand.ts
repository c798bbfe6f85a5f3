/** `npm run seed -- --items 100000`: fills the configured database with fake visitors for development and benchmarks. */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../store/openDatabase.ts';
import { seedInbox } from './seed.ts';
import { embeddedDatabaseInUse } from './staffCli.ts';

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 78;
    }
    throw error;
  }
  const { values } = parseArgs({ options: { items: { type: 'string', default: '1000' } }, strict: true });
  const items = Number(values.items);
  if (!Number.isInteger(items) || items < 1 || items > 10_000_000) {
    process.stderr.write('Usage: npm run seed -- --items N (1 to 10,000,000)\n');
    return 64;
  }
  if (!config.databaseUrl) {
    const inUse = embeddedDatabaseInUse(config.dataDir);
    if (inUse) {
      process.stderr.write(`${inUse}\n`);
      return 75;
    }
  }
  const { database } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const started = Date.now();
    await seedInbox(database, {
      items,
      now: new Date(),
      onProgress: (done) => process.stdout.write(`\rseeded ${done.toLocaleString('en-US')} of ${items.toLocaleString('en-US')} items`),
    });
    process.stdout.write(`\ndone in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.dialect})\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`seed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
