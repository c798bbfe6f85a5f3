import type { ChatMetadata } from '@tod/domain/contracts';
import { CHAT_LIMITS } from '@tod/domain/facts';

/** 'staff' and 'system' lines come from the live hand-off (issue 17): a person's message, a joined/left line. */
export type MessageKind = 'welcome' | 'user' | 'assistant' | 'error' | 'escalation' | 'staff' | 'system';

/** A chat message (SPEC §3); its id starts with its kind. */
export interface ChatMessage {
  id: string;
  kind: MessageKind;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  metadata?: ChatMetadata;
  /** The first name of the person from the office who wrote a 'staff' line. */
  name?: string;
}

/** 'submitted': waiting for the first streamed text; 'streaming': text arriving. */
export type ConversationStatus = 'ready' | 'submitted' | 'streaming';

export interface ConversationState {
  status: ConversationStatus;
  messages: ChatMessage[];
  /** The assistant text streamed so far for the request in flight. */
  streamingText: string;
  /** The chat service's own error text, shown as a red banner above the input (SPEC §8). */
  banner: string | null;
  escalating: boolean;
  /** The last 5 questions the visitor asked (SPEC §4); kept, not shown. */
  recentQuestions: string[];
}

export type ConversationAction =
  | { type: 'welcome'; message: ChatMessage }
  | { type: 'send'; message: ChatMessage }
  | { type: 'delta'; text: string }
  /** No message when a person from the office is in the chat: T.O.D. stayed silent. */
  | { type: 'reply'; message?: ChatMessage }
  /** A line of the live hand-off, whatever is in flight. */
  | { type: 'add'; message: ChatMessage }
  | { type: 'fail'; message: ChatMessage }
  | { type: 'reject'; banner: string }
  | { type: 'dismissBanner' }
  | { type: 'escalationStart' }
  /** No message when the server says the hand-off was already open: its confirmation is already shown. */
  | { type: 'escalationEnd'; message?: ChatMessage }
  | { type: 'reset' };

export const initialConversation: ConversationState = {
  status: 'ready',
  messages: [],
  streamingText: '',
  banner: null,
  escalating: false,
  recentQuestions: [],
};

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'welcome':
      // The one greeting, first; a second one replaces it (the same greeting in the chat's language, issue 33.9).
      return { ...state, messages: [action.message, ...state.messages.filter((message) => message.kind !== 'welcome')] };
    case 'send':
      return {
        ...state,
        status: 'submitted',
        streamingText: '',
        banner: null,
        messages: [...state.messages, action.message],
        recentQuestions: isQuestion(action.message.content)
          ? [...state.recentQuestions, action.message.content].slice(-CHAT_LIMITS.recentQuestions)
          : state.recentQuestions,
      };
    case 'delta':
      return state.status === 'ready' ? state : { ...state, status: 'streaming', streamingText: state.streamingText + action.text };
    case 'reply':
    case 'fail':
      return {
        ...state,
        status: 'ready',
        streamingText: '',
        messages: action.message ? [...state.messages, action.message] : state.messages,
      };
    case 'add':
      return { ...state, messages: [...state.messages, action.message] };
    case 'reject': {
      // The service refused the message unread (rate limit, validation, origin): it goes back to the box, not the list.
      const last = state.messages.at(-1);
      const messages = last?.kind === 'user' ? state.messages.slice(0, -1) : state.messages;
      return { ...state, status: 'ready', streamingText: '', banner: action.banner, messages };
    }
    case 'dismissBanner':
      return { ...state, banner: null };
    case 'escalationStart':
      return { ...state, escalating: true };
    case 'escalationEnd':
      return { ...state, escalating: false, messages: action.message ? [...state.messages, action.message] : state.messages };
    case 'reset':
      return initialConversation;
  }
}

/** SPEC §5: the trimmed input must be non-empty and nothing may be in flight. */
export function canSend(state: Pick<ConversationState, 'status' | 'escalating'>, input: string): boolean {
  return state.status === 'ready' && !state.escalating && input.trim().length > 0 && !isTooLong(input);
}

/** Longer than the chat contract's message (the server trims, then counts; issue 23). */
export function isTooLong(input: string): boolean {
  return input.trim().length > CHAT_LIMITS.messageMaxChars;
}

/** SPEC §4: a question mark, or how/what/when/where/why. */
export function isQuestion(text: string): boolean {
  return text.includes('?') || /\b(how|what|when|where|why)\b/i.test(text);
}

/** Messages the visitor has sent. */
export function userMessageCount(messages: readonly ChatMessage[]): number {
  return messages.filter((message) => message.kind === 'user').length;
}

/** The request's conversationHistory: the newest user and assistant turns, without the canned bubbles. */
export function conversationHistory(messages: readonly ChatMessage[]) {
  return messages
    .filter((message) => message.kind === 'user' || message.kind === 'assistant')
    .slice(-CHAT_LIMITS.historyMaxItems)
    .map((message) => ({ role: message.role, content: message.content, timestamp: new Date(message.timestamp).toISOString() }));
}

let counter = 0;
export function messageId(kind: MessageKind, now: number): string {
  counter = (counter + 1) % 1_000_000;
  return `${kind}-${now.toString(36)}-${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function createMessage(kind: MessageKind, content: string, now: number, metadata?: ChatMetadata): ChatMessage {
  return {
    id: messageId(kind, now),
    kind,
    role: kind === 'user' ? 'user' : 'assistant',
    content,
    timestamp: now,
    ...(metadata ? { metadata } : {}),
  };
}
