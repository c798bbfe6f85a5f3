import { once } from 'node:events';
import type { Server } from 'node:http';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createInboxEventBus, type InboxEventBus } from './admin/inboxEvents.ts';
import { startRetentionJob } from './admin/retention.ts';
import { type AppDeps, createApp } from './app.ts';
import { createEngine } from './assistant/createEngine.ts';
import type { AssistantEngine } from './assistant/engine.ts';
import { getLocalUnderstanding } from './assistant/understand/localUnderstanding.ts';
import { type Clock, systemClock } from './clock.ts';
import type { Config } from './config.ts';
import { connectRedisRateLimitStores } from './http/redisStore.ts';
import { createLeadService, type LeadService } from './leads/leadService.ts';
import { createLiveService, type LiveService } from './live/liveService.ts';
import { createStreamHub, type StreamHub } from './live/streams.ts';
import { createMailOutbox, type MailOutbox } from './mail/outbox.ts';
import { createOutboxWorker, type OutboxWorker } from './mail/outboxWorker.ts';
import { emlFileTransport, SMTP_POOL_CONNECTIONS, smtpTransport } from './mail/transport.ts';
import { type ChatTurnService, createChatTurnService } from './routes/chatTurns.ts';
import { createConversationStore } from './store/conversations.ts';
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

/** The services every request shares; built once per process, so each has one group-commit batcher. */
export interface AppServices {
  turns: ChatTurnService;
  leads: LeadService;
  inboxEvents: InboxEventBus;
  /** The live hand-off (issue 17) and the process's open live event streams. */
  live: LiveService;
  liveStreams: StreamHub;
}

/**
 * The composition root of the request services: the conversation store, the leads (with their office mail)
 * and the chat turn service over the engine. startServer and the in-process tests (testApp.ts) both use it.
 * @param deps.engine the engine to answer with; built from the config (TOD_ENGINE) when absent (tests script one)
 */
export function createAppServices(deps: {
  config: Config;
  database: Database;
  mail: MailOutbox;
  clock: Clock;
  logger: Logger;
  engine?: AssistantEngine;
}): AppServices {
  const conversations = createConversationStore({ database: deps.database, clock: deps.clock });
  const leads = createLeadService({ database: deps.database, conversations, mail: deps.mail, clock: deps.clock });
  const engine = deps.engine ?? createEngine(deps.config, deps.logger);
  const live = createLiveService({
    database: deps.database,
    clock: deps.clock,
    mail: deps.mail,
    logger: deps.logger,
    settings: deps.config.live,
  });
  const liveStreams = createStreamHub({ live, database: deps.database, clock: deps.clock, logger: deps.logger });
  const turns = createChatTurnService({ engine, conversations, leads, clock: deps.clock, live });
  return { turns, leads, inboxEvents: createInboxEventBus(deps.database), live, liveStreams };
}

/** Builds the real dependencies from the configuration (the composition root) and listens. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config, logger } = options;
  const clock = options.clock ?? systemClock;
  const { database } = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.databaseTimeouts,
    onAvailability(event) {
      if (event.state === 'away')
        logger.error({ event: 'database_unavailable', errorCode: event.errorCode }, 'database unreachable; requests get 503');
      else logger.info({ event: 'database_recovered', outageMs: event.outageMs }, 'database answers again');
    },
  });
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
  const services = createAppServices({ config, database, mail, clock, logger });
  const { inboxEvents, live, liveStreams } = services;
  const app = createApp({
    config,
    database,
    mail,
    logger,
    clock,
    ...services,
    ...(redisStores ? { rateLimitStore: redisStores.storeFor, rateLimitHealth: redisStores.health } : {}),
    ...options.extraDeps,
  });

  // Train the local understanding (every engine reads it) before the port opens: the first visitor does not
  // wait seconds for it, and /api/ready answering means the assistant can answer too.
  const trainingStarted = performance.now();
  getLocalUnderstanding();
  logger.info({ event: 'understanding_trained', ms: Math.round(performance.now() - trainingStarted) }, 'assistant model trained');

  const server = app.listen(config.port, config.host);
  try {
    await once(server, 'listening');
  } catch (error) {
    await redisStores?.close();
    await database.close();
    throw error;
  }
  worker.start();
  live.start();
  liveStreams.start();
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
      // Open event streams never finish by themselves: they end now (their clients reconnect elsewhere).
      liveStreams.close();
      await stopped;
      retention.stop();
      await inboxEvents.close();
      await live.close();
      await worker.stop();
      await redisStores?.close();
      await database.close();
    })();
    return closing;
  };
  return { server, database, worker, port, close };
}
