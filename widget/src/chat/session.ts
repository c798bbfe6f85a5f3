import type { LeadData } from '@tod/domain/contracts';
import { SESSION_ID_PATTERN, SESSION_TOKEN_PATTERN, WIDGET_SESSION_STORAGE_KEY } from '@tod/domain/facts';
import type { LiveStored } from '../live/types.ts';
import { readStorage, writeStorage } from '../shared/storage.ts';
import type { ChatMessage } from './conversation.ts';

/** What survives navigation within the tab (sessionStorage); written only once the chat was opened. */
export interface StoredSession {
  sessionId: string;
  /** Issued by the server with the session's first reply; proves this tab began the session (docs/decisions/0140). */
  sessionToken: string | undefined;
  open: boolean;
  messages: ChatMessage[];
  recentQuestions: string[];
  leadData: LeadData;
  leadCaptured: boolean;
  /** Recommendations are fetched once per conversation (SPEC §4). */
  recommendationsFetched: boolean;
  localInsight: string | undefined;
  /** A live hand-off this tab follows (issue 17): resumed after its last event on the next page. */
  live?: LiveStored | undefined;
  /** The conversation was handed to the team ('Talk to Human' succeeded): the button shows it is done. */
  escalated?: boolean;
}

export function newSessionId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `tod_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export function emptySession(): StoredSession {
  return {
    sessionId: newSessionId(),
    sessionToken: undefined,
    open: false,
    messages: [],
    recentQuestions: [],
    leadData: {},
    leadCaptured: false,
    recommendationsFetched: false,
    localInsight: undefined,
  };
}

export function loadSession(): StoredSession | null {
  return parseSession(readStorage('session', WIDGET_SESSION_STORAGE_KEY));
}

export function saveSession(session: StoredSession): void {
  writeStorage('session', WIDGET_SESSION_STORAGE_KEY, JSON.stringify(session));
}

/** Reads a stored session defensively: anything malformed counts as no session. */
export function parseSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof value.sessionId !== 'string' || !SESSION_ID_PATTERN.test(value.sessionId)) return null;
    if (!Array.isArray(value.messages) || !value.messages.every(isMessage)) return null;
    return {
      sessionId: value.sessionId,
      sessionToken:
        typeof value.sessionToken === 'string' && SESSION_TOKEN_PATTERN.test(value.sessionToken) ? value.sessionToken : undefined,
      open: value.open === true,
      messages: value.messages,
      recentQuestions: Array.isArray(value.recentQuestions) ? value.recentQuestions.filter((item) => typeof item === 'string') : [],
      leadData: typeof value.leadData === 'object' && value.leadData !== null ? value.leadData : {},
      leadCaptured: value.leadCaptured === true,
      recommendationsFetched: value.recommendationsFetched === true,
      localInsight: typeof value.localInsight === 'string' ? value.localInsight : undefined,
      live: typeof value.live?.seq === 'number' ? value.live : undefined,
      escalated: !!value.escalated,
    };
  } catch {
    return null;
  }
}

function isMessage(value: unknown): value is ChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Partial<ChatMessage>;
  return (
    typeof message.id === 'string' &&
    typeof message.content === 'string' &&
    typeof message.timestamp === 'number' &&
    (message.role === 'user' || message.role === 'assistant') &&
    ['welcome', 'user', 'assistant', 'error', 'escalation', 'staff', 'system'].includes(String(message.kind))
  );
}
