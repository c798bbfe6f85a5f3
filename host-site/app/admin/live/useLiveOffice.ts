import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ItemLiveState, LiveInboxEvent, LiveOverview, PresenceResult } from '@tod/domain/contracts';
import { LIVE_TIMINGS } from '@tod/domain/facts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AdminApiError, adminFetch } from '../adminApi.ts';
import { ringNotice, showNotice } from '../alerts/notify.ts';
import { regionLabel } from '../labels.ts';
import { ringTwice } from './ring.ts';

export const LIVE_KEY = ['live'] as const;

/** The live overview of one's regions (GET /api/admin/live): the list's marks and the ringing banner read it. */
export function useLiveOverview() {
  return useQuery({ queryKey: LIVE_KEY, queryFn: () => adminFetch<LiveOverview>('/api/admin/live'), staleTime: 30_000 });
}

/** The item's live state in the overview, if it has one. */
export function useItemLive(itemId: number): ItemLiveState | undefined {
  return useLiveOverview().data?.items.find((item) => item.itemId === itemId);
}

/** Puts one item's new state into the cached overview (or takes it out when nothing is live any more). */
export function mergeLiveState(overview: LiveOverview | undefined, state: ItemLiveState): LiveOverview | undefined {
  if (!overview) return overview;
  const others = overview.items.filter((item) => item.itemId !== state.itemId);
  const live = state.ringing || state.joinedBy !== null || state.visitorActive;
  return { ...overview, items: live && !state.ended ? [...others, state] : others };
}

/**
 * While an inbox tab is open: the presence heartbeat (this member of staff counts as online in their regions),
 * and the office's live stream (GET /api/admin/live/events), whose events update the cached overview. A hand-off
 * that starts ringing rings here too, and keeps ringing until someone joins, when the hand-off sound is on;
 * it shows a browser notification when they are allowed and the inbox is not in front.
 */
export function useLiveOffice({ ringSound }: { ringSound: boolean }): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sound = useRef(ringSound);
  sound.current = ringSound;
  const open = useRef(navigate);
  open.current = navigate;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const beat = async () => {
      let next: number = LIVE_TIMINGS.presenceHeartbeatMs;
      try {
        const result = await adminFetch<PresenceResult>('/api/admin/presence', { method: 'POST', body: {} });
        next = result.nextHeartbeatMs;
        queryClient.setQueryData<LiveOverview>(LIVE_KEY, (overview) => (overview ? { ...overview, online: result.online } : overview));
      } catch (error) {
        // Offline for a beat: the next one tries again. A session ended elsewhere ("Sign out everywhere" in
        // another browser) answers 401: ask who is signed in, so this screen clears within one beat.
        if (error instanceof AdminApiError && error.status === 401) void queryClient.invalidateQueries({ queryKey: ['session'] });
      }
      if (!stopped) timer = setTimeout(() => void beat(), next);
    };
    void beat();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [queryClient]);

  useEffect(() => {
    const source = new EventSource('/api/admin/live/events');
    source.onopen = () => void queryClient.invalidateQueries({ queryKey: LIVE_KEY });
    const onEvent = (message: MessageEvent<string>) => {
      let event: LiveInboxEvent;
      try {
        event = JSON.parse(message.data) as LiveInboxEvent;
      } catch {
        return;
      }
      if (event.type === 'presence') {
        queryClient.setQueryData<LiveOverview>(LIVE_KEY, (overview) => (overview ? { ...overview, online: event.online } : overview));
        return;
      }
      queryClient.setQueryData<LiveOverview>(LIVE_KEY, (overview) => mergeLiveState(overview, event.state));
      void queryClient.invalidateQueries({ queryKey: ['live-thread', event.state.itemId] });
      if (event.type !== 'ring') return;
      void queryClient.invalidateQueries({ queryKey: ['items'] });
      showNotice(ringNotice(event.state.itemId, regionLabel(event.state.region)), (path) => open.current(path));
    };
    for (const name of ['ring', 'state', 'presence']) source.addEventListener(name, onEvent as EventListener);
    return () => source.close();
  }, [queryClient]);

  // The ring repeats every few seconds while any hand-off of one's regions waits for a person.
  const ringing = useLiveOverview().data?.items.some((item) => item.ringing) ?? false;
  useEffect(() => {
    if (!ringing) return;
    if (sound.current) ringTwice();
    const timer = setInterval(() => {
      if (sound.current) ringTwice();
    }, 4000);
    return () => clearInterval(timer);
  }, [ringing]);
}
