import { useQueryClient } from '@tanstack/react-query';
import type { InboxEvent } from '@tod/domain/contracts';
import { ADMIN_COPY } from '@tod/domain/facts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isNewEmergency, knownEmergency } from './alerts/emergencyAlert.ts';
import { emergencyNotice, showNotice } from './alerts/notify.ts';
import { KIND_LABELS, regionLabel } from './labels.ts';

export type LiveState = 'connecting' | 'live' | 'reconnecting';

/** The stream's state, and what a screen reader is told about the last item that arrived. */
export interface InboxEvents {
  live: LiveState;
  announcement: string;
}

/**
 * Keeps the open inbox current from GET /api/admin/events: every item event refreshes the lists and
 * that item; each time the stream opens, what is shown is refetched (events sent before are not replayed).
 * EventSource reconnects by itself. Every item that arrives is announced (the list changes silently
 * otherwise). An emergency, new or an item that became one (issue 34.3), alerts once: the emergency sound when
 * it is on, and a browser notification when they are allowed and the inbox is not in front.
 */
export function useInboxEvents({ emergencySound }: { emergencySound: boolean }): InboxEvents {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, setState] = useState<LiveState>('connecting');
  const [announcement, setAnnouncement] = useState('');
  const sound = useRef(emergencySound);
  sound.current = emergencySound;
  const open = useRef(navigate);
  open.current = navigate;
  const alerted = useRef(new Set<number>());

  useEffect(() => {
    const source = new EventSource('/api/admin/events');
    source.onopen = () => {
      setState('live');
      // Items written before the stream (re)opened sent their events to nobody: refetch what is shown.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    };
    source.onerror = () => {
      // A first connection still being made stays 'connecting'; only a stream that was live reconnects.
      setState((current) => (current === 'connecting' ? current : 'reconnecting'));
      // A closed stream (a 401 after sign-out) is not retried by the browser: ask who is signed in.
      if (source.readyState === EventSource.CLOSED) void queryClient.invalidateQueries({ queryKey: ['session'] });
    };
    source.addEventListener('item', (message) => {
      let event: InboxEvent;
      try {
        event = JSON.parse((message as MessageEvent<string>).data) as InboxEvent;
      } catch {
        return;
      }
      // What the tab knew of the item before this event refreshes it: did it become an emergency?
      const cached = [
        queryClient.getQueryData(['item', event.id]),
        ...queryClient.getQueriesData({ queryKey: ['items'] }).map(([, data]) => data),
      ];
      // The server says when an item becomes an emergency (decision 0429); the tab's own knowledge covers the rest.
      const emergencyNow =
        (event.emergencyAlert === true && !alerted.current.has(event.id)) ||
        isNewEmergency(event, knownEmergency(cached, event.id), alerted.current);
      void queryClient.invalidateQueries({ queryKey: ['items'] });
      void queryClient.invalidateQueries({ queryKey: ['item', event.id] });
      const kind = KIND_LABELS[event.kind];
      const region = regionLabel(event.region);
      if (event.op === 'created' || emergencyNow) setAnnouncement(ADMIN_COPY.newItemAnnouncement(kind, region, event.emergency));
      if (!emergencyNow) return;
      alerted.current.add(event.id);
      if (sound.current) ring();
      showNotice(emergencyNotice(event.id, kind, region), (path) => open.current(path));
    });
    return () => source.close();
  }, [queryClient]);
  return { live: state, announcement };
}

/** A short two-tone alert made with Web Audio (no sound file to fetch). */
function ring(): void {
  try {
    const context = new AudioContext();
    for (const [index, frequency] of [880, 660].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.value = 0.15;
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(context.currentTime + index * 0.25);
      oscillator.stop(context.currentTime + index * 0.25 + 0.2);
    }
    setTimeout(() => void context.close(), 1000);
  } catch {
    // No audio (blocked until the page was used, or unsupported): the list still shows the emergency.
  }
}
