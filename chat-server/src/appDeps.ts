import type { AbuseLimits } from '@tod/domain';
import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { InboxEventBus } from './admin/inboxEvents.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { GuardedStoreOptions, RateLimitStoreHealth } from './http/failOpenStore.ts';
import type { LeadService } from './leads/leadService.ts';
import type { LiveService } from './live/liveService.ts';
import type { StreamHub } from './live/streams.ts';
import type { MailOutbox } from './mail/outbox.ts';
import type { ChatTurnService } from './routes/chatTurns.ts';
import type { HtmlTransform } from './routes/siteStatic.ts';
import type { Database } from './store/database.ts';

/**
 * Everything the HTTP application is built from; each route module declares the narrow part it needs. The
 * services (turns, leads, inbox events) are built once per process by `createAppServices` (server.ts).
 */
export interface AppDeps {
  config: Config;
  database: Database;
  /** Queue mails inside a transaction; the outbox worker (started by main) sends them. */
  mail: MailOutbox;
  logger: Logger;
  clock: Clock;
  /** Rewrites every HTML page of the site before it is sent (geo meta tags). */
  htmlTransform?: HtmlTransform;
  /**
   * Shared rate-limit counters (e.g. Redis) per limiter prefix; in-process memory when absent. `fallback`:
   * counters used while the shared ones fail (else those requests pass uncounted).
   */
  rateLimitStore?: (prefix: string, options?: GuardedStoreOptions) => Store | undefined;
  /** Checks a staff password against its hash (admin/password.ts by default; tests count the checks). */
  verifyPassword?: (password: string, stored: string) => Promise<boolean>;
  /** THE chat turn service: engine, conversation store and leads, shared by /api/chat and /api/chat/stream. */
  turns: ChatTurnService;
  /** Leads and hand-offs, each written with its office mail. */
  leads: LeadService;
  /** Overrides of the domain's ABUSE_LIMITS (chat, conversation, escalation limits); tests use small ones. */
  abuseLimits?: Partial<AbuseLimits>;
  /** The shared rate-limit store's health, reported by /api/ready (absent: counters in memory). */
  rateLimitHealth?: () => RateLimitStoreHealth;
  /** The office inbox's live events (one LISTEN on `database`). */
  inboxEvents: InboxEventBus;
  /** The live hand-off (issue 17): a person from the office joins the visitor's chat. */
  live: LiveService;
  /** The process's open live event streams and their shared heartbeat. */
  liveStreams: StreamHub;
}
