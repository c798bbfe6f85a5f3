import { createHash, randomBytes } from 'node:crypto';
import {
  CHAT_LIMITS,
  type ChatMetadata,
  type EscalationRequest,
  type LeadData,
  type LeadField,
  type LeadInfo,
  type ServiceRegionKey,
  URGENCIES,
  type Urgency,
} from '@tod/domain';
import type { Clock } from '../clock.ts';
import {
  escalationNotification,
  escalationPhoneNotification,
  leadNotification,
  type PartnerContext,
  type TranscriptLine,
} from '../mail/chatNotifications.ts';
import type { MailGatedStatement, MailOutbox } from '../mail/outbox.ts';
import type { Database, Queryable } from './database.ts';
import { groupCommit } from './groupCommit.ts';

export interface ConversationStoreDeps {
  database: Database;
  mail: MailOutbox;
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
}

export interface ChatTurn {
  sessionId: string;
  region: ServiceRegionKey;
  userMessage: string;
  reply: {
    content: string;
    metadata: ChatMetadata;
    /** The engine's explicit corrections and notes (see AssistantReply.leadChange). */
    leadChange?: { corrects: readonly LeadField[]; note?: string };
  };
  /** The lead as stored before this turn (from loadConversation). */
  prior: Pick<StoredConversation, 'lead' | 'leadSubmitted' | 'openEscalation'>;
  /** The language of the visitor's widget; office mails stay in English and say it when it is Spanish. */
  language?: 'en' | 'es';
  /** What the partner page said (`context.pageContext`, `context.visitor`): stored and mailed, never the assistant's. */
  partner?: PartnerContext;
}

export interface TurnResult {
  /** True when this turn completed the lead: it was marked submitted and one office mail was queued. */
  leadSubmitted: boolean;
  /** True when this turn explicitly corrected a lead already sent, and the correction was mailed. */
  leadUpdated: boolean;
  /** True when this turn added a note (e.g. a second job) to a lead already sent, and the note was mailed. */
  leadNoted: boolean;
  /** The lead as stored after this turn (what the visitor's widget should hold); undefined when there is none. */
  lead: LeadInfo | undefined;
  /** True when this turn gave the phone an open hand-off lacked, and the office was mailed it. */
  escalationPhoneSent: boolean;
}

export interface EscalationResultIds {
  escalationId: string;
  internalEmailId: string;
  /** True when an escalation of the session was already open: its ids are returned and nothing was queued. */
  alreadyOpen: boolean;
  /** Whether the office has a number to call back (the stored lead or the request's session). */
  phoneKnown: boolean;
}

/**
 * How long a "Talk to Human" hand-off stays open: another request within it answers with the same reference
 * and sends nothing (docs/decisions/0041). The office inbox may close one sooner once it has statuses.
 */
export const ESCALATION_OPEN_HOURS = 24;

/** Transcript lines an office mail shows at most. */
const MAIL_TRANSCRIPT_LINES = 40;

/** Sessions, messages, leads and escalations, each written with its office mail in one transaction. */
export interface ConversationStore {
  /** The lead stored for a session so far (the engine continues from it). */
  loadLead(sessionId: string): Promise<LeadData | undefined>;
  /** The session's lead and its last `CHAT_LIMITS.historyMaxItems` stored lines, in one (grouped) statement. */
  loadConversation(sessionId: string): Promise<StoredConversation>;
  /**
   * Stores a user message and the reply, updates the lead; a lead that becomes complete queues ONE office mail.
   * A lead already sent changes only in the fields the engine marks as explicitly corrected (one
   * 'Updated chat lead' mail), and a note becomes one 'Note on chat lead' mail; nothing else rewrites it.
   */
  recordTurn(turn: ChatTurn): Promise<TurnResult>;
  /**
   * Stores a hand-off to the team and queues one office mail with the stored transcript and the lead. While a
   * hand-off of the session is open, answers with its ids and queues nothing.
   */
  recordEscalation(request: EscalationRequest): Promise<EscalationResultIds>;
}

