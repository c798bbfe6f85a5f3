import type { ChatRequest, ChatResponse, HistoryItem } from '@tod/domain';
import type { AssistantEngine, AssistantInput, AssistantReply, ConversationItem } from '../assistant/engine.ts';
import type { Clock } from '../clock.ts';
import type { ConversationStore, StoredConversation } from '../store/conversations.ts';

/** What the log keeps of a reply: what happened, never what was said (no text, names or phone numbers). */
export interface ReplyLog {
  engine: ChatResponse['metadata']['engine'];
  responseType: ChatResponse['metadata']['responseType'];
  templateUsed: ChatResponse['metadata']['templateUsed'];
  urgency: string | undefined;
  leadComplete: boolean;
  /** True when the server had no transcript and the client's history was used as unverified context. */
  unverifiedHistory: boolean;
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
  store: ConversationStore;
  clock: Clock;
}

export function createChatTurnService(deps: ChatTurnDeps): ChatTurnService {
  return {
    async run(body, options = {}) {
      const stored = await deps.store.loadConversation(body.sessionId);
      options.signal?.throwIfAborted();
      const input = turnInput(body, stored, deps.clock.now());
      const reply = options.onDelta ? await streamed(deps.engine, input, options) : await deps.engine.reply(input, options);
      options.signal?.throwIfAborted();
      const recorded = await deps.store.recordTurn({
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
        // The partner page's words go to the store and the office mail only; turnInput never reads them.
        ...(body.context.pageContext || body.context.visitor
          ? { partner: { pageContext: body.context.pageContext, visitor: body.context.visitor } }
          : {}),
      });
      // The visitor's widget keeps the lead as stored (a sent lead changes only by explicit correction).
      const metadata = recorded.lead ? { ...reply.metadata, leadInfo: recorded.lead } : reply.metadata;
      const sent: ChatResponse = { content: reply.content, metadata };
      return {
        reply: sent,
        leadSubmitted: recorded.leadSubmitted,
        leadUpdated: recorded.leadUpdated,
        leadNoted: recorded.leadNoted,
        escalationPhoneSent: recorded.escalationPhoneSent,
        log: replyLog(sent, input.unverifiedHistory !== undefined),
      };
    },
  };
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
    ...(stored.lead ? { lead: stored.lead } : {}),
    sessionId: body.sessionId,
    now,
  };
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
  };
}
