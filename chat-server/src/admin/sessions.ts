import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../store/database.ts';
import type { StaffAccount } from './staffAccounts.ts';

/** A session ends after 8 hours without a request, and 7 days after sign-in in any case. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often (a request a second would otherwise write a row a second). */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface StaffSessionRecord {
  tokenHash: string;
  csrfToken: string;
  staff: Pick<StaffAccount, 'id' | 'email' | 'displayName' | 'role' | 'regions'>;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A new session: the token goes in the cookie, only its hash in the database. */
export async function createSession(database: Queryable, staffId: number, now: Date): Promise<{ token: string; csrfToken: string }> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await database.query(
    'INSERT INTO staff_sessions (token_hash, staff_id, csrf_token, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)',
    [hashToken(token), staffId, csrfToken, now],
  );
  return { token, csrfToken };
}

/** The live session of a token: not revoked, not idle or too old, of an enabled account. */
export async function resolveSession(database: Queryable, token: string, now: Date): Promise<StaffSessionRecord | undefined> {
  const tokenHash = hashToken(token);
  const result = await database.query<{
    csrf_token: string;
    last_seen_at: Date | string;
    id: number;
    email: string;
    display_name: string | null;
    role: StaffAccount['role'];
    regions: StaffAccount['regions'];
  }>(
    `SELECT s.csrf_token, s.last_seen_at, a.id, a.email, a.display_name, a.role, a.regions
     FROM staff_sessions s JOIN staff_accounts a ON a.id = s.staff_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND a.disabled_at IS NULL
       AND s.last_seen_at > $2 AND s.created_at > $3`,
    [tokenHash, new Date(now.getTime() - SESSION_IDLE_MS), new Date(now.getTime() - SESSION_ABSOLUTE_MS)],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  if (now.getTime() - new Date(row.last_seen_at).getTime() > TOUCH_INTERVAL_MS) {
    await database.query('UPDATE staff_sessions SET last_seen_at = $2 WHERE token_hash = $1', [tokenHash, now]);
  }
  return {
    tokenHash,
    csrfToken: row.csrf_token,
    staff: { id: row.id, email: row.email, displayName: row.display_name, role: row.role, regions: row.regions },
  };
}

export async function revokeSession(database: Queryable, tokenHash: string, now: Date): Promise<void> {
  await database.query('UPDATE staff_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, now]);
}

/** Ends every session of an account ('sign out everywhere'). @returns how many were open */
export async function revokeAllSessions(database: Queryable, staffId: number, now: Date): Promise<number> {
  const result = await database.query('UPDATE staff_sessions SET revoked_at = $2 WHERE staff_id = $1 AND revoked_at IS NULL', [
    staffId,
    now,
  ]);
  return result.rowCount;
}