/** Turns or lead reads that one grouped statement carries at most. */
const MAX_GROUP = 200;

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

  // Completing turns: one grouped read of their transcripts, then ONE statement writes the turns,
  // marks the leads submitted and queues one office mail per lead not submitted before.
  const completeLeadGrouped = groupCommit(
    async (
      completions: readonly (TurnWrite & { lead: LeadInfo })[],
    ): Promise<Pick<TurnResult, 'leadSubmitted' | 'leadUpdated' | 'leadNoted'>[]> => {
      const earlier = await readTranscripts(
        deps.database,
        completions.map((completion) => completion.turn.sessionId),
        MAIL_TRANSCRIPT_LINES - 2,
      );
      // One mail per session: the last completing turn of a session in the group tells the whole story.
      const lastTurnOf = new Map(completions.map((completion, index) => [completion.turn.sessionId, index]));
      // Each session gets three candidate mails; the statement's gate lets through the new lead when it was not
      // submitted before, the correction when a submitted lead's fields were explicitly corrected, and the note.
      const mails = [...lastTurnOf.values()].flatMap((index) => {
        const { turn, lead, at } = completions[index]!;
        const transcript = [...(earlier.get(turn.sessionId) ?? []), ...turnLines(turn, at)].slice(-MAIL_TRANSCRIPT_LINES);
        const notice = (kind: 'new' | 'updated' | 'note') =>
          leadNotification({
            sessionId: turn.sessionId,
            region: turn.region,
            lead: leadFields(lead),
            transcript,
            receivedAt: at,
            kind,
            ...(turn.language ? { language: turn.language } : {}),
            ...(turn.partner ? { partner: turn.partner } : {}),
            ...(kind === 'note' && turn.reply.leadChange?.note ? { note: turn.reply.leadChange.note } : {}),
          });
        const note = turn.reply.leadChange?.note;
        return [
          { match: turn.sessionId, mail: { key: newLeadKey(turn.sessionId), ...notice('new') } },
          { match: `update:${turn.sessionId}`, mail: { key: leadUpdateKey(turn.sessionId, lead), ...notice('updated') } },
          ...(note ? [{ match: `note:${turn.sessionId}`, mail: { key: leadNoteKey(turn.sessionId, note), ...notice('note') } }] : []),
        ];
      });
      const queued = await deps.mail.queueOfficeMailsWith(deps.database, turnStatement(completions, { completesLead: true }), mails);
      return completions.map((completion, index) => {
        const last = lastTurnOf.get(completion.turn.sessionId) === index;
        const note = completion.turn.reply.leadChange?.note;
        return {
          leadSubmitted: last && queued.has(newLeadKey(completion.turn.sessionId)),
          leadUpdated: last && queued.has(leadUpdateKey(completion.turn.sessionId, completion.lead)),
          leadNoted: last && note !== undefined && queued.has(leadNoteKey(completion.turn.sessionId, note)),
        };
      });
    },
    { maxBatch: MAX_GROUP },
  );

  return {
    loadLead: readLeadGrouped,
    loadConversation: readConversationGrouped,

    async recordTurn(turn) {
      const now = deps.clock.now();
      const lead = leadAfterTurn(turn.prior, turn.reply.metadata.leadInfo, turn.reply.leadChange);
      // The stored reply carries the lead as stored, not as the engine proposed it.
      if (lead) turn = { ...turn, reply: { ...turn.reply, metadata: { ...turn.reply.metadata, leadInfo: lead } } };
      // An issue alone is not a lead: a row is kept once the visitor shares a name, phone or city.
      const withLead = lead !== undefined && Boolean(lead.name || lead.phone || lead.city);
      const recorded =
        !lead?.isComplete || !withLead
          ? await writeTurnGrouped({ turn, lead: withLead ? lead : undefined, at: now }).then(() => ({
              leadSubmitted: false,
              leadUpdated: false,
              leadNoted: false,
            }))
          : await completeLeadGrouped({ turn, lead, at: now });
      // The hand-off's confirmation asked for a phone in the chat: the office gets it once it is given.
      const open = turn.prior.openEscalation;
      const escalationPhoneSent =
        open !== undefined && !open.hasPhone && lead?.phone !== undefined
          ? await mailEscalationPhone(deps, turn, open.id, leadFields(lead), now)
          : false;
      return { ...recorded, lead, escalationPhoneSent };
    },

    async recordEscalation(request) {
      const now = deps.clock.now();
      const [stored, transcripts] = await Promise.all([
        readLeadGrouped(request.sessionId),
        readTranscripts(deps.database, [request.sessionId], MAIL_TRANSCRIPT_LINES),
      ]);
      const { lead, unverifiedLead } = escalationLead(stored, request.session.leadData);
      const phone = lead.phone ?? unverifiedLead.phone ?? request.session.phone;
      const phoneKnown = Boolean(phone);
      const transcript = escalationTranscript(transcripts.get(request.sessionId) ?? [], request.messages);
      return deps.database.transaction(async (tx) => {
        // One hand-off per session at a time, also across processes: concurrent requests of a session queue here.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`escalation:${request.sessionId}`]);
        const open = await tx.query<{ id: string }>(
          `SELECT id FROM escalations WHERE session_id = $1 AND created_at > $2 ORDER BY created_at DESC LIMIT 1`,
          [request.sessionId, escalationOpenSince(now)],
        );
        const existing = open.rows[0]?.id;
        if (existing) return { escalationId: existing, internalEmailId: escalationMailKey(existing), alreadyOpen: true, phoneKnown };
        const escalationId = `ESC-${now.getTime()}-${randomBytes(3).toString('hex')}`;
        await tx.query(
          'INSERT INTO escalations (id, session_id, region, transcript, lead, page_context, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [
            escalationId,
            request.sessionId,
            request.region,
            JSON.stringify(transcript),
            JSON.stringify({ ...unverifiedLead, ...lead, ...(phone ? { phone } : {}) }),
            request.pageContext ?? null,
            now,
          ],
        );
        await deps.mail.enqueueOfficeMail(tx, {
          key: escalationMailKey(escalationId),
          ...escalationNotification({
            escalationId,
            sessionId: request.sessionId,
            region: request.region,
            lead,
            unverifiedLead,
            phone: request.session.phone,
            conversationCount: request.session.conversationCount,
            transcript,
            receivedAt: now,
            ...(request.pageContext ? { partner: { pageContext: request.pageContext } } : {}),
          }),
        });
        return { escalationId, internalEmailId: escalationMailKey(escalationId), alreadyOpen: false, phoneKnown };
      });
    },
  };
}

