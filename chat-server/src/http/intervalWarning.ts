import type { Logger } from 'pino';

/** A failure that repeats during an outage, logged at most once an interval (issue 21.2, issue 37.11). */
export interface IntervalWarning {
  /** Counts one failure; logs it when the last line is an interval old, with `failures`: the count since that line. */
  failed(fields?: Record<string, unknown>): void;
}

export interface IntervalWarningOptions {
  logger: Pick<Logger, 'warn'>;
  /** The log line's `event`. */
  event: string;
  message: string;
  /** At most one line per this many milliseconds (default a minute). */
  intervalMs?: number;
  now?: () => number;
}

const LOG_INTERVAL_MS = 60_000;

/**
 * A warning that a storm of identical failures (Redis refusing every limiter call, SMTP refusing every mail)
 * cannot turn into a flood: the first failure is logged at once, the next ones are counted, and the first
 * failure after the interval logs one line carrying how many there were.
 * @example const retries = intervalWarning({ logger, event: 'mail_retry', message: 'mail not sent, will retry' }); retries.failed({ errorCode });
 */
export function intervalWarning(options: IntervalWarningOptions): IntervalWarning {
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? LOG_INTERVAL_MS;
  let lastLogAt = Number.NEGATIVE_INFINITY;
  let failuresSinceLog = 0;
  return {
    failed(fields = {}) {
      failuresSinceLog += 1;
      if (now() - lastLogAt < intervalMs) return;
      lastLogAt = now();
      options.logger.warn({ event: options.event, ...fields, failures: failuresSinceLog }, options.message);
      failuresSinceLog = 0;
    },
  };
}
