import type { ChatMetadata, HistoryItem, LeadData, ServiceRegionKey } from '@tod/domain';

/** What an engine is asked: the visitor's message and everything known about the conversation. */
export interface AssistantInput {
  /** The visitor's message, already trimmed and validated (1..2000 characters). */
  message: string;
  /** Earlier turns, oldest first (at most 20). */
  history: readonly HistoryItem[];
  regionKey: ServiceRegionKey;
  /** The city the visitor's page detected, if any. */
  city?: string;
  /** Lead details already stored for this session. */
  lead?: LeadData;
  sessionId: string;
  /** The widget's language; the reply is in it. Without it, the message's own language decides. */
  locale?: 'en' | 'es';
  /** The current time; decides e.g. whether a door stuck open is a night-time emergency. */
  now?: Date;
}

/** An engine's answer: the text the visitor reads and the SPEC §3 metadata beside it. */
export interface AssistantReply {
  content: string;
  metadata: ChatMetadata;
}

export type AssistantStreamEvent = { type: 'delta'; text: string } | { type: 'done'; reply: AssistantReply };

export interface ReplyOptions {
  /** Aborts the work, e.g. when the visitor's connection closes. */
  signal?: AbortSignal;
}

/**
 * The assistant behind `POST /api/chat` and `POST /api/chat/stream`.
 *
 * `stream()` yields text deltas, then exactly one `done` event whose `content` is authoritative
 * (an engine that falls back mid-stream sends the fallback's full text there).
 *
 * @example
 * const engine = createLocalEngine();
 * const { content, metadata } = await engine.reply({ message: 'My spring snapped', history: [], regionKey: 'portland-metro', sessionId: 'abc12345' });
 */
export interface AssistantEngine {
  readonly name: 'local' | 'openai';
  reply(input: AssistantInput, options?: ReplyOptions): Promise<AssistantReply>;
  stream(input: AssistantInput, options?: ReplyOptions): AsyncGenerator<AssistantStreamEvent, void, undefined>;
}
