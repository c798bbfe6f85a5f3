import type { Express } from 'express';
import { pino } from 'pino';
import { type AppDeps, createApp } from './app.ts';
import type { AssistantEngine } from './assistant/engine.ts';
import type { Clock } from './clock.ts';
import { type Config, testConfig } from './config.ts';
import { createMailOutbox } from './mail/outbox.ts';
import { type AppServices, createAppServices } from './server.ts';
import type { Database } from './store/database.ts';
import { openMemoryTestDatabase } from './store/testDatabases.ts';

/** For tests only: createApp with the real services over an in-memory PGlite, a fixed clock and a silent logger. */
export async function createTestApp(
  options: { config?: Partial<Config>; clock?: Clock; database?: Database; engine?: AssistantEngine } & Partial<
    Pick<AppDeps, 'htmlTransform' | 'logger' | 'abuseLimits' | 'rateLimitStore' | 'rateLimitHealth' | 'verifyPassword'>
  > = {},
): Promise<{ app: Express; database: Database; live: AppServices['live']; dispose(): Promise<void> }> {
  const owned = options.database ? undefined : await openMemoryTestDatabase();
  const database = options.database ?? (owned as { database: Database }).database;
  const config = testConfig(options.config);
  const clock = options.clock ?? { now: () => new Date() };
  const logger = options.logger ?? pino({ level: 'silent' });
  const mail = createMailOutbox({ officeAddress: config.mailTo, clock });
  const services = createAppServices({ config, database, mail, clock, logger, ...(options.engine ? { engine: options.engine } : {}) });
  const app = createApp({
    config,
    database,
    clock,
    logger,
    mail,
    ...services,
    ...(options.htmlTransform ? { htmlTransform: options.htmlTransform } : {}),
    ...(options.abuseLimits ? { abuseLimits: options.abuseLimits } : {}),
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    ...(options.rateLimitHealth ? { rateLimitHealth: options.rateLimitHealth } : {}),
    ...(options.verifyPassword ? { verifyPassword: options.verifyPassword } : {}),
  });
  return { app, database, live: services.live, dispose: async () => owned?.dispose() };
}
