import { createHash, randomBytes } from 'node:crypto';
import {
  BRAND_SHORT_NAME,
  type ItemLiveState,
  LIVE_TIMINGS,
  type LiveEscalation,
  type LiveHolder,
  type LiveThreadEvent,
  type OfficePresence,
  REGION_CONTACTS,
  type ServiceRegionKey,
  type StaffMessageResult,
} from '@tod/domain';
import type { Logger } from 'pino';
import { recordAudit } from '../admin/audit.ts';
import type { Clock } from '../clock.ts';
import { liveChatNotification, type TranscriptLine } from '../leads/chatNotifications.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { Database, Queryable, Transaction } from '../store/database.ts';
import { clientKeyOf, clientOfSession } from '../store/sessionKeys.ts';
import { createLiveBus, type LiveBus } from './liveBus.ts';
import {
  appendEvent,
  appendMessage,
  firstNameOf,
  holderOf,
  iso,
  type LiveChatRow,
  liveItemStates,
  loadEvents,
  lockLiveChat,
  messageIdOf,
  notifyInbox,
  notifyThread,
  officePresence,
  type StoredThreadEvent,
  sessionItemStates,
  stintLines,
  touchPresence,
} from './liveStore.ts';

/** The live hand-off's timings in this process (config.ts reads the ring timeout and presence TTL). */
export interface LiveSettings {
  ringTimeoutMs: number;
  presenceTtlMs: number;
  visitorActiveMs: number;
  heartbeatMs: number;
  typicalWaitMinutes: number;
  /** A ringing visitor whose stream closed and did not come back (a reload) within this long has left (decision 0425). */
  visitorLeftGraceMs: number;
  /** A member of staff in a chat whose last stream closed and who was not seen again within this long has left it (decision 0430). */
  staffLeftGraceMs: number;
}

export const DEFAULT_LIVE_SETTINGS: LiveSettings = {
  ringTimeoutMs: LIVE_TIMINGS.ringTimeoutMs,
  presenceTtlMs: LIVE_TIMINGS.presenceTtlMs,
  visitorActiveMs: LIVE_TIMINGS.visitorActiveMs,
  heartbeatMs: LIVE_TIMINGS.streamHeartbeatMs,
  typicalWaitMinutes: LIVE_TIMINGS.typicalWaitMinutes,
  visitorLeftGraceMs: 10_000,
  staffLeftGraceMs: 10_000,
};

/** A signed-in member of staff, as the live endpoints need them. */
export interface LiveStaff {
  id: number;
  email: string;
  /** The name the visitor sees (its first word); absent or null: a first name from the email. */
  displayName?: string | null;
}

/** An inbox item of the staff member's regions, with its chat (contact requests have none). */
export interface LiveItem {
  itemId: number;
  sessionId: string | null;
  region: ServiceRegionKey;
}

export type StaffOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'taken'; heldBy: LiveHolder }
  | { ok: false; reason: 'not_joined' | 'unavailable' | 'visitor_left' };

/** What a visitor's message to the person gave: its stored line, and who it went to. */
export interface VisitorMessageOutcome {
  id: string;
  seq: number;
  at: string;
  firstName: string;
}

/**
 * The live hand-off (issue 17, docs/decisions/0200–0204): the visitor's and the office's operations on a chat's
 * live part. Every change is one transaction that locks the chat's live row, stores the event (and transcript
 * line, audit line, office mail) and announces it with pg_notify; the routes only authorise and answer.
 */
export interface LiveService {
  readonly bus: LiveBus;
  readonly settings: LiveSettings;

