import {
  BRAND_SHORT_NAME,
  type ItemLiveState,
  type LiveHolder,
  type LiveThreadEvent,
  type OfficePresence,
  SERVICE_REGION_KEYS,
  type ServiceRegionKey,
} from '@tod/domain';
import type { Queryable, Transaction } from '../store/database.ts';

/**
 * The live hand-off's SQL (migration 009). Every event of a chat takes the next `live_chats.last_seq` under the
 * row's lock and is announced with pg_notify in the same transaction: the event, its seq and its NOTIFY exist
 * exactly when the commit does, and within a chat the seq order is the commit order (docs/decisions/0200).
 */

/** The channel of a chat's events: `LiveNotice` JSON. */
export const LIVE_CHANNEL = 'tod_live';
/** The channel of the inbox-wide live events (ring, state, presence): `LiveInboxNotice` JSON. */
export const LIVE_INBOX_CHANNEL = 'tod_live_inbox';
/** A NOTIFY payload must stay under 8,000 bytes; a larger event is announced by its seq only, and read. */
const NOTIFY_EVENT_MAX_BYTES = 7000;

/** A stored event's row, joined with its transcript line. */
interface EventRow {
  seq: string | number;
  type: StoredEventType;
  at: Date | string;
  staff_id: number | null;
  message_id: number | null;
  data: Record<string, unknown>;
  content: string | null;
}

export type StoredEventType = Exclude<LiveThreadEvent['type'], 'staff_typing' | 'visitor_typing'>;
export type StoredThreadEvent = Extract<LiveThreadEvent, { seq: number }>;

/** What a NOTIFY on LIVE_CHANNEL carries: a stored event (seq, and the event when small) or a typing event. */
export interface LiveNotice {
  schema: string;
  sessionId: string;
  seq?: number;
  event?: LiveThreadEvent;
}

export interface LiveChatRow {
  session_id: string;
  region: ServiceRegionKey;
  last_seq: string | number;
  staff_id: number | null;
  joined_at: Date | string | null;
  join_seq: string | number | null;
  ringing_until: Date | string | null;
  ring_item_id: string | number | null;
  emergency: boolean;
  visitor_seen_at: Date | string | null;
  /** The visitor's last stream closed then (cleared when they are seen again). */
  visitor_left_at: Date | string | null;
  ended_at: Date | string | null;
  /** The email and display name of the member of staff in the chat (joined in by lockLiveChat). */
  staff_email: string | null;
  staff_display_name: string | null;
}

export const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null | undefined): string | null => (value == null ? null : iso(value));

/** A stored event as the office sees it (the visitor's form drops `staffId`, see `visitorEventOf`). */
export function threadEventOf(row: EventRow): StoredThreadEvent {
  const seq = Number(row.seq);
  const at = iso(row.at);
  const data = row.data ?? {};
  const staffId = row.staff_id ?? 0;
  const firstName = String(data.firstName ?? '');
  switch (row.type) {
    case 'waiting':
      return {
        type: 'waiting',
        seq,
        at,
        officeOnline: Boolean(data.officeOnline),
        region: data.region as ServiceRegionKey,
        officeName: (data.officeName as string | null) ?? null,
        typicalWaitMinutes: Number(data.typicalWaitMinutes),
        ringsUntil: String(data.ringsUntil),
      };
    case 'staff_joined':
      return { type: 'staff_joined', seq, at, firstName, company: String(data.company ?? BRAND_SHORT_NAME), staffId };
    case 'staff_message':
      return { type: 'staff_message', seq, at, id: messageIdOf(row.message_id), text: row.content ?? '', firstName, staffId };
    case 'visitor_message':
      return {
        type: 'visitor_message',
        seq,
        at,
        id: messageIdOf(row.message_id),
        text: row.content ?? '',
        clientMessageId: (data.clientMessageId as string | null) ?? null,
      };
    case 'staff_left':
      return { type: 'staff_left', seq, at, firstName, staffId };
    case 'handed_back':
      return { type: 'handed_back', seq, at, firstName, staffId };
    case 'nobody_joined':
      return { type: 'nobody_joined', seq, at, ...(data.reason === 'visitor_left' ? { reason: 'visitor_left' as const } : {}) };
    case 'ended':
      return { type: 'ended', seq, at, reason: data.reason === 'item_closed' ? 'item_closed' : 'visitor_closed' };
  }
}

