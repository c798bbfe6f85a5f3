import { SERVICE_REGION_KEYS } from '@tod/domain';
import {
  ERROR_CODES,
  type LiveJoinResult,
  type LiveOverview,
  type LiveTakenError,
  type LiveThread,
  leaveRequestSchema,
  liveTypingRequestSchema,
  type PresenceResult,
  staffMessageRequestSchema,
} from '@tod/domain/contracts';
import { type NextFunction, type Request, type RequestHandler, type Response, Router } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import { findItem } from '../admin/inboxQueries.ts';
import type { StaffSessionRecord } from '../admin/sessions.ts';
import { requireCsrf, requireStaff, sessionToken, staffOf } from '../admin/staffAuth.ts';
import type { Clock } from '../clock.ts';
import { ERROR_MESSAGES } from '../http/errorMessages.ts';
import { HttpError } from '../http/httpError.ts';
import { validateBody } from '../http/validate.ts';
import type { Database } from '../store/database.ts';
import type { LiveItem, LiveService, StaffOutcome } from './liveService.ts';
import { lastEventIdOf, type StreamHub, serveEventStream } from './streams.ts';

export interface LiveStaffRouteDeps {
  live: LiveService;
  hub: StreamHub;
  database: Database;
  clock: Clock;
  logger: Logger;
}

const itemIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const emptyBodySchema = z.object({}).loose();

/**
 * The office's side of the live hand-off (issue 17): behind the inbox's session (401 without), its CSRF checks
 * on every POST (403), and its regions (another region's item is 404, as in the inbox). Mounted after
 * adminRoutes, whose `/api/admin` guard has usually run already; the guard here runs when it has not.
 */
export function liveStaffRoutes(deps: LiveStaffRouteDeps): Router {
  const { live, database } = deps;
  const router = Router();
  const staffGuard = guard(deps);
  /** A staff stream closed: once none of theirs is open in this process, their chats end soon unless they are back (decision 0430). */
  const watchClose = (req: Request, staffId: number) =>
    req.on('close', () =>
      setImmediate(() => {
        if (deps.hub.staffStreamsOf(staffId) > 0) return;
        live
          .staffStreamClosed(staffId)
          .catch((error: unknown) =>
            deps.logger.warn({ err: error, event: 'live_stream_close_failed' }, 'staff stream close not recorded'),
          );
      }),
    );

  router.get('/api/admin/live', staffGuard, async (_req, res) => {
    const overview: LiveOverview = await live.overview(scopeOf(staffOf(res)));
    res.json(overview);
  });

  router.post(
    '/api/admin/presence',
    staffGuard,
    validateBody(emptyBodySchema, async (_body, _req, res) => {
      const online = await live.heartbeat([staffOf(res).staff.id]);
      const result: PresenceResult = { online, nextHeartbeatMs: Math.floor(live.settings.presenceTtlMs / 3) };
      res.json(result);
    }),
  );

  router.get('/api/admin/live/events', staffGuard, async (req, res) => {
    const session = staffOf(res);
    const regions = new Set<string>(session.staff.regions);
    watchClose(req, session.staff.id);
    await serveEventStream(req, res, {
      hub: deps.hub,
      logger: deps.logger,
      failure: 'live_inbox_stream_failed',
      owner: { staffId: session.staff.id, staffToken: sessionToken(req) as string },
      async subscribe(stream) {
        const unsubscribe = await live.bus.subscribeInbox((region, event) => {
          if (regions.has(region)) stream.write(event);
        });
        try {
          // Online from the moment the tab opens, not at the first heartbeat.
          const online = await live.heartbeat([session.staff.id]);
          stream.write({ type: 'presence' }, { type: 'presence', online });
        } catch (error) {
          unsubscribe();
          throw error;
        }
        return { close: unsubscribe };
      },
    });
  });

  router.get('/api/admin/items/:id/live', staffGuard, async (req, res) => {
    const item = await visibleItem(req, res);
    const thread: LiveThread = await live.thread(item);
    res.json(thread);
  });

  router.get('/api/admin/items/:id/live/events', staffGuard, async (req, res) => {
    const item = await visibleItem(req, res);
    const after = lastEventIdOf(req);
    const { sessionId } = item;
    watchClose(req, staffOf(res).staff.id);
    await serveEventStream(req, res, {
      hub: deps.hub,
      logger: deps.logger,
      failure: 'live_thread_stream_failed',
      // A dispatcher on an item's page is online too (a joined one must be: decision 0204).
      owner: { staffId: staffOf(res).staff.id, staffToken: sessionToken(req) as string },
      subscribe: async (stream) =>
        sessionId
          ? live.bus.subscribeThread(sessionId, after, { onEvent: (event) => stream.write(event), onError: stream.fail })
          : { close() {} },
    });
  });

  router.post(
    '/api/admin/items/:id/join',
    staffGuard,
    validateBody(emptyBodySchema, async (_body, req, res) => {
      const item = await visibleItem(req, res);
      const outcome = await live.join(staffOf(res).staff, item);
      if (!outcome.ok) return refuse(res, outcome);
      const result: LiveJoinResult = { state: outcome.value };
      res.json(result);
    }),
  );

  router.post(
    '/api/admin/items/:id/messages',
    staffGuard,
    validateBody(staffMessageRequestSchema, async (body, req, res) => {
      const item = await visibleItem(req, res);
      const outcome = await live.staffMessage(staffOf(res).staff, item, body.text);
      if (!outcome.ok) return refuse(res, outcome);
      res.status(201).json(outcome.value);
    }),
  );

  router.post(
    '/api/admin/items/:id/typing',
    staffGuard,
    validateBody(liveTypingRequestSchema, async (body, req, res) => {
      const item = await visibleItem(req, res);
      const outcome = await live.staffTyping(staffOf(res).staff, item, body.typing);
      if (!outcome.ok) return refuse(res, outcome);
      res.status(204).end();
    }),
  );

  router.post(
    '/api/admin/items/:id/leave',
    staffGuard,
    validateBody(leaveRequestSchema, async (body, req, res) => {
      const item = await visibleItem(req, res);
      const outcome = await live.leave(staffOf(res).staff, item, body.handBack === true);
      if (!outcome.ok) return refuse(res, outcome);
      const result: LiveJoinResult = { state: outcome.value };
      res.json(result);
    }),
  );

  router.post(
    '/api/admin/items/:id/hand-back',
    staffGuard,
    validateBody(emptyBodySchema, async (_body, req, res) => {
      const item = await visibleItem(req, res);
      const outcome = await live.leave(staffOf(res).staff, item, true);
      if (!outcome.ok) return refuse(res, outcome);
      const result: LiveJoinResult = { state: outcome.value };
      res.json(result);
    }),
  );

  /** The item of the request when the member of staff may see it; else 404, as the inbox answers. */
  async function visibleItem(req: Request, res: Response): Promise<LiveItem> {
    const parsed = itemIdSchema.safeParse(req.params.id);
    if (!parsed.success) throw notFound();
    const found = await findItem(database, scopeOf(staffOf(res)), parsed.data);
    if (!found) throw notFound();
    return { itemId: found.id, sessionId: found.sessionId, region: found.region };
  }

  return router;
}

