import { LIVE_ADMIN_COPY } from '@tod/domain/facts';
import { useItemLive } from './useLiveOffice.ts';

/** The list's mark of a live chat: ringing (wants a person), who has it, or the visitor online. */
export function LiveBadge({ itemId }: { itemId: number }) {
  const live = useItemLive(itemId);
  if (!live) return null;
  if (live.ringing && !live.joinedBy) return <strong className="admin-badge admin-badge-ringing">{LIVE_ADMIN_COPY.ringing}</strong>;
  return (
    <span className="admin-badge admin-badge-live">
      {live.joinedBy ? `${LIVE_ADMIN_COPY.heading}: ${live.joinedBy.firstName}` : LIVE_ADMIN_COPY.live}
    </span>
  );
}
