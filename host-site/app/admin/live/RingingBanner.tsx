import { useQuery } from '@tanstack/react-query';
import type { ItemSummaries } from '@tod/domain/contracts';
import { LIVE_ADMIN_COPY } from '@tod/domain/facts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { adminFetch } from '../adminApi.ts';
import { ringLabel } from './ringLabel.ts';
import { useLiveOverview } from './useLiveOffice.ts';

/** How often the waiting times count on while something rings. */
const WAIT_TICK_MS = 30_000;

/**
 * The visual ring: every hand-off of one's regions still waiting for a person, each a link to its chat named
 * by the visitor, their issue and how long they have waited (issue 34.10).
 */
export function RingingBanner() {
  const ringing = (useLiveOverview().data?.items ?? []).filter((item) => item.ringing && !item.joinedBy);
  const ids = ringing.map((item) => item.itemId).sort((a, b) => a - b);
  // Under ['items']: every item event refreshes it with the list.
  const summaries = useQuery({
    queryKey: ['items', 'summaries', ids],
    queryFn: () => adminFetch<ItemSummaries>(`/api/admin/item-summaries?ids=${ids.join(',')}`),
    enabled: ids.length > 0,
  });
  const now = useNow(ids.length > 0);
  return (
    <div className="admin-ringing-slot" role="status" aria-live="polite">
      {ringing.length > 0 ? (
        <div className="admin-ringing">
          <strong>{LIVE_ADMIN_COPY.ringingBanner(ringing.length)}</strong>
          <ul>
            {ringing.map((state) => (
              <li key={state.itemId}>
                <Link to={`/admin/items/${state.itemId}`}>
                  {ringLabel(
                    state,
                    summaries.data?.items.find((item) => item.id === state.itemId),
                    now,
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** The current time, updated every WAIT_TICK_MS while `ticking`. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), WAIT_TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
