import { Router } from 'express';
import type { Clock } from '../clock.ts';
import type { RateLimitStoreHealth } from '../http/failOpenStore.ts';
import { serviceUnavailable } from '../http/serviceUnavailable.ts';
import { isOutboxDegraded, type OutboxHealth, outboxHealth } from '../mail/outboxHealth.ts';
import type { Database } from '../store/database.ts';

const READY_TIMEOUT_MS = 2000;

export interface ReadinessOptions {
  /** The shared rate-limit counters (Redis); absent when they live in process memory. */
  rateLimitStore?: (() => RateLimitStoreHealth) | undefined;
  clock?: Clock | undefined;
}

/** GET /api/ready's body: `ok` is whether this server can serve; `degraded` names what works worse. */
export interface ReadyBody {
  ok: true;
  degraded: ('rateLimits' | 'mail')[];
  rateLimits: { store: 'redis' | 'memory' } & RateLimitStoreHealth;
  mail: OutboxHealth;
}

/**
 * GET /api/health: the process answers. GET /api/ready: storage answers too (else 503); the body reports
 * a degraded rate-limit store (requests pass unlimited) and the outbox (failed mail, the oldest pending
 * mail's age). Neither is a 503: every server shares them, so taking this one out of the load balancer
 * would not help.
 */
export function healthRoutes(database: Database, options: ReadinessOptions = {}): Router {
  const router = Router();
  router.get('/api/health', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ ok: true });
  });
  router.get('/api/ready', async (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('storage timed out')), READY_TIMEOUT_MS);
    });
    let mail: OutboxHealth;
    try {
      mail = await Promise.race([outboxHealth(database, options.clock?.now() ?? new Date()), timeout]);
    } catch {
      throw serviceUnavailable();
    } finally {
      clearTimeout(timer);
    }
    const rateLimits: ReadyBody['rateLimits'] = options.rateLimitStore
      ? { store: 'redis', ...options.rateLimitStore() }
      : { store: 'memory', state: 'ok' };
    const degraded: ReadyBody['degraded'] = [];
    if (rateLimits.state === 'degraded') degraded.push('rateLimits');
    if (isOutboxDegraded(mail)) degraded.push('mail');
    const body: ReadyBody = { ok: true, degraded, rateLimits, mail };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
