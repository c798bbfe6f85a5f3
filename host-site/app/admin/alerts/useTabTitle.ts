import { useQuery } from '@tanstack/react-query';
import type { ItemList } from '@tod/domain/contracts';
import { ADMIN_COPY } from '@tod/domain/facts';
import { createContext, useContext, useEffect } from 'react';
import { adminFetch } from '../adminApi.ts';
import { useLiveOverview } from '../live/useLiveOffice.ts';

/** Sets the page's part of the tab title (an item's name); the inbox list sets none. */
export const PageTitleContext = createContext<(page: string | undefined) => void>(() => undefined);

/** An inbox page names itself in the tab title while it is shown. */
export function usePageTitle(page: string | undefined): void {
  const setPage = useContext(PageTitleContext);
  useEffect(() => {
    setPage(page);
    return () => setPage(undefined);
  }, [page, setPage]);
}

/**
 * What the title counts, whatever the page: the items still New and the emergencies among them over all
 * one's regions (two one-row list requests: their counts come from the kept count table). Under ['items'], so
 * every item event refreshes it.
 */
async function fetchAlertCounts(): Promise<{ newItems: number; emergencies: number }> {
  const [all, emergencies] = await Promise.all([
    adminFetch<ItemList>('/api/admin/items?limit=1'),
    adminFetch<ItemList>('/api/admin/items?urgency=emergency&limit=1'),
  ]);
  return { newItems: all.counts.new ?? 0, emergencies: emergencies.counts.new ?? 0 };
}

/** The tab's title on every inbox page (issue 34.8): ringing hand-offs, emergencies still New, items still New, the page. */
export function useTabTitle(page: string | undefined): void {
  const counts = useQuery({ queryKey: ['items', 'alert-counts'], queryFn: fetchAlertCounts });
  const ringing = (useLiveOverview().data?.items ?? []).filter((item) => item.ringing && !item.joinedBy).length;
  const newItems = counts.data?.newItems ?? 0;
  const emergencies = counts.data?.emergencies ?? 0;
  useEffect(() => {
    document.title = ADMIN_COPY.tabTitle({ ringing, emergencies, newItems }, page);
  }, [ringing, emergencies, newItems, page]);
}