/** A refused staff operation as the API's error: 409 with who has the chat when it is taken. */
function refuse(res: Response, outcome: Exclude<StaffOutcome<unknown>, { ok: true }>): void {
  if (outcome.reason === 'taken') {
    const body: LiveTakenError = {
      message: `${outcome.heldBy.firstName} (${outcome.heldBy.email}) is already in this chat.`,
      code: 'live_taken',
      heldBy: outcome.heldBy,
    };
    res.status(409).json(body);
    return;
  }
  if (outcome.reason === 'not_joined') throw new HttpError(409, ERROR_CODES.liveNotJoined, 'Join the chat first.');
  if (outcome.reason === 'visitor_left') {
    throw new HttpError(
      409,
      ERROR_CODES.liveVisitorLeft,
      'The visitor has left the chat: your message was not sent. Call them back instead.',
    );
  }
  throw new HttpError(409, ERROR_CODES.liveUnavailable, 'This item has no chat to join.');
}

/** The inbox's session and CSRF checks, unless adminRoutes' `/api/admin` guard ran them for this request. */
function guard(deps: Pick<LiveStaffRouteDeps, 'database' | 'clock'>): RequestHandler {
  const staff = requireStaff({ database: deps.database, clock: deps.clock });
  return async (req: Request, res: Response, next: NextFunction) => {
    if (res.locals.staffSession) return next();
    await staff(req, res, () => {});
    requireCsrf(req, res, next);
  };
}

function scopeOf(session: StaffSessionRecord): { regions: StaffSessionRecord['staff']['regions']; allRegions: boolean } {
  const { regions } = session.staff;
  return { regions, allRegions: SERVICE_REGION_KEYS.every((key) => regions.includes(key)) };
}

function notFound(): HttpError {
  return new HttpError(404, ERROR_CODES.notFound, ERROR_MESSAGES.notFound);
}
