import { createHash } from 'node:crypto';
import type { Options, Store } from 'express-rate-limit';
import { BoundedMemoryStore } from '../http/boundedMemoryStore.ts';
import type { GuardedStoreOptions } from '../http/failOpenStore.ts';

/** Wrong passwords allowed per account in the window; the next attempt is refused (the 6th → 429). */
export const FAILURES_PER_ACCOUNT = 5;
/** Wrong passwords allowed per client IP in the window, across accounts (a password-spraying bound). */
export const FAILURES_PER_IP = 20;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Accounts and addresses this process counts at most without Redis (or while Redis fails). */
const LOCAL_KEYS = 50_000;

export interface SignInThrottle {
  /**
   * Counts an attempt for this account and IP BEFORE its password is checked, atomically (issue 37.3): of
   * any number of attempts at once, only as many as the limit left are let through to the check.
   * @returns seconds to wait when the account or IP has used up its attempts (nothing is checked then); else
   *   undefined, and the attempt stays counted as a failure unless `succeeded` gives it back
   */
  attempt(email: string, ip: string): Promise<number | undefined>;
  /** A successful sign-in clears the account's failures and gives the IP its attempt back. */
  succeeded(email: string, ip: string): Promise<void>;
}

export interface SignInThrottleOptions {
  /**
   * The shared counters (Redis) for a limiter prefix, that fall back to the given counters while they fail
   * (redisStore.ts storeFor). Absent, or answering undefined: this process's memory.
   */
  storeFor?: ((prefix: string, options?: GuardedStoreOptions) => Store | undefined) | undefined;
  windowMs?: number;
}

/**
 * Sign-in attempts counted per account and per IP: in Redis when the server has REDIS_URL (every process
 * counts the same attempts, with Redis' atomic increment), else in this process's memory. While Redis fails
 * the counting goes on in memory: brute-force protection never fails open (issue 37.4), unlike the other
 * limits. The account key is a hash of the typed email, so unknown emails are throttled like known ones.
 */
export function createSignInThrottle(options: SignInThrottleOptions = {}): SignInThrottle {
  const windowMs = options.windowMs ?? THROTTLE_WINDOW_MS;
  const local = new BoundedMemoryStore({ maxKeys: LOCAL_KEYS });
  const store = options.storeFor?.('admin-sign-in', { fallback: local }) ?? local;
  void store.init?.({ windowMs } as Options);
  const accountKey = (email: string) => `acct:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
  const ipKey = (ip: string) => `ip:${ip}`;

  /** Seconds to wait when the count (this attempt included) is past the limit, else undefined. */
  function waitFor(hits: { totalHits: number; resetTime?: Date | undefined }, limit: number): number | undefined {
    if (hits.totalHits <= limit) return undefined;
    const resetAt = hits.resetTime?.getTime() ?? Date.now() + windowMs;
    return Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  }

  return {
    async attempt(email, ip) {
      const [account, address] = await Promise.all([store.increment(accountKey(email)), store.increment(ipKey(ip))]);
      const waits = [waitFor(account, FAILURES_PER_ACCOUNT), waitFor(address, FAILURES_PER_IP)].filter(
        (wait): wait is number => wait !== undefined,
      );
      if (waits.length === 0) return undefined;
      // A refused attempt is not a failure: the counts stay those of the passwords actually checked.
      await Promise.all([store.decrement(accountKey(email)), store.decrement(ipKey(ip))]);
      return Math.max(...waits);
    },
    async succeeded(email, ip) {
      await Promise.all([store.resetKey(accountKey(email)), store.decrement(ipKey(ip))]);
    },
  };
}
