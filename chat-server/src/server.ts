import { once } from 'node:events';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createInboxEventBus } from './admin/inboxEvents.ts';
import { startRetentionJob } from './admin/retention.ts';
import { type AppDeps, createApp } from './app.ts';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import { connectRedisRateLimitStores } from './http/redisStore.ts';
import { createMailOutbox } from './mail/outbox.ts';
import { createOutboxWorker, type OutboxWorker } from './mail/outboxWorker.ts';
import { emlFileTransport, SMTP_POOL_CONNECTIONS, smtpTransport } from './mail/transport.ts';
import type { Database } from './store/database.ts';
import { openDatabase } from './store/openDatabase.ts';

export interface RunningServer {
  server: Server;
  database: Database;
  worker: OutboxWorker;
  /** The port actually bound (useful with PORT=0). */
  port: number;
  /** Stops accepting requests, finishes the mail in flight, closes the database. Safe to call twice. */
  close(): Promise<void>;
}

export interface StartOptions {
  config: Config;
  logger: Logger;
  clock?: Clock;
  /** Extra dependencies teammates add (htmlTransform, rate-limit store). */
  extraDeps?: Partial<Pick<AppDeps, 'htmlTransform' | 'rateLimitStore'>>;
}

/** Builds the real dependencies from the configuration and listens. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config, logger } = options;
  const clock = options.clock ?? systemClock;
  const { database } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : emlFileTransport(join(config.dataDir, 'mail'), config.mailFrom);
  // The embedded database has one owner, so its worker is the only one (Postgres may have several).
  const worker = createOutboxWorker({
    database,
    transport,
    clock,
    logger,
    soleWorker: database.dialect === 'pglite',
    concurrency: transport.kind === 'smtp' ? SMTP_POOL_CONNECTIONS : 4,
  });
  const mail = createMailOutbox({ officeAddress: config.mailTo, clock, onQueued: () => worker.wake() });
  let redisStores: Awaited<ReturnType<typeof connectRedisRateLimitStores>> | undefined;
  try {
    redisStores = config.redisUrl ? await connectRedisRateLimitStores({ url: config.redisUrl, logger }) : undefined;
  } catch (error) {
    await database.close();
    throw error;
  }
  const inboxEvents = createInboxEventBus(database);
  const app = createApp({
    config,
    database,
    inboxEvents,
    mail,
    logger,
    clock,
    ...(redisStores ? { rateLimitStore: redisStores.storeFor, rateLimitHealth: redisStores.health } : {}),
    ...options.extraDeps,
  });

  const server = app.listen(config.port, config.host);
  try {
    await once(server, 'listening');
  } catch (error) {
    await redisStores?.close();
    await database.close();
    throw error;
  }
  worker.start();
  const retention = startRetentionJob({ database, retentionDays: config.retentionDays, clock, logger });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ event: 'listening', port, storage: database.dialect, mail: transport.kind }, 'server listening');

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections would hold close() open; idle ones go now, busy ones after their response.
      server.closeIdleConnections();
      await stopped;
      retention.stop();
      await inboxEvents.close();
      await worker.stop();
      await redisStores?.close();
      await database.close();
    })();
    return closing;
  };
  return { server, database, worker, port, close };
}
