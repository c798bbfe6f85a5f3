import { ERROR_CODES } from '@tod/domain/contracts';
import { ERROR_MESSAGES } from '../http/errorMessages.ts';
import { HttpError } from '../http/httpError.ts';

export interface UpstreamThrottle {
  /** Runs the task in the next free slot; answers 429 when too many already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export interface UpstreamThrottleOptions {
  minIntervalMs: number;
  /** Requests allowed to queue for a slot; one more is refused at once. */
  maxWaiting: number;
  now?: () => number;
}

/** Spaces calls to an upstream service at least `minIntervalMs` apart (one process; see README for several). */
export function createUpstreamThrottle(options: UpstreamThrottleOptions): UpstreamThrottle {
  const now = options.now ?? Date.now;
  let nextSlot = Number.NEGATIVE_INFINITY;
  let waiting = 0;
  return {
    async run(task) {
      const current = now();
      const slot = Math.max(current, nextSlot);
      const delay = slot - current;
      if (delay > 0 && waiting >= options.maxWaiting) {
        const retryAfter = String(Math.max(1, Math.ceil(delay / 1000)));
        throw new HttpError(429, ERROR_CODES.rateLimited, ERROR_MESSAGES.rateLimited, { 'Retry-After': retryAfter });
      }
      nextSlot = slot + options.minIntervalMs;
      if (delay > 0) {
        waiting += 1;
        try {
          await new Promise((resolve) => setTimeout(resolve, delay));
        } finally {
          waiting -= 1;
        }
      }
      return task();
    },
  };
}
