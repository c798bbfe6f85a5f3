import type { Queryable, Transaction } from '../store/database.ts';

/** Which items' visitors to erase: the ids, or everything at a phone number, or everything older than a date. */
export type ErasureTarget = { itemIds: readonly number[] } | { phoneDigits: string } | { olderThan: Date };

/** The digits of a US phone number as admin_items.phone_digits holds them (a leading country code 1 dropped). */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * Erases the visitors of the target items from every table: their chat sessions (messages and leads go
 * with them), hand-offs, contact submissions, the office mails about them, and the items with their
 * notes and history. Everything in the same sessions goes too (a lead and its hand-off are one visitor).
 * @returns how many items were erased
 */
export async function eraseVisitors(tx: Transaction, target: ErasureTarget): Promise<number> {
  const targetSql =
    'itemIds' in target
      ? { where: 'id = ANY($1::bigint[])', param: target.itemIds.map(String) }
      : 'phoneDigits' in target
        ? { where: 'phone_digits = $1', param: target.phoneDigits }
        : { where: 'created_at < $1', param: target.olderThan };
  await tx.query(
    `CREATE TEMP TABLE erase_items ON COMMIT DROP AS
     WITH direct AS (SELECT id, kind, ref, session_id FROM admin_items WHERE ${targetSql.where})
     SELECT id, kind, ref, session_id FROM direct
     UNION
     SELECT a.id, a.kind, a.ref, a.session_id FROM admin_items a JOIN direct d ON a.session_id = d.session_id`,
    [targetSql.param],
  );
  const sessions = 'SELECT session_id FROM erase_items WHERE session_id IS NOT NULL';
  await tx.query(
    `DELETE FROM mail_outbox WHERE idempotency_key IN (
       SELECT CASE kind WHEN 'chat_lead' THEN 'lead:' || ref WHEN 'handoff' THEN 'escalation:' || ref ELSE 'contact:' || ref END FROM erase_items
     ) OR idempotency_key IN (SELECT 'escalation:' || id FROM escalations WHERE session_id IN (${sessions}))
       -- A chat's lead mails, whatever its item became (a lead's item becomes its hand-off, decision 0427).
       OR idempotency_key IN (SELECT 'lead:' || session_id FROM erase_items WHERE session_id IS NOT NULL)
       OR (idempotency_key LIKE 'lead-update:%' AND split_part(idempotency_key, ':', 2) IN (${sessions}))
       OR (idempotency_key LIKE 'lead-note:%' AND split_part(idempotency_key, ':', 2) IN (${sessions}))`,
  );
  await tx.query(`DELETE FROM escalations WHERE id IN (SELECT ref FROM erase_items WHERE kind = 'handoff') OR session_id IN (${sessions})`);
  await tx.query(`DELETE FROM contact_submissions WHERE submission_id IN (SELECT ref FROM erase_items WHERE kind = 'contact')`);
  await tx.query(`DELETE FROM chat_sessions WHERE session_id IN (${sessions})`);
  const erased = await tx.query('DELETE FROM admin_items WHERE id IN (SELECT id FROM erase_items)');
  return erased.rowCount;
}

/** Transcripts of chats that are no item's, older than the cutoff (the retention job). */
export async function purgeOldChats(database: Queryable, cutoff: Date): Promise<number> {
  const result = await database.query(
    `DELETE FROM chat_sessions WHERE updated_at < $1
     AND NOT EXISTS (SELECT 1 FROM admin_items a WHERE a.session_id = chat_sessions.session_id)`,
    [cutoff],
  );
  return result.rowCount;
}
