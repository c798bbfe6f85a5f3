import { randomBytes } from 'node:crypto';
import { type ContactSubmission, exampleContactSubmission, newSubmissionId } from '@tod/domain/contracts';
import type { Queryable } from '../store/database.ts';

/** For tests only: valid request bodies of every POST endpoint, and the row counts they change. */

let sequence = 0;

/** 22..64 of [A-Za-z0-9_-] (the contract's sessionId), unique per call. */
export function testSessionId(label = 'hardening'): string {
  sequence += 1;
  return `${label.slice(0, 30)}_${sequence}_${randomBytes(16).toString('base64url')}`.slice(0, 64);
}

/** The domain's example contact submission with a fresh submissionId, unique within the process. */
export function contactSubmission(overrides: Record<string, unknown> = {}): ContactSubmission & Record<string, unknown> {
  sequence += 1;
  return { ...exampleContactSubmission(newSubmissionId(Date.now(), (sequence % 1000) / 1000)), ...overrides };
}

/** `sessionToken`: the one the session's first reply issued (metadata.sessionToken), as the widget sends it. */
export function chatBody(
  message: string,
  sessionId: string,
  history: { role: 'user' | 'assistant'; content: string }[] = [],
  sessionToken?: string,
) {
  return {
    message,
    sessionId,
    ...(sessionToken ? { sessionToken } : {}),
    context: { conversationHistory: history.slice(-20), userRegion: 'portland-metro' },
  };
}

/** `sessionToken`: the session's, as the widget sends it (without it, a stored session's hand-off is a stranger's). */
export function escalationBody(sessionId: string, messages: { role: 'user' | 'assistant'; content: string }[] = [], sessionToken?: string) {
  return {
    sessionId,
    ...(sessionToken ? { sessionToken } : {}),
    session: { conversationCount: messages.length, leadData: { name: 'Jordan Reyes', phone: '(503) 555-0100' }, phone: '(503) 555-0100' },
    messages: messages.map((message) => ({ ...message, timestamp: new Date().toISOString() })),
    region: 'portland-metro',
  };
}

/** Rows of every table a request can write. */
export async function rowCounts(database: Queryable): Promise<Record<string, number>> {
  const tables = ['contact_submissions', 'mail_outbox', 'chat_sessions', 'chat_messages', 'leads', 'escalations'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}
