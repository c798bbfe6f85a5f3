import { useQuery } from '@tanstack/react-query';
import type { Viewer, ViewingOverview, ViewingResult } from '@tod/domain/contracts';
import { ADMIN_COPY } from '@tod/domain/facts';
import { useEffect, useState } from 'react';
import { adminFetch } from './adminApi.ts';

const VIEWING_KEY = ['viewing'] as const;
/** Until the server says otherwise (its answer carries the interval). */
const FALLBACK_MS = 10_000;

/** Who has which item of my regions open (decision 0433), asked again at the interval the server gives. */
function useViewingOverview() {
  return useQuery({
    queryKey: VIEWING_KEY,
    queryFn: () => adminFetch<ViewingOverview>('/api/admin/viewing'),
    refetchInterval: (query) => query.state.data?.nextPollMs ?? FALLBACK_MS,
    // A failed poll leaves the last marks until the next one; it is no error to show.
    retry: false,
  });
}

/** The list row's mark of an item colleagues have open: "Ann is viewing". */
export function ViewingMark({ itemId }: { itemId: number }) {
  const overview = useViewingOverview();
  const viewers = overview.data?.items.find((row) => row.itemId === itemId)?.viewers;
  if (!viewers?.length) return null;
  return <span className="admin-badge admin-badge-viewing">{ADMIN_COPY.viewing(viewers.map((viewer) => viewer.name))}</span>;
}

/**
 * The item page says it is open while it is (a heartbeat at the interval the server gives) and that it was
 * left when it unmounts. @returns the colleagues who have the item open too
 */
export function useViewingHeartbeat(itemId: number): readonly Viewer[] {
  const [viewers, setViewers] = useState<readonly Viewer[]>([]);
  useEffect(() => {
    if (!itemId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const beat = async () => {
      let next = FALLBACK_MS;
      try {
        const result = await adminFetch<ViewingResult>(`/api/admin/items/${itemId}/viewing`, { method: 'POST', body: { open: true } });
        if (stopped) return;
        setViewers(result.viewers);
        next = result.nextHeartbeatMs;
      } catch {
        // Signed out or offline: the mark is only a hint; try again at the next beat.
      }
      if (!stopped) timer = setTimeout(() => void beat(), next);
    };
    void beat();
    return () => {
      stopped = true;
      clearTimeout(timer);
      setViewers([]);
      void adminFetch(`/api/admin/items/${itemId}/viewing`, { method: 'POST', body: { open: false }, keepalive: true }).catch(() => {});
    };
  }, [itemId]);
  return viewers;
}
