import { ABUSE_LIMITS, type AbuseLimits, LIMIT_MESSAGES } from '@tod/domain';
import { ERROR_CODES, type ErrorBody, type ErrorCode, sessionIdSchema } from '@tod/domain/contracts';
import { type Request, type RequestHandler, Router } from 'express';
import { rateLimit as expressRateLimit, type RateLimitInfo, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { BoundedMemoryStore } from './boundedMemoryStore.ts';
import { ERROR_MESSAGES } from './errorMessages.ts';

export interface AbuseGuardOptions {
  /** Overrides of the domain's ABUSE_LIMITS (tests use small ones). */
  limits?: Partial<AbuseLimits> | undefined;
  /** Shared counters per limiter prefix (Redis when REDIS_URL is set); in-process memory when absent. */
  storeFor?: ((prefix: string) => Store | undefined) | undefined;
  logger?: Pick<Logger, 'warn'> | undefined;
  /** Keys each limiter keeps in memory at most when there is no shared store (BoundedMemoryStore). */
  memoryKeysPerLimiter?: number | undefined;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per-IP and per-session limits in front of the assistant's routes: chat rate, conversation length,
 * recommendations rate, escalations per IP and per session, and the live hand-off's visitor routes. Every refusal is a 429 with Retry-After and
 * the API's error shape. Mounted after the JSON parser (the session id is read from the body).
 * @example app.use(abuseGuards({ storeFor: deps.rateLimitStore }))
 */
export function abuseGuards(options: AbuseGuardOptions = {}): Router {
  const limits: AbuseLimits = { ...ABUSE_LIMITS, ...options.limits };
  const limiter = (spec: LimiterSpec) => createLimiter(spec, options);
  const router = Router();

  const chatGuards = [
    limiter({
      prefix: 'chat-ip',
      limit: limits.chatPerIpPerMinute,
      windowMs: MINUTE,
      code: ERROR_CODES.rateLimited,
      message: LIMIT_MESSAGES.chatRateLimited,
    }),
    limiter({
      prefix: 'chat-session',
      limit: limits.chatPerSessionPerMinute,
      windowMs: MINUTE,
      perSession: true,
      code: ERROR_CODES.rateLimited,
      message: LIMIT_MESSAGES.chatRateLimited,
    }),
    limiter({
      prefix: 'conversation',
      limit: limits.conversationMaxMessages,
      windowMs: limits.conversationWindowMs,
      perSession: true,
      // A refused or invalid message is not a turn of the conversation.
      countSuccessOnly: true,
      code: ERROR_CODES.conversationLimit,
      message: LIMIT_MESSAGES.conversationLimit,
    }),
  ];
  router.post('/api/chat', ...chatGuards);
  router.post('/api/chat/stream', ...chatGuards);
  // A message to the person in a live chat is a chat message (issue 17): the same counters, per IP and session.
  router.post('/api/live/:sessionId/messages', ...chatGuards);
  const liveSignals = limiter({
    prefix: 'live-ip',
    limit: limits.liveSignalsPerIpPerMinute,
    windowMs: MINUTE,
    code: ERROR_CODES.rateLimited,
    message: ERROR_MESSAGES.rateLimited,
  });
  // Typing signals, stream (re)connections and closes of live chats, per IP.
  router.post('/api/live/:sessionId/typing', liveSignals);
  router.post('/api/live/:sessionId/close', liveSignals);
  router.get('/api/live/:sessionId/events', liveSignals);

  router.post(
    '/api/recommendations',
    limiter({
      prefix: 'recommendations-ip',
      limit: limits.recommendationsPerIpPerMinute,
      windowMs: MINUTE,
      code: ERROR_CODES.rateLimited,
      message: ERROR_MESSAGES.rateLimited,
    }),
  );

  router.post(
    '/api/escalations',
    limiter({
      prefix: 'escalation-ip',
      limit: limits.escalationsPerIpPerHour,
      windowMs: HOUR,
      code: ERROR_CODES.rateLimited,
      message: LIMIT_MESSAGES.escalationRateLimited,
    }),
    limiter({
      prefix: 'escalation-session',
      limit: limits.escalationsPerSession,
      windowMs: limits.escalationWindowMs,
      perSession: true,
      countSuccessOnly: true,
      code: ERROR_CODES.escalationLimit,
      message: LIMIT_MESSAGES.escalationLimit,
    }),
  );
  return router;
}

interface LimiterSpec {
  prefix: string;
  limit: number;
  windowMs: number;
  code: ErrorCode;
  message: string;
  /** Key by the body's sessionId instead of the client IP (skipped when there is no valid one). */
  perSession?: boolean;
  /** Count only requests answered 2xx/3xx. */
  countSuccessOnly?: boolean;
}

/**
 * The body's sessionId when it satisfies the contract; anything else is left to the route's validation,
 * which refuses it. The body is normalised before the limiters (normalizeBody), so the id counted here is
 * the id the route stores.
 */
export function sessionIdOf(req: Request): string | undefined {
  const body: unknown = req.body;
  // The live routes name the session in the path (/api/live/:sessionId/…).
  const fromBody = typeof body === 'object' && body !== null ? (body as { sessionId?: unknown }).sessionId : undefined;
  const parsed = sessionIdSchema.safeParse(fromBody ?? req.params?.sessionId);
  return parsed.success ? parsed.data : undefined;
}

/** Seconds until the client's window resets (at least 1). */
export function retryAfterSeconds(resetTime: Date | undefined, windowMs: number, nowMs: number = Date.now()): number {
  if (!resetTime) return Math.max(1, Math.ceil(windowMs / 1000));
  return Math.max(1, Math.ceil((resetTime.getTime() - nowMs) / 1000));
}

function createLimiter(spec: LimiterSpec, options: AbuseGuardOptions): RequestHandler {
  // Without Redis: bounded counters, not express-rate-limit's MemoryStore (unbounded for 24-hour windows).
  const store = options.storeFor?.(spec.prefix) ?? new BoundedMemoryStore({ maxKeys: options.memoryKeysPerLimiter });
  return expressRateLimit({
    windowMs: spec.windowMs,
    limit: spec.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    identifier: spec.prefix,
    store,
    ...(spec.countSuccessOnly ? { skipFailedRequests: true } : {}),
    ...(spec.perSession
      ? { skip: (req: Request) => sessionIdOf(req) === undefined, keyGenerator: (req: Request) => `session:${sessionIdOf(req)}` }
      : {}),
    // A shared store that is down must not take the chat down with it: serve, and say so in the logs.
    passOnStoreError: true,
    handler: (req, res) => {
      const resetTime = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit?.resetTime;
      const body: ErrorBody = { message: spec.message, code: spec.code };
      options.logger?.warn({ event: 'abuse_limit', limiter: spec.prefix, code: spec.code }, 'request refused by a limit');
      res
        .set('Retry-After', String(retryAfterSeconds(resetTime, spec.windowMs)))
        .status(429)
        .json(body);
    },
  });
}
