import { randomBytes } from 'node:crypto';
import type { ChatMetadata, EscalationRequest, LeadData, LeadInfo, ServiceRegionKey, Urgency } from '@tod/domain';
import type { Clock } from '../clock.ts';
import { escalationNotification, leadNotification, type TranscriptLine } from '../mail/chatNotifications.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { Database, Queryable, Transaction } from './database.ts';

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

export function createConversationStore(deps: ConversationStoreDeps): ConversationStore {
  return {
    loadLead: (sessionId) => readLead(deps.database, sessionId),

    async recordTurn(turn) {
      const now = deps.clock.now();
      const lead = turn.reply.metadata.leadInfo;
      // An issue alone is not a lead: a row is kept once the visitor shares a name, phone or city.
      const withLead = lead !== undefined && Boolean(lead.name || lead.phone || lead.city);
      if (!lead?.isComplete || !withLead) {
        await writeTurn(deps.database, turn, withLead ? lead : undefined, now);
        return { leadSubmitted: false };
      }
      return deps.database.transaction(async (tx) => {
        await writeTurn(tx, turn, lead, now);
        const submitted = await tx.query<LeadRow>(
          `UPDATE leads SET submitted = true, updated_at = $2 WHERE session_id = $1 AND submitted = false
           RETURNING name, phone, city, issue, urgency`,
          [turn.sessionId, now],
        );
        const row = submitted.rows[0];
        if (!row) return { leadSubmitted: false };
        await tx.query('UPDATE chat_sessions SET lead_complete = true WHERE session_id = $1', [turn.sessionId]);
        const transcript = await readTranscript(tx, turn.sessionId);
        await deps.mail.enqueueOfficeMail(tx, {
          key: `lead:${turn.sessionId}`,
          ...leadNotification({ sessionId: turn.sessionId, region: turn.region, lead: leadOf(row), transcript, receivedAt: now }),
        });
        return { leadSubmitted: true };
      });
    },

    recordEscalation: (request) =>
      deps.database.transaction(async (tx) => {
        const now = deps.clock.now();
        const escalationId = `ESC-${now.getTime()}-${randomBytes(3).toString('hex')}`;
        const stored = await readLead(tx, request.sessionId);
        const lead: LeadData = { ...stored, ...definedFields(request.session.leadData ?? {}) };
        const transcript: TranscriptLine[] = request.messages.map((message) => ({
          role: message.role,
          content: message.content,
          timestamp: message.timestamp,
        }));
        await tx.query(`INSERT INTO escalations (id, session_id, region, transcript, lead, created_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
          escalationId,
          request.sessionId,
          request.region,
          JSON.stringify(transcript),
          JSON.stringify({ ...lead, phone: lead.phone ?? request.session.phone }),
          now,
        ]);
        const internalEmailId = `escalation:${escalationId}`;
        await deps.mail.enqueueOfficeMail(tx, {
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
        });
        return { escalationId, internalEmailId };
      }),
  };
}

interface LeadRow {
  name: string | null;
  phone: string | null;
  city: string | null;
  issue: string | null;
  urgency: string | null;
}

async function readLead(database: Queryable, sessionId: string): Promise<LeadData | undefined> {
  const result = await database.query<LeadRow>('SELECT name, phone, city, issue, urgency FROM leads WHERE session_id = $1', [sessionId]);
  const row = result.rows[0];
  return row ? leadOf(row) : undefined;
}

async function readTranscript(tx: Transaction, sessionId: string): Promise<TranscriptLine[]> {
  const result = await tx.query<{ role: 'user' | 'assistant'; content: string; created_at: Date | string }>(
    `SELECT role, content, created_at FROM (SELECT id, role, content, created_at FROM chat_messages WHERE session_id = $1 ORDER BY id DESC LIMIT $2) recent ORDER BY id`,
    [sessionId, MAIL_TRANSCRIPT_LINES],
  );
  return result.rows.map((row) => ({ role: row.role, content: row.content, timestamp: new Date(row.created_at).toISOString() }));
}

/**
 * The session, both messages and (when given) the lead in ONE statement: atomic without a
 * transaction, and one round trip on the hot path of every chat message.
 */
async function writeTurn(database: Queryable, turn: ChatTurn, lead: LeadInfo | undefined, now: Date): Promise<void> {
  const params: unknown[] = [turn.sessionId, turn.region, now, turn.userMessage, turn.reply.content, JSON.stringify(turn.reply.metadata)];
  let leadStatement = '';
  if (lead) {
    params.push(lead.name ?? null, lead.phone ?? null, lead.city ?? null, lead.issue ?? null, lead.urgency ?? null);
    leadStatement = `, lead AS (
      INSERT INTO leads (session_id, name, phone, city, issue, urgency, created_at, updated_at)
      SELECT session_id, $7, $8, $9, $10, $11, $3, $3 FROM session
      ON CONFLICT (session_id) DO UPDATE SET
        name = COALESCE(EXCLUDED.name, leads.name),
        phone = COALESCE(EXCLUDED.phone, leads.phone),
        city = COALESCE(EXCLUDED.city, leads.city),
        issue = COALESCE(EXCLUDED.issue, leads.issue),
        urgency = COALESCE(EXCLUDED.urgency, leads.urgency),
        updated_at = EXCLUDED.updated_at
    )`;
  }
  await database.query(
    `WITH session AS (
       INSERT INTO chat_sessions (session_id, region, conversation_count, created_at, updated_at) VALUES ($1, $2, 1, $3, $3)
       ON CONFLICT (session_id) DO UPDATE SET region = EXCLUDED.region, conversation_count = chat_sessions.conversation_count + 1, updated_at = EXCLUDED.updated_at
       RETURNING session_id
     )${leadStatement}
     INSERT INTO chat_messages (session_id, role, content, metadata, created_at)
     SELECT session.session_id, message.role, message.content, message.metadata, $3 FROM session,
       (VALUES ('user', $4::text, NULL::jsonb), ('assistant', $5::text, $6::jsonb)) AS message (role, content, metadata)`,
    params,
  );
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
