import { createHash, timingSafeEqual } from 'node:crypto';
import type { Queryable } from './database.ts';

/** Keys of racing first requests one session keeps at most (besides `client_key`). */
export const MAX_RACING_CLIENT_KEYS = 4;

/** What the store keeps of a session token: its SHA-256, so a read of the database gives no one a token. */
export function clientKeyOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The keys a stored session accepts: its first key (`client_key`, null for a session begun before tokens)
 * and those of first requests that raced it (docs/decisions/0362).
 */
export interface SessionKeys {
  clientKey: string | null;
  racingKeys: readonly string[];
}

/** True when `token` is one of the session's tokens; constant time for each key compared. */
export function tokenMatches(keys: SessionKeys, token: string | undefined): boolean {
  if (!token) return false;
  const given = Buffer.from(clientKeyOf(token));
  let matches = false;
  for (const key of [keys.clientKey, ...keys.racingKeys]) {
    if (key === null) continue;
    const expected = Buffer.from(key);
    matches = (expected.length === given.length && timingSafeEqual(given, expected)) || matches;
  }
  return matches;
}

/**
 * Who presents `token` for a session (docs/decisions/0140, 0360): `new` when the session is not stored (the
 * request may begin it), `owner` with one of its tokens, else `stranger` (no token, another, a guess, or a
 * session begun before tokens). A stranger continues the chat but neither reads nor writes what is stored.
 */
export async function clientOfSession(
  database: Queryable,
  sessionId: string,
  token: string | undefined,
): Promise<'new' | 'owner' | 'stranger'> {
  const keys = await readSessionKeys(database, sessionId);
  if (!keys) {
    // The same hash work whether the session exists or not.
    if (token) clientKeyOf(token);
    return 'new';
  }
  return tokenMatches(keys, token) ? 'owner' : 'stranger';
}

/** The session's keys, or undefined when the session is not stored. */
export async function readSessionKeys(database: Queryable, sessionId: string): Promise<SessionKeys | undefined> {
  const result = await database.query<{ client_key: string | null; client_keys: string[] | null }>(
    'SELECT client_key, client_keys FROM chat_sessions WHERE session_id = $1',
    [sessionId],
  );
  const row = result.rows[0];
  return row ? { clientKey: row.client_key, racingKeys: row.client_keys ?? [] } : undefined;
}
