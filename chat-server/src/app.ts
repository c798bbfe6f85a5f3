import express, { type Express } from 'express';
import { adminRoutes } from './admin/adminRoutes.ts';
import type { AppDeps } from './appDeps.ts';
import { abuseGuards } from './http/abuseGuards.ts';
import { corsAllowList } from './http/cors.ts';
import { apiNotFound, errorHandler } from './http/errorHandler.ts';
import { requestLogger } from './http/logger.ts';
import { normalizeBody } from './http/normalizeBody.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { storeDeadlinePerRequest } from './http/storeDeadline.ts';
import { liveStaffRoutes } from './live/staffRoutes.ts';
import { liveVisitorRoutes } from './live/visitorRoutes.ts';
import { chatRoutes } from './routes/chat.ts';
import { contactFormRoutes } from './routes/contactForm.ts';
import { escalationRoutes } from './routes/escalations.ts';
import { geoRoutes } from './routes/geo.ts';
import { healthRoutes } from './routes/health.ts';
import { recommendationRoutes } from './routes/recommendations.ts';
import { siteStaticRoutes } from './routes/siteStatic.ts';
import { widgetStaticRoutes } from './routes/widgetStatic.ts';

export type { AppDeps } from './appDeps.ts';

export const JSON_BODY_LIMIT = '64kb';

/**
 * The HTTP application without listen (tests call it in-process); it builds no service itself.
 * @example const app = createApp({ config, database, mail, logger, clock, ...createAppServices({ config, database, mail, logger, clock }) })
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
  // Before any limiter: the ids they count must be the ids the routes store.
  app.use('/api', normalizeBody());
  // After the body parser, before any limiter: a request's calls to the shared counters share one deadline.
  app.use('/api', storeDeadlinePerRequest());
  app.use(healthRoutes(deps.database, { rateLimitStore: deps.rateLimitHealth, clock: deps.clock }));
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
      events: deps.inboxEvents,
      rateLimitStore: deps.rateLimitStore,
      ...(deps.verifyPassword ? { verifyPassword: deps.verifyPassword } : {}),
    }),
  );
  // The live hand-off (issue 17): the office's side after the inbox (its /api/admin guard runs first), the visitor's.
  app.use(liveStaffRoutes({ live: deps.live, hub: deps.liveStreams, database: deps.database, clock: deps.clock, logger: deps.logger }));
  app.use(liveVisitorRoutes({ live: deps.live, hub: deps.liveStreams, logger: deps.logger, limits: deps.abuseLimits }));
  app.use(chatRoutes({ turns: deps.turns, logger: deps.logger }));
  app.use(recommendationRoutes());
  app.use(escalationRoutes({ leads: deps.leads, live: deps.live, logger: deps.logger }));
  app.use(geoRoutes({ upstreamUrl: deps.config.reverseGeocodeUrl, logger: deps.logger, rateLimitStore: deps.rateLimitStore?.('geo') }));
  app.use('/api', apiNotFound);

  app.use(siteStaticRoutes({ siteDir: deps.config.siteDir, htmlTransform: deps.htmlTransform }));

  app.use(errorHandler(deps.logger));
  return app;
}
