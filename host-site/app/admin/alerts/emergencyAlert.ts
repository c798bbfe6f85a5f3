import type { InboxEvent } from '@tod/domain/contracts';

/**
 * Whether an item event is an emergency the office has not been alerted to (issue 34.3 and 34.8): a new
 * emergency, or an item this tab knew as not an emergency that now is one. An update of an item the tab knew
 * nothing of is not (closing an old emergency must not ring); nor is one already alerted in this tab.
 */
export function isNewEmergency(event: InboxEvent, knownAsEmergency: boolean | undefined, alerted: ReadonlySet<number>): boolean {
  if (!event.emergency || alerted.has(event.id)) return false;
  return event.op === 'created' || knownAsEmergency === false;
}

/**
 * What the tab's cached answers say of an item: an emergency (true), not one (false), or nothing (not cached).
 * Reads an item's page (`{ item }`), a list (`{ pages: [{ items }] }`) and summaries (`{ items }`).
 */
export function knownEmergency(cached: readonly unknown[], id: number): boolean | undefined {
  for (const data of cached) {
    for (const row of rowsOf(data)) if (row.id === id && typeof row.emergency === 'boolean') return row.emergency;
  }
  return undefined;
}

type Row = { id?: unknown; emergency?: unknown };

function rowsOf(data: unknown): Row[] {
  if (typeof data !== 'object' || data === null) return [];
  const value = data as { item?: Row; items?: unknown; pages?: unknown };
  if (value.item) return [value.item];
  if (Array.isArray(value.items)) return value.items as Row[];
  if (Array.isArray(value.pages)) return value.pages.flatMap(rowsOf);
  return [];
}
