import { createHash, randomBytes } from 'node:crypto';
import type { ChatMetadata, EscalationRequest, LeadData, LeadInfo, ServiceRegionKey, Urgency } from '@tod/domain';
import type { Clock } from '../clock.ts';
import { escalationNotification, leadNotification, type TranscriptLine } from '../mail/chatNotifications.ts';
import type { MailGatedStatement, MailOutbox } from '../mail/outbox.ts';
import type { Database, Queryable } from './database.ts';
import { groupCommit } from './groupCommit.ts';

export interface ConversationStoreDeps {
  database: Database;
  mail: MailOutbox;
  clock: Clock;
}

export interface ChatTurn {
  sessionId: string;
  region: ServiceRegionKey;
  userMessage: string;
  reply: { content: string; metadata: ChatMetadata };
}

export interface TurnResult {
  /** True when this turn completed the lead: it was marked submitted and one office mail was queued. */
  leadSubmitted: boolean;
  /** True when this turn changed the name, phone or city of a lead already sent, and the correction was mailed. */
  leadUpdated: boolean;
}

export interface EscalationResultIds {
  escalationId: string;
  internalEmailId: string;
}

/** Transcript lines an office mail shows at most. */
const MAIL_TRANSCRIPT_LINES = 40;

/** Sessions, messages, leads and escalations, each written with its office mail in one transaction. */
export interface ConversationStore {
  /** The lead stored for a session so far (the engine continues from it). */
  loadLead(sessionId: string): Promise<LeadData | undefined>;
  /** Stores a user message and the reply, updates the lead; a lead that becomes complete queues ONE office mail. */
  recordTurn(turn: ChatTurn): Promise<TurnResult>;
  /** Stores a hand-off to the team and queues one office mail with the transcript and the lead. */
  recordEscalation(request: EscalationRequest): Promise<EscalationResultIds>;
}

/** Turns or lead reads that one grouped statement carries at most. */
const MAX_GROUP = 200;

