import type { Viewer, ViewingOverview } from '@tod/domain/contracts';
import type { Queryable } from '../store/database.ts';
import type { ItemScope } from './inboxQueries.ts';

/** How often an open item page says so (decision 0433). */
export const VIEWING_HEARTBEAT_MS = 10_000;
/** A page not heard from for this long is closed (a crashed tab, a sleeping laptop): three missed heartbeats. */
export const VIEWING_TTL_MS = 3 * VIEWING_HEARTBEAT_MS;
/** How often the list asks who has which item open. */
export const VIEWING_POLL_MS = 10_000;

interface ViewerRow {
  item_id: string;
  staff_id: number;
  name: string;
}

const toViewer = (row: ViewerRow): Viewer => ({ staffId: row.staff_id, name: row.name });

/**
 * Records that `staffId` has the item's page open (`open`) or has left it, sweeping rows past the TTL.
 * The item must be one the caller may see (the route checked it). @returns the colleagues viewing it now, not the caller
 */
export async function markViewing(db: Queryable, staffId: number, itemId: number, open: boolean, now: Date): Promise<Viewer[]> {
  const stale = new Date(now.getTime() - VIEWING_TTL_MS);
  await db.query('DELETE FROM item_viewers WHERE seen_at < $1', [stale]);
  if (open) {
    await db.query(
      `INSERT INTO item_viewers (item_id, staff_id, seen_at) VALUES ($1, $2, $3)
       ON CONFLICT (item_id, staff_id) DO UPDATE SET seen_at = GREATEST(item_viewers.seen_at, EXCLUDED.seen_at)`,
      [itemId, staffId, now],
    );
  } else {
    await db.query('DELETE FROM item_viewers WHERE item_id = $1 AND staff_id = $2', [itemId, staffId]);
  }
  const result = await db.query<ViewerRow>(
    `SELECT v.item_id, v.staff_id, coalesce(a.display_name, a.email) AS name
     FROM item_viewers v JOIN staff_accounts a ON a.id = v.staff_id
     WHERE v.item_id = $1 AND v.staff_id <> $2 AND v.seen_at >= $3 AND a.disabled_at IS NULL
     ORDER BY name`,
    [itemId, staffId, stale],
  );
  return result.rows.map(toViewer);
}

/** Every item of the caller's regions that colleagues have open now, with who (never the caller). */
export async function viewingOverview(db: Queryable, scope: ItemScope & { staffId: number }, now: Date): Promise<ViewingOverview> {
  const stale = new Date(now.getTime() - VIEWING_TTL_MS);
  const result = await db.query<ViewerRow>(
    `SELECT v.item_id, v.staff_id, coalesce(a.display_name, a.email) AS name
     FROM item_viewers v JOIN staff_accounts a ON a.id = v.staff_id JOIN admin_items i ON i.id = v.item_id
     WHERE v.staff_id <> $1 AND v.seen_at >= $2 AND a.disabled_at IS NULL AND ($3::boolean OR i.region = ANY($4::text[]))
     ORDER BY v.item_id, name`,
    [scope.staffId, stale, scope.allRegions, scope.regions],
  );
  const items = new Map<number, Viewer[]>();
  for (const row of result.rows) {
    const id = Number(row.item_id);
    items.set(id, [...(items.get(id) ?? []), toViewer(row)]);
  }
  return { items: [...items].map(([itemId, viewers]) => ({ itemId, viewers })), nextPollMs: VIEWING_POLL_MS };
}
