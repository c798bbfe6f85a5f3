import { ABUSE_LIMITS, type AbuseLimits } from '@tod/domain';
import {
  ERROR_CODES,
  type LiveThreadEvent,
  type LiveVisitorEvent,
  type LiveVisitorMessageResult,
  liveCloseRequestSchema,
  liveTypingRequestSchema,
  liveVisitorMessageRequestSchema,
  sessionIdSchema,
  sessionTokenSchema,
} from '@tod/domain/contracts';
import { type Request, Router } from 'express';
import type { Logger } from 'pino';
import { ERROR_MESSAGES } from '../http/errorMessages.ts';
import { HttpError } from '../http/httpError.ts';
import { validateBody } from '../http/validate.ts';
import type { LiveService } from './liveService.ts';
import { lastEventIdOf, type StreamHub, serveEventStream } from './streams.ts';

export interface LiveVisitorRouteDeps {
  live: LiveService;
  hub: StreamHub;
  logger: Logger;
  /** Overrides of the domain's ABUSE_LIMITS (streams per session and per address); tests use small ones. */
  limits?: Partial<AbuseLimits> | undefined;
}

/** Seconds a visitor refused a stream (too many from its address) is asked to wait. */
export const STREAM_RETRY_AFTER_SECONDS = 15;

/**
 * The visitor's side of the live hand-off (issue 17, docs/decisions/0202): `/api/live/:sessionId/…`. Every route
 * needs the session's token (the session id alone is never enough): `Authorization: Bearer <token>` or, for an
 * EventSource that cannot set headers, `?token=` on the stream (query strings are never logged, http/logger.ts).
 * Posts carry it as `sessionToken` in the body, as chat requests do. The message route shares the chat's rate
 * and conversation limits (http/abuseGuards.ts).
 */
export function liveVisitorRoutes(deps: LiveVisitorRouteDeps): Router {
  const { live } = deps;
  const limits: AbuseLimits = { ...ABUSE_LIMITS, ...deps.limits };
  const router = Router();

  router.get('/api/live/:sessionId/events', async (req, res) => {
    const sessionId = sessionIdOf(req);
    await authorize(req, sessionId, tokenOf(req));
    const after = lastEventIdOf(req);
    const chat = await live.visitorConnected(sessionId);
    // A chat the visitor ended, whose every event they have: nothing more will come (EventSource stops on 204).
    if (chat.ended && after >= chat.lastSeq) {
      res.status(204).end();
      return;
    }
    // Streams held open cost memory (issue 37.8). Checked and added with no await between: one decision each.
    const address = req.ip ?? 'unknown';
    if (deps.hub.visitorStreamsFrom(address) >= limits.liveStreamsPerIp) {
      deps.logger.warn({ event: 'abuse_limit', limiter: 'live-streams-ip', code: ERROR_CODES.rateLimited }, 'request refused by a limit');
      throw new HttpError(429, ERROR_CODES.rateLimited, ERROR_MESSAGES.rateLimited, { 'Retry-After': String(STREAM_RETRY_AFTER_SECONDS) });
    }
    // The session's newest stream is the one its visitor looks at: the oldest gives way.
    deps.hub.endOldestOf(sessionId, limits.liveStreamsPerSession - 1);
    // The tab closed (or the page reloads): a ringing hand-off ends soon unless the visitor is back (decision 0425).
    req.on('close', () => {
      live
        .visitorStreamClosed(sessionId)
        .catch((error: unknown) =>
          deps.logger.warn({ err: error, event: 'live_stream_close_failed' }, 'visitor stream close not recorded'),
        );
    });
    await serveEventStream(req, res, {
      hub: deps.hub,
      logger: deps.logger,
      failure: 'live_stream_failed',
      owner: { visitorSessionId: sessionId, address },
      subscribe: (stream) =>
        live.bus.subscribeThread(sessionId, after, {
          onEvent(event) {
            const shown = visitorEventOf(event);
            if (!shown) return;
            stream.write(shown);
            // The chat is over: the last event, then the stream ends.
            if (shown.type === 'ended') stream.end();
          },
          onError: stream.fail,
        }),
    });
  });

  router.post(
    '/api/live/:sessionId/messages',
    validateBody(liveVisitorMessageRequestSchema, async (body, req, res) => {
      const sessionId = sessionIdOf(req);
      await authorize(req, sessionId, body.sessionToken);
      const stored = await live.visitorMessage(sessionId, body.text, body.clientMessageId);
      if (!stored) throw new HttpError(409, ERROR_CODES.liveNotJoined, 'Nobody from the office is in this chat now.');
      const result: LiveVisitorMessageResult = { id: stored.id, seq: stored.seq, at: stored.at };
      res.status(201).json(result);
    }),
  );

  router.post(
    '/api/live/:sessionId/typing',
    validateBody(liveTypingRequestSchema, async (body, req, res) => {
      const sessionId = sessionIdOf(req);
      await authorize(req, sessionId, body.sessionToken);
      await live.visitorTyping(sessionId, body.typing);
      res.status(204).end();
    }),
  );

  router.post(
    '/api/live/:sessionId/close',
    validateBody(liveCloseRequestSchema, async (body, req, res) => {
      const sessionId = sessionIdOf(req);
      await authorize(req, sessionId, body.sessionToken);
      await live.visitorClosed(sessionId);
      res.status(204).end();
    }),
  );

  /** 401 unless the token is the session's: no token, another session's, a guess, or a session never stored. */
  async function authorize(req: Request, sessionId: string, bodyToken: string | undefined): Promise<void> {
    const token = bearerOf(req) ?? bodyToken;
    if (!(await live.authorize(sessionId, token))) {
      throw new HttpError(401, ERROR_CODES.liveBadToken, 'This chat could not be found. Please start a new one.');
    }
  }

  return router;
}

/** The visitor's form of an event: no account ids, and not their own typing. */
export function visitorEventOf(event: LiveThreadEvent): LiveVisitorEvent | undefined {
  if (event.type === 'visitor_typing') return undefined;
  if ('staffId' in event) {
    const { staffId: _staffId, ...shown } = event;
    return shown as LiveVisitorEvent;
  }
  return event as LiveVisitorEvent;
}

function sessionIdOf(req: Request): string {
  const parsed = sessionIdSchema.safeParse(req.params.sessionId);
  if (!parsed.success) throw new HttpError(404, ERROR_CODES.notFound, ERROR_MESSAGES.notFound);
  return parsed.data;
}

function bearerOf(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  const parsed = sessionTokenSchema.safeParse(match?.[1]);
  return parsed.success ? parsed.data : undefined;
}

/** The stream's token: the Authorization header, else `?token=` (EventSource cannot set headers). */
function tokenOf(req: Request): string | undefined {
  const fromQuery = sessionTokenSchema.safeParse(req.query.token);
  return bearerOf(req) ?? (fromQuery.success ? fromQuery.data : undefined);
}
