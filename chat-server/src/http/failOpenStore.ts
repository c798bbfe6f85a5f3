import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { intervalWarning } from './intervalWarning.ts';
import { storeCallBudget } from './storeDeadline.ts';

/** What /api/ready says about the shared rate-limit counters. */
export interface RateLimitStoreHealth {
  /** 'degraded' while the last call to the store failed: limits are not enforced, requests pass. */
  state: 'ok' | 'degraded';
  /** When the current outage began (ISO time), while degraded. */
  degradedSince?: string;
}

export interface FailOpenOptions {
  logger: Pick<Logger, 'warn' | 'info'>;
  /**
   * A call slower than this counts as failed (a half-open socket must not hold requests). Within a request
   * (storeDeadline.ts) it is the deadline that ALL the request's calls share: a hung store costs it once.
   */
  timeoutMs?: number;
  /** At most one warning per this many milliseconds. */
  logIntervalMs?: number;
  now?: () => number;
}

/** Where a wrapped store's calls go while the shared store fails. */
export interface GuardedStoreOptions {
  /**
   * Counters to use instead of letting the request through (brute-force protection must never fail open,
   * issue 37.4): typically this process's memory. Without it the request passes uncounted.
   */
  fallback?: Store | undefined;
}

/** Shared by every limiter's store: one outage, one state, one warning a minute. */
export interface FailOpenGuard {
  /** Wraps a limiter's store so its failures let the request through, or go to `options.fallback`. */
  wrap(store: Store, options?: GuardedStoreOptions): Store;
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
  async function guarded<T>(call: () => Promise<T> | T, fallback: () => Promise<T> | T): Promise<T> {
    const { remainingMs, startsDeadline } = storeCallBudget(timeoutMs, now());
    // The request's deadline is spent (an earlier call waited it out): the store is not asked again.
    if (remainingMs <= 0) {
      failed({ code: 'EDEADLINE' });
      return fallback();
    }
    // ETIMEDOUT: the call that started the request's deadline saw it run out; EDEADLINE: a call that shared it.
    const code = startsDeadline ? 'ETIMEDOUT' : 'EDEADLINE';
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await Promise.race([
        call(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(Object.assign(new Error('rate-limit store timed out'), { code })), remainingMs);
        }),
      ]);
      succeeded();
      return result;
    } catch (error) {
      failed(error);
      return fallback();
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    wrap(store, options = {}) {
      const { fallback } = options;
      let windowMs = 60_000;
      const wrapped: Store = {
        ...(store.prefix !== undefined ? { prefix: store.prefix } : {}),
        localKeys: store.localKeys ?? false,
        init: (limiterOptions: Options) => {
          windowMs = limiterOptions.windowMs;
          fallback?.init?.(limiterOptions);
          void guarded(
            () => store.init?.(limiterOptions),
            () => undefined,
          );
        },
        // Without a fallback nothing is counted: the request passes as the first of a fresh window.
        increment: (key) =>
          guarded<IncrementResponse>(
            () => store.increment(key),
            () => fallback?.increment(key) ?? { totalHits: 1, resetTime: new Date(now() + windowMs) },
          ),
        decrement: (key) =>
          guarded(
            () => store.decrement(key),
            () => fallback?.decrement(key),
          ),
        resetKey: (key) =>
          guarded(
            () => store.resetKey(key),
            () => fallback?.resetKey(key),
          ),
        ...(store.get
          ? {
              get: (key: string) =>
                guarded<ClientRateLimitInfo | undefined>(
                  () => store.get?.(key),
                  () => fallback?.get?.(key),
                ),
            }
          : {}),
        ...(store.resetAll
          ? {
              resetAll: () =>
                guarded(
                  () => store.resetAll?.(),
                  () => fallback?.resetAll?.(),
                ),
            }
          : {}),
        ...(store.shutdown ? { shutdown: () => store.shutdown?.() } : {}),
      };
      return wrapped;
    },
    health: () =>
      degradedSince === undefined ? { state: 'ok' } : { state: 'degraded', degradedSince: new Date(degradedSince).toISOString() },
  };
}