/** The public id of a transcript line. */
export function messageIdOf(messageId: number | string | null): string {
  return `m${messageId ?? 0}`;
}

/** The stored events of a chat after `after`, in order, at most `limit`. */
export async function loadEvents(database: Queryable, sessionId: string, after: number, limit: number): Promise<StoredThreadEvent[]> {
  const result = await database.query<EventRow>(
    `SELECT e.seq, e.type, e.at, e.staff_id, e.message_id, e.data, m.content
     FROM live_events e LEFT JOIN chat_messages m ON m.id = e.message_id
     WHERE e.session_id = $1 AND e.seq > $2 ORDER BY e.seq LIMIT $3`,
    [sessionId, after, limit],
  );
  return result.rows.map(threadEventOf);
}

/**
 * The chat's live row, created when missing (its session must be stored), locked until the transaction ends:
 * every write of a chat's live state starts here, so they queue per chat in every process.
 */
export async function lockLiveChat(tx: Transaction, sessionId: string, now: Date): Promise<LiveChatRow | undefined> {
  const lock = () =>
    tx.query<LiveChatRow>(
      `SELECT lc.*, a.email AS staff_email, a.display_name AS staff_display_name FROM live_chats lc LEFT JOIN staff_accounts a ON a.id = lc.staff_id
       WHERE lc.session_id = $1 FOR UPDATE OF lc`,
      [sessionId],
    );
  const found = await lock();
  if (found.rows[0]) return found.rows[0];
  await tx.query(
    `INSERT INTO live_chats (session_id, region, created_at)
     SELECT session_id, region, $2 FROM chat_sessions WHERE session_id = $1
     ON CONFLICT (session_id) DO NOTHING`,
    [sessionId, now],
  );
  return (await lock()).rows[0];
}

/**
 * Appends an event to a locked chat and announces it (pg_notify, delivered at commit).
 * @returns the stored event as the office sees it
 */
export async function appendEvent(
  tx: Transaction,
  sessionId: string,
  event: {
    type: StoredEventType;
    at: Date;
    staffId?: number | undefined;
    messageId?: number | undefined;
    content?: string | undefined;
    data?: Record<string, unknown>;
  },
): Promise<StoredThreadEvent> {
  const bumped = await tx.query<{ last_seq: string | number }>(
    'UPDATE live_chats SET last_seq = last_seq + 1 WHERE session_id = $1 RETURNING last_seq',
    [sessionId],
  );
  const seqValue = bumped.rows[0]?.last_seq;
  if (seqValue === undefined) throw new Error('appendEvent needs the chat locked by lockLiveChat');
  const data = event.data ?? {};
  await tx.query('INSERT INTO live_events (session_id, seq, type, at, staff_id, message_id, data) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    sessionId,
    seqValue,
    event.type,
    event.at,
    event.staffId ?? null,
    event.messageId ?? null,
    JSON.stringify(data),
  ]);
  const stored = threadEventOf({
    seq: seqValue,
    type: event.type,
    at: event.at,
    staff_id: event.staffId ?? null,
    message_id: event.messageId ?? null,
    data,
    content: event.content ?? null,
  });
  await notifyThread(tx, sessionId, stored);
  return stored;
}

/**
 * A message of a locked chat in ONE statement (the hot path: a round trip is the cost on Postgres): its transcript
 * line, the chat's next seq (and the visitor seen, for their lines), the event, the office's audit line for a
 * member of staff's, and the NOTIFY (the notice appendEvent would send).
 * @returns the stored event as the office sees it
 */
