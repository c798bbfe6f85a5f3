import { ConfigError, loadConfig } from './config.ts';
import { geoMetaTransform } from './http/geoMeta.ts';
import { createLogger } from './http/logger.ts';
import { startServer } from './server.ts';
import { DataDirLockedError } from './store/dataDirLock.ts';

/** Entry point: read the environment, start, stop cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const running = await startServer({ config, logger, extraDeps: { htmlTransform: geoMetaTransform(config.trustProxy) } });
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // The same signal may come twice (a process manager and `npm start`'s wrapper both pass it on).
    if (stopping) return;
    stopping = true;
    logger.info({ event: 'shutdown', signal }, 'shutting down');
    const forced = setTimeout(() => {
      logger.error({ event: 'shutdown_timeout' }, 'forced exit after 10 s');
      process.exit(1);
    }, 10_000);
    forced.unref();
    running.close().then(
      () => {
        logger.info({ event: 'stopped' }, 'stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`Server refused to start: ${error.message}\n`);
    process.exit(73); // EX_CANTCREAT: the data directory cannot be taken
  }
  process.stderr.write(`Server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
