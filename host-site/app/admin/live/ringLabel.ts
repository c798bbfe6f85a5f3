import type { InboxItem, ItemLiveState } from '@tod/domain/contracts';
import { LIVE_ADMIN_COPY } from '@tod/domain/facts';
import { regionLabel } from '../labels.ts';

/**
 * A ringing hand-off's line in the banner (issue 34.10), so two rings never read alike: who (their name, or
 * "Visitor"), their issue, how long they have waited since asking for a person (the hand-off item's time),
 * and the region. Until the item's row has loaded, who and where only.
 */
export function ringLabel(
  state: Pick<ItemLiveState, 'region'>,
  item: Pick<InboxItem, 'name' | 'issue' | 'createdAt'> | undefined,
  now: number,
): string {
  const who = item?.name ?? LIVE_ADMIN_COPY.visitor;
  if (!item) return `${who} · ${regionLabel(state.region)}`;
  const minutes = Math.max(0, Math.floor((now - Date.parse(item.createdAt)) / 60_000));
  return [who, item.issue, LIVE_ADMIN_COPY.waitingFor(minutes), regionLabel(state.region)].filter(Boolean).join(' · ');
}