const URGENCY_RANK: Record<Urgency, number> = Object.fromEntries(
  URGENCIES.map((urgency, index) => [urgency, URGENCIES.length - index]),
) as Record<Urgency, number>;

/**
 * The lead to store after a turn. Until the lead is sent, the engine's lead is the lead. Once sent, each field
 * keeps its stored value unless the engine marks it as explicitly corrected (issue 23.4): a question about
 * another town or another person's door must not send the technician elsewhere. Urgency can only go up.
 */
export function leadAfterTurn(
  prior: ChatTurn['prior'],
  proposed: LeadInfo | undefined,
  change: ChatTurn['reply']['leadChange'],
): LeadInfo | undefined {
  if (!prior.leadSubmitted || !prior.lead) return proposed;
  const corrected = new Set<LeadField>(change?.corrects ?? []);
  const next: LeadInfo = { ...leadFields({ ...prior.lead, isComplete: true }), isComplete: true };
  for (const field of ['name', 'phone', 'city', 'issue'] as const) {
    const value = proposed?.[field];
    if (value && (corrected.has(field) || !next[field])) next[field] = value;
  }
  const urgency = proposed?.urgency;
  if (urgency && (!next.urgency || URGENCY_RANK[urgency] > URGENCY_RANK[next.urgency])) next.urgency = urgency;
  next.isComplete = Boolean(next.name && next.phone && next.city && next.issue);
  return next;
}

/**
 * The lead an escalation mail shows: the stored lead is the record; what the visitor's browser sends only fills
 * fields the server does not have, and is kept apart as unverified.
 */
function escalationLead(stored: LeadData | undefined, fromClient: LeadData | undefined): { lead: LeadData; unverifiedLead: LeadData } {
  const lead = definedFields({ ...stored });
  const client = definedFields({ ...fromClient });
  const unverifiedLead = Object.fromEntries(
    Object.entries(client).filter(([field]) => lead[field as keyof LeadData] === undefined),
  ) as LeadData;
  return { lead, unverifiedLead };
}

/**
 * The transcript of a hand-off: the server's stored conversation. Only when it has none (a database reset, a
 * session it never saw) are the browser's lines kept, each marked unverified (docs/decisions/0040).
 */
