import { type ItemStatus, QUICK_STATUS_ACTIONS, type QuickStatus } from '@tod/domain/contracts';
import { ADMIN_COPY } from '@tod/domain/facts';

const LABELS: Record<QuickStatus, string> = { contacted: ADMIN_COPY.markContacted, spam: ADMIN_COPY.markSpam };

/**
 * The one-button status changes that make sense for the item's status (decision 0257), e.g. no
 * "Mark contacted" once it is contacted. The Status menu beside them still sets any status.
 */
export function StatusActions({ status, onSet, pending }: { status: ItemStatus; onSet: (status: QuickStatus) => void; pending: boolean }) {
  return QUICK_STATUS_ACTIONS[status].map((next) => (
    <button
      key={next}
      type="button"
      className={next === 'contacted' ? 'admin-button admin-button-primary' : 'admin-button'}
      onClick={() => onSet(next)}
      disabled={pending}
    >
      {LABELS[next]}
    </button>
  ));
}
