import type { ServiceRegionKey } from '@tod/domain';
import {
  type DeliveryState,
  type HistoryEntry,
  type InboxItem,
  ITEM_STATUSES,
  type ItemDetail,
  type ItemListQuery,
  type StatusCounts,
} from '@tod/domain/contracts';
import type { Queryable } from '../store/database.ts';

/** Rows on a page unless the query asks for another number. */
export const PAGE_SIZE = 50;

/** The filters of a list query, with the regions the member of staff may see (always applied). */
export interface ItemScope {
  regions: readonly ServiceRegionKey[];
  allRegions: boolean;
}

interface Cursor {
  emergency: boolean;
  createdAt: string;
  id: number;
}

export class BadCursorError extends Error {}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.emergency ? 1 : 0, cursor.createdAt, cursor.id])).toString('base64url');
}

function decodeCursor(value: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 3) {
      const [emergency, createdAt, id] = parsed as [unknown, unknown, unknown];
      if (
        (emergency === 0 || emergency === 1) &&
        typeof createdAt === 'string' &&
        !Number.isNaN(Date.parse(createdAt)) &&
        Number.isInteger(id)
      ) {
        return { emergency: emergency === 1, createdAt, id: id as number };
      }
    }
  } catch {
    // fall through
  }
  throw new BadCursorError('Invalid cursor');
}

/**
 * A Postgres tsquery from what the office typed: each word (letters and digits only, so nothing the user
 * types is tsquery syntax) as a prefix, all of them required. Undefined when no word is left.
 */