export async function appendMessage(
  tx: Queryable,
  message: {
    sessionId: string;
    role: 'user' | 'staff';
    text: string;
    at: Date;
    /** For a visitor's line: the widget's own id of it. */
    clientMessageId?: string | undefined;
    /** For a staff line: who wrote it, and the item the audit line names. */
    staff?: { id: number; email: string; firstName: string; itemId: number; sha256: string } | undefined;
  },
): Promise<StoredThreadEvent> {
  const { staff } = message;
  const type: StoredEventType = message.role === 'staff' ? 'staff_message' : 'visitor_message';
  const data = staff ? { firstName: staff.firstName } : { clientMessageId: message.clientMessageId ?? null };
  const metadata = staff ? { live: true, firstName: staff.firstName } : { live: true };
  // The event as the NOTIFY carries it, but for its seq and id (the statement adds them); too large: seq only.
  const template = threadEventOf({ seq: 1, type, at: message.at, staff_id: staff?.id ?? null, message_id: 0, data, content: message.text });
  const { seq: _seq, id: _id, ...rest } = template as StoredThreadEvent & { id: string };
  const eventJson = Buffer.byteLength(JSON.stringify(rest)) <= NOTIFY_EVENT_MAX_BYTES ? JSON.stringify(rest) : null;
  const result = await tx.query<{ seq: string | number; message_id: number }>(
    `WITH msg AS (
       INSERT INTO chat_messages (session_id, role, content, metadata, created_at, staff_id)
       VALUES ($1, $2, $3, $4::jsonb, $5, $6) RETURNING id
     ),
     bumped AS (
       UPDATE live_chats SET last_seq = last_seq + 1,
         visitor_seen_at = CASE WHEN $2 = 'user' THEN $5 ELSE visitor_seen_at END
       WHERE session_id = $1 RETURNING last_seq
     ),
     touched AS (UPDATE chat_sessions SET updated_at = $5 WHERE session_id = $1 AND $2 = 'user' RETURNING 1),
     ev AS (
       INSERT INTO live_events (session_id, seq, type, at, staff_id, message_id, data)
       SELECT $1, bumped.last_seq, $7, $5, $6, msg.id, $8::jsonb FROM bumped, msg
       RETURNING seq, message_id
     ),
     audited AS (
       INSERT INTO audit_log (at, staff_id, actor, action, item_id, detail)
       SELECT $5, $6, $10, 'live_message', $11,
              jsonb_build_object('messageId', 'm' || ev.message_id, 'seq', ev.seq, 'chars', char_length($3), 'sha256', $12::text)
       FROM ev WHERE $6::int IS NOT NULL
       RETURNING 1
     )
     SELECT ev.seq, ev.message_id,
       pg_notify('${LIVE_CHANNEL}', jsonb_build_object('schema', current_schema(), 'sessionId', $1::text, 'seq', ev.seq,
         'event', $9::jsonb || jsonb_build_object('seq', ev.seq, 'id', 'm' || ev.message_id))::text)
     FROM ev`,
    [
      message.sessionId,
      message.role,
      message.text,
      JSON.stringify(metadata),
      message.at,
      staff?.id ?? null,
      type,
      JSON.stringify(data),
      eventJson,
      staff?.email ?? null,
      staff?.itemId ?? null,
      staff?.sha256 ?? null,
    ],
  );
  const row = result.rows[0];
  if (!row) throw new Error('appendMessage needs the chat locked by lockLiveChat');
  return { ...template, seq: Number(row.seq), id: messageIdOf(row.message_id) } as StoredThreadEvent;
}

/** Announces a chat event: a stored one (with its seq) or a typing event (without; never stored). */
export async function notifyThread(database: Queryable, sessionId: string, event: LiveThreadEvent): Promise<void> {
  const seq = 'seq' in event ? event.seq : undefined;
  const full = JSON.stringify({ sessionId, ...(seq !== undefined ? { seq } : {}), event });
  // The schema is added by the database: the tests run one schema each in one database.
  const payload = Buffer.byteLength(full) <= NOTIFY_EVENT_MAX_BYTES ? full : JSON.stringify({ sessionId, seq });
  await database.query(`SELECT pg_notify('${LIVE_CHANNEL}', jsonb_set($1::jsonb, '{schema}', to_jsonb(current_schema()))::text)`, [
    payload,
  ]);
}

/** Announces an inbox-wide live event to the open inboxes of `region`. */
export async function notifyInbox(database: Queryable, region: ServiceRegionKey, event: unknown): Promise<void> {
  await database.query(`SELECT pg_notify('${LIVE_INBOX_CHANNEL}', jsonb_set($1::jsonb, '{schema}', to_jsonb(current_schema()))::text)`, [
    JSON.stringify({ region, event }),
  ]);
}

