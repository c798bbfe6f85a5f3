import type { ChatRequest, ChatResponse } from '@tod/domain';
import type { AssistantEngine, AssistantInput } from '../assistant/engine.ts';
import type { Clock } from '../clock.ts';
import type { ConversationStore } from '../store/conversations.ts';

/** What the log keeps of a reply: what happened, never what was said (no text, names or phone numbers). */
export interface ReplyLog {
  engine: ChatResponse['metadata']['engine'];
  responseType: ChatResponse['metadata']['responseType'];
  templateUsed: ChatResponse['metadata']['templateUsed'];
  urgency: string | undefined;
  leadComplete: boolean;
}

/** One answered and stored turn of POST /api/chat. */
export interface ChatTurnResult {
  /** The ChatResponse as the JSON the visitor receives. */
  json: string;
  /** True when this turn completed the lead: marked submitted, one office mail queued. */
  leadSubmitted: boolean;
  /** True when this turn corrected a lead already sent, and the correction was mailed to the office. */
  leadUpdated: boolean;
  log: ReplyLog;
}

/**
 * A chat turn from the visitor's message to the stored reply: the stored lead is read, the engine
 * answers, the turn is written. Runs in the server's thread (inProcessChatTurns) or, for the local
 * engine on the embedded database, in the database's thread (chatTurnsThread.ts).
 */
export interface ChatTurns {
  run(body: ChatRequest, options?: { signal?: AbortSignal }): Promise<ChatTurnResult>;
}

export interface ChatTurnDeps {
  engine: AssistantEngine;
  store: ConversationStore;
  clock: Clock;
}

export function inProcessChatTurns(deps: ChatTurnDeps): ChatTurns {
  return {
    async run(body, options = {}) {
      const input = turnInput(body, await deps.store.loadLead(body.sessionId), deps.clock.now());
      const reply = await deps.engine.reply(input, options);
      const { leadSubmitted, leadUpdated } = await deps.store.recordTurn({
        sessionId: body.sessionId,
        region: body.context.userRegion,
        userMessage: body.message,
        reply,
      });
      return { json: JSON.stringify(reply), leadSubmitted, leadUpdated, log: replyLog(reply) };
    },
  };
}

/** The engine's input for a request, continuing from the lead stored for the session. */
export function turnInput(body: ChatRequest, lead: AssistantInput['lead'], now: Date): AssistantInput {
  return {
    message: body.message,
    history: body.context.conversationHistory,
    regionKey: body.context.userRegion,
    ...(body.context.city ? { city: body.context.city } : {}),
    ...(lead ? { lead } : {}),
    sessionId: body.sessionId,
    now,
  };
}

export function replyLog(reply: ChatResponse): ReplyLog {
  const { metadata } = reply;
  return {
    engine: metadata.engine,
    responseType: metadata.responseType,
    templateUsed: metadata.templateUsed,
    urgency: metadata.leadInfo?.urgency,
    leadComplete: metadata.leadInfo?.isComplete ?? false,
  };
}
