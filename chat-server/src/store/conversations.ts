import {
  CHAT_LIMITS,
  type ChatMetadata,
  type LeadData,
  type LeadField,
  type LeadInfo,
  type ServiceRegionKey,
  type Urgency,
  type VisitorIdentity,
} from '@tod/domain';
import type { Clock } from '../clock.ts';
import type { Database, Queryable, Transaction } from './database.ts';
import { groupCommit } from './groupCommit.ts';
import { MAX_RACING_CLIENT_KEYS } from './sessionKeys.ts';

export interface ConversationStoreDeps {
  database: Database;
  clock: Clock;
}

/** One stored line of a session's conversation, oldest first. */
export interface StoredLine {
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  /** For T.O.D.'s lines: the rule that produced it. */
  templateUsed?: string;
}

/** What the server knows of a session before a turn: its lead and its own transcript. */
export interface StoredConversation {
  lead?: LeadData;
  /** True once the lead was complete and mailed to the office. */
  leadSubmitted: boolean;
  /** The last lines of the stored conversation, oldest first (empty for a new session). */
  transcript: StoredLine[];
  /** The session's open "Talk to Human" hand-off, if any, and whether the office has a phone for it. */
  openEscalation?: { id: string; hasPhone: boolean };
  /**
   * Absent for a session the server has not stored; otherwise the SHA-256 (hex) of the token issued with its
   * first reply, or null for a session begun before tokens (docs/decisions/0140).
   */
  clientKey?: string | null;
  /** The keys of first requests that raced the one whose key is `clientKey` (docs/decisions/0362). */
  racingKeys?: readonly string[];
  /** The member of staff in the chat now (live hand-off, issue 17): T.O.D. does not answer while one is. */
  liveStaffId?: number;
}

export interface ChatTurn {
  sessionId: string;
  region: ServiceRegionKey;
  userMessage: string;
  reply: {
    content: string;
    metadata: ChatMetadata;
    /** The engine's explicit corrections and notes (see AssistantReply.leadChange). */
    leadChange?: { corrects: readonly LeadField[]; note?: string; emergencyIssue?: string };
  };
  /** The lead as stored before this turn (from loadConversation). */
  prior: Pick<StoredConversation, 'lead' | 'leadSubmitted' | 'openEscalation'>;
  /** The language of the visitor's widget; office mails stay in English and say it when it is Spanish. */
  language?: 'en' | 'es';
  /**
   * For a session's first turn: the SHA-256 (hex) of the token its reply issues. Never overwrites a stored one:
   * when another first turn stored its key first, this one is added to the session's racing keys.
   */
  clientKey?: string;
  /** Where the chat happens (page or partner origin, and the page's description); the first one is kept. */
  source?: string;
  /** What the partner page said (`context.pageContext`, `context.visitor`): stored and mailed, never the assistant's. */
  partner?: { pageContext?: string | undefined; visitor?: VisitorIdentity | undefined };
}

/**
 * How long a "Talk to Human" hand-off stays open: another request within it answers with the same reference
 * and sends nothing (docs/decisions/0041). The office inbox may close one sooner once it has statuses.
 */
export const ESCALATION_OPEN_HOURS = 24;

/** Sessions, messages and leads: the reads of a turn and the writes of turns that mail nobody (group-committed). */
export interface ConversationStore {
  /** The lead stored for a session so far (the engine continues from it). */
  loadLead(sessionId: string): Promise<LeadData | undefined>;
  /** The session's lead and its last `CHAT_LIMITS.historyMaxItems` stored lines, in one (grouped) statement. */
  loadConversation(sessionId: string): Promise<StoredConversation>;
  /** Stores a turn that completes no lead (grouped with concurrent ones into one statement). */
  writeTurn(write: TurnWrite): Promise<void>;
}

/** Turns or lead reads that one grouped statement carries at most. */
export const MAX_GROUP = 200;

export function createConversationStore(deps: ConversationStoreDeps): ConversationStore {
  // Concurrent requests share one statement (group commit); each still waits for its own commit.
  const readLeadGrouped = groupCommit((sessionIds: readonly string[]) => readLeads(deps.database, sessionIds), { maxBatch: MAX_GROUP });
  const readConversationGrouped = groupCommit(
    (sessionIds: readonly string[]) =>
      readConversations(deps.database, sessionIds, CHAT_LIMITS.historyMaxItems, escalationOpenSince(deps.clock.now())),
    { maxBatch: MAX_GROUP },
  );
  const writeTurnGrouped = groupCommit(
    async (turns: readonly TurnWrite[]) => {
      await writeTurns(deps.database, turns);
      return turns.map(() => undefined);
    },
    { maxBatch: MAX_GROUP },
  );
  return { loadLead: readLeadGrouped, loadConversation: readConversationGrouped, writeTurn: writeTurnGrouped };
}

