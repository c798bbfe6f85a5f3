import type { ItemPatch, ItemStatus } from '@tod/domain/contracts';
import type { Database } from '../store/database.ts';
import { recordAudit } from './audit.ts';
import type { StaffSessionRecord } from './sessions.ts';

export class AssigneeError extends Error {}

/**
 * Changes an item's status and/or assignee, with one history line and one audit line per change, in one
 * transaction. The item must be one the caller may see (the route checked it). @returns false when nothing changed
 */
export async function patchItem(
  database: Database,
  staff: StaffSessionRecord['staff'],
  itemId: number,
  patch: ItemPatch,
  now: Date,
): Promise<boolean> {
  return database.transaction(async (tx) => {
    const current = await tx.query<{ status: ItemStatus; assignee_id: number | null; region: string }>(
      'SELECT status, assignee_id, region FROM admin_items WHERE id = $1 FOR UPDATE',
      [itemId],
    );
    const item = current.rows[0];
    if (!item) return false;
    let changed = false;
    if (patch.status !== undefined && patch.status !== item.status) {
      await tx.query('UPDATE admin_items SET status = $2 WHERE id = $1', [itemId, patch.status]);
      await tx.query(
        `INSERT INTO admin_item_history (item_id, at, staff_id, action, from_value, to_value) VALUES ($1, $2, $3, 'status', $4, $5)`,
        [itemId, now, staff.id, item.status, patch.status],
      );
      await recordAudit(
        tx,
        { staffId: staff.id, actor: staff.email, action: 'status_change', itemId, detail: { from: item.status, to: patch.status } },
        now,
      );
      changed = true;
    }
    if (patch.assigneeId !== undefined && patch.assigneeId !== item.assignee_id) {
      let assigneeEmail: string | null = null;
      if (patch.assigneeId !== null) {
        const assignee = await tx.query<{ email: string }>(
          'SELECT email FROM staff_accounts WHERE id = $1 AND disabled_at IS NULL AND $2 = ANY(regions)',
          [patch.assigneeId, item.region],
        );
        if (!assignee.rows[0]) throw new AssigneeError('That person cannot be assigned to this item.');
        assigneeEmail = assignee.rows[0].email;
      }
      await tx.query('UPDATE admin_items SET assignee_id = $2 WHERE id = $1', [itemId, patch.assigneeId]);
      await tx.query(`INSERT INTO admin_item_history (item_id, at, staff_id, action, to_value) VALUES ($1, $2, $3, 'assign', $4)`, [
        itemId,
        now,
        staff.id,
        assigneeEmail,
      ]);
      await recordAudit(
        tx,
        { staffId: staff.id, actor: staff.email, action: 'assign', itemId, detail: { assigneeId: patch.assigneeId } },
        now,
      );
      changed = true;
    }
    return changed;
  });
}

/** Adds a staff note to an item's history; the audit line records that a note was added, not its text. */
export async function addNote(
  database: Database,
  staff: StaffSessionRecord['staff'],
  itemId: number,
  text: string,
  now: Date,
): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.query(`INSERT INTO admin_item_history (item_id, at, staff_id, action, note) VALUES ($1, $2, $3, 'note', $4)`, [
      itemId,
      now,
      staff.id,
      text,
    ]);
    await recordAudit(tx, { staffId: staff.id, actor: staff.email, action: 'note', itemId }, now);
  });
}
