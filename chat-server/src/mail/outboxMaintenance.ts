import type { Queryable } from '../store/database.ts';
import { MAIL_RETRY_FOR_MS } from './outboxWorker.ts';

/**
 * Puts every failed mail back in the queue, due now, with a fresh 3-day retry window; the worker sends
 * them with their original Message-ID. For the office once the relay or the address is fixed.
 * @returns how many mails were requeued
 * @example await requeueFailedMail(database, new Date())
 */
export async function requeueFailedMail(database: Queryable, now: Date): Promise<number> {
  const { rowCount } = await database.query(
    `UPDATE mail_outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, give_up_at = $2,
            locked_until = NULL, claimed_by = NULL
     WHERE status = 'failed'`,
    [now, new Date(now.getTime() + MAIL_RETRY_FOR_MS)],
  );
  return rowCount;
}
