import { LIVE_ADMIN_COPY } from '@tod/domain/facts';
import { Link } from 'react-router';
import { regionLabel } from '../labels.ts';
import { useLiveOverview } from './useLiveOffice.ts';

/** The visual ring: every hand-off of one's regions still waiting for a person, each a link to its chat. */
export function RingingBanner() {
  const ringing = (useLiveOverview().data?.items ?? []).filter((item) => item.ringing && !item.joinedBy);
  return (
    <div className="admin-ringing-slot" role="status" aria-live="polite">
      {ringing.length > 0 ? (
        <div className="admin-ringing">
          <strong>{LIVE_ADMIN_COPY.ringingBanner(ringing.length)}</strong>
          <ul>
            {ringing.map((item) => (
              <li key={item.itemId}>
                <Link to={`/admin/items/${item.itemId}`}>
                  {LIVE_ADMIN_COPY.open} · {regionLabel(item.region)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
