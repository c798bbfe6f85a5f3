import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import { failOpenGuard, type GuardedStoreOptions, type RateLimitStoreHealth } from './failOpenStore.ts';

export interface RedisRateLimitStores {
  /**
   * A new store for one limiter; its keys live under `<keyPrefix><prefix>:`. It fails open (failOpenStore.ts),
   * or to `options.fallback` (the sign-in throttle's own counters).
   */
  storeFor(prefix: string, options?: GuardedStoreOptions): Store;
  /** 'degraded' while Redis fails: for /api/ready. */
  health(): RateLimitStoreHealth;
  close(): Promise<void>;
}

export interface RedisStoreOptions {
  url: string;
  logger: Pick<Logger, 'warn' | 'info'>;
  /** A Redis call slower than this lets the request through (see failOpenStore.ts). */
  timeoutMs?: number;
  /** At most one outage warning per this many milliseconds (failOpenStore.ts; tests log every failure). */
  logIntervalMs?: number;
  /** Namespace of every key (several deployments may share one Redis). */
  keyPrefix?: string;
}

/**
 * Rate-limit counters in Redis, so every server behind the load balancer counts the same requests.
 * Connects before it resolves (a wrong REDIS_URL stops start-up); later outages fail fast and the
 * limiters let requests through (failOpenGuard: logged once a minute, reported by /api/ready) while the
 * client reconnects.
 * @example const stores = await connectRedisRateLimitStores({ url: config.redisUrl, logger })
 */
export async function connectRedisRateLimitStores(options: RedisStoreOptions): Promise<RedisRateLimitStores> {
  const keyPrefix = options.keyPrefix ?? 'tod:rl:';
  let connected = false;
  const client = createClient({
    url: options.url,
    // Commands fail at once while disconnected instead of queueing behind a dead socket.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5000,
      // Before the first connection a failure is final (start-up reports it); afterwards keep trying.
      reconnectStrategy: (retries, cause) => (connected ? Math.min(retries * 200, 5000) : cause),
    },
  });
  let lastWarning = 0;
  client.on('error', (error: unknown) => {
    // One line a minute at most: a Redis outage must not flood the logs.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    options.logger.warn({ event: 'redis_error', errorCode: (error as { code?: unknown }).code }, 'rate-limit store unreachable');
  });
  await client.connect();
  connected = true;
  const guard = failOpenGuard({
    logger: options.logger,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.logIntervalMs !== undefined ? { logIntervalMs: options.logIntervalMs } : {}),
  });
  return {
    storeFor: (prefix, storeOptions) => {
      const store = new RedisStore({ prefix: `${keyPrefix}${prefix}:`, sendCommand: (...args: string[]) => client.sendCommand(args) });
      // Its scripts load as it is built; a load that fails (Redis away) is retried on use, never left unhandled.
      for (const loading of [store.incrementScriptSha, store.getScriptSha]) loading.catch(() => {});
      return guard.wrap(store, storeOptions);
    },
    health: guard.health,
    async close() {
      if (!client.isOpen) return;
      // A graceful close waits for every pending reply, which a hung Redis never sends.
      if (guard.health().state === 'degraded') client.destroy();
      else await client.close();
    },
  };
}
