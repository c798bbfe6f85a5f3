import type { Queryable } from '../store/database.ts';

/** Every action the audit log records (issue 16: sign-in and out, transcripts viewed, changes, exports, erasures, staff). */
export type AuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'sign_out_everywhere'
  | 'view_transcript'
  | 'status_change'
  | 'assign'
  | 'note'
  | 'export'
  | 'erasure'
  | 'retention_purge'
  | 'staff_add'
  | 'staff_disable'
  | 'staff_reset_password'
  | 'staff_set_name'
  // The live hand-off (issue 17): joining a chat, each message written in it (its id, length and hash, not
  // its text: the audit log cannot be erased, the transcript can), leaving and handing back.
  | 'live_join'
  | 'live_message'
  | 'live_leave'
  | 'live_hand_back';

export interface AuditEntry {
  /** The account that acted; undefined for the CLI, the retention job or an unknown email. */
  staffId?: number | undefined;
  /** An account's email, 'cli' or 'system'. */
  actor: string;
  action: AuditAction;
  itemId?: number | undefined;
  /** Counts, filters, ids: never a visitor's name, phone or message. */
  detail?: Record<string, unknown>;
}

/** Appends one line to the audit log (the table refuses updates and deletes). */
export async function recordAudit(database: Queryable, entry: AuditEntry, at: Date): Promise<void> {
  await database.query('INSERT INTO audit_log (at, staff_id, actor, action, item_id, detail) VALUES ($1, $2, $3, $4, $5, $6)', [
    at,
    entry.staffId ?? null,
    entry.actor,
    entry.action,
    entry.itemId ?? null,
    JSON.stringify(entry.detail ?? {}),
  ]);
}
