import type { ServiceRegionKey } from '@tod/domain';
import {
  type DeliveryState,
  type HistoryEntry,
  INBOX_COUNT_CAP,
  type InboxItem,
  ITEM_STATUSES,
  type ItemDetail,
  type ItemList,
  type ItemListQuery,
  type ItemStatus,
  type StatusCounts,
} from '@tod/domain/contracts';
import { ADMIN_CSV_SPEAKERS } from '@tod/domain/facts';
import type { Queryable } from '../store/database.ts';
import type { ExportExtras, ExportRow } from './csv.ts';

/** Rows on a page unless the query asks for another number. */
export const PAGE_SIZE = 50;

/** The filters of a list query, with the regions the member of staff may see (always applied). */
export interface ItemScope {
  regions: readonly ServiceRegionKey[];
  allRegions: boolean;
  /** The member of staff asking: the `assignee=me` view is theirs. */
  staffId?: number;
}

/**
 * The list's keyset: the order's leading column (`pinned`, an open emergency first, migration 013; or the
 * urgency's weight, most urgent first, migration 034) as a number, then newest first.
 */
interface Cursor {
  lead: number;
  createdAt: string;
  id: number;
}

export class BadCursorError extends Error {}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.lead, cursor.createdAt, cursor.id])).toString('base64url');
}

function decodeCursor(value: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 3) {
      const [lead, createdAt, id] = parsed as [unknown, unknown, unknown];
      const leadOk = Number.isInteger(lead) && (lead as number) >= 0 && (lead as number) <= 3;
      if (leadOk && typeof createdAt === 'string' && !Number.isNaN(Date.parse(createdAt)) && Number.isInteger(id)) {
        return { lead: lead as number, createdAt, id: id as number };
      }
    }
  } catch {
    // fall through
  }
  throw new BadCursorError('Invalid cursor');
}

/**
 * A Postgres tsquery from what the office typed, every term a prefix and all of them required:
 * - a confirmation reference ("DL-1764…") as its digits, and a phone number in any format ("+1 503 555 0142",
 *   "503.555.0142", "(503) 555-0142", the last four) as its digits without the country code: the forms the
 *   index keeps (admin_phone_digits, migration 034);
 * - an email as one quoted term (the index keeps the whole address, and its name and domain as words);
 * - every other word, letters and digits only.
 * Nothing the office types reaches the query as tsquery syntax. Undefined when no term is left.
 */
export function searchQuery(text: string): string | undefined {
  const terms: string[] = [];
  let rest = text.toLowerCase().normalize('NFKC');
  rest = rest.replace(/\bdl-?(\d{4,})/g, (_reference, digits: string) => {
    terms.push(`${digits}:*`);
    return ' ';
  });
  rest = rest.replace(/[a-z0-9._%+-]+@[a-z0-9.-]*/g, (email) => {
    terms.push(`'${email}':*`);
    return ' ';
  });
  rest = rest.replace(/\+?\d[\d\s().-]*\d|\d/g, (run) => {
    terms.push(`${phoneSearchDigits(run)}:*`);
    return ' ';
  });
  for (const word of rest.split(/[^\p{L}\p{N}]+/u)) if (word) terms.push(`${word}:*`);
  const kept = terms.slice(0, 8);
  return kept.length > 0 ? kept.join(' & ') : undefined;
}