  /** Whether `token` is the session's token (docs/decisions/0140). Unknown sessions and missing tokens are not. */
  authorize(sessionId: string, token: string | undefined): Promise<boolean>;
  /**
   * After `POST /api/escalations`: rings the hand-off in the region's open inboxes when the visitor can follow
   * the chat (they hold the session's token, or the session is new and gets one now).
   */
  escalated(input: {
    sessionId: string;
    sessionToken?: string | undefined;
    region: ServiceRegionKey;
    escalationId: string;
  }): Promise<{ live: LiveEscalation; sessionToken?: string }>;
  /** A visitor's stream opened: marks them seen. @returns the chat's state for the stream */
  visitorConnected(sessionId: string): Promise<{ ended: boolean; lastSeq: number }>;
  /** Marks the visitors of these open streams seen (the stream registry's heartbeat). */
  visitorsSeen(sessionIds: readonly string[]): Promise<void>;
  /**
   * A visitor's stream closed while their hand-off rings: unless they are back within `visitorLeftGraceMs`
   * (a reload), the ring ends then (`nobody_joined`, `visitor_left`) instead of a presence TTL later.
   */
  visitorStreamClosed(sessionId: string): Promise<void>;
  /**
   * The last stream of a member of staff in this process closed (a closed tab): unless they are seen again within
   * `staffLeftGraceMs` (a reload, another tab's heartbeat), the chats they are in end their stint then (`staff_left`,
   * `timedOut`) instead of a presence TTL later, and T.O.D. answers the visitor again (decision 0430).
   */
  staffStreamClosed(staffId: number): Promise<void>;
  /** The visitor writes to the person. @returns undefined when nobody is in the chat (T.O.D. answers instead) */
  visitorMessage(sessionId: string, text: string, clientMessageId?: string): Promise<VisitorMessageOutcome | undefined>;
  visitorTyping(sessionId: string, typing: boolean): Promise<void>;
  /** The visitor ended the chat: the last event, `ended`; a joined person's stint is mailed. */
  visitorClosed(sessionId: string): Promise<void>;

  join(staff: LiveStaff, item: LiveItem): Promise<StaffOutcome<ItemLiveState>>;
  leave(staff: LiveStaff, item: LiveItem, handBack: boolean): Promise<StaffOutcome<ItemLiveState>>;
  staffMessage(staff: LiveStaff, item: LiveItem, text: string): Promise<StaffOutcome<StaffMessageResult>>;
  staffTyping(staff: LiveStaff, item: LiveItem, typing: boolean): Promise<StaffOutcome<undefined>>;
  /** An open inbox's heartbeat. @returns who is online per region */
  heartbeat(staffIds: readonly number[]): Promise<OfficePresence>;
  overview(scope: { regions: readonly string[]; allRegions: boolean }): Promise<{ items: ItemLiveState[]; online: OfficePresence }>;
  thread(item: LiveItem): Promise<{ state: ItemLiveState; events: StoredThreadEvent[] }>;
  itemState(item: LiveItem): Promise<ItemLiveState>;

  /** Ends rings past their time (`nobody_joined`) and stints whose member of staff went offline. */
  sweep(): Promise<void>;
  /** Starts the sweep timer. */
  start(): void;
  close(): Promise<void>;
}

export interface LiveServiceDeps {
  database: Database;
  clock: Clock;
  mail: MailOutbox;
  logger: Logger;
  settings?: Partial<LiveSettings>;
}

/** Thread events a detail page loads at most at once. */
const THREAD_PAGE = 1000;