/** Hand-offs made after this are still open (docs/decisions/0041). */
function escalationOpenSince(now: Date): Date {
  return new Date(now.getTime() - ESCALATION_OPEN_HOURS * 3_600_000);
}

/**
 * Adds a phone to a hand-off that had none (the visitor gave it in the chat after asking for a person).
 * @returns true when the hand-off lacked a phone and now has this one
 */
export async function addEscalationPhone(database: Queryable, escalationId: string, phone: string): Promise<boolean> {
  const { rows } = await database.query<{ id: string }>(
    `UPDATE escalations SET lead = COALESCE(lead, '{}'::jsonb) || jsonb_build_object('phone', $2::text)
     WHERE id = $1 AND NOT (COALESCE(lead, '{}'::jsonb) ? 'phone')
     RETURNING id`,
    [escalationId, phone],
  );
  return rows.length > 0;
}

/** A hand-off as stored: the transcript and lead the office mail showed. */
export interface EscalationRow {
  id: string;
  sessionId: string;
  region: ServiceRegionKey;
  transcript: readonly unknown[];
  lead: LeadData;
  /** The partner page's description of itself (`data-context`), as its widget sent it. */
  pageContext?: string | undefined;
  createdAt: Date;
}

/**
 * The session's open hand-off, if any, read under a lock on the session's hand-offs that holds until the
 * transaction ends: concurrent requests of one session, in any process, queue here (one hand-off at a time).
 */
export async function lockOpenEscalation(tx: Transaction, sessionId: string, now: Date): Promise<string | undefined> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`escalation:${sessionId}`]);
  const open = await tx.query<{ id: string }>(
    'SELECT id FROM escalations WHERE session_id = $1 AND created_at > $2 ORDER BY created_at DESC LIMIT 1',
    [sessionId, escalationOpenSince(now)],
  );
  return open.rows[0]?.id;
}

export async function insertEscalation(tx: Transaction, row: EscalationRow): Promise<void> {
  await tx.query(
    'INSERT INTO escalations (id, session_id, region, transcript, lead, page_context, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [row.id, row.sessionId, row.region, JSON.stringify(row.transcript), JSON.stringify(row.lead), row.pageContext ?? null, row.createdAt],
  );
}

interface LeadRow {
  name: string | null;
  phone: string | null;
  city: string | null;
  issue: string | null;
  urgency: string | null;
}

/** The stored leads of several sessions in one statement, in the order asked (undefined where none). */
async function readLeads(database: Queryable, sessionIds: readonly string[]): Promise<(LeadData | undefined)[]> {
  const result = await database.query<LeadRow & { session_id: string }>(
    `SELECT session_id, name, phone, city, issue, urgency FROM leads WHERE session_id = ANY($1::text[])`,
    [[...new Set(sessionIds)]],
  );
  const bySession = new Map(result.rows.map((row) => [row.session_id, row]));
  return sessionIds.map((sessionId) => {
    const row = bySession.get(sessionId);
    return row ? leadOf(row) : undefined;
  });
}

