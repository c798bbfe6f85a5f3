import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { intervalWarning } from './intervalWarning.ts';

/** What /api/ready says about the shared rate-limit counters. */
export interface RateLimitStoreHealth {
  /** 'degraded' while the last call to the store failed: limits are not enforced, requests pass. */
  state: 'ok' | 'degraded';
  /** When the current outage began (ISO time), while degraded. */
  degradedSince?: string;
}

export interface FailOpenOptions {
  logger: Pick<Logger, 'warn' | 'info'>;
  /** A call slower than this counts as failed (a half-open socket must not hold requests). */
  timeoutMs?: number;
  /** At most one warning per this many milliseconds. */
  logIntervalMs?: number;
  now?: () => number;
}

/** Shared by every limiter's store: one outage, one state, one warning a minute. */
export interface FailOpenGuard {
  /** Wraps a limiter's store so its failures let the request through. */
  wrap(store: Store): Store;
  health(): RateLimitStoreHealth;
}

const TIMEOUT_MS = 1000;

/**
 * Fail-open for shared rate-limit counters (Redis): a store error or timeout lets that request through
 * instead of a 500, marks the limiter degraded for /api/ready, and logs at most once a minute with the
 * number of failures since the last line. The first successful call ends the outage.
 * @example const guard = failOpenGuard({ logger }); const store = guard.wrap(new RedisStore(…));
 */
export function failOpenGuard(options: FailOpenOptions): FailOpenGuard {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const logIntervalMs = options.logIntervalMs;
  let degradedSince: number | undefined;
  const warning = intervalWarning({
    logger: options.logger,
    event: 'rate_limit_store_failed',
    message: 'rate-limit store failed; requests pass without limits',
    intervalMs: logIntervalMs,
    now,
  });

  const failed = (error: unknown) => {
    degradedSince ??= now();
    warning.failed({ errorCode: (error as { code?: unknown } | null)?.code });
  };
  const succeeded = () => {
    if (degradedSince === undefined) return;
    options.logger.info({ event: 'rate_limit_store_recovered', outageMs: now() - degradedSince }, 'rate-limit store answers again');
    degradedSince = undefined;
  };
  async function guarded<T>(call: () => Promise<T> | T, fallback: T): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await Promise.race([
        call(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(Object.assign(new Error('rate-limit store timed out'), { code: 'ETIMEDOUT' })), timeoutMs);
        }),
      ]);
      succeeded();
      return result;
    } catch (error) {
      failed(error);
      return fallback;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    wrap(store) {
      let windowMs = 60_000;
      const wrapped: Store = {
        ...(store.prefix !== undefined ? { prefix: store.prefix } : {}),
        localKeys: store.localKeys ?? false,
        init: (limiterOptions: Options) => {
          windowMs = limiterOptions.windowMs;
          void guarded(() => store.init?.(limiterOptions), undefined);
        },
        // Nothing counted: the request passes as the first of a fresh window.
        increment: (key) => guarded<IncrementResponse>(() => store.increment(key), { totalHits: 1, resetTime: new Date(now() + windowMs) }),
        decrement: (key) => guarded(() => store.decrement(key), undefined),
        resetKey: (key) => guarded(() => store.resetKey(key), undefined),
        ...(store.get ? { get: (key: string) => guarded<ClientRateLimitInfo | undefined>(() => store.get?.(key), undefined) } : {}),
        ...(store.resetAll ? { resetAll: () => guarded(() => store.resetAll?.(), undefined) } : {}),
        ...(store.shutdown ? { shutdown: () => store.shutdown?.() } : {}),
      };
      return wrapped;
    },
    health: () =>
      degradedSince === undefined ? { state: 'ok' } : { state: 'degraded', degradedSince: new Date(degradedSince).toISOString() },
  };
}