/** A run of digits and phone punctuation as the index's digits: "+1 (503) 555-0142" → "5035550142". */
function phoneSearchDigits(run: string): string {
  const digits = run.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** WHERE conditions and their parameters. */
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

/** The regions a query reads: undefined for every region; none when its region filter is outside the scope. */
function regionsOf(scope: ItemScope, query: ItemListQuery): readonly ServiceRegionKey[] | undefined {
  if (query.region) return scope.allRegions || scope.regions.includes(query.region) ? [query.region] : [];
  return scope.allRegions ? undefined : scope.regions;
}

/** The region condition: one region as an equality (so the region's order index serves the list's order). */
function regionClause(where: Conditions, regions: readonly ServiceRegionKey[] | undefined): string | undefined {
  if (!regions) return undefined;
  if (regions.length === 0) return 'false';
  if (regions.length === 1) return `i.region = ${where.param(regions[0])}`;
  return `i.region = ANY(${where.param([...regions])}::text[])`;
}

/** WHERE conditions of the filters but region, status (and the cursor): kind, urgency, assignee, dates, search. */
function filterConditions(query: ItemListQuery, scope: ItemScope): Conditions {
  const where = new Conditions();
  if (query.kind) where.clauses.push(`i.kind = ${where.param(query.kind)}`);
  if (query.assignee === 'none') where.clauses.push('i.assignee_id IS NULL');
  // Mine: nobody's items when the caller is not a member of staff (never every item).
  if (query.assignee === 'me') where.clauses.push(scope.staffId === undefined ? 'false' : `i.assignee_id = ${where.param(scope.staffId)}`);
  if (query.urgency) where.clauses.push(urgencyClause(where, query.urgency));
  if (query.from) where.clauses.push(`i.created_at >= ${where.param(new Date(query.from))}`);
  if (query.to) where.clauses.push(`i.created_at < ${where.param(new Date(query.to))}`);
  const tsquery = query.q ? searchQuery(query.q) : undefined;
  if (query.q && !tsquery) where.clauses.push('false');
  if (tsquery) {
    const q = where.param(tsquery);
    // Hits in the item's own fields, or in what the visitor typed in its chat (migration 004).
    where.clauses.push(`(i.search @@ to_tsquery('simple', ${q}) OR i.transcript_search @@ to_tsquery('simple', ${q}))`);
  }
  return where;
}

/**
 * The urgency filter: emergencies (migration 013's index), anything but an emergency ('other', links made before
 * issue 34), or one urgency of migration 034's column. Each is a column of admin_item_counts as well.
 */
function urgencyClause(where: Conditions, urgency: NonNullable<ItemListQuery['urgency']>): string {
  if (urgency === 'emergency') return 'i.emergency';
  if (urgency === 'other') return 'NOT i.emergency';
  return `i.urgency = ${where.param(urgency)}`;
}

/** Every filter of the query, the region scope included, as one WHERE (for scans that are not in the list's order). */
function allConditions(scope: ItemScope, query: ItemListQuery): Conditions {
  const where = filterConditions(query, scope);
  const region = regionClause(where, regionsOf(scope, query));
  if (region) where.clauses.unshift(region);
  return where;
}

/** The columns of admin_items a page needs (not its search vectors). */
const ITEM_BASE =
  'i.id, i.kind, i.ref, i.session_id, i.region, i.emergency, i.pinned, i.urgency_weight, i.status, i.assignee_id, i.created_at';

/**
 * The first `limit` items of the filters in the list's order, as a subquery that walks an order index. With
 * a region scope, one walk of the region's own index per region, merged: its condition is `region = ANY(…)`
 * and its order begins with the region, because with an equality the planner drops the region from the
 * order and may walk the all-region index instead, skipping every other region's items (decision 0190).
 */
function orderedItems(where: Conditions, regions: readonly ServiceRegionKey[] | undefined, limit: number, order: ListOrder): string {
  const { all: ORDER, region: REGION_ORDER } = order;
  const limitParam = where.param(limit);
  const walk = (region: string | undefined, order: string) => {
    const clauses = region ? [region, ...where.clauses] : where.clauses;
    return `(SELECT ${ITEM_BASE} FROM admin_items i ${clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : ''} ${order} LIMIT ${limitParam})`;
  };
  if (!regions) return walk(undefined, ORDER);
  if (regions.length === 0) return walk('false', ORDER);
  const walks = regions.map((region) => walk(`i.region = ANY(${where.param([region])}::text[])`, REGION_ORDER));
  return walks.length === 1 ? (walks[0] as string) : `(SELECT * FROM (${walks.join(' UNION ALL ')}) i ${ORDER} LIMIT ${limitParam})`;
}

interface ItemRow {
  id: string | number;
  kind: InboxItem['kind'];
  region: ServiceRegionKey;
  emergency: boolean;
  pinned: boolean;
  urgency_weight: number;
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
  mail_failed_once: boolean | null;
  assignee_name: string | null;
  last_visitor_at: Date | string | null;
}

/**
 * Items of a subquery with the visitor's fields of each kind, read from the tables the chat and the contact
 * form write. A hand-off shows its chat's lead as it is now, and what the hand-off itself was given where the
 * lead has nothing (one item per chat, decision 0427). Each lookup is a LATERAL … LIMIT 1: one index probe per item of the page, whatever the
 * planner's statistics say (PGlite runs no autovacuum, decision 0190).
 */
function withDetails(items: string, extraColumns = ''): string {
  return `SELECT i.id, i.kind, i.region, i.emergency, i.pinned, i.urgency_weight, i.status, i.assignee_id, i.created_at,
    d.name, d.phone, d.city, d.issue, d.urgency, coalesce(d.complete, i.kind <> 'chat_lead') AS complete,
    coalesce(d.source, s.source) AS source, m.status AS mail_status, m.failed_once AS mail_failed_once,
    coalesce(a.display_name, a.email) AS assignee_name, v.last_visitor_at${extraColumns}
  FROM ${items} i
  LEFT JOIN staff_accounts a ON a.id = i.assignee_id
  LEFT JOIN LATERAL (
    SELECT cm.created_at AS last_visitor_at FROM chat_messages cm
    WHERE i.kind <> 'contact' AND cm.session_id = i.session_id AND cm.role = 'user' ORDER BY cm.id DESC LIMIT 1
  ) v ON true
  LEFT JOIN LATERAL (
    SELECT l.name, l.phone, l.city, l.issue, l.urgency, coalesce(l.submitted, false) AS complete, NULL::text AS source
    FROM leads l WHERE i.kind = 'chat_lead' AND l.session_id = i.ref
    UNION ALL
    SELECT coalesce(l.name, e.lead ->> 'name'), coalesce(l.phone, e.lead ->> 'phone'), coalesce(l.city, e.lead ->> 'city'),
      coalesce(l.issue, e.lead ->> 'issue'),
      CASE WHEN 'emergency' IN (l.urgency, e.lead ->> 'urgency') THEN 'emergency' ELSE coalesce(l.urgency, e.lead ->> 'urgency') END,
      true, NULL
    FROM escalations e LEFT JOIN leads l ON l.session_id = e.session_id WHERE i.kind = 'handoff' AND e.id = i.ref
    UNION ALL
    SELECT c.payload ->> 'name', c.payload ->> 'phone', c.payload ->> 'city', c.payload ->> 'message',
      CASE WHEN c.payload ->> 'isEmergency' = 'Yes' THEN 'emergency' END, true,
      coalesce(c.payload ->> 'pathname', c.payload ->> 'sourcePage')
    FROM contact_submissions c WHERE i.kind = 'contact' AND c.submission_id = i.ref
    LIMIT 1
  ) d ON true
  LEFT JOIN LATERAL (
    SELECT cs.source FROM chat_sessions cs WHERE i.kind <> 'contact' AND cs.session_id = i.session_id LIMIT 1
  ) s ON true
  LEFT JOIN LATERAL (
    SELECT o.status, o.last_error IS NOT NULL AS failed_once FROM mail_outbox o
    WHERE o.idempotency_key = CASE i.kind WHEN 'chat_lead' THEN 'lead:' || i.ref WHEN 'handoff' THEN 'escalation:' || i.ref
      ELSE 'contact:' || i.ref END
    LIMIT 1
  ) m ON true`;
}

/**
 * The office mail's state: failing only once a send really failed (given up, or an error recorded before the
 * next try). A mail being sent counts an attempt before it goes, so attempts alone would say "failing" for
 * every mail in flight.
 */
export function deliveryOf(row: Pick<ItemRow, 'mail_status' | 'mail_failed_once'>): DeliveryState | null {
  if (row.mail_status === null) return null;
  if (row.mail_status === 'sent') return 'sent';
  if (row.mail_status === 'failed' || row.mail_failed_once) return 'failing';
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
    assigneeName: row.assignee_id === null ? null : row.assignee_name,
    lastVisitorAt: row.last_visitor_at === null ? null : new Date(row.last_visitor_at).toISOString(),
    source: row.source,
    delivery: deliveryOf(row),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A list order: its leading column, and its ORDER BY over every region and within one (each an index's order). */
interface ListOrder {
  lead: 'pinned' | 'urgency_weight';
  all: string;
  region: string;
}

const orderBy = (lead: ListOrder['lead']): ListOrder => ({
  lead,
  all: `ORDER BY i.${lead} DESC, i.created_at DESC, i.id DESC`,
  region: `ORDER BY i.region, i.${lead} DESC, i.created_at DESC, i.id DESC`,
});

/**
 * The list's orders: by default open emergencies first (`pinned`, migration 013), then newest first
 * (admin_items_pinned_order_idx and its region twin); by urgency, emergencies, then urgent, routine and
 * unknown, each newest first (`urgency_weight`, migration 034's indexes).
 */
const ORDERS = { newest: orderBy('pinned'), urgency: orderBy('urgency_weight') } as const;
const orderOf = (query: ItemListQuery): ListOrder => ORDERS[query.sort ?? 'newest'];

/** The status filter: the one asked for, or everything but spam (spam stays out of the list unless asked for). */
function statusClause(where: Conditions, query: ItemListQuery): string {
  return query.status ? `i.status = ${where.param(query.status)}` : `i.status <> 'spam'`;
}

function cursorClause(where: Conditions, value: string, order: ListOrder): string {
  const cursor = decodeCursor(value);
  const lead = order.lead === 'pinned' ? `${where.param(cursor.lead === 1)}::boolean` : `${where.param(cursor.lead)}::smallint`;
  return `(i.${order.lead}, i.created_at, i.id) < (${lead}, ${where.param(new Date(cursor.createdAt))}::timestamptz, ${where.param(cursor.id)}::bigint)`;
}

/**
 * One page of the inbox, open emergencies first, then newest first (keyset pagination on the order index);
 * with the counts per status of the filters (decision 0130):
 * - without a search or a date range, the counts are summed from admin_item_counts (kept by triggers);
 * - with one, up to INBOX_COUNT_CAP matching items are selected through the search and date indexes. When
 *   that is all of them, the page and exact counts come from that set (a rare word stays fast); when more
 *   match, the page walks the order index (a common word fills it at once) and the counts are those of
 *   the first INBOX_COUNT_CAP matches, every one listed in `countsAtLeast`.
 */
export async function listItems(database: Queryable, scope: ItemScope, query: ItemListQuery): Promise<ItemList> {
  const limit = query.limit ?? PAGE_SIZE;
  // The kept count table has no assignee column: an ownership view counts as a search does (decision 0441).
  const narrowed = query.q !== undefined || query.from !== undefined || query.to !== undefined || query.assignee !== undefined;
  const matched = narrowed ? await matchedItems(database, scope, query, limit) : undefined;
  const order = orderOf(query);
  if (matched?.complete) return { ...pageOf(matched.rows, limit, order), counts: matched.counts, countsAtLeast: [] };
  const where = filterConditions(query, scope);
  where.clauses.push(statusClause(where, query));
  if (query.cursor) where.clauses.push(cursorClause(where, query.cursor, order));
  const result = await database.query<ItemRow>(
    `${withDetails(orderedItems(where, regionsOf(scope, query), limit + 1, order))} ${order.all}`,
    where.params,
  );
  const counts = matched ? { counts: matched.counts, countsAtLeast: [...ITEM_STATUSES] } : await keptCounts(database, scope, query);
  return { ...pageOf(result.rows, limit, order), ...counts };
}

function pageOf(rows: readonly ItemRow[], limit: number, order: ListOrder): Pick<ItemList, 'items' | 'nextCursor'> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor({
          lead: order.lead === 'pinned' ? Number(last.pinned) : Number(last.urgency_weight),
          createdAt: new Date(last.created_at).toISOString(),
          id: Number(last.id),
        })
      : null;
  return { items: page.map(itemOf), nextCursor };
}

/**
 * The first INBOX_COUNT_CAP (+ 1) items a search or date range matches, in one statement: their counts per
 * status (each at most the cap), whether that was all of them, and then the page of them.
 */
async function matchedItems(
  database: Queryable,
  scope: ItemScope,
  query: ItemListQuery,
  limit: number,
): Promise<{ complete: boolean; counts: StatusCounts; rows: ItemRow[] }> {
  const where = allConditions(scope, query);
  const cap = where.param(INBOX_COUNT_CAP);
  const order = orderOf(query);
  const pageClauses = [statusClause(where, query)];
  if (query.cursor) pageClauses.push(cursorClause(where, query.cursor, order));
  const result = await database.query<ItemRow & { total: string | number; counts: Record<string, number> | string | null }>(
    `WITH matched AS MATERIALIZED (SELECT i.id, i.status, i.pinned, i.urgency_weight, i.created_at FROM admin_items i ${where.sql()} LIMIT ${cap} + 1),
     total AS (SELECT count(*) AS total FROM matched),
     counts AS (SELECT json_object_agg(status, n) AS counts FROM (SELECT status, count(*) AS n FROM matched GROUP BY status) c),
     page AS (
       SELECT i.id FROM matched i WHERE (SELECT total FROM total) <= ${cap} AND ${pageClauses.join(' AND ')}
       ${order.all} LIMIT ${where.param(limit + 1)}
     )
     SELECT total.total, counts.counts, p.* FROM total CROSS JOIN counts LEFT JOIN (
       ${withDetails(`(SELECT ${ITEM_BASE} FROM admin_items i JOIN page USING (id))`)}
     ) p ON true
     ${order.all.replaceAll('i.', 'p.')}`,
    where.params,
  );
  const first = result.rows[0];
  const counted = typeof first?.counts === 'string' ? (JSON.parse(first.counts) as Record<string, number>) : (first?.counts ?? {});
  const counts = zeroCounts();
  for (const [status, count] of Object.entries(counted)) {
    if (status in counts) counts[status as ItemStatus] = Math.min(Number(count), INBOX_COUNT_CAP);
  }
  return {
    complete: Number(first?.total ?? 0) <= INBOX_COUNT_CAP,
    counts,
    rows: result.rows.filter((row) => row.id !== null),
  };
}

/** The counts of filters that are all columns of admin_item_counts (region, kind, urgency): exact, ≤ 150 rows summed. */
async function keptCounts(
  database: Queryable,
  scope: ItemScope,
  query: ItemListQuery,
): Promise<Pick<ItemList, 'counts' | 'countsAtLeast'>> {
  const where = allConditions(scope, query);
  const result = await database.query<{ status: InboxItem['status']; count: string | number }>(
    `SELECT i.status, sum(i.n) AS count FROM admin_item_counts i ${where.sql()} GROUP BY i.status`,
    where.params,
  );
  const counts = zeroCounts();
  for (const row of result.rows) if (row.status in counts) counts[row.status] = Number(row.count);
  return { counts, countsAtLeast: [] };
}

function zeroCounts(): StatusCounts {
  return Object.fromEntries(ITEM_STATUSES.map((status) => [status, 0])) as StatusCounts;
}

/**
 * Every item the filters select, for the CSV export (in the list's order), at most `max`, each with the
 * contact form's email and address, its notes and its chat (issue 34.15).
 */
export async function exportItems(database: Queryable, scope: ItemScope, query: ItemListQuery, max: number): Promise<ExportRow[]> {
  const where = filterConditions(query, scope);
  where.clauses.push(statusClause(where, query));
  const order = orderOf(query);
  const result = await database.query<ItemRow>(
    `${withDetails(orderedItems(where, regionsOf(scope, query), max, order))} ${order.all}`,
    where.params,
  );
  const items = result.rows.map(itemOf);
  const extras = await exportExtras(
    database,
    items.map((item) => item.id),
  );
  return items.map((item) => ({ ...item, ...extras.get(item.id) }));
}

/** The export's extra cells of these items, by id, read in one statement (index probes per item). */
async function exportExtras(database: Queryable, ids: readonly number[]): Promise<Map<number, ExportExtras>> {
  if (ids.length === 0) return new Map();
  const result = await database.query<{ id: string | number } & ExportExtras>(
    `SELECT i.id, c.payload ->> 'email' AS email,
       coalesce(nullif(c.payload ->> 'address', ''), nullif(concat_ws(', ', c.payload ->> 'streetAddress', c.payload ->> 'city',
         nullif(concat_ws(' ', c.payload ->> 'state', c.payload ->> 'postalCode'), '')), '')) AS address,
       (SELECT string_agg(h.note, E'\n' ORDER BY h.id) FROM admin_item_history h WHERE h.item_id = i.id AND h.action = 'note') AS notes,
       (SELECT string_agg(CASE m.role WHEN 'user' THEN $2 WHEN 'staff' THEN coalesce(m.metadata ->> 'firstName', $4) ELSE $3 END
          || ': ' || m.content, E'\n' ORDER BY m.id)
        FROM chat_messages m WHERE i.kind <> 'contact' AND m.session_id = i.session_id) AS transcript
     FROM admin_items i
     LEFT JOIN contact_submissions c ON i.kind = 'contact' AND c.submission_id = i.ref
     WHERE i.id = ANY($1::bigint[])`,
    [ids, ADMIN_CSV_SPEAKERS.user, ADMIN_CSV_SPEAKERS.assistant, ADMIN_CSV_SPEAKERS.staff],
  );
  return new Map(
    result.rows.map((row) => [Number(row.id), { email: row.email, address: row.address, notes: row.notes, transcript: row.transcript }]),
  );
}

/** One item the member of staff may see, or undefined (another region's item is answered as not found). */
export async function findItem(
  database: Queryable,
  scope: ItemScope,
  id: number,
): Promise<(InboxItem & { ref: string; sessionId: string | null }) | undefined> {
  const result = await database.query<ItemRow & { ref: string; session_id: string | null }>(
    withDetails(
      `(SELECT ${ITEM_BASE} FROM admin_items i WHERE i.id = $1 AND ($2::boolean OR i.region = ANY($3::text[])))`,
      ', i.ref, i.session_id',
    ),
    [id, scope.allRegions, [...scope.regions]],
  );
  const row = result.rows[0];
  return row ? { ...itemOf(row), ref: row.ref, sessionId: row.session_id } : undefined;
}

/** Items a summary is asked for at most at once (the ringing banner asks for the hand-offs ringing now). */
export const SUMMARY_MAX_ITEMS = 20;

/**
 * The list rows of these items that the member of staff may see, in the list's order (another region's item
 * is left out, as if it did not exist). One primary-key probe per id: no transcript, so nothing to audit.
 */
export async function itemSummaries(database: Queryable, scope: ItemScope, ids: readonly number[]): Promise<InboxItem[]> {
  if (ids.length === 0) return [];
  const result = await database.query<ItemRow>(
    `${withDetails(
      `(SELECT ${ITEM_BASE} FROM admin_items i WHERE i.id = ANY($1::bigint[]) AND ($2::boolean OR i.region = ANY($3::text[])))`,
    )} ${ORDERS.newest.all}`,
    [[...ids].slice(0, SUMMARY_MAX_ITEMS), scope.allRegions, [...scope.regions]],
  );
  return result.rows.map(itemOf);
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
  const messages = await database.query<{
    role: 'user' | 'assistant' | 'staff';
    content: string;
    created_at: Date | string;
    staff_id: number | null;
    staff_name: string | null;
  }>(
    `SELECT role, content, created_at, staff_id, metadata->>'firstName' AS staff_name FROM chat_messages WHERE session_id = $1 ORDER BY id`,
    [sessionId],
  );
  if (messages.rows.length > 0 || kind !== 'handoff') {
    return messages.rows.map((row) => ({
      role: row.role,
      content: row.content,
      at: new Date(row.created_at).toISOString(),
      // A live chat's staff line (issue 17): who wrote it.
      ...(row.role === 'staff' ? { staffId: row.staff_id, staffFirstName: row.staff_name } : {}),
    }));
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
