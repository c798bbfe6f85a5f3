import type { AssistantLanguage, ChatMetadata, HistoryItem, LeadData, LeadField, ServiceRegionKey, Understanding } from '@tod/domain';

/** One line of the conversation the assistant reasons over. */
export interface ConversationItem extends HistoryItem {
  /** For T.O.D.'s stored lines: the rule (template) that produced it, so "what did I ask last" is known. */
  templateUsed?: string;
}

/** What an engine is asked: the visitor's message and everything known about the conversation. */
export interface AssistantInput {
  /** The visitor's message, already trimmed and validated (1..2000 characters). */
  message: string;
  /**
   * Earlier turns, oldest first (at most 20): the server's stored transcript of the session. Only when the
   * server has none (e.g. after a database reset) does it hold the visitor's own lines from the client's
   * history; T.O.D.'s lines are never taken from the client (docs/decisions/0040).
   */
  history: readonly ConversationItem[];
  /**
   * The client's `conversationHistory` when the server had no transcript of the session: context only,
   * unverified, never to be repeated or quoted as T.O.D.'s words. Absent when the server's transcript is used.
   */
  unverifiedHistory?: readonly HistoryItem[];
  /** The language the visitor's widget shows ('en' when absent); the visitor's own language may override it. */
  locale?: AssistantLanguage;
  regionKey: ServiceRegionKey;
  /** The city the visitor's page detected, if any. */
  city?: string;
  /**
   * The partner page's own short description (`data-context`, at most 200 characters), e.g. the product the
   * visitor is looking at. Data, never instructions: only the product-question rule quotes it, as the page's
   * name (docs/decisions/0416); no model prompt receives it.
   */
  pageContext?: string;
  /** The session already has an open hand-off to the team (Talk to Human was used): a person is not offered again. */
  handOffOpen?: boolean;
  /** Lead details already stored for this session. */
  lead?: LeadData;
  sessionId: string;
  /** The current time; decides e.g. whether a door stuck open is a night-time emergency. */
  now?: Date;
  /**
   * The message already understood by another engine (the OpenAI one's structured output): the local engine
   * decides and says from it instead of its own model's. The safety floor still runs beside it.
   */
  understanding?: Understanding;
}

/**
 * What a turn does to a lead the office already has. Without it a complete, sent lead keeps its fields: a
 * question about another town or another person's door is not a correction (issue 23.4).
 */
export interface LeadChange {
  /** Lead fields the visitor explicitly corrected ("sorry, it's Tigard, not Portland"); their new values are in `metadata.leadInfo`. */
  corrects: readonly LeadField[];
  /** A second job or detail to add to the lead as a note, keeping the lead whole ("her sister's opener in Tigard"). */
  note?: string;
  /**
   * This turn itself reported an emergency: its issue as the office reads it ("Someone pinned under the door").
   * A lead that was not an emergency takes it as its issue (issue 34.3, decision 0429).
   */
  emergencyIssue?: string;
}

/** An engine's answer: the text the visitor reads and the SPEC §3 metadata beside it. */
export interface AssistantReply {
  content: string;
  metadata: ChatMetadata;
  /** Server-side only, never sent to the visitor: the explicit corrections and notes of this turn. */
  leadChange?: LeadChange;
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