/**
 * How the visitor sees a member of staff: the first word of their display name ('Maria José' → 'Maria'), else a
 * first name from the email ('maria.lopez@…' → 'Maria').
 */
export function firstNameOf(email: string, displayName?: string | null): string {
  const named = displayName?.trim().split(/\s+/)[0];
  if (named) return named.slice(0, 60);
  const local = email.split('@')[0] ?? '';
  const word = local.split(/[._+\-\d]+/).find((part) => part.length > 0) ?? '';
  if (!word) return 'Someone';
  return (word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).slice(0, 60);
}

export function holderOf(row: { staff_id: number; email: string; display_name: string | null }): LiveHolder {
  return { id: row.staff_id, firstName: firstNameOf(row.email, row.display_name), email: row.email };
}

/** The live state of inbox items (chat leads and hand-offs of a stored session). */
export async function itemStates(database: Queryable, itemIds: readonly number[], now: Date, activeMs: number): Promise<ItemLiveState[]> {
  if (itemIds.length === 0) return [];
  const result = await database.query<StateRow>(`${STATE_SELECT} WHERE i.id = ANY($1::bigint[]) ORDER BY i.id`, [[...itemIds]]);
  return result.rows.map((row) => stateOf(row, now, activeMs));
}

/** The states of the items of one chat (a session may have a lead item and a hand-off item). */
export async function sessionItemStates(database: Queryable, sessionId: string, now: Date, activeMs: number): Promise<ItemLiveState[]> {
  const result = await database.query<StateRow>(`${STATE_SELECT} WHERE i.session_id = $1 ORDER BY i.id`, [sessionId]);
  return result.rows.map((row) => stateOf(row, now, activeMs));
}

/** Every item of the regions that is live now: ringing, joined, or its visitor active within `activeMs`. */
export async function liveItemStates(
  database: Queryable,
  scope: { regions: readonly string[]; allRegions: boolean },
  now: Date,
  activeMs: number,
): Promise<ItemLiveState[]> {
  const since = new Date(now.getTime() - activeMs);
  const result = await database.query<StateRow>(
    `WITH live AS (
       SELECT session_id FROM live_chats WHERE ringing_until > $1 OR staff_id IS NOT NULL OR visitor_seen_at > $2
       UNION SELECT session_id FROM chat_sessions WHERE updated_at > $2
     )
     ${STATE_SELECT}
     WHERE i.session_id IN (SELECT session_id FROM live) AND ($3::boolean OR i.region = ANY($4::text[]))
     ORDER BY i.id DESC LIMIT 500`,
    [now, since, scope.allRegions, [...scope.regions]],
  );
  return result.rows.map((row) => stateOf(row, now, activeMs));
}

interface StateRow {
  item_id: string | number;
  region: ServiceRegionKey;
  ringing_until: Date | string | null;
  ring_item_id: string | number | null;
  staff_id: number | null;
  email: string | null;
  display_name: string | null;
  visitor_seen_at: Date | string | null;
  visitor_left_at: Date | string | null;
  updated_at: Date | string | null;
  ended_at: Date | string | null;
  last_seq: string | number | null;
}

const STATE_SELECT = `SELECT i.id AS item_id, i.region, lc.ringing_until, lc.ring_item_id, lc.staff_id, a.email, a.display_name, lc.visitor_seen_at, lc.visitor_left_at, s.updated_at,
       lc.ended_at, lc.last_seq
     FROM admin_items i
     LEFT JOIN live_chats lc ON lc.session_id = i.session_id
     LEFT JOIN chat_sessions s ON s.session_id = i.session_id
     LEFT JOIN staff_accounts a ON a.id = lc.staff_id`;

