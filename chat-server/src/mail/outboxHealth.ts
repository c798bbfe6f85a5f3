import type { Queryable } from '../store/database.ts';

/** The state of the mail outbox, for /api/ready and the office inbox. */
export interface OutboxHealth {
  /** Mails waiting to be sent (new, or retrying after a transient error). */
  pending: number;
  /** Mails given up on (a recipient refused for good, or 3 days of retries): `npm run mail -- requeue --failed`. */
  failed: number;
  /** Seconds since the oldest pending mail was queued; 0 when none waits. */
  oldestPendingSeconds: number;
  /** The last error of the most recent failed or retrying mail (an SMTP reply, never visitor data). */
  lastError: string | null;
}

/** A pending mail older than this means mail is not going out: /api/ready reports it as degraded. */
export const PENDING_AGE_ALERT_SECONDS = 15 * 60;

/**
 * Counts the outbox in one statement.
 * @example const health = await outboxHealth(database, clock.now())
 */
export async function outboxHealth(database: Queryable, now: Date): Promise<OutboxHealth> {
  const { rows } = await database.query<{ pending: number; failed: number; oldest: Date | string | null; last_error: string | null }>(
    `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
            count(*) FILTER (WHERE status = 'failed')::int AS failed,
            min(created_at) FILTER (WHERE status = 'pending') AS oldest,
            (SELECT last_error FROM mail_outbox WHERE status <> 'sent' AND last_error IS NOT NULL ORDER BY id DESC LIMIT 1) AS last_error
     FROM mail_outbox WHERE status <> 'sent'`,
  );
  const row = rows[0];
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : undefined;
  return {
    pending: row?.pending ?? 0,
    failed: row?.failed ?? 0,
    oldestPendingSeconds: oldest === undefined ? 0 : Math.max(0, Math.floor((now.getTime() - oldest) / 1000)),
    lastError: row?.last_error ?? null,
  };
}

/** True when the office should look: mail was given up on, or the queue has not moved for a while. */
export function isOutboxDegraded(health: OutboxHealth): boolean {
  return health.failed > 0 || health.oldestPendingSeconds > PENDING_AGE_ALERT_SECONDS;
}