export function searchQuery(text: string): string | undefined {
  const words = text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/** WHERE conditions and their parameters for the filters (not the cursor or status unless asked). */
class Conditions {
  readonly clauses: string[] = [];
  readonly params: unknown[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  sql(): string {
    return this.clauses.length > 0 ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

function filterConditions(scope: ItemScope, query: ItemListQuery, options: { status: boolean }): Conditions {
  const where = new Conditions();
  if (!scope.allRegions) where.clauses.push(`i.region = ANY(${where.param([...scope.regions])}::text[])`);
  if (query.region) where.clauses.push(`i.region = ${where.param(query.region)}`);
  if (query.kind) where.clauses.push(`i.kind = ${where.param(query.kind)}`);
  if (options.status && query.status) where.clauses.push(`i.status = ${where.param(query.status)}`);
  // Spam stays out of the list unless asked for.
  else if (options.status) where.clauses.push(`i.status <> 'spam'`);
  if (query.urgency) where.clauses.push(query.urgency === 'emergency' ? 'i.emergency' : 'NOT i.emergency');
  if (query.from) where.clauses.push(`i.created_at >= ${where.param(new Date(query.from))}`);
  if (query.to) where.clauses.push(`i.created_at < ${where.param(new Date(query.to))}`);
  const tsquery = query.q ? searchQuery(query.q) : undefined;
  if (query.q && !tsquery) where.clauses.push('false');
  if (tsquery) {
    const q = where.param(tsquery);
    // Hits in the item's own fields, or in what the visitor typed in its chat.
    where.clauses.push(`i.id IN (
      SELECT id FROM admin_items WHERE search @@ to_tsquery('simple', ${q})
      UNION
      SELECT a.id FROM admin_items a JOIN (
        SELECT DISTINCT session_id FROM chat_messages
        WHERE role = 'user' AND to_tsvector('simple', content) @@ to_tsquery('simple', ${q})
      ) m ON a.session_id = m.session_id
    )`);
  }
  return where;
}

interface ItemRow {
  id: string | number;
  kind: InboxItem['kind'];
  region: ServiceRegionKey;
  emergency: boolean;
  status: InboxItem['status'];
  assignee_id: number | null;
  created_at: Date | string;
  name: string | null;
  phone: string | null;
  city: string | null;
  issue: string | null;
  urgency: string | null;
  complete: boolean;
  source: string | null;
  mail_status: 'pending' | 'sent' | 'failed' | null;
  mail_attempts: number | null;
}

/** The visitor's fields of each kind, read from the tables the chat and the contact form write. */
const ITEM_COLUMNS = `
  i.id, i.kind, i.region, i.emergency, i.status, i.assignee_id, i.created_at,
  CASE i.kind WHEN 'chat_lead' THEN l.name WHEN 'handoff' THEN e.lead ->> 'name' ELSE c.payload ->> 'name' END AS name,
  CASE i.kind WHEN 'chat_lead' THEN l.phone WHEN 'handoff' THEN e.lead ->> 'phone' ELSE c.payload ->> 'phone' END AS phone,
  CASE i.kind WHEN 'chat_lead' THEN l.city WHEN 'handoff' THEN e.lead ->> 'city' ELSE c.payload ->> 'city' END AS city,
  CASE i.kind WHEN 'chat_lead' THEN l.issue WHEN 'handoff' THEN e.lead ->> 'issue' ELSE c.payload ->> 'message' END AS issue,
  CASE i.kind WHEN 'chat_lead' THEN l.urgency WHEN 'handoff' THEN e.lead ->> 'urgency'
    ELSE CASE WHEN c.payload ->> 'isEmergency' = 'Yes' THEN 'emergency' END END AS urgency,
  CASE i.kind WHEN 'chat_lead' THEN coalesce(l.submitted, false) ELSE true END AS complete,
  CASE i.kind WHEN 'contact' THEN coalesce(c.payload ->> 'sourcePage', c.payload ->> 'pathname') END AS source,
  m.status AS mail_status, m.attempts AS mail_attempts`;

const ITEM_JOINS = `
  LEFT JOIN leads l ON i.kind = 'chat_lead' AND l.session_id = i.ref
  LEFT JOIN escalations e ON i.kind = 'handoff' AND e.id = i.ref
  LEFT JOIN contact_submissions c ON i.kind = 'contact' AND c.submission_id = i.ref
  LEFT JOIN mail_outbox m ON m.idempotency_key = CASE i.kind WHEN 'chat_lead' THEN 'lead:' || i.ref
    WHEN 'handoff' THEN 'escalation:' || i.ref ELSE 'contact:' || i.ref END`;

function deliveryOf(row: ItemRow): DeliveryState | null {
  if (row.mail_status === null) return null;
  if (row.mail_status === 'sent') return 'sent';
  if (row.mail_status === 'failed' || (row.mail_attempts ?? 0) > 0) return 'failing';
  return 'queued';
}

const URGENCY_VALUES = new Set(['emergency', 'urgent', 'routine']);

function itemOf(row: ItemRow): InboxItem {
  return {
    id: Number(row.id),
    kind: row.kind,
    region: row.region,
    name: row.name,
    phone: row.phone,
    city: row.city,
    issue: row.issue,
    urgency: row.urgency && URGENCY_VALUES.has(row.urgency) ? (row.urgency as InboxItem['urgency']) : null,
    emergency: row.emergency,
    complete: row.complete,
    status: row.status,
    assigneeId: row.assignee_id,
    source: row.source,
    delivery: deliveryOf(row),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** One page of the inbox, emergencies first, then newest first; with the counts per status of the filters. */
export async function listItems(
  database: Queryable,
  scope: ItemScope,
  query: ItemListQuery,
): Promise<{ items: InboxItem[]; nextCursor: string | null; counts: StatusCounts }> {
  const limit = query.limit ?? PAGE_SIZE;
  const where = filterConditions(scope, query, { status: true });
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    where.clauses.push(
      `(i.emergency, i.created_at, i.id) < (${where.param(cursor.emergency)}::boolean, ${where.param(new Date(cursor.createdAt))}::timestamptz, ${where.param(cursor.id)}::bigint)`,
    );
  }
  const page = await database.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS}
     FROM (SELECT * FROM admin_items i ${where.sql()} ORDER BY i.emergency DESC, i.created_at DESC, i.id DESC LIMIT ${where.param(limit + 1)}) i
     ${ITEM_JOINS}
     ORDER BY i.emergency DESC, i.created_at DESC, i.id DESC`,
    where.params,
  );
  const rows = page.rows.slice(0, limit);
  const last = rows.at(-1);
  const nextCursor =
    page.rows.length > limit && last
      ? encodeCursor({ emergency: last.emergency, createdAt: new Date(last.created_at).toISOString(), id: Number(last.id) })
      : null;
  return { items: rows.map(itemOf), nextCursor, counts: await countByStatus(database, scope, query) };
}

async function countByStatus(database: Queryable, scope: ItemScope, query: ItemListQuery): Promise<StatusCounts> {
  const where = filterConditions(scope, query, { status: false });
  const result = await database.query<{ status: InboxItem['status']; count: string | number }>(
    `SELECT i.status, count(*) AS count FROM admin_items i ${where.sql()} GROUP BY i.status`,
    where.params,
  );
  const counts = Object.fromEntries(ITEM_STATUSES.map((status) => [status, 0])) as StatusCounts;
  for (const row of result.rows) counts[row.status] = Number(row.count);
  return counts;
}

/** Every item the filters select, for the CSV export (newest first), at most `max`. */
export async function exportItems(database: Queryable, scope: ItemScope, query: ItemListQuery, max: number): Promise<InboxItem[]> {
  const where = filterConditions(scope, query, { status: true });
  const result = await database.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS}
     FROM (SELECT * FROM admin_items i ${where.sql()} ORDER BY i.emergency DESC, i.created_at DESC, i.id DESC LIMIT ${where.param(max)}) i
     ${ITEM_JOINS}
     ORDER BY i.emergency DESC, i.created_at DESC, i.id DESC`,
    where.params,
  );
  return result.rows.map(itemOf);
}

/** One item the member of staff may see, or undefined (another region's item is answered as not found). */
export async function findItem(
  database: Queryable,
  scope: ItemScope,
  id: number,
): Promise<(InboxItem & { ref: string; sessionId: string | null }) | undefined> {
  const result = await database.query<ItemRow & { ref: string; session_id: string | null }>(
    `SELECT ${ITEM_COLUMNS}, i.ref, i.session_id
     FROM (SELECT * FROM admin_items WHERE id = $1 AND ($2::boolean OR region = ANY($3::text[]))) i
     ${ITEM_JOINS}`,
    [id, scope.allRegions, [...scope.regions]],
  );
  const row = result.rows[0];
  return row ? { ...itemOf(row), ref: row.ref, sessionId: row.session_id } : undefined;
}

/** The item with its transcript, contact-form fields and history. */
export async function itemDetail(database: Queryable, scope: ItemScope, id: number): Promise<ItemDetail | undefined> {
  const found = await findItem(database, scope, id);
  if (!found) return undefined;
  const { ref, sessionId, ...item } = found;
  const [transcript, contactFields, history, partnerContext] = await Promise.all([
    transcriptOf(database, item.kind, ref, sessionId),
    item.kind === 'contact' ? contactFieldsOf(database, ref) : Promise.resolve(null),
    historyOf(database, id),
    item.kind === 'contact' ? Promise.resolve(null) : partnerContextOf(database, item.kind, ref, sessionId),
  ]);
  return { item, transcript, contactFields, history, partnerContext };
}

/** The partner page's context and identified visitor stored with the chat (or the hand-off), if any. */
async function partnerContextOf(
  database: Queryable,
  kind: InboxItem['kind'],
  ref: string,
  sessionId: string | null,
): Promise<ItemDetail['partnerContext']> {
  const result = await database.query<{ page_context: string | null; visitor: Record<string, string> | null }>(
    `SELECT COALESCE(s.page_context, e.page_context) AS page_context, s.visitor
     FROM (SELECT 1) AS one
     LEFT JOIN chat_sessions s ON s.session_id = $1
     LEFT JOIN escalations e ON $3 AND e.id = $2`,
    [sessionId, ref, kind === 'handoff'],
  );
  const row = result.rows[0];
  if (!row?.page_context && !row?.visitor) return null;
  return { pageContext: row.page_context, visitor: row.visitor };
}

async function transcriptOf(
  database: Queryable,
  kind: InboxItem['kind'],
  ref: string,
  sessionId: string | null,
): Promise<ItemDetail['transcript']> {
  if (kind === 'contact' || !sessionId) return [];
  const messages = await database.query<{ role: 'user' | 'assistant'; content: string; created_at: Date | string }>(
    'SELECT role, content, created_at FROM chat_messages WHERE session_id = $1 ORDER BY id',
    [sessionId],
  );
  if (messages.rows.length > 0 || kind !== 'handoff') {
    return messages.rows.map((row) => ({ role: row.role, content: row.content, at: new Date(row.created_at).toISOString() }));
  }
  // A hand-off whose chat was not stored here keeps the transcript the widget sent with it.
  const escalation = await database.query<{ transcript: { role: 'user' | 'assistant'; content: string; timestamp?: string }[] }>(
    'SELECT transcript FROM escalations WHERE id = $1',
    [ref],
  );
  return (escalation.rows[0]?.transcript ?? []).map((line) => ({
    role: line.role,
    content: line.content,
    at: line.timestamp && !Number.isNaN(Date.parse(line.timestamp)) ? new Date(line.timestamp).toISOString() : null,
  }));
}

async function contactFieldsOf(database: Queryable, submissionId: string): Promise<Record<string, unknown> | null> {
  const result = await database.query<{ payload: Record<string, unknown> }>(
    'SELECT payload FROM contact_submissions WHERE submission_id = $1',
    [submissionId],
  );
  return result.rows[0]?.payload ?? null;
}

async function historyOf(database: Queryable, itemId: number): Promise<HistoryEntry[]> {
  const result = await database.query<{
    id: string | number;
    at: Date | string;
    email: string | null;
    action: HistoryEntry['action'];
    from_value: string | null;
    to_value: string | null;
    note: string | null;
  }>(
    `SELECT h.id, h.at, s.email, h.action, h.from_value, h.to_value, h.note
     FROM admin_item_history h LEFT JOIN staff_accounts s ON s.id = h.staff_id
     WHERE h.item_id = $1 ORDER BY h.id`,
    [itemId],
  );
  return result.rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    staffEmail: row.email,
    action: row.action,
    from: row.from_value,
    to: row.to_value,
    note: row.note,
  }));
}