/** Each session's lead and its last `limit` stored lines, oldest first, in one statement and one round trip. */
async function readConversations(
  database: Queryable,
  sessionIds: readonly string[],
  limit: number,
  escalationsSince: Date,
): Promise<StoredConversation[]> {
  const result = await database.query<{
    session_id: string;
    lead: (LeadRow & { submitted: boolean }) | null;
    transcript: { role: 'user' | 'assistant'; content: string; at: string; template: string | null }[] | null;
    escalation: { id: string; has_phone: boolean } | null;
    session: { client_key: string | null; client_keys: string[] | null } | null;
    live_staff_id: number | null;
  }>(
    `SELECT asked.session_id,
       (SELECT to_jsonb(l) FROM (SELECT name, phone, city, issue, urgency, submitted FROM leads
          WHERE leads.session_id = asked.session_id) l) AS lead,
       (SELECT jsonb_agg(jsonb_build_object('role', m.role, 'content', m.content, 'at', m.created_at, 'template', m.template) ORDER BY m.id)
          FROM (SELECT id, role, content, created_at, metadata->>'templateUsed' AS template FROM chat_messages
                WHERE chat_messages.session_id = asked.session_id AND role <> 'staff' ORDER BY id DESC LIMIT $2) m) AS transcript,
       (SELECT jsonb_build_object('id', e.id, 'has_phone', COALESCE(e.lead, '{}'::jsonb) ? 'phone') FROM escalations e
          WHERE e.session_id = asked.session_id AND e.created_at > $3 ORDER BY e.created_at DESC LIMIT 1) AS escalation,
       (SELECT jsonb_build_object('client_key', s.client_key, 'client_keys', s.client_keys) FROM chat_sessions s
          WHERE s.session_id = asked.session_id) AS session,
       (SELECT lc.staff_id FROM live_chats lc WHERE lc.session_id = asked.session_id) AS live_staff_id
     FROM unnest($1::text[]) AS asked (session_id)`,
    [[...new Set(sessionIds)], limit, escalationsSince],
  );
  const bySession = new Map(result.rows.map((row) => [row.session_id, row]));
  return sessionIds.map((sessionId): StoredConversation => {
    const row = bySession.get(sessionId);
    const lead = row?.lead ? leadOf(row.lead) : undefined;
    return {
      ...(lead ? { lead } : {}),
      leadSubmitted: row?.lead?.submitted === true,
      transcript: (row?.transcript ?? []).map((line) => ({
        role: line.role,
        content: line.content,
        timestamp: new Date(line.at).toISOString(),
        ...(line.template ? { templateUsed: line.template } : {}),
      })),
      ...(row?.escalation ? { openEscalation: { id: row.escalation.id, hasPhone: row.escalation.has_phone } } : {}),
      ...(row?.session ? { clientKey: row.session.client_key, racingKeys: row.session.client_keys ?? [] } : {}),
      ...(row?.live_staff_id != null ? { liveStaffId: row.live_staff_id } : {}),
    };
  });
}

/** A line of an office mail's transcript: the visitor, T.O.D., or a member of staff in a live chat (by first name). */
export interface MailedLine {
  role: 'user' | 'assistant' | 'staff';
  content: string;
  timestamp: string;
  staffName?: string;
}

/** The last `limit` lines of each session's stored conversation, oldest first, in one statement. */
export async function readTranscripts(
  database: Queryable,
  sessionIds: readonly string[],
  limit: number,
): Promise<Map<string, MailedLine[]>> {
  const result = await database.query<{
    session_id: string;
    role: 'user' | 'assistant' | 'staff';
    content: string;
    created_at: Date | string;
    staff_name: string | null;
  }>(
    `SELECT asked.session_id, recent.role, recent.content, recent.created_at, recent.metadata->>'firstName' AS staff_name
     FROM unnest($1::text[]) AS asked (session_id)
     CROSS JOIN LATERAL (
       SELECT id, role, content, created_at, metadata FROM chat_messages
       WHERE chat_messages.session_id = asked.session_id ORDER BY id DESC LIMIT $2
     ) recent
     ORDER BY asked.session_id, recent.id`,
    [[...new Set(sessionIds)], limit],
  );
  const transcripts = new Map<string, MailedLine[]>();
  for (const row of result.rows) {
    const lines = transcripts.get(row.session_id) ?? [];
    lines.push({
      role: row.role,
      content: row.content,
      timestamp: new Date(row.created_at).toISOString(),
      ...(row.role === 'staff' && row.staff_name ? { staffName: row.staff_name } : {}),
    });
    transcripts.set(row.session_id, lines);
  }
  return transcripts;
}

export interface TurnWrite {
  turn: ChatTurn;
  /** The lead fields this turn revealed; undefined when it revealed none. */
  lead: LeadInfo | undefined;
  at: Date;
}

/**
 * Sessions, messages and leads of many turns as the WITH items of ONE statement: atomic without a
 * transaction, and one round trip however many turns are grouped. Sessions ($1), leads ($3) and messages
 * ($4) each travel as one JSON parameter, which both drivers pass the same way; one parameter each, as a
 * single document would be parsed again by every item that reads it (about a fifth of the statement's
 * work). The session ids also travel as a text[] ($2), because
 * lookups by `= ANY(array)` use the primary-key index, where a join against a JSON set (which the planner
 * guesses at 100 rows) scanned the whole leads table on every turn. Turns of the same session are merged
 * first, as one statement may not update a row twice: its turn count adds up and later lead fields win.
 *
 * With `completesLead` (one turn whose lead is complete) the lead is also marked submitted, and the
 * item `newly_submitted` returns it only when it was not submitted before this statement (every WITH
 * item sees the database as it was when the statement began).
 */
