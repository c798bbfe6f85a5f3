import { ERROR_CODES, type ErrorBody } from '@tod/domain/contracts';
import type { RequestHandler } from 'express';
import { rateLimit as expressRateLimit, type RateLimitInfo, type Store } from 'express-rate-limit';
import { ERROR_MESSAGES } from './errorMessages.ts';

export interface RateLimitOptions {
  /** Requests allowed per window per client IP. */
  limit: number;
  windowMs: number;
  /** Distinguishes the counters of different routes in a shared store. */
  prefix: string;
  /** Shared counters (e.g. Redis) when several servers run; in-process memory by default. */
  store?: Store;
  message?: string;
}

/**
 * Per-IP rate limit answering 429 with Retry-After and the API's error shape.
 * @example router.post('/api/chat', rateLimit({ limit: 30, windowMs: 60_000, prefix: 'chat' }), handler)
 */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  return expressRateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    identifier: options.prefix,
    ...(options.store ? { store: options.store } : {}),
    handler: (req, res) => {
      const resetTime = (req as typeof req & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime;
      const seconds = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000)) : Math.ceil(options.windowMs / 1000);
      const body: ErrorBody = { message: options.message ?? ERROR_MESSAGES.rateLimited, code: ERROR_CODES.rateLimited };
      res.set('Retry-After', String(seconds)).status(429).json(body);
    },
  });
}
