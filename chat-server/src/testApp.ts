import type { Express } from 'express';
import { pino } from 'pino';
import { type AppDeps, createApp } from './app.ts';
import type { Clock } from './clock.ts';
import { type Config, testConfig } from './config.ts';
import { createMailOutbox } from './mail/outbox.ts';
import type { Database } from './store/database.ts';
import { openMemoryTestDatabase } from './store/testDatabases.ts';

/** For tests only: createApp over an in-memory PGlite, a fixed clock and a silent logger. */
export async function createTestApp(
  options: { config?: Partial<Config>; clock?: Clock; database?: Database } & Partial<
    Pick<AppDeps, 'htmlTransform' | 'logger' | 'engine' | 'abuseLimits' | 'rateLimitStore' | 'rateLimitHealth'>
  > = {},
): Promise<{ app: Express; database: Database; dispose(): Promise<void> }> {
  const owned = options.database ? undefined : await openMemoryTestDatabase();
  const database = options.database ?? (owned as { database: Database }).database;
  const config = testConfig(options.config);
  const clock = options.clock ?? { now: () => new Date() };
  const app = createApp({
    config,
    database,
    clock,
    logger: options.logger ?? pino({ level: 'silent' }),
    mail: createMailOutbox({ officeAddress: config.mailTo, clock }),
    ...(options.htmlTransform ? { htmlTransform: options.htmlTransform } : {}),
    ...(options.engine ? { engine: options.engine } : {}),
    ...(options.abuseLimits ? { abuseLimits: options.abuseLimits } : {}),
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    ...(options.rateLimitHealth ? { rateLimitHealth: options.rateLimitHealth } : {}),
  });
  return { app, database, dispose: async () => owned?.dispose() };
}
