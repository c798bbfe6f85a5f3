import { SERVICE_REGION_KEYS } from '@tod/domain';
import {
  ERROR_CODES,
  erasureRequestSchema,
  itemListQuerySchema,
  itemPatchSchema,
  itemSummariesQuerySchema,
  noteRequestSchema,
  type StaffMember,
  type StaffSession,
  signInRequestSchema,
  type ViewingResult,
  viewingRequestSchema,
} from '@tod/domain/contracts';
import { ADMIN_COPY } from '@tod/domain/facts';
import { type Request, type Response, Router } from 'express';
import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import { ERROR_MESSAGES } from '../http/errorMessages.ts';
import type { GuardedStoreOptions } from '../http/failOpenStore.ts';
import { HttpError } from '../http/httpError.ts';
import { validateBody } from '../http/validate.ts';
import type { Database } from '../store/database.ts';
import { recordAudit } from './audit.ts';
import { toCsv } from './csv.ts';
import { eraseVisitors, phoneDigits } from './erasure.ts';
import type { InboxEventBus } from './inboxEvents.ts';
import { BadCursorError, exportItems, findItem, type ItemScope, itemDetail, itemSummaries, listItems } from './inboxQueries.ts';
import { AssigneeError, addNote, patchItem } from './itemActions.ts';
import { UNKNOWN_ACCOUNT_HASH, verifyPassword } from './password.ts';
import { createSession, hashToken, resolveSession, revokeAllSessions, revokeSession, type StaffSessionRecord } from './sessions.ts';
import { createSignInThrottle } from './signInThrottle.ts';
import { findStaffByEmail } from './staffAccounts.ts';
import {
  clearSessionCookie,
  forbidden,
  requireCsrf,
  requireSameOrigin,
  requireStaff,
  sessionToken,
  setSessionCookie,
  staffOf,
} from './staffAuth.ts';
import { markViewing, VIEWING_HEARTBEAT_MS, viewingOverview } from './viewers.ts';

export interface AdminRoutesDeps {
  database: Database;
  clock: Clock;
  logger: Logger;
  events: InboxEventBus;
  /**
   * Shared counters for sign-in attempts per limiter prefix (Redis when REDIS_URL is set); in-process memory
   * when absent, and while Redis fails (signInThrottle.ts).
   */
  rateLimitStore?: ((prefix: string, options?: GuardedStoreOptions) => Store | undefined) | undefined;
  /** Checks a password against its stored hash (tests count the checks); password.ts by default. */
  verifyPassword?: typeof verifyPassword;
}

/** Rows a CSV export holds at most. */
export const EXPORT_MAX_ROWS = 50_000;
/** A comment line keeps proxies from closing a quiet event stream. */
const HEARTBEAT_MS = 25_000;

const itemIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * The office inbox's API under /api/admin (issue 16). Every route but sign-in answers 401 without a
 * session; every state-changing route needs the same Origin and the session's CSRF token; every item
 * outside the member of staff's regions is answered as not found.
 * @example app.use(adminRoutes({ database, clock, logger, events: createInboxEventBus(database) }))
 */