function turnStatement(writes: readonly TurnWrite[], options: { completesLead: boolean }): { ctes: string; params: unknown[] } {
  const sessions = new Map<
    string,
    {
      session_id: string;
      region: string;
      turns: number;
      at: string;
      client_key: string | null;
      /** Keys of other first turns of the session in this group (they raced client_key's). */
      client_keys: string[];
      source: string | null;
      page_context: string | null;
      visitor: VisitorIdentity | null;
    }
  >();
  const leads = new Map<string, Record<string, string | null>>();
  const messages: { seq: number; session_id: string; role: 'user' | 'assistant'; content: string; metadata: unknown; at: string }[] = [];
  for (const { turn, lead, at } of writes) {
    const iso = at.toISOString();
    const session = sessions.get(turn.sessionId);
    sessions.set(turn.sessionId, {
      session_id: turn.sessionId,
      region: turn.region,
      turns: (session?.turns ?? 0) + 1,
      at: iso,
      client_key: session?.client_key ?? turn.clientKey ?? null,
      client_keys: [...(session?.client_keys ?? []), ...(session?.client_key && turn.clientKey ? [turn.clientKey] : [])],
      source: session?.source ?? turn.source ?? null,
      page_context: turn.partner?.pageContext ?? session?.page_context ?? null,
      visitor: turn.partner?.visitor ?? session?.visitor ?? null,
    });
    if (lead) {
      const merged = leads.get(turn.sessionId) ?? {
        session_id: turn.sessionId,
        name: null,
        phone: null,
        city: null,
        issue: null,
        urgency: null,
      };
      for (const field of ['name', 'phone', 'city', 'issue', 'urgency'] as const) merged[field] = lead[field] || merged[field] || null;
      merged.note = turn.reply.leadChange?.note ?? merged.note ?? null;
      merged.at = iso;
      leads.set(turn.sessionId, merged);
    }
    messages.push(
      { seq: messages.length, session_id: turn.sessionId, role: 'user', content: turn.userMessage, metadata: null, at: iso },
      {
        seq: messages.length + 1,
        session_id: turn.sessionId,
        role: 'assistant',
        content: turn.reply.content,
        // The note stays with the reply that took it, for the office inbox; the lead row keeps its fields.
        metadata: turn.reply.leadChange?.note ? { ...turn.reply.metadata, leadNote: turn.reply.leadChange.note } : turn.reply.metadata,
        at: iso,
      },
    );
  }
  const complete = options.completesLead;
  const ctes = `session_rows AS (
       INSERT INTO chat_sessions
         (session_id, region, conversation_count, lead_complete, client_key, client_keys, created_at, updated_at, source, page_context, visitor)
       SELECT s.session_id, s.region, s.turns, ${complete}, s.client_key, ARRAY(SELECT jsonb_array_elements_text(s.client_keys)),
         s.at, s.at, s.source, s.page_context, s.visitor
       FROM jsonb_to_recordset($1::jsonb) AS s
         (session_id text, region text, turns integer, at timestamptz, client_key text, client_keys jsonb, source text, page_context text, visitor jsonb)
       ON CONFLICT (session_id) DO UPDATE SET
         region = EXCLUDED.region,
         -- First turns that raced another (each saw no session): their tokens must work too (decision 0362).
         client_keys = CASE WHEN EXCLUDED.client_key IS NULL THEN chat_sessions.client_keys
           ELSE (SELECT COALESCE(array_agg(DISTINCT k), '{}') FROM unnest(chat_sessions.client_keys || EXCLUDED.client_key || EXCLUDED.client_keys) AS k
                 WHERE k IS DISTINCT FROM chat_sessions.client_key)
                 [1:${MAX_RACING_CLIENT_KEYS}] END,
         source = COALESCE(chat_sessions.source, EXCLUDED.source),
         page_context = COALESCE(EXCLUDED.page_context, chat_sessions.page_context),
         visitor = CASE WHEN EXCLUDED.visitor IS NULL THEN chat_sessions.visitor
                        ELSE COALESCE(chat_sessions.visitor, '{}'::jsonb) || EXCLUDED.visitor END,
         conversation_count = chat_sessions.conversation_count + EXCLUDED.conversation_count,
         lead_complete = chat_sessions.lead_complete OR EXCLUDED.lead_complete,
         updated_at = EXCLUDED.updated_at
       RETURNING session_id
     ),
     prior_leads AS (
       SELECT session_id, submitted, name, phone, city, issue FROM leads WHERE session_id = ANY($2::text[])
     ),
     lead_rows AS (
       INSERT INTO leads (session_id, name, phone, city, issue, urgency, submitted, created_at, updated_at)
       SELECT l.session_id, l.name, l.phone, l.city, l.issue, l.urgency, ${complete}, l.at, l.at
       FROM jsonb_to_recordset($3::jsonb)
         AS l (session_id text, name text, phone text, city text, issue text, urgency text, at timestamptz)
       JOIN session_rows USING (session_id)
       ON CONFLICT (session_id) DO UPDATE SET
         name = COALESCE(EXCLUDED.name, leads.name),
         phone = COALESCE(EXCLUDED.phone, leads.phone),
         city = COALESCE(EXCLUDED.city, leads.city),
         issue = COALESCE(EXCLUDED.issue, leads.issue),
         urgency = COALESCE(EXCLUDED.urgency, leads.urgency),
         submitted = leads.submitted OR EXCLUDED.submitted,
         updated_at = EXCLUDED.updated_at
       RETURNING session_id
     ),
     newly_submitted AS (
       SELECT session_id FROM lead_rows
       WHERE ${complete} AND NOT EXISTS (SELECT 1 FROM prior_leads WHERE prior_leads.session_id = lead_rows.session_id AND prior_leads.submitted)
     ),
     corrected AS (
       SELECT l.session_id FROM jsonb_to_recordset($3::jsonb) AS l (session_id text, name text, phone text, city text, issue text)
       JOIN lead_rows USING (session_id)
       JOIN prior_leads p USING (session_id)
       WHERE ${complete} AND p.submitted AND (
         (l.name IS NOT NULL AND l.name IS DISTINCT FROM p.name) OR
         (l.phone IS NOT NULL AND l.phone IS DISTINCT FROM p.phone) OR
         (l.city IS NOT NULL AND l.city IS DISTINCT FROM p.city) OR
         (l.issue IS NOT NULL AND l.issue IS DISTINCT FROM p.issue)
       )
     ),
     noted AS (
       SELECT l.session_id FROM jsonb_to_recordset($3::jsonb) AS l (session_id text, note text)
       JOIN lead_rows USING (session_id)
       JOIN prior_leads p USING (session_id)
       WHERE ${complete} AND p.submitted AND l.note IS NOT NULL
     ),
     message_rows AS (
       INSERT INTO chat_messages (session_id, role, content, metadata, created_at)
       SELECT m.session_id, m.role, m.content, NULLIF(m.metadata, 'null'::jsonb), m.at
       FROM jsonb_to_recordset($4::jsonb)
         AS m (seq integer, session_id text, role text, content text, metadata jsonb, at timestamptz)
       JOIN session_rows USING (session_id)
       ORDER BY m.seq
       RETURNING 1
     )`;
  const params = [
    JSON.stringify([...sessions.values()]),
    [...sessions.keys()],
    JSON.stringify([...leads.values()]),
    JSON.stringify(messages),
  ];
  return { ctes, params };
}

