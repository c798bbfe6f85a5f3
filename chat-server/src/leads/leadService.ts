import { createHash, randomBytes } from 'node:crypto';
import { type EscalationRequest, type LeadData, type LeadInfo, regionOfWork, type ServiceRegionKey } from '@tod/domain';
import type { Clock } from '../clock.ts';
import type { MailOutbox, OfficeMail } from '../mail/outbox.ts';
import {
  addEscalationPhone,
  type ChatTurn,
  type ConversationStore,
  definedFields,
  insertEscalation,
  lockOpenEscalation,
  MAX_GROUP,
  readTranscripts,
  type TurnWrite,
  writeLeadTurns,
} from '../store/conversations.ts';
import type { Database } from '../store/database.ts';
import { groupCommit } from '../store/groupCommit.ts';
import { clientOfSession } from '../store/sessionKeys.ts';
import { escalationNotification, escalationPhoneNotification, leadNotification, type TranscriptLine } from './chatNotifications.ts';
import { leadAfterTurn, leadFields } from './leadAfterTurn.ts';

export interface LeadServiceDeps {
  database: Database;
  /** Reads and plain turns, shared with the chat turn service (one group-commit batcher for all). */
  conversations: ConversationStore;
  mail: MailOutbox;
  clock: Clock;
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
  /** The office the hand-off went to: the region of the visitor's city when we serve it, else the page's. */
  region: ServiceRegionKey;
  /**
   * True when the request named a stored session without its token (docs/decisions/0360): the hand-off was
   * made apart, under a new session of the server's, from what the request itself sent.
   */
  stranger: boolean;
}

/**
 * "A lead complete or updated → the office is mailed": every write that the office must hear about is made
 * here, in one transaction with its `mail_outbox` rows (docs/decisions/0003, 0150).
 */