function stateOf(row: StateRow, now: Date, activeMs: number): ItemLiveState {
  // A chat rings once, on the item its hand-off rang for: its lead item shares the chat but does not ring.
  const ringsHere = row.ring_item_id == null || Number(row.ring_item_id) === Number(row.item_id);
  const ringing = ringsHere && row.ringing_until != null && new Date(row.ringing_until).getTime() > now.getTime();
  const seen = [row.visitor_seen_at, row.updated_at]
    .filter((value): value is Date | string => value != null)
    .map((value) => new Date(value).getTime());
  const lastSeen = seen.length ? Math.max(...seen) : undefined;
  // The visitor's stream closed and nothing of theirs came since: not on the page any more (decision 0431).
  const left = row.visitor_left_at != null && (lastSeen === undefined || lastSeen <= new Date(row.visitor_left_at).getTime());
  return {
    itemId: Number(row.item_id),
    region: row.region,
    ringing,
    ringingUntil: ringing ? isoOrNull(row.ringing_until) : null,
    joinedBy:
      row.staff_id != null && row.email ? holderOf({ staff_id: row.staff_id, email: row.email, display_name: row.display_name }) : null,
    visitorActive: !left && lastSeen !== undefined && now.getTime() - lastSeen < activeMs,
    visitorLastSeenAt: lastSeen === undefined ? null : new Date(lastSeen).toISOString(),
    ended: row.ended_at != null,
    lastSeq: Number(row.last_seq ?? 0),
  };
}

/** Marks an inbox tab's member of staff online. @returns true when they were offline before */
export async function touchPresence(database: Queryable, staffIds: readonly number[], now: Date, ttlMs: number): Promise<number[]> {
  if (staffIds.length === 0) return [];
  const result = await database.query<{ staff_id: number; was_online: boolean }>(
    `WITH prior AS (SELECT staff_id, last_seen_at FROM staff_presence WHERE staff_id = ANY($1::int[])),
     upserted AS (
       INSERT INTO staff_presence (staff_id, last_seen_at) SELECT unnest($1::int[]), $2
       ON CONFLICT (staff_id) DO UPDATE SET last_seen_at = GREATEST(staff_presence.last_seen_at, EXCLUDED.last_seen_at), left_at = NULL
       RETURNING staff_id
     )
     SELECT u.staff_id, COALESCE(p.last_seen_at > $3, false) AS was_online FROM upserted u LEFT JOIN prior p USING (staff_id)`,
    [[...new Set(staffIds)], now, new Date(now.getTime() - ttlMs)],
  );
  return result.rows.filter((row) => !row.was_online).map((row) => row.staff_id);
}

/** How many members of staff are online per region (each counts in every region of theirs). */
export async function officePresence(database: Queryable, now: Date, ttlMs: number): Promise<OfficePresence> {
  const result = await database.query<{ region: string; online: string | number }>(
    `SELECT r.region, count(*) AS online
     FROM staff_presence p JOIN staff_accounts a ON a.id = p.staff_id, unnest(a.regions) AS r (region)
     WHERE p.last_seen_at > $1 AND a.disabled_at IS NULL
     GROUP BY r.region`,
    [new Date(now.getTime() - ttlMs)],
  );
  const online = Object.fromEntries(SERVICE_REGION_KEYS.map((key) => [key, 0])) as Record<ServiceRegionKey, number>;
  for (const row of result.rows) if (row.region in online) online[row.region as ServiceRegionKey] = Number(row.online);
  return online;
}

/** The transcript lines of a stint (from its staff_joined event on), for the office mail. */
export async function stintLines(
  database: Queryable,
  sessionId: string,
  fromSeq: number,
): Promise<{ role: 'user' | 'staff'; content: string; at: string; firstName?: string }[]> {
  const result = await database.query<{ type: string; content: string; at: Date | string; data: Record<string, unknown> }>(
    `SELECT e.type, m.content, e.at, e.data FROM live_events e JOIN chat_messages m ON m.id = e.message_id
     WHERE e.session_id = $1 AND e.seq >= $2 AND e.type IN ('staff_message', 'visitor_message') ORDER BY e.seq`,
    [sessionId, fromSeq],
  );
  return result.rows.map((row) =>
    row.type === 'staff_message'
      ? { role: 'staff' as const, content: row.content, at: iso(row.at), firstName: String(row.data.firstName ?? '') }
      : { role: 'user' as const, content: row.content, at: iso(row.at) },
  );
}

export { isoOrNull };