/** Plain turns (no lead completed) in one statement. */
async function writeTurns(database: Queryable, writes: readonly TurnWrite[]): Promise<void> {
  const statement = turnStatement(writes, { completesLead: false });
  await database.query(`WITH ${statement.ctes} SELECT count(*) FROM message_rows`, statement.params);
}

/** What a statement of lead-completing turns changed, by session id (what the office must be told). */
export interface LeadChanges {
  /** Leads complete for the first time: now marked submitted. */
  submitted: Set<string>;
  /** Leads already sent whose details this statement changed (explicit corrections). */
  corrected: Set<string>;
  /** Leads already sent that got a note. */
  noted: Set<string>;
}

/**
 * Turns whose lead is complete, in ONE statement (run it in the transaction that queues their mails): stores
 * them like plain turns, marks their leads submitted, and says which leads are new, corrected or noted.
 */
export async function writeLeadTurns(database: Queryable, writes: readonly TurnWrite[]): Promise<LeadChanges> {
  const statement = turnStatement(writes, { completesLead: true });
  const { rows } = await database.query<{ change: keyof LeadChanges; session_id: string }>(
    `WITH ${statement.ctes}
     SELECT 'submitted' AS change, session_id FROM newly_submitted
     UNION ALL SELECT 'corrected', session_id FROM corrected
     UNION ALL SELECT 'noted', session_id FROM noted`,
    statement.params,
  );
  const changes: LeadChanges = { submitted: new Set(), corrected: new Set(), noted: new Set() };
  for (const row of rows) changes[row.change].add(row.session_id);
  return changes;
}

function leadOf(row: LeadRow): LeadData {
  return definedFields({
    name: row.name ?? undefined,
    phone: row.phone ?? undefined,
    city: row.city ?? undefined,
    issue: row.issue ?? undefined,
    urgency: (row.urgency ?? undefined) as Urgency | undefined,
  });
}

/** The fields of `value` that hold something (no undefined, no empty string). */
export function definedFields<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== '')) as T;
}
