import { randomBytes } from 'node:crypto';
import type { ChatRequest, ChatResponse, HistoryItem, LeadData, VisitorIdentity } from '@tod/domain';
import type { AssistantEngine, AssistantInput, AssistantReply, ConversationItem } from '../assistant/engine.ts';
import type { Clock } from '../clock.ts';
import type { LeadService } from '../leads/leadService.ts';
import type { ConversationStore, StoredConversation } from '../store/conversations.ts';
import { clientKeyOf, tokenMatches } from '../store/sessionKeys.ts';

export { clientKeyOf } from '../store/sessionKeys.ts';

/** What the log keeps of a reply: what happened, never what was said (no text, names or phone numbers). */
export interface ReplyLog {
  engine: ChatResponse['metadata']['engine'];
  responseType: ChatResponse['metadata']['responseType'];
  templateUsed: ChatResponse['metadata']['templateUsed'];
  urgency: string | undefined;
  leadComplete: boolean;
  /** True when the server had no transcript and the client's history was used as unverified context. */
  unverifiedHistory: boolean;
  /**
   * True when the request named a stored session without its token: nothing stored was given to the engine,
   * and nothing was stored (docs/decisions/0360).
   */
  newClient: boolean;
}

/** One answered and stored turn. */
export interface ChatTurnResult {
  /** The reply the visitor receives (wire shape: content and metadata only). */
  reply: ChatResponse;
  /** True when this turn completed the lead: marked submitted, one office mail queued. */
  leadSubmitted: boolean;
  /** True when this turn explicitly corrected a lead already sent, and the correction was mailed to the office. */
  leadUpdated: boolean;
  /** True when this turn added a note to a lead already sent, and the note was mailed. */
  leadNoted: boolean;
  /** True when this turn gave the phone an open hand-off lacked, and the office was mailed it. */
  escalationPhoneSent: boolean;
  log: ReplyLog;
}

export interface ChatTurnOptions {
  /** Where the chat happens, from the request (chatSource.ts); stored with the session for the office. */
  source?: string | undefined;
  /** Aborts the turn, e.g. when the visitor's connection closes; nothing is stored then. */
  signal?: AbortSignal;
  /** Receives the reply's text as it streams. Without it the engine answers in one piece. */
  onDelta?: (text: string) => void;
}

/**
 * THE chat turn, behind both POST /api/chat and POST /api/chat/stream: load the session's lead and the
 * server's own transcript → the engine → record the turn (group-committed) → the reply to send.
 */
export interface ChatTurnService {
  run(body: ChatRequest, options?: ChatTurnOptions): Promise<ChatTurnResult>;
}

export interface ChatTurnDeps {
  engine: AssistantEngine;
  /** Loads the session's lead and transcript before the engine answers. */
  conversations: Pick<ConversationStore, 'loadConversation'>;
  /** Records the turn, and mails the office when the lead is complete, corrected or noted. */
  leads: Pick<LeadService, 'recordTurn'>;
  clock: Clock;
  /**
   * The live hand-off (issue 17): while a person from the office is in the chat, the visitor's message goes to
   * them (stored in the transcript and on the chat's live stream) and T.O.D. does not answer.
   */
  live?: { visitorMessage(sessionId: string, text: string): Promise<{ firstName: string } | undefined> };
}

export function createChatTurnService(deps: ChatTurnDeps): ChatTurnService {
  return {
    async run(body, options = {}) {
      const stored = await deps.conversations.loadConversation(body.sessionId);
      options.signal?.throwIfAborted();
      const client = sessionClient(stored, body.sessionToken);
      // A person is in the chat: the visitor (their own client, with the token) is talking to them, not to T.O.D.
      if (stored.liveStaffId !== undefined && !client.newClient && deps.live) {
        const forwarded = await deps.live.visitorMessage(body.sessionId, body.message);
        if (forwarded) return forwardedTurn(body, forwarded.firstName);
      }
      // A stranger to a stored session (no token, another's) is answered from its own request, statelessly.
      if (client.newClient) return strangerTurn(deps, body, options);
      const input = turnInput(body, stored, deps.clock.now());
      const reply = options.onDelta ? await streamed(deps.engine, input, options) : await deps.engine.reply(input, options);
      options.signal?.throwIfAborted();
      const recorded = await deps.leads.recordTurn({
        sessionId: body.sessionId,
        region: body.context.userRegion,
        userMessage: body.message,
        reply,
        prior: {
          ...(stored.lead ? { lead: stored.lead } : {}),
          leadSubmitted: stored.leadSubmitted,
          ...(stored.openEscalation ? { openEscalation: stored.openEscalation } : {}),
        },
        ...(body.locale ? { language: body.locale } : {}),
        ...(client.issued ? { clientKey: client.issued.key } : {}),
        ...(options.source ? { source: options.source } : {}),
        // The partner page's words go to the store and the office mail; the engine reads them only as data (decision 0416).
        ...(body.context.pageContext || body.context.visitor
          ? { partner: { pageContext: body.context.pageContext, visitor: body.context.visitor } }
          : {}),
      });
      // The visitor's widget keeps the lead as stored (a sent lead changes only by explicit correction).
      const lead = recorded.lead;
      const metadata = {
        ...reply.metadata,
        ...(lead ? { leadInfo: lead } : {}),
        ...(client.issued ? { sessionToken: client.issued.token } : {}),
      };
      const sent: ChatResponse = { content: reply.content, metadata };
      return {
        reply: sent,
        leadSubmitted: recorded.leadSubmitted,
        leadUpdated: recorded.leadUpdated,
        leadNoted: recorded.leadNoted,
        escalationPhoneSent: recorded.escalationPhoneSent,
        log: { ...replyLog(sent, input.unverifiedHistory !== undefined), newClient: client.newClient },
      };
    },
  };
}

