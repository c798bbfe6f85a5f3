import type { AbuseLimits } from '@tod/domain';
import express, { type Express } from 'express';
import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { adminRoutes } from './admin/adminRoutes.ts';
import { createInboxEventBus, type InboxEventBus } from './admin/inboxEvents.ts';
import { abuseGuards } from './http/abuseGuards.ts';
import { corsAllowList } from './http/cors.ts';
import { apiNotFound, errorHandler } from './http/errorHandler.ts';
import { requestLogger } from './http/logger.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import type { MailOutbox } from './mail/outbox.ts';
import { chatRoutes } from './routes/chat.ts';
import type { ChatTurns } from './routes/chatTurns.ts';
import { contactFormRoutes } from './routes/contactForm.ts';
import { escalationRoutes } from './routes/escalations.ts';
import { geoRoutes } from './routes/geo.ts';
import { healthRoutes } from './routes/health.ts';
import { recommendationRoutes } from './routes/recommendations.ts';
import { type HtmlTransform, siteStaticRoutes } from './routes/siteStatic.ts';
import { widgetStaticRoutes } from './routes/widgetStatic.ts';
import type { Database } from './store/database.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Queue mails inside a transaction; the outbox worker (started by main) sends them. */
  mail: MailOutbox;
  logger: Logger;
  clock: Clock;
  /** Rewrites every HTML page of the site before it is sent (geo meta tags). */
  htmlTransform?: HtmlTransform;
  /** Shared rate-limit counters (e.g. Redis) per limiter prefix; in-process memory when absent. */
  rateLimitStore?: (prefix: string) => Store | undefined;
  /** Where POST /api/chat turns run; in the server's thread (engine from the config) when absent. */
  chatTurns?: ChatTurns;
  /** Overrides of the domain's ABUSE_LIMITS (chat, conversation, escalation limits); tests use small ones. */
  abuseLimits?: Partial<AbuseLimits>;
  /** The office inbox's live events; one LISTEN on `database` when absent. */
  inboxEvents?: InboxEventBus;
}

export const JSON_BODY_LIMIT = '64kb';

/**
 * The HTTP application without listen (tests call it in-process).
 * @example const app = createApp({ config, database, mail, logger, clock: systemClock })
 */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.set('etag', 'strong');

  app.use(requestLogger(deps.logger));
  app.use(securityHeaders());

  app.use(widgetStaticRoutes({ widgetDir: deps.config.widgetDir }));

  app.use('/api', corsAllowList(deps.config.corsOrigins));
  app.use('/api', express.json({ limit: JSON_BODY_LIMIT, type: 'application/json' }));
  app.use(healthRoutes(deps.database));
  app.use(
    contactFormRoutes({
      database: deps.database,
      mail: deps.mail,
      clock: deps.clock,
      logger: deps.logger,
      limitPerWindow: deps.config.rateLimits.contactPerWindow,
      rateLimitStore: deps.rateLimitStore?.('contact'),
    }),
  );
  app.use(abuseGuards({ limits: deps.abuseLimits, storeFor: deps.rateLimitStore, logger: deps.logger }));
  // Teammates' API routers are mounted here.
  app.use(
    adminRoutes({
      database: deps.database,
      clock: deps.clock,
      logger: deps.logger,
      events: deps.inboxEvents ?? createInboxEventBus(deps.database),
      throttleStore: deps.rateLimitStore?.('admin-sign-in'),
    }),
  );
  app.use(chatRoutes(deps));
  app.use(recommendationRoutes());
  app.use(escalationRoutes(deps));
  app.use(geoRoutes({ upstreamUrl: deps.config.reverseGeocodeUrl, logger: deps.logger, rateLimitStore: deps.rateLimitStore?.('geo') }));
  app.use('/api', apiNotFound);

  app.use(siteStaticRoutes({ siteDir: deps.config.siteDir, htmlTransform: deps.htmlTransform }));

  app.use(errorHandler(deps.logger));
  return app;
}