export interface LeadService {
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

/** Transcript lines an office mail shows at most. */
const MAIL_TRANSCRIPT_LINES = 40;

type Completion = TurnWrite & { lead: LeadInfo };

export function createLeadService(deps: LeadServiceDeps): LeadService {
  // Completing turns: one grouped read of their transcripts, then ONE transaction writes the turns, marks
  // the leads submitted and queues the office mails the statement's changes call for.
  const completeLeadGrouped = groupCommit(
    async (completions: readonly Completion[]): Promise<Pick<TurnResult, 'leadSubmitted' | 'leadUpdated' | 'leadNoted'>[]> => {
      const earlier = await readTranscripts(
        deps.database,
        completions.map((completion) => completion.turn.sessionId),
        MAIL_TRANSCRIPT_LINES - 2,
      );
      // One mail per session: the last completing turn of a session in the group tells the whole story.
      const lastTurnOf = new Map(completions.map((completion, index) => [completion.turn.sessionId, index]));
      const queued = await deps.database.transaction(async (tx) => {
        const changes = await writeLeadTurns(tx, completions);
        const mails = [...lastTurnOf.values()].flatMap((index) => {
          const completion = completions[index] as Completion;
          const sessionId = completion.turn.sessionId;
          const transcript = [...(earlier.get(sessionId) ?? []), ...turnLines(completion)].slice(-MAIL_TRANSCRIPT_LINES);
          const note = completion.turn.reply.leadChange?.note;
          return [
            ...(changes.submitted.has(sessionId) ? [leadMail(completion, transcript, 'new')] : []),
            ...(changes.corrected.has(sessionId) ? [leadMail(completion, transcript, 'updated')] : []),
            ...(note && changes.noted.has(sessionId) ? [leadMail(completion, transcript, 'note')] : []),
          ];
        });
        return deps.mail.enqueueOfficeMails(tx, mails);
      });
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
    async recordTurn(turn) {
      const now = deps.clock.now();
      const lead = leadAfterTurn(turn.prior, turn.reply.metadata.leadInfo, turn.reply.leadChange);
      // The stored reply carries the lead as stored, not as the engine proposed it; the lead is the office's
      // of its city (a Salem lead given on the home page goes to Salem's dispatchers).
      if (lead)
        turn = {
          ...turn,
          region: regionOfWork(lead.city, turn.region),
          reply: { ...turn.reply, metadata: { ...turn.reply.metadata, leadInfo: lead } },
        };
      // An issue alone is not a lead: a row is kept once the visitor shares a name, phone or city, or at once for
      // an emergency, so the office sees an anonymous emergency chat and can join it (issue 34.2, decision 0428).
      const withLead = lead !== undefined && Boolean(lead.name || lead.phone || lead.city || lead.urgency === 'emergency');
      const recorded =
        !lead?.isComplete || !withLead
          ? await deps.conversations.writeTurn({ turn, lead: withLead ? lead : undefined, at: now }).then(() => ({
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

    async recordEscalation(asked) {
      const now = deps.clock.now();
      // A stranger to a stored session learns nothing of it and adds nothing to it: its hand-off is its own.
      const stranger = (await clientOfSession(deps.database, asked.sessionId, asked.sessionToken)) === 'stranger';
      const request = stranger ? { ...asked, sessionId: strangerSessionId(asked) } : asked;
      const [stored, transcripts] = await Promise.all([
        deps.conversations.loadLead(request.sessionId),
        readTranscripts(deps.database, [request.sessionId], MAIL_TRANSCRIPT_LINES),
      ]);
      const { lead, unverifiedLead } = escalationLead(stored, request.session.leadData);
      const phone = lead.phone ?? unverifiedLead.phone ?? request.session.phone;
      const phoneKnown = Boolean(phone);
      const region = regionOfWork(lead.city ?? unverifiedLead.city, request.region);
      const transcript = escalationTranscript(transcripts.get(request.sessionId) ?? [], request.messages);
      return deps.database.transaction(async (tx) => {
        const existing = await lockOpenEscalation(tx, request.sessionId, now);
        if (existing)
          return { escalationId: existing, internalEmailId: escalationMailKey(existing), alreadyOpen: true, phoneKnown, region, stranger };
        const escalationId = `ESC-${now.getTime()}-${randomBytes(3).toString('hex')}`;
        await insertEscalation(tx, {
          id: escalationId,
          sessionId: request.sessionId,
          region,
          transcript,
          lead: { ...unverifiedLead, ...lead, ...(phone ? { phone } : {}) },
          pageContext: request.pageContext,
          createdAt: now,
        });
        await deps.mail.enqueueOfficeMail(tx, {
          key: escalationMailKey(escalationId),
          ...escalationNotification({
            escalationId,
            sessionId: request.sessionId,
            region,
            lead,
            unverifiedLead,
            phone: request.session.phone,
            conversationCount: request.session.conversationCount,
            transcript,
            receivedAt: now,
            ...(request.pageContext ? { partner: { pageContext: request.pageContext } } : {}),
          }),
        });
        return { escalationId, internalEmailId: escalationMailKey(escalationId), alreadyOpen: false, phoneKnown, region, stranger };
      });
    },
  };
}

/** The office mail of a completing turn: the new lead, its explicit correction, or a note on it. */
function leadMail(completion: Completion, transcript: readonly TranscriptLine[], kind: 'new' | 'updated' | 'note'): OfficeMail {
  const { turn, lead, at } = completion;
  const note = turn.reply.leadChange?.note;
  const key =
    kind === 'new'
      ? newLeadKey(turn.sessionId)
      : kind === 'updated'
        ? leadUpdateKey(turn.sessionId, lead)
        : leadNoteKey(turn.sessionId, note ?? '');
  return {
    key,
    ...leadNotification({
      sessionId: turn.sessionId,
      region: turn.region,
      lead: leadFields(lead),
      transcript,
      receivedAt: at,
      kind,
      ...(turn.language ? { language: turn.language } : {}),
      ...(turn.partner ? { partner: turn.partner } : {}),
      ...(kind === 'note' && note ? { note } : {}),
    }),
  };
}

/**
 * Adds the phone a turn gave to the session's open hand-off and mails it to the office, once: the phone is set
 * only where the hand-off had none, and the mail is queued in the same transaction only when it was.
 */
async function mailEscalationPhone(
  deps: LeadServiceDeps,
  turn: ChatTurn,
  escalationId: string,
  lead: LeadData,
  at: Date,
): Promise<boolean> {
  const phone = lead.phone;
  if (!phone) return false;
  const key = `escalation-phone:${escalationId}`;
  return deps.database.transaction(async (tx) => {
    if (!(await addEscalationPhone(tx, escalationId, phone))) return false;
    const mail = escalationPhoneNotification({ escalationId, sessionId: turn.sessionId, region: turn.region, lead, receivedAt: at });
    return deps.mail.enqueueOfficeMail(tx, { key, ...mail });
  });
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
  if (stored.length > 0)
    return stored.map(({ role, content, timestamp, staffName }) => ({ role, content, timestamp, ...(staffName ? { staffName } : {}) }));
  return fromClient
    .slice(-MAIL_TRANSCRIPT_LINES)
    .map((message) => ({ role: message.role, content: message.content, timestamp: message.timestamp, unverified: true }));
}

function turnLines({ turn, at }: Completion): TranscriptLine[] {
  const timestamp = at.toISOString();
  return [
    { role: 'user', content: turn.userMessage, timestamp },
    { role: 'assistant', content: turn.reply.content, timestamp },
  ];
}

/**
 * The session a stranger's hand-off is stored under (docs/decisions/0360): its own, named by what it sent, so
 * the same request twice (a double click) is one hand-off, and nothing joins the session it named.
 */
function strangerSessionId(request: EscalationRequest): string {
  const { sessionToken: _token, ...content } = request;
  return `stranger_${createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 32)}`;
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