/**
 * The answer to a stranger to a stored session (docs/decisions/0360): T.O.D. answers from this request alone
 * (its message, its own lines of history as unverified context, its own visitor identity), as if the session
 * were new, and nothing is stored: no line in the session's transcript, no lead field, no partner context or
 * visitor identity, no mail. The reply's lead is what this request told.
 */
async function strangerTurn(deps: ChatTurnDeps, body: ChatRequest, options: ChatTurnOptions): Promise<ChatTurnResult> {
  const input = turnInput(body, { leadSubmitted: false, transcript: [] }, deps.clock.now());
  const reply = options.onDelta ? await streamed(deps.engine, input, options) : await deps.engine.reply(input, options);
  options.signal?.throwIfAborted();
  const sent: ChatResponse = { content: reply.content, metadata: reply.metadata };
  return {
    reply: sent,
    leadSubmitted: false,
    leadUpdated: false,
    leadNoted: false,
    escalationPhoneSent: false,
    log: { ...replyLog(sent, input.unverifiedHistory !== undefined), newClient: true },
  };
}

/** The answer to a message that went to the person in the chat: no words from T.O.D. (`metadata.live`). */
function forwardedTurn(body: ChatRequest, firstName: string): ChatTurnResult {
  const reply: ChatResponse = {
    content: '',
    metadata: { confidence: 1, region: body.context.userRegion, live: { handledBy: 'staff', firstName } },
  };
  return {
    reply,
    leadSubmitted: false,
    leadUpdated: false,
    leadNoted: false,
    escalationPhoneSent: false,
    log: { ...replyLog(reply), newClient: false },
  };
}

/**
 * Who is asking (issue 21.13, docs/decisions/0140). A session the server has not stored gets a fresh token
 * with its first reply; the request that presents a stored session with that token is its client. Any other
 * request for a stored session (no token, another token, a session begun before tokens) is a new client.
 */
export function sessionClient(
  stored: Pick<StoredConversation, 'clientKey' | 'racingKeys'>,
  token: string | undefined,
): { newClient: boolean; issued?: { token: string; key: string } } {
  if (stored.clientKey === undefined) {
    const issued = randomBytes(24).toString('base64url');
    return { newClient: false, issued: { token: issued, key: clientKeyOf(issued) } };
  }
  return { newClient: !tokenMatches({ clientKey: stored.clientKey, racingKeys: stored.racingKeys ?? [] }, token) };
}

async function streamed(engine: AssistantEngine, input: AssistantInput, options: ChatTurnOptions): Promise<AssistantReply> {
  for await (const event of engine.stream(input, options.signal ? { signal: options.signal } : {})) {
    options.signal?.throwIfAborted();
    if (event.type === 'delta') options.onDelta?.(event.text);
    else return event.reply;
  }
  throw new Error(`the ${engine.name} engine's stream ended without a reply`);
}

/**
 * The engine's input for a request: the conversation is the server's stored transcript. The client's
 * `conversationHistory` is used only when the server has no transcript of the session (a database reset, a
 * session from before storage): then the visitor's own lines are context, and T.O.D.'s lines from the client
 * are dropped, as the server cannot vouch for them (docs/decisions/0040).
 */
export function turnInput(body: ChatRequest, stored: StoredConversation, now: Date): AssistantInput {
  const clientHistory = body.context.conversationHistory;
  const fromClient = stored.transcript.length === 0 && clientHistory.length > 0;
  const history: ConversationItem[] = fromClient ? visitorLines(clientHistory) : stored.transcript;
  return {
    message: body.message,
    history,
    ...(fromClient ? { unverifiedHistory: clientHistory } : {}),
    regionKey: body.context.userRegion,
    ...(body.context.city ? { city: body.context.city } : {}),
    ...(body.locale ? { locale: body.locale } : {}),
    // The page the visitor is on, as the partner described it: quoted by the product-question rule only (decision 0416).
    ...(body.context.pageContext ? { pageContext: body.context.pageContext } : {}),
    ...(stored.openEscalation ? { handOffOpen: true } : {}),
    ...withIdentity(stored.lead, body.context.visitor),
    sessionId: body.sessionId,
    now,
  };
}

/**
 * The lead the engine continues from: the stored one, with the name, phone and city the partner's page gave
 * (`TOD.identify()`, validated by the contract) where the lead has none, so the assistant does not ask for
 * them again (issue 18). They are data in the lead, never text in the conversation; the page context is passed beside them (decision 0416).
 */
function withIdentity(lead: LeadData | undefined, visitor: VisitorIdentity | undefined): { lead?: LeadData } {
  const merged: LeadData = { ...lead };
  for (const field of ['name', 'phone', 'city'] as const) {
    const given = visitor?.[field];
    if (!merged[field] && given) merged[field] = given;
  }
  return Object.keys(merged).length > 0 ? { lead: merged } : {};
}

function visitorLines(history: readonly HistoryItem[]): ConversationItem[] {
  return history.filter((item) => item.role === 'user').map((item) => ({ role: 'user', content: item.content }));
}

export function replyLog(reply: ChatResponse, unverifiedHistory = false): ReplyLog {
  const { metadata } = reply;
  return {
    engine: metadata.engine,
    responseType: metadata.responseType,
    templateUsed: metadata.templateUsed,
    urgency: metadata.leadInfo?.urgency,
    leadComplete: metadata.leadInfo?.isComplete ?? false,
    unverifiedHistory,
    newClient: false,
  };
}
