import type { AssistantLanguage, HistoryItem, Understanding } from '@tod/domain';

/** What the understanding step knows of the conversation besides the message itself. */
export interface UnderstandingContext {
  /** The server's transcript of the session before this message (never the client's copy). */
  history: readonly HistoryItem[];
  /** The visitor's local hour, 0–23: a door stuck open at night is an emergency. */
  localHour?: number;
  /** The widget's locale, when it sends one: a hint for messages too short to tell ("ok"). */
  locale?: AssistantLanguage;
}

/**
 * `understand(message, conversation) → Understanding` (issue 19). The local engine (a model trained
 * from the labelled corpus, plus the safety floor) answers synchronously; an LLM engine implements
 * the same interface with structured output and may answer asynchronously.
 */
export interface UnderstandingEngine {
  readonly name: string;
  understand(message: string, context: UnderstandingContext): Understanding | Promise<Understanding>;
}
