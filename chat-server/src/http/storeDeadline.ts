import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

interface Budget {
  /** When the request's shared-store calls must have answered (set by the first call). */
  until?: number;
}

const budgets = new AsyncLocalStorage<Budget>();

/**
 * Gives each request one deadline for all its calls to the shared rate-limit store (issue 37.9): a hung
 * Redis costs a request one timeout, not one per limiter. Mount it after the body parser (its stream
 * callbacks would leave the request's async context) and before the first limiter.
 * @example app.use('/api', storeDeadlinePerRequest())
 */
export function storeDeadlinePerRequest(): RequestHandler {
  return (_req, _res, next) => budgets.run({}, next);
}

/**
 * How long a store call may still wait: the rest of the request's shared deadline, which the first call
 * starts (`timeoutMs` from then; `startsDeadline` is true for it). Outside a request (jobs, tests) every call
 * gets the whole `timeoutMs` and starts its own deadline.
 */
export function storeCallBudget(timeoutMs: number, now: number): { remainingMs: number; startsDeadline: boolean } {
  const budget = budgets.getStore();
  if (!budget) return { remainingMs: timeoutMs, startsDeadline: true };
  const startsDeadline = budget.until === undefined;
  budget.until ??= now + timeoutMs;
  return { remainingMs: budget.until - now, startsDeadline };
}

/** Runs `work` as one request would: its store calls share one deadline (tests, and non-HTTP callers). */
export function withStoreDeadline<T>(work: () => T): T {
  return budgets.run({}, work);
}