export function createConversationStore(deps: ConversationStoreDeps): ConversationStore {
  // Concurrent requests share one statement (group commit); each still waits for its own commit.
  const readLeadGrouped = groupCommit((sessionIds: readonly string[]) => readLeads(deps.database, sessionIds), { maxBatch: MAX_GROUP });
  const writeTurnGrouped = groupCommit(
    async (turns: readonly TurnWrite[]) => {
      await writeTurns(deps.database, turns);
      return turns.map(() => undefined);
    },
    { maxBatch: MAX_GROUP },
  );

  // Completing turns: one grouped read of their transcripts, then ONE statement writes the turns,
  // marks the leads submitted and queues one office mail per lead not submitted before.
  const completeLeadGrouped = groupCommit(
    async (completions: readonly (TurnWrite & { lead: LeadInfo })[]): Promise<TurnResult[]> => {
      const earlier = await readTranscripts(
        deps.database,
        completions.map((completion) => completion.turn.sessionId),
        MAIL_TRANSCRIPT_LINES - 2,
      );
      // One mail per session: the last completing turn of a session in the group tells the whole story.
      const lastTurnOf = new Map(completions.map((completion, index) => [completion.turn.sessionId, index]));
      // Each session gets two candidate mails; the statement's gate lets through at most one: the new lead when it
      // was not submitted before, or the correction when a submitted lead's name, phone or city changed.
      const mails = [...lastTurnOf.values()].flatMap((index) => {
        const { turn, lead, at } = completions[index]!;
        const transcript = [...(earlier.get(turn.sessionId) ?? []), ...turnLines(turn, at)].slice(-MAIL_TRANSCRIPT_LINES);
        const notice = (updated: boolean) =>
          leadNotification({ sessionId: turn.sessionId, region: turn.region, lead: leadFields(lead), transcript, receivedAt: at, updated });
        return [
          { match: turn.sessionId, mail: { key: newLeadKey(turn.sessionId), ...notice(false) } },
          { match: `update:${turn.sessionId}`, mail: { key: leadUpdateKey(turn.sessionId, lead), ...notice(true) } },
        ];
      });
      const queued = await deps.mail.queueOfficeMailsWith(deps.database, turnStatement(completions, { completesLead: true }), mails);
      return completions.map((completion, index) => {
        const last = lastTurnOf.get(completion.turn.sessionId) === index;
        return {
          leadSubmitted: last && queued.has(newLeadKey(completion.turn.sessionId)),
          leadUpdated: last && queued.has(leadUpdateKey(completion.turn.sessionId, completion.lead)),
        };
      });
    },
    { maxBatch: MAX_GROUP },
  );

  return {
    loadLead: readLeadGrouped,

    async recordTurn(turn) {
      const now = deps.clock.now();
      const lead = turn.reply.metadata.leadInfo;
      // An issue alone is not a lead: a row is kept once the visitor shares a name, phone or city.
      const withLead = lead !== undefined && Boolean(lead.name || lead.phone || lead.city);
      if (!lead?.isComplete || !withLead) {
        await writeTurnGrouped({ turn, lead: withLead ? lead : undefined, at: now });
        return { leadSubmitted: false, leadUpdated: false };
      }
      return completeLeadGrouped({ turn, lead, at: now });
    },

    async recordEscalation(request) {
      const now = deps.clock.now();
      const escalationId = `ESC-${now.getTime()}-${randomBytes(3).toString('hex')}`;
      const stored = await readLeadGrouped(request.sessionId);
      const lead: LeadData = { ...stored, ...definedFields(request.session.leadData ?? {}) };
      const transcript: TranscriptLine[] = request.messages.map((message) => ({
        role: message.role,
        content: message.content,
        timestamp: message.timestamp,
      }));
      const internalEmailId = `escalation:${escalationId}`;
      await deps.mail.queueOfficeMailsWith(
        deps.database,
        {
          ctes: `stored AS (
            INSERT INTO escalations (id, session_id, region, transcript, lead, created_at) VALUES ($1, $2, $3, $4, $5, $6)
            RETURNING id
          )`,
          params: [
            escalationId,
            request.sessionId,
            request.region,
            JSON.stringify(transcript),
            JSON.stringify({ ...lead, phone: lead.phone ?? request.session.phone }),
            now,
          ],
          gate: 'stored',
          gateKey: 'id',
        },
        [
          {
            match: escalationId,
            mail: {
              key: internalEmailId,
              ...escalationNotification({
                escalationId,
                sessionId: request.sessionId,
                region: request.region,
                lead,
                phone: request.session.phone,
                conversationCount: request.session.conversationCount,
                transcript,
                receivedAt: now,
              }),
            },
          },
        ],
      );
      return { escalationId, internalEmailId };
    },
  };
}

function newLeadKey(sessionId: string): string {
  return `lead:${sessionId}`;
}

