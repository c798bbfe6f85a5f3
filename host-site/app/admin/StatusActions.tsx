import { type ItemStatus, QUICK_STATUS_ACTIONS } from '@tod/domain/contracts';
import { ADMIN_COPY } from '@tod/domain/facts';

/** Each quick button's words, by the status it sets ("new" is a closed item reopened). */
const LABELS: Record<ItemStatus, string> = {
  contacted: ADMIN_COPY.markContacted,
  booked: ADMIN_COPY.markBooked,
  closed: ADMIN_COPY.close,
  new: ADMIN_COPY.reopen,
  spam: ADMIN_COPY.markSpam,
};

/**
 * The one-button status changes that are a sensible next step from the item's status (decision 0257), e.g.
 * "Mark booked" and "Close" once it is contacted. The first, the main next step, is the primary button.
 * The Status menu beside them still sets any status.
 */
export function StatusActions({ status, onSet, pending }: { status: ItemStatus; onSet: (status: ItemStatus) => void; pending: boolean }) {
  return QUICK_STATUS_ACTIONS[status].map((next, index) => (
    <button
      key={next}
      type="button"
      className={index === 0 && next !== 'spam' ? 'admin-button admin-button-primary' : 'admin-button'}
      onClick={() => onSet(next)}
      disabled={pending}
    >
      {LABELS[next]}
    </button>
  ));
}
