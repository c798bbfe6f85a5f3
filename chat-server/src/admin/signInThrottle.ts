import { createHash } from 'node:crypto';
import { MemoryStore, type Options, type Store } from 'express-rate-limit';

/** Wrong passwords allowed per account in the window; the next attempt is refused (the 6th → 429). */
export const FAILURES_PER_ACCOUNT = 5;
/** Wrong passwords allowed per client IP in the window, across accounts (a password-spraying bound). */
export const FAILURES_PER_IP = 20;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

export interface SignInThrottle {
  /** Seconds to wait when this account or IP has used up its attempts, else undefined. */
  retryAfter(email: string, ip: string): Promise<number | undefined>;
  recordFailure(email: string, ip: string): Promise<void>;
  /** A successful sign-in clears the account's failures (not the IP's). */
  recordSuccess(email: string): Promise<void>;
}

/**
 * Failed sign-ins counted per account and per IP in express-rate-limit stores: Redis when the server
 * has REDIS_URL (every process counts the same failures), else in-process memory. The account key is a
 * hash of the typed email, so unknown emails are throttled exactly like known ones.
 */
export function createSignInThrottle(options: { store?: Store | undefined; windowMs?: number } = {}): SignInThrottle {
  const windowMs = options.windowMs ?? THROTTLE_WINDOW_MS;
  const store = options.store ?? new MemoryStore();
  void store.init?.({ windowMs } as Options);
  const accountKey = (email: string) => `acct:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
  const ipKey = (ip: string) => `ip:${ip}`;

  async function secondsLeft(key: string, limit: number): Promise<number | undefined> {
    const info = await store.get?.(key);
    // rate-limit-redis reads a key Redis has never seen as NaN hits: only a real count can hold anyone back.
    if (!info || !(info.totalHits >= limit)) return undefined;
    const resetAt = info.resetTime?.getTime() ?? Date.now() + windowMs;
    return Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  }

  return {
    async retryAfter(email, ip) {
      const waits = [await secondsLeft(accountKey(email), FAILURES_PER_ACCOUNT), await secondsLeft(ipKey(ip), FAILURES_PER_IP)].filter(
        (wait): wait is number => wait !== undefined,
      );
      return waits.length > 0 ? Math.max(...waits) : undefined;
    },
    async recordFailure(email, ip) {
      await store.increment(accountKey(email));
      await store.increment(ipKey(ip));
    },
    async recordSuccess(email) {
      await store.resetKey(accountKey(email));
    },
  };
}