function escalationTranscript(stored: readonly TranscriptLine[], fromClient: EscalationRequest['messages']): TranscriptLine[] {
  if (stored.length > 0) return [...stored];
  return fromClient
    .slice(-MAIL_TRANSCRIPT_LINES)
    .map((message) => ({ role: message.role, content: message.content, timestamp: message.timestamp, unverified: true }));
}

/** Hand-offs made after this are still open (docs/decisions/0041). */
function escalationOpenSince(now: Date): Date {
  return new Date(now.getTime() - ESCALATION_OPEN_HOURS * 3_600_000);
}

/**
 * Adds the phone a turn gave to the session's open hand-off and mails it to the office, once: the statement
 * sets the phone only where the hand-off had none, and the mail is queued only when it did.
 */
async function mailEscalationPhone(
  deps: ConversationStoreDeps,
  turn: ChatTurn,
  escalationId: string,
  lead: LeadData,
  at: Date,
): Promise<boolean> {
  const key = `escalation-phone:${escalationId}`;
  const queued = await deps.mail.queueOfficeMailsWith(
    deps.database,
    {
      ctes: `phone_added AS (
        UPDATE escalations SET lead = COALESCE(lead, '{}'::jsonb) || jsonb_build_object('phone', $2::text)
        WHERE id = $1 AND NOT (COALESCE(lead, '{}'::jsonb) ? 'phone')
        RETURNING id
      )`,
      params: [escalationId, lead.phone],
      gate: 'phone_added',
      gateKey: 'id',
    },
    [
      {
        match: escalationId,
        mail: {
          key,
          ...escalationPhoneNotification({ escalationId, sessionId: turn.sessionId, region: turn.region, lead, receivedAt: at }),
        },
      },
    ],
  );
  return queued.has(key);
}

function escalationMailKey(escalationId: string): string {
  return `escalation:${escalationId}`;
}

function newLeadKey(sessionId: string): string {
  return `lead:${sessionId}`;
}

/** One correction mail per set of lead details: the same details twice are not mailed twice. */
function leadUpdateKey(sessionId: string, lead: LeadInfo): string {
  return `lead-update:${sessionId}:${shortHash([lead.name ?? '', lead.phone ?? '', lead.city ?? '', lead.issue ?? ''])}`;
}

/** One mail per note: the same note twice is not mailed twice. */
function leadNoteKey(sessionId: string, note: string): string {
  return `lead-note:${sessionId}:${shortHash([note])}`;
}

function shortHash(values: readonly string[]): string {
  return createHash('sha256').update(JSON.stringify(values)).digest('hex').slice(0, 16);
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
  }>(
    `SELECT asked.session_id,
       (SELECT to_jsonb(l) FROM (SELECT name, phone, city, issue, urgency, submitted FROM leads
          WHERE leads.session_id = asked.session_id) l) AS lead,
       (SELECT jsonb_agg(jsonb_build_object('role', m.role, 'content', m.content, 'at', m.created_at, 'template', m.template) ORDER BY m.id)
          FROM (SELECT id, role, content, created_at, metadata->>'templateUsed' AS template FROM chat_messages
                WHERE chat_messages.session_id = asked.session_id ORDER BY id DESC LIMIT $2) m) AS transcript,
       (SELECT jsonb_build_object('id', e.id, 'has_phone', COALESCE(e.lead, '{}'::jsonb) ? 'phone') FROM escalations e
          WHERE e.session_id = asked.session_id AND e.created_at > $3 ORDER BY e.created_at DESC LIMIT 1) AS escalation
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
    };
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
  const sessions = new Map<
    string,
    {
      session_id: string;
      region: string;
      turns: number;
      at: string;
      page_context: string | null;
      visitor: PartnerContext['visitor'] | null;
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
       INSERT INTO chat_sessions (session_id, region, conversation_count, lead_complete, created_at, updated_at, page_context, visitor)
       SELECT s.session_id, s.region, s.turns, ${complete}, s.at, s.at, s.page_context, s.visitor
       FROM jsonb_to_recordset($1::jsonb)
         AS s (session_id text, region text, turns integer, at timestamptz, page_context text, visitor jsonb)
       ON CONFLICT (session_id) DO UPDATE SET
         region = EXCLUDED.region,
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
     lead_mail_gate AS (
       SELECT session_id AS match FROM newly_submitted
       UNION ALL
       SELECT 'update:' || session_id FROM corrected
       UNION ALL
       SELECT 'note:' || session_id FROM noted
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