/** One correction mail per set of contact details: the same details twice are not mailed twice. */
function leadUpdateKey(sessionId: string, lead: LeadInfo): string {
  const contact = createHash('sha256')
    .update(JSON.stringify([lead.name ?? '', lead.phone ?? '', lead.city ?? '']))
    .digest('hex')
    .slice(0, 16);
  return `lead-update:${sessionId}:${contact}`;
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

/** The last `limit` lines of each session's stored conversation, oldest first, in one statement. */
async function readTranscripts(database: Queryable, sessionIds: readonly string[], limit: number): Promise<Map<string, TranscriptLine[]>> {
  const result = await database.query<{ session_id: string; role: 'user' | 'assistant'; content: string; created_at: Date | string }>(
    `SELECT asked.session_id, recent.role, recent.content, recent.created_at
     FROM unnest($1::text[]) AS asked (session_id)
     CROSS JOIN LATERAL (
       SELECT id, role, content, created_at FROM chat_messages
       WHERE chat_messages.session_id = asked.session_id ORDER BY id DESC LIMIT $2
     ) recent
     ORDER BY asked.session_id, recent.id`,
    [[...new Set(sessionIds)], limit],
  );
  const transcripts = new Map<string, TranscriptLine[]>();
  for (const row of result.rows) {
    const lines = transcripts.get(row.session_id) ?? [];
    lines.push({ role: row.role, content: row.content, timestamp: new Date(row.created_at).toISOString() });
    transcripts.set(row.session_id, lines);
  }
  return transcripts;
}

function turnLines(turn: ChatTurn, at: Date): TranscriptLine[] {
  const timestamp = at.toISOString();
  return [
    { role: 'user', content: turn.userMessage, timestamp },
    { role: 'assistant', content: turn.reply.content, timestamp },
  ];
}

interface TurnWrite {
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
function turnStatement(writes: readonly TurnWrite[], options: { completesLead: boolean }): MailGatedStatement {
  const sessions = new Map<string, { session_id: string; region: string; turns: number; at: string }>();
  const leads = new Map<string, Record<string, string | null>>();
  const messages: { seq: number; session_id: string; role: 'user' | 'assistant'; content: string; metadata: unknown; at: string }[] = [];
  for (const { turn, lead, at } of writes) {
    const iso = at.toISOString();
    const session = sessions.get(turn.sessionId);
    sessions.set(turn.sessionId, { session_id: turn.sessionId, region: turn.region, turns: (session?.turns ?? 0) + 1, at: iso });
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
        metadata: turn.reply.metadata,
        at: iso,
      },
    );
  }
  const complete = options.completesLead;
  const ctes = `session_rows AS (
       INSERT INTO chat_sessions (session_id, region, conversation_count, lead_complete, created_at, updated_at)
       SELECT s.session_id, s.region, s.turns, ${complete}, s.at, s.at
       FROM jsonb_to_recordset($1::jsonb) AS s (session_id text, region text, turns integer, at timestamptz)
       ON CONFLICT (session_id) DO UPDATE SET
         region = EXCLUDED.region,
         conversation_count = chat_sessions.conversation_count + EXCLUDED.conversation_count,
         lead_complete = chat_sessions.lead_complete OR EXCLUDED.lead_complete,
         updated_at = EXCLUDED.updated_at
       RETURNING session_id
     ),
     prior_leads AS (
       SELECT session_id, submitted, name, phone, city FROM leads WHERE session_id = ANY($2::text[])
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
       SELECT l.session_id FROM jsonb_to_recordset($3::jsonb) AS l (session_id text, name text, phone text, city text)
       JOIN lead_rows USING (session_id)
       JOIN prior_leads p USING (session_id)
       WHERE ${complete} AND p.submitted AND (
         (l.name IS NOT NULL AND l.name IS DISTINCT FROM p.name) OR
         (l.phone IS NOT NULL AND l.phone IS DISTINCT FROM p.phone) OR
         (l.city IS NOT NULL AND l.city IS DISTINCT FROM p.city)
       )
     ),
     lead_mail_gate AS (
       SELECT session_id AS match FROM newly_submitted
       UNION ALL
       SELECT 'update:' || session_id FROM corrected
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
  return { ctes, params, gate: 'lead_mail_gate', gateKey: 'match' };
}

/** Plain turns (no lead completed) in one statement. */
async function writeTurns(database: Queryable, writes: readonly TurnWrite[]): Promise<void> {
  const statement = turnStatement(writes, { completesLead: false });
  await database.query(`WITH ${statement.ctes} SELECT count(*) FROM message_rows`, statement.params);
}

/** The lead fields the office mail shows. */
function leadFields(lead: LeadInfo): LeadData {
  return definedFields({ name: lead.name, phone: lead.phone, city: lead.city, issue: lead.issue, urgency: lead.urgency });
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

function definedFields<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== '')) as T;
}