export function adminRoutes(deps: AdminRoutesDeps): Router {
  const { database, clock } = deps;
  const throttle = createSignInThrottle({ storeFor: deps.rateLimitStore });
  const checkPassword = deps.verifyPassword ?? verifyPassword;
  const router = Router();

  router.post(
    '/api/admin/session',
    validateBody(signInRequestSchema, async (body, req, res) => {
      requireSameOrigin(req);
      const ip = req.ip ?? 'unknown';
      // The attempt is counted before the ~225 ms check: guesses sent at once cannot all be checked (issue 37.3).
      const wait = await throttle.attempt(body.email, ip);
      if (wait !== undefined) {
        throw new HttpError(429, ERROR_CODES.rateLimited, 'Too many sign-in attempts. Please wait and try again.', {
          'Retry-After': String(wait),
        });
      }
      const account = await findStaffByEmail(database, body.email);
      // An unknown email costs the same hash as a known one, and gets the same answer.
      const matches = await checkPassword(body.password, account?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
      const now = clock.now();
      if (!account || !matches || account.disabled) {
        const disabled = account?.disabled === true && matches;
        await recordAudit(
          database,
          {
            staffId: account?.id,
            actor: account?.email ?? 'unknown',
            action: 'sign_in_failed',
            detail: { ip, ...(disabled ? { disabled } : {}) },
          },
          now,
        );
        // Only whoever typed the account's own password learns it is disabled; anyone else gets the one answer.
        if (disabled) throw new HttpError(403, ERROR_CODES.accountDisabled, ADMIN_COPY.accountDisabled);
        throw new HttpError(401, ERROR_CODES.invalidCredentials, 'The email or password is not right.');
      }
      await throttle.succeeded(body.email, ip);
      // A session the browser had before signing in is never carried over (session fixation).
      const previous = sessionToken(req);
      if (previous) await revokeSession(database, hashToken(previous), now);
      const { token, csrfToken } = await createSession(database, account.id, now);
      await recordAudit(database, { staffId: account.id, actor: account.email, action: 'sign_in', detail: { ip } }, now);
      setSessionCookie(req, res, token);
      res.set('Cache-Control', 'no-store');
      res.json(sessionBody({ staff: account, csrfToken }));
    }),
  );

  // Everything below needs a session, then (for writes) the CSRF checks.
  router.use('/api/admin', requireStaff({ database, clock }), requireCsrf);

  router.get('/api/admin/session', (_req, res) => {
    res.json(sessionBody(staffOf(res)));
  });

  router.delete('/api/admin/session', async (req, res) => {
    const session = staffOf(res);
    const now = clock.now();
    await revokeSession(database, session.tokenHash, now);
    await recordAudit(database, { staffId: session.staff.id, actor: session.staff.email, action: 'sign_out' }, now);
    clearSessionCookie(req, res);
    res.status(204).end();
  });

  router.delete('/api/admin/sessions', async (req, res) => {
    const session = staffOf(res);
    const now = clock.now();
    const ended = await revokeAllSessions(database, session.staff.id, now);
    await recordAudit(
      database,
      { staffId: session.staff.id, actor: session.staff.email, action: 'sign_out_everywhere', detail: { sessions: ended } },
      now,
    );
    clearSessionCookie(req, res);
    res.status(204).end();
  });

  router.get('/api/admin/staff', async (_req, res) => {
    const session = staffOf(res);
    // Each with their regions: an item's page offers only the staff of the item's region (issue 34).
    const result = await database.query<StaffMember>(
      `SELECT id, email, display_name AS name, regions FROM staff_accounts
       WHERE disabled_at IS NULL AND regions && $1::text[] ORDER BY coalesce(display_name, email)`,
      [session.staff.regions],
    );
    res.json({
      staff: result.rows.map((row) => ({ ...row, regions: row.regions.filter((region) => SERVICE_REGION_KEYS.includes(region)) })),
    });
  });

  router.get('/api/admin/items', async (req, res) => {
    const query = itemListQuerySchema.parse(req.query);
    res.json(await listItems(database, scopeOf(res, query.region), query).catch(badCursor));
  });

  // The rows of a few items by id (the ringing banner's names, issues and waiting times): no transcript, no audit.
  router.get('/api/admin/item-summaries', async (req, res) => {
    const { ids } = itemSummariesQuerySchema.parse(req.query);
    res.json({ items: await itemSummaries(database, scopeOf(res), ids) });
  });

  router.get('/api/admin/export.csv', async (req, res) => {
    const session = staffOf(res);
    const query = itemListQuerySchema.parse(req.query);
    const items = await exportItems(database, scopeOf(res, query.region), query, EXPORT_MAX_ROWS);
    const { cursor: _cursor, limit: _limit, ...filters } = query;
    // The filters are logged, not the search text (it may be a visitor's name or phone).
    const { q, ...loggedFilters } = filters;
    await recordAudit(
      database,
      {
        staffId: session.staff.id,
        actor: session.staff.email,
        action: 'export',
        detail: { rows: items.length, filters: loggedFilters, searched: Boolean(q) },
      },
      clock.now(),
    );
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="inbox-${clock.now().toISOString().slice(0, 10)}.csv"`);
    res.send(toCsv(items));
  });

  router.get('/api/admin/items/:id', async (req, res) => {
    const session = staffOf(res);
    const id = itemIdOf(req);
    const detail = await itemDetail(database, scopeOf(res), id);
    if (!detail) throw notFound();
    await recordAudit(
      database,
      { staffId: session.staff.id, actor: session.staff.email, action: 'view_transcript', itemId: id },
      clock.now(),
    );
    res.json(detail);
  });

  router.patch(
    '/api/admin/items/:id',
    validateBody(itemPatchSchema, async (patch, req, res) => {
      const session = staffOf(res);
      const id = await visibleItemId(req, res);
      try {
        await patchItem(database, session.staff, id, patch, clock.now());
      } catch (error) {
        if (error instanceof AssigneeError) throw new HttpError(400, ERROR_CODES.validation, error.message);
        throw error;
      }
      res.json(await itemDetail(database, scopeOf(res), id));
    }),
  );

  router.post(
    '/api/admin/items/:id/notes',
    validateBody(noteRequestSchema, async (note, req, res) => {
      const session = staffOf(res);
      const id = await visibleItemId(req, res);
      await addNote(database, session.staff, id, note.text, clock.now());
      res.status(201).json(await itemDetail(database, scopeOf(res), id));
    }),
  );

  // Who has an item open (decision 0433): the item page's heartbeat, and the list's poll. No visitor data, no log lines.
  router.post(
    '/api/admin/items/:id/viewing',
    validateBody(viewingRequestSchema, async (body, req, res) => {
      const session = staffOf(res);
      const id = await visibleItemId(req, res);
      const viewers = await markViewing(database, session.staff.id, id, body.open, clock.now());
      const result: ViewingResult = { viewers, nextHeartbeatMs: VIEWING_HEARTBEAT_MS };
      res.json(result);
    }),
  );

  router.get('/api/admin/viewing', async (_req, res) => {
    const scope = scopeOf(res);
    res.json(await viewingOverview(database, { ...scope, staffId: staffOf(res).staff.id }, clock.now()));
  });

  router.post(
    '/api/admin/erasures',
    validateBody(erasureRequestSchema, async (request, _req, res) => {
      const session = staffOf(res);
      if (session.staff.role !== 'owner') throw forbidden('Only the owner can erase a visitor’s data.');
      const now = clock.now();
      const erasedItems = await database.transaction(async (tx) => {
        const erased = await eraseVisitors(
          tx,
          'itemId' in request ? { itemIds: [request.itemId] } : { phoneDigits: phoneDigits(request.phone) },
        );
        await recordAudit(
          tx,
          {
            staffId: session.staff.id,
            actor: session.staff.email,
            action: 'erasure',
            detail: { by: 'itemId' in request ? 'item' : 'phone', items: erased },
          },
          now,
        );
        return erased;
      });
      res.json({ erasedItems });
    }),
  );

  router.get('/api/admin/audit', async (req, res) => {
    const session = staffOf(res);
    if (session.staff.role !== 'owner') throw forbidden('Only the owner can read the audit log.');
    const before = z.coerce.number().int().positive().optional().parse(req.query.before);
    const result = await database.query<{ id: string; at: Date; actor: string; action: string; item_id: string | null; detail: unknown }>(
      `SELECT id, at, actor, action, item_id, detail FROM audit_log WHERE ($1::bigint IS NULL OR id < $1) ORDER BY id DESC LIMIT 200`,
      [before ?? null],
    );
    res.json({
      entries: result.rows.map((row) => ({
        id: Number(row.id),
        at: new Date(row.at).toISOString(),
        actor: row.actor,
        action: row.action,
        itemId: row.item_id === null ? null : Number(row.item_id),
        detail: row.detail,
      })),
    });
  });

  router.get('/api/admin/events', async (req, res) => {
    const session = staffOf(res);
    const token = sessionToken(req) as string;
    const regions = new Set<string>(session.staff.regions);
    let closed = false;
    res.on('close', () => {
      closed = true;
    });
    // Listen before the stream opens: the inbox shows "Live" (and refetches) when it opens, so an item written
    // while the LISTEN was still being set up would reach neither the stream nor that refetch.
    const unsubscribe = await deps.events.subscribe((event) => {
      if (!regions.has(event.region)) return;
      res.write(`event: item\ndata: ${JSON.stringify(event)}\n\n`);
    });
    if (closed) {
      unsubscribe();
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // nginx and similar proxies would otherwise hold the events back.
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    // Signing out (here or everywhere) or the session's timeouts end the stream at the next heartbeat.
    const heartbeat = setInterval(() => {
      resolveSession(database, token, clock.now()).then(
        (live) => {
          if (live) res.write(': heartbeat\n\n');
          else res.end();
        },
        () => res.write(': heartbeat\n\n'),
      );
    }, HEARTBEAT_MS);
    res.write(': ready\n\n');
    req.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });

  /** The item id of the request, when the member of staff may see it (else 404). */
  async function visibleItemId(req: Request, res: Response): Promise<number> {
    const id = itemIdOf(req);
    if (!(await findItem(database, scopeOf(res), id))) throw notFound();
    return id;
  }

  return router;
}

function sessionBody(session: Pick<StaffSessionRecord, 'csrfToken'> & { staff: StaffSessionRecord['staff'] }): StaffSession {
  const { id, email, role, regions } = session.staff;
  return { staff: { id, email, role, regions }, csrfToken: session.csrfToken };
}

/** The regions a request may read: the staff's own, narrowed to one when the query names one. */
function scopeOf(res: Response, region?: string): ItemScope {
  const { id, regions } = staffOf(res).staff;
  if (region !== undefined && !regions.includes(region as (typeof regions)[number])) throw forbidden('This region is not yours.');
  return { regions, allRegions: SERVICE_REGION_KEYS.every((key) => regions.includes(key)), staffId: id };
}

function itemIdOf(req: Request): number {
  const parsed = itemIdSchema.safeParse(req.params.id);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

function notFound(): HttpError {
  return new HttpError(404, ERROR_CODES.notFound, ERROR_MESSAGES.notFound);
}

function badCursor(error: unknown): never {
  if (error instanceof BadCursorError) throw new HttpError(400, ERROR_CODES.validation, 'The page cursor is not valid.');
  throw error;
}