export function createLiveService(deps: LiveServiceDeps): LiveService {
  const { database, clock } = deps;
  const settings: LiveSettings = { ...DEFAULT_LIVE_SETTINGS, ...deps.settings };
  const bus = createLiveBus(database);
  const timers = new Set<NodeJS.Timeout>();
  let sweeper: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  let closed = false;

  const states = (db: Queryable, sessionId: string, now: Date) => sessionItemStates(db, sessionId, now, settings.visitorActiveMs);

  /** Tells the region's open inboxes the new state of every item of the chat. */
  async function announceStates(tx: Queryable, sessionId: string, now: Date, ringItemId?: number, emergency = false): Promise<void> {
    for (const state of await states(tx, sessionId, now)) {
      const event =
        state.itemId === ringItemId && state.ringing ? { type: 'ring' as const, state, emergency } : { type: 'state' as const, state };
      await notifyInbox(tx, state.region, event);
    }
  }

  async function holderAccount(db: Queryable, staffId: number): Promise<{ email: string; display_name: string | null }> {
    const result = await db.query<{ email: string; display_name: string | null }>(
      'SELECT email, display_name FROM staff_accounts WHERE id = $1',
      [staffId],
    );
    return result.rows[0] ?? { email: '', display_name: null };
  }

  /** Ends the current stint (staff_left or handed_back unless `ending` is visitor_closed) and mails it. */
  async function endStint(
    tx: Transaction,
    chat: LiveChatRow,
    now: Date,
    ending: 'left' | 'handed_back' | 'visitor_closed' | 'timed_out',
  ): Promise<void> {
    if (chat.staff_id == null) return;
    const account = chat.staff_email
      ? { email: chat.staff_email, display_name: chat.staff_display_name }
      : await holderAccount(tx, chat.staff_id);
    const email = account.email;
    const firstName = firstNameOf(email, account.display_name);
    if (ending !== 'visitor_closed') {
      await appendEvent(tx, chat.session_id, {
        type: ending === 'handed_back' ? 'handed_back' : 'staff_left',
        at: now,
        staffId: chat.staff_id,
        data: { firstName, ...(ending === 'timed_out' ? { timedOut: true } : {}) },
      });
    }
    await tx.query('UPDATE live_chats SET staff_id = NULL, joined_at = NULL, join_seq = NULL WHERE session_id = $1', [chat.session_id]);
    const joinSeq = Number(chat.join_seq ?? 0);
    const lines = await stintLines(tx, chat.session_id, joinSeq);
    if (lines.length === 0) return;
    const lead = await tx.query<{ name: string | null; phone: string | null; city: string | null; issue: string | null }>(
      'SELECT name, phone, city, issue FROM leads WHERE session_id = $1',
      [chat.session_id],
    );
    const leadRow = lead.rows[0];
    const transcript: TranscriptLine[] = lines.map((line) => ({
      role: line.role,
      content: line.content,
      timestamp: line.at,
      ...(line.role === 'staff' ? { staffName: line.firstName } : {}),
    }));
    await deps.mail.enqueueOfficeMail(tx, {
      key: `live:${chat.session_id}:${joinSeq}`,
      ...liveChatNotification({
        sessionId: chat.session_id,
        region: chat.region,
        staffEmail: email,
        staffFirstName: firstName,
        lead: {
          ...(leadRow?.name ? { name: leadRow.name } : {}),
          ...(leadRow?.phone ? { phone: leadRow.phone } : {}),
          ...(leadRow?.city ? { city: leadRow.city } : {}),
          ...(leadRow?.issue ? { issue: leadRow.issue } : {}),
        },
        ending,
        transcript,
        joinedAt: chat.joined_at ? new Date(chat.joined_at) : now,
        endedAt: now,
      }),
    });
  }

  function scheduleSweep(at: Date): void {
    if (closed) return;
    const delay = Math.max(0, at.getTime() - clock.now().getTime()) + 50;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void service.sweep().catch((error: unknown) => deps.logger.warn({ err: error, event: 'live_sweep_failed' }, 'live sweep failed'));
    }, delay);
    timer.unref();
    timers.add(timer);
  }

  async function sweepOnce(): Promise<void> {
    const now = clock.now();
    const due = await database.query<{ session_id: string }>(
      'SELECT session_id FROM live_chats WHERE ringing_until <= $1 ORDER BY ringing_until LIMIT 100',
      [now],
    );
    for (const { session_id: sessionId } of due.rows) {
      await database.transaction(async (tx) => {
        const chat = await lockLiveChat(tx, sessionId, now);
        if (!chat?.ringing_until || new Date(chat.ringing_until).getTime() > now.getTime()) return;
        await tx.query('UPDATE live_chats SET ringing_until = NULL WHERE session_id = $1', [sessionId]);
        if (chat.staff_id == null) await appendEvent(tx, sessionId, { type: 'nobody_joined', at: now });
        await announceStates(tx, sessionId, now);
      });
    }
    // A ring whose visitor is gone (tab closed, stream dropped for a presence TTL): nobody is left to talk to,
    // so it stops now rather than at its timeout; the office is told, and the lead stays for a call-back.
    // Or sooner: their stream closed and nothing of theirs came since, for the grace of a reload.
    const gone = await database.query<{ session_id: string }>(
      `SELECT lc.session_id FROM live_chats lc JOIN chat_sessions s ON s.session_id = lc.session_id
       WHERE lc.ringing_until > $1 AND lc.staff_id IS NULL AND (GREATEST(lc.visitor_seen_at, s.updated_at) <= $2
         OR (lc.visitor_left_at <= $3 AND GREATEST(lc.visitor_seen_at, s.updated_at) <= lc.visitor_left_at)) LIMIT 100`,
      [now, visitorGoneBefore(now), new Date(now.getTime() - settings.visitorLeftGraceMs)],
    );
    for (const { session_id: sessionId } of gone.rows) {
      await database.transaction(async (tx) => {
        const chat = await lockLiveChat(tx, sessionId, now);
        if (!chat?.ringing_until || chat.staff_id != null || new Date(chat.ringing_until).getTime() <= now.getTime()) return;
        const seen = await tx.query<{ seen: Date | string | null; left_at: Date | string | null }>(
          `SELECT GREATEST(lc.visitor_seen_at, s.updated_at) AS seen, lc.visitor_left_at AS left_at
           FROM live_chats lc JOIN chat_sessions s USING (session_id) WHERE lc.session_id = $1`,
          [sessionId],
        );
        const last = seen.rows[0]?.seen;
        const leftAt = seen.rows[0]?.left_at;
        const leftForGood =
          leftAt != null &&
          now.getTime() - new Date(leftAt).getTime() >= settings.visitorLeftGraceMs &&
          (last == null || new Date(last).getTime() <= new Date(leftAt).getTime());
        if (!leftForGood && last && new Date(last).getTime() > visitorGoneBefore(now).getTime()) return;
        await tx.query('UPDATE live_chats SET ringing_until = NULL WHERE session_id = $1', [sessionId]);
        await appendEvent(tx, sessionId, { type: 'nobody_joined', at: now, data: { reason: 'visitor_left' } });
        await announceStates(tx, sessionId, now);
      });
    }
    // A person is in the chat but its visitor left (closed the page) and did not come back within the grace: the
    // chat ends as if they had ended it, so the office is told and nothing more is written into the void (decision 0431).
    const visitorGone = await database.query<{ session_id: string }>(
      `SELECT lc.session_id FROM live_chats lc JOIN chat_sessions s ON s.session_id = lc.session_id
       WHERE lc.staff_id IS NOT NULL AND lc.ended_at IS NULL AND lc.visitor_left_at <= $1
         AND GREATEST(lc.visitor_seen_at, s.updated_at) <= lc.visitor_left_at LIMIT 100`,
      [new Date(now.getTime() - settings.visitorLeftGraceMs)],
    );
    for (const { session_id: sessionId } of visitorGone.rows) {
      await database.transaction(async (tx) => {
        const chat = await lockLiveChat(tx, sessionId, now);
        if (chat?.staff_id == null || chat.ended_at != null || !(await visitorLeft(tx, chat, now))) return;
        await endChatForVisitor(tx, chat, now);
      });
    }
    // A stint whose member of staff has no inbox open any more: the visitor is not left waiting on nobody. Their
    // heartbeat stopped a presence TTL ago, or sooner: their last stream closed and nothing of theirs came since.
    const staffLeftBefore = new Date(now.getTime() - settings.staffLeftGraceMs);
    const stale = await database.query<{ session_id: string }>(
      `SELECT lc.session_id FROM live_chats lc LEFT JOIN staff_presence p ON p.staff_id = lc.staff_id
       WHERE lc.staff_id IS NOT NULL AND (p.last_seen_at IS NULL OR p.last_seen_at <= $1
         OR (p.left_at <= $2 AND p.last_seen_at <= p.left_at)) LIMIT 100`,
      [new Date(now.getTime() - settings.presenceTtlMs), staffLeftBefore],
    );
    for (const { session_id: sessionId } of stale.rows) {
      await database.transaction(async (tx) => {
        const chat = await lockLiveChat(tx, sessionId, now);
        if (chat?.staff_id == null) return;
        const seen = await tx.query<{ last_seen_at: Date | string; left_at: Date | string | null }>(
          'SELECT last_seen_at, left_at FROM staff_presence WHERE staff_id = $1',
          [chat.staff_id],
        );
        const last = seen.rows[0]?.last_seen_at;
        const leftAt = seen.rows[0]?.left_at;
        const leftForGood =
          leftAt != null &&
          new Date(leftAt).getTime() <= staffLeftBefore.getTime() &&
          (last == null || new Date(last).getTime() <= new Date(leftAt).getTime());
        if (!leftForGood && last && now.getTime() - new Date(last).getTime() < settings.presenceTtlMs) return;
        await endStint(tx, chat, now, 'timed_out');
        await announceStates(tx, sessionId, now);
      });
    }
  }

  /** The visitor of a locked chat closed their page `visitorLeftGraceMs` ago or more, and nothing of theirs came since. */
  async function visitorLeft(tx: Transaction, chat: LiveChatRow, now: Date): Promise<boolean> {
    if (chat.visitor_left_at == null) return false;
    const leftAt = new Date(chat.visitor_left_at).getTime();
    if (now.getTime() - leftAt < settings.visitorLeftGraceMs) return false;
    const seen = await tx.query<{ seen: Date | string | null }>(
      'SELECT GREATEST($2::timestamptz, updated_at) AS seen FROM chat_sessions WHERE session_id = $1',
      [chat.session_id, chat.visitor_seen_at],
    );
    const last = seen.rows[0]?.seen;
    return last == null || new Date(last).getTime() <= leftAt;
  }

  /** The visitor ended the chat, or left it: the last event, `ended`; a joined person's stint is mailed. */
  async function endChatForVisitor(tx: Transaction, chat: LiveChatRow, now: Date): Promise<void> {
    await endStint(tx, chat, now, 'visitor_closed');
    await tx.query('UPDATE live_chats SET ended_at = $2, ringing_until = NULL WHERE session_id = $1', [chat.session_id, now]);
    await appendEvent(tx, chat.session_id, { type: 'ended', at: now, data: { reason: 'visitor_closed' } });
    await announceStates(tx, chat.session_id, now);
  }

  /** A visitor not seen since this instant is gone: their stream's heartbeat (every heartbeatMs) stopped a presence TTL ago. */
  function visitorGoneBefore(now: Date): Date {
    return new Date(now.getTime() - settings.presenceTtlMs);
  }

  /** The chat of an item the member of staff may see, locked; undefined for an item without a stored chat. */
  async function lockItemChat(tx: Transaction, item: LiveItem, now: Date): Promise<LiveChatRow | undefined> {
    return item.sessionId ? lockLiveChat(tx, item.sessionId, now) : undefined;
  }

  const service: LiveService = {
    bus,
    settings,

    async authorize(sessionId, token) {
      if (!token) return false;
      return (await clientOfSession(database, sessionId, token)) === 'owner';
    },

    async escalated(input) {
      const now = clock.now();
      const online = await officePresence(database, now, settings.presenceTtlMs);
      const officeOnline = (online[input.region] ?? 0) > 0;
      const base = {
        officeOnline,
        region: input.region,
        officeName: input.region === 'nationwide' ? null : REGION_CONTACTS[input.region].city,
        typicalWaitMinutes: settings.typicalWaitMinutes,
      };
      // The visitor must be able to follow the chat: the session's token, or a new session's first one.
      let issued: string | undefined;
      const stored = await database.query<{ client_key: string | null }>('SELECT client_key FROM chat_sessions WHERE session_id = $1', [
        input.sessionId,
      ]);
      if (stored.rows.length === 0) {
        const token = randomBytes(24).toString('base64url');
        const inserted = await database.query(
          `INSERT INTO chat_sessions (session_id, region, client_key, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
           ON CONFLICT (session_id) DO NOTHING`,
          [input.sessionId, input.region, clientKeyOf(token), now],
        );
        if (inserted.rowCount > 0) issued = token;
      }
      if (!issued && !(await service.authorize(input.sessionId, input.sessionToken))) {
        // Not the session's own client: nothing rings anew for it, and no token; it learns only the chat's state.
        const current = await database.query<{ ringing_until: Date | string | null }>(
          'SELECT ringing_until FROM live_chats WHERE session_id = $1 AND ringing_until > $2',
          [input.sessionId, now],
        );
        const until = current.rows[0]?.ringing_until;
        return { live: { ...base, ringing: until != null, ringsUntil: until ? iso(until) : null } };
      }
      const outcome = await database.transaction(async (tx) => {
        const chat = await lockLiveChat(tx, input.sessionId, now);
        if (!chat) return { ringing: false, ringsUntil: null };
        // Someone is in the chat already: nothing rings.
        if (chat.staff_id != null) return { ringing: false, ringsUntil: null };
        if (chat.ringing_until && new Date(chat.ringing_until).getTime() > now.getTime()) {
          return { ringing: true, ringsUntil: iso(chat.ringing_until) };
        }
        const ringsUntil = new Date(now.getTime() + settings.ringTimeoutMs);
        const item = await tx.query<{ id: string | number; emergency: boolean }>(
          `SELECT id, emergency FROM admin_items WHERE session_id = $1 ORDER BY (kind = 'handoff' AND ref = $2) DESC, id DESC LIMIT 1`,
          [input.sessionId, input.escalationId],
        );
        const ringItem = item.rows[0];
        await tx.query(
          `UPDATE live_chats SET ringing_until = $2, ring_item_id = $3, emergency = $4, ended_at = NULL, region = $5 WHERE session_id = $1`,
          [input.sessionId, ringsUntil, ringItem ? Number(ringItem.id) : null, ringItem?.emergency ?? false, input.region],
        );
        await appendEvent(tx, input.sessionId, {
          type: 'waiting',
          at: now,
          data: { ...base, ringsUntil: ringsUntil.toISOString() },
        });
        await announceStates(tx, input.sessionId, now, ringItem ? Number(ringItem.id) : undefined, ringItem?.emergency ?? false);
        return { ringing: true, ringsUntil: ringsUntil.toISOString(), scheduled: ringsUntil };
      });
      if ('scheduled' in outcome && outcome.scheduled) scheduleSweep(outcome.scheduled);
      return {
        live: { ...base, ringing: outcome.ringing, ringsUntil: outcome.ringsUntil },
        ...(issued ? { sessionToken: issued } : {}),
      };
    },

    async visitorConnected(sessionId) {
      const now = clock.now();
      const result = await database.query<{
        ended_at: Date | string | null;
        last_seq: string | number;
        prior_seen: Date | string | null;
        prior_left: Date | string | null;
      }>(
        `WITH prior AS (SELECT visitor_seen_at, visitor_left_at FROM live_chats WHERE session_id = $1)
         INSERT INTO live_chats (session_id, region, created_at, visitor_seen_at)
         SELECT session_id, region, $2, $2 FROM chat_sessions WHERE session_id = $1
         ON CONFLICT (session_id) DO UPDATE SET visitor_seen_at = EXCLUDED.visitor_seen_at, visitor_left_at = NULL
         RETURNING ended_at, last_seq, (SELECT visitor_seen_at FROM prior) AS prior_seen, (SELECT visitor_left_at FROM prior) AS prior_left`,
        [sessionId, now],
      );
      const row = result.rows[0];
      if (!row) return { ended: false, lastSeq: 0 };
      const wasActive =
        row.prior_left == null && row.prior_seen != null && now.getTime() - new Date(row.prior_seen).getTime() < settings.visitorActiveMs;
      if (!wasActive) {
        await announceStates(database, sessionId, now).catch((error: unknown) =>
          deps.logger.warn({ err: error, event: 'live_announce_failed' }, 'live state not announced'),
        );
      }
      return { ended: row.ended_at != null, lastSeq: Number(row.last_seq) };
    },

    async visitorsSeen(sessionIds) {
      if (sessionIds.length === 0) return;
      await database.query('UPDATE live_chats SET visitor_seen_at = $2, visitor_left_at = NULL WHERE session_id = ANY($1::text[])', [
        [...sessionIds],
        clock.now(),
      ]);
    },

    async visitorStreamClosed(sessionId) {
      const now = clock.now();
      // Every chat's visitor: the inbox stops saying "Visitor online" at once. A ringing or joined chat ends its
      // ring (decision 0425) or its stint (decision 0431) after the grace, unless they are back.
      const marked = await database.query<{ waits: boolean }>(
        `UPDATE live_chats SET visitor_left_at = $2 WHERE session_id = $1 AND ended_at IS NULL
         RETURNING (ringing_until > $2 OR staff_id IS NOT NULL) AS waits`,
        [sessionId, now],
      );
      if (marked.rows[0]?.waits) {
        scheduleSweep(new Date(now.getTime() + settings.visitorLeftGraceMs));
        await announceStates(database, sessionId, now).catch((error: unknown) =>
          deps.logger.warn({ err: error, event: 'live_announce_failed' }, 'live state not announced'),
        );
      }
    },

    async staffStreamClosed(staffId) {
      const now = clock.now();
      const marked = await database.query(
        `UPDATE staff_presence SET left_at = $2
         WHERE staff_id = $1 AND EXISTS (SELECT 1 FROM live_chats WHERE staff_id = $1) RETURNING staff_id`,
        [staffId, now],
      );
      if (marked.rows.length > 0) scheduleSweep(new Date(now.getTime() + settings.staffLeftGraceMs));
    },

    async visitorMessage(sessionId, text, clientMessageId) {
      const now = clock.now();
      return database.transaction(async (tx) => {
        const chat = await lockLiveChat(tx, sessionId, now);
        if (chat?.staff_id == null) return undefined;
        const firstName = firstNameOf(chat.staff_email ?? '', chat.staff_display_name);
        if (clientMessageId) {
          // A retried post of the same line is answered with the line stored the first time.
          const earlier = await tx.query<{ seq: string | number; message_id: number; at: Date | string }>(
            `SELECT seq, message_id, at FROM live_events WHERE session_id = $1 AND type = 'visitor_message' AND data->>'clientMessageId' = $2`,
            [sessionId, clientMessageId],
          );
          const row = earlier.rows[0];
          if (row) return { id: messageIdOf(row.message_id), seq: Number(row.seq), at: iso(row.at), firstName };
        }
        const event = await appendMessage(tx, { sessionId, role: 'user', text, at: now, clientMessageId });
        return { id: messageIdOfEvent(event), seq: event.seq, at: event.at, firstName };
      });
    },

    async visitorTyping(sessionId, typing) {
      await notifyThread(database, sessionId, { type: 'visitor_typing', typing });
    },

    async visitorClosed(sessionId) {
      const now = clock.now();
      await database.transaction(async (tx) => {
        const chat = await lockLiveChat(tx, sessionId, now);
        if (!chat || chat.ended_at != null) return;
        await endChatForVisitor(tx, chat, now);
      });
    },

    async join(staff, item) {
      const now = clock.now();
      const firstName = firstNameOf(staff.email, staff.displayName);
      return database.transaction(async (tx): Promise<StaffOutcome<ItemLiveState>> => {
        const chat = await lockItemChat(tx, item, now);
        if (!chat || !item.sessionId) return { ok: false, reason: 'unavailable' };
        if (chat.staff_id === staff.id) return { ok: true, value: await stateOf(tx, item, now) };
        // The guard: only a chat nobody has can be taken (the row lock above queues concurrent joins, in any
        // process; this conditional update would refuse the second one even without it).
        const taken = await tx.query(
          `UPDATE live_chats SET staff_id = $2, joined_at = $3, ringing_until = NULL, ended_at = NULL
           WHERE session_id = $1 AND staff_id IS NULL RETURNING session_id`,
          [item.sessionId, staff.id, now],
        );
        if (taken.rowCount === 0) {
          const holder = chat.staff_id ?? staff.id;
          return { ok: false, reason: 'taken', heldBy: holderOf({ staff_id: holder, ...(await holderAccount(tx, holder)) }) };
        }
        const event = await appendEvent(tx, item.sessionId, {
          type: 'staff_joined',
          at: now,
          staffId: staff.id,
          data: { firstName, company: BRAND_SHORT_NAME },
        });
        await tx.query('UPDATE live_chats SET join_seq = $2 WHERE session_id = $1', [item.sessionId, event.seq]);
        await touchPresence(tx, [staff.id], now, settings.presenceTtlMs);
        await recordAudit(tx, { staffId: staff.id, actor: staff.email, action: 'live_join', itemId: item.itemId }, now);
        await assignOnJoin(tx, staff, item.itemId, now);
        await announceStates(tx, item.sessionId, now);
        return { ok: true, value: await stateOf(tx, item, now) };
      });
    },

    async leave(staff, item, handBack) {
      const now = clock.now();
      return database.transaction(async (tx): Promise<StaffOutcome<ItemLiveState>> => {
        const chat = await lockItemChat(tx, item, now);
        if (!chat || !item.sessionId) return { ok: false, reason: 'unavailable' };
        if (chat.staff_id !== staff.id) return { ok: false, reason: 'not_joined' };
        await endStint(tx, chat, now, handBack ? 'handed_back' : 'left');
        await recordAudit(
          tx,
          { staffId: staff.id, actor: staff.email, action: handBack ? 'live_hand_back' : 'live_leave', itemId: item.itemId },
          now,
        );
        await announceStates(tx, item.sessionId, now);
        return { ok: true, value: await stateOf(tx, item, now) };
      });
    },

    async staffMessage(staff, item, text) {
      const now = clock.now();
      const firstName = firstNameOf(staff.email, staff.displayName);
      return database.transaction(async (tx): Promise<StaffOutcome<StaffMessageResult>> => {
        const chat = await lockItemChat(tx, item, now);
        if (!chat || !item.sessionId) return { ok: false, reason: 'unavailable' };
        // Nobody would read it: the visitor ended the chat, or closed the page a grace ago (within it, a dropped
        // connection or a reload gets the message when the stream resumes).
        if (chat.staff_id !== staff.id) return { ok: false, reason: chat.ended_at != null ? 'visitor_left' : 'not_joined' };
        if (await visitorLeft(tx, chat, now)) return { ok: false, reason: 'visitor_left' };
        const sha256 = createHash('sha256').update(text).digest('hex');
        const event = await appendMessage(tx, {
          sessionId: item.sessionId,
          role: 'staff',
          text,
          at: now,
          // The audit line names the message by id, length and hash: the audit log cannot be erased, the text can.
          staff: { id: staff.id, email: staff.email, firstName, itemId: item.itemId, sha256 },
        });
        return { ok: true, value: { id: messageIdOfEvent(event), seq: event.seq, at: event.at } };
      });
    },

    async staffTyping(staff, item, typing) {
      if (!item.sessionId) return { ok: false, reason: 'unavailable' };
      const result = await database.query<{ staff_id: number | null }>('SELECT staff_id FROM live_chats WHERE session_id = $1', [
        item.sessionId,
      ]);
      if (result.rows[0]?.staff_id !== staff.id) return { ok: false, reason: 'not_joined' };
      const event: LiveThreadEvent = {
        type: 'staff_typing',
        typing,
        firstName: firstNameOf(staff.email, staff.displayName),
        staffId: staff.id,
      };
      await notifyThread(database, item.sessionId, event);
      return { ok: true, value: undefined };
    },

    async heartbeat(staffIds) {
      const now = clock.now();
      const cameOnline = await touchPresence(database, staffIds, now, settings.presenceTtlMs);
      const online = await officePresence(database, now, settings.presenceTtlMs);
      if (cameOnline.length > 0) {
        const regions = await database.query<{ region: ServiceRegionKey }>(
          'SELECT DISTINCT unnest(regions) AS region FROM staff_accounts WHERE id = ANY($1::int[])',
          [cameOnline],
        );
        for (const { region } of regions.rows) await notifyInbox(database, region, { type: 'presence', online });
      }
      return online;
    },

    async overview(scope) {
      const now = clock.now();
      const [items, online] = await Promise.all([
        liveItemStates(database, scope, now, settings.visitorActiveMs),
        officePresence(database, now, settings.presenceTtlMs),
      ]);
      return { items, online };
    },

    async thread(item) {
      const now = clock.now();
      const [state, events] = await Promise.all([
        stateOf(database, item, now),
        item.sessionId ? loadEvents(database, item.sessionId, 0, THREAD_PAGE) : Promise.resolve([]),
      ]);
      return { state, events };
    },

    itemState(item) {
      return stateOf(database, item, clock.now());
    },

    async sweep() {
      // One sweep at a time in a process; others (in other processes) are made harmless by the row locks.
      sweeping ??= sweepOnce().finally(() => {
        sweeping = undefined;
      });
      return sweeping;
    },

    start() {
      if (sweeper || closed) return;
      const every = Math.max(1000, Math.min(10_000, Math.floor(settings.ringTimeoutMs / 2)));
      sweeper = setInterval(() => {
        void service.sweep().catch((error: unknown) => deps.logger.warn({ err: error, event: 'live_sweep_failed' }, 'live sweep failed'));
      }, every);
      sweeper.unref();
    },

    async close() {
      closed = true;
      if (sweeper) clearInterval(sweeper);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await sweeping?.catch(() => {});
      await bus.close();
    },
  };

  function messageIdOfEvent(event: StoredThreadEvent): string {
    return 'id' in event ? event.id : '';
  }

  async function stateOf(db: Queryable, item: LiveItem, now: Date): Promise<ItemLiveState> {
    const found = item.sessionId ? (await states(db, item.sessionId, now)).find((state) => state.itemId === item.itemId) : undefined;
    return (
      found ?? {
        itemId: item.itemId,
        region: item.region,
        ringing: false,
        ringingUntil: null,
        joinedBy: null,
        visitorActive: false,
        visitorLastSeenAt: null,
        ended: false,
        lastSeq: 0,
      }
    );
  }

  return service;
}

/**
 * Joining a chat makes the joiner its item's assignee when nobody is (decision 0432): one history line and one
 * audit line, as an assignment from the menu has; the item's trigger tells every open inbox. An item someone
 * already has keeps its assignee.
 */
async function assignOnJoin(tx: Queryable, staff: LiveStaff, itemId: number, now: Date): Promise<void> {
  const assigned = await tx.query('UPDATE admin_items SET assignee_id = $2 WHERE id = $1 AND assignee_id IS NULL RETURNING id', [
    itemId,
    staff.id,
  ]);
  if (assigned.rowCount === 0) return;
  await tx.query(`INSERT INTO admin_item_history (item_id, at, staff_id, action, to_value) VALUES ($1, $2, $3, 'assign', $4)`, [
    itemId,
    now,
    staff.id,
    staff.email,
  ]);
  await recordAudit(
    tx,
    { staffId: staff.id, actor: staff.email, action: 'assign', itemId, detail: { assigneeId: staff.id, onJoin: true } },
    now,
  );
}
