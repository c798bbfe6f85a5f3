import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';

/** Keys one limiter keeps at most without Redis: about 150 bytes each, so a few MB per limiter. */
export const DEFAULT_MAX_KEYS = 20_000;

interface Counter {
  totalHits: number;
  resetTime: Date;
}

/**
 * In-process rate-limit counters with a ceiling on memory: fixed windows per key, at most `maxKeys`
 * keys; past that the least recently counted key is forgotten (that client starts a fresh window).
 * express-rate-limit's MemoryStore keeps every key for up to two windows, which for the 24-hour
 * per-session limits grew without bound (issue 21.9: 70 MB after 120,000 sessions).
 * @example rateLimit({ store: new BoundedMemoryStore({ maxKeys: 20_000 }), … })
 */
export class BoundedMemoryStore implements Store {
  readonly localKeys = true;
  #windowMs = 60_000;
  readonly #maxKeys: number;
  readonly #now: () => number;
  /** Insertion order is recency order: a counted key is moved to the end. */
  readonly #counters = new Map<string, Counter>();

  constructor(options: { maxKeys?: number; now?: () => number } = {}) {
    this.#maxKeys = Math.max(1, options.maxKeys ?? DEFAULT_MAX_KEYS);
    this.#now = options.now ?? Date.now;
  }

  /** Keys held now (for tests and metrics). */
  get size(): number {
    return this.#counters.size;
  }

  init(options: Options): void {
    this.#windowMs = options.windowMs;
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const counter = this.#live(key);
    return counter ? { totalHits: counter.totalHits, resetTime: counter.resetTime } : undefined;
  }

  increment(key: string): ClientRateLimitInfo {
    const counter = this.#live(key) ?? { totalHits: 0, resetTime: new Date(this.#now() + this.#windowMs) };
    counter.totalHits += 1;
    this.#counters.delete(key);
    this.#counters.set(key, counter);
    this.#evict();
    return { totalHits: counter.totalHits, resetTime: counter.resetTime };
  }

  decrement(key: string): void {
    const counter = this.#live(key);
    if (counter && counter.totalHits > 0) counter.totalHits -= 1;
  }

  resetKey(key: string): void {
    this.#counters.delete(key);
  }

  resetAll(): void {
    this.#counters.clear();
  }

  #live(key: string): Counter | undefined {
    const counter = this.#counters.get(key);
    if (counter && counter.resetTime.getTime() <= this.#now()) {
      this.#counters.delete(key);
      return undefined;
    }
    return counter;
  }

  /** Drops expired keys from the old end, then the least recently counted ones above the ceiling. */
  #evict(): void {
    const now = this.#now();
    for (const [key, counter] of this.#counters) {
      if (this.#counters.size <= this.#maxKeys && counter.resetTime.getTime() > now) break;
      this.#counters.delete(key);
    }
  }
}
