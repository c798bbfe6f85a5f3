import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceRegionKey } from '@tod/domain';
import {
  LIVE_THREAD_EVENT_TYPES,
  type LiveJoinResult,
  type LiveThread,
  type LiveThreadEvent,
  type StaffSession,
} from '@tod/domain/contracts';
import { LIVE_ADMIN_COPY, LIVE_TIMINGS } from '@tod/domain/facts';
import { useEffect, useRef, useState } from 'react';
import { adminFetch } from '../adminApi.ts';
import { formatDateTime } from '../labels.ts';
import { LiveReply } from './LiveReply.tsx';
import { mergeEvents, threadLine } from './thread.ts';
import { LIVE_KEY } from './useLiveOffice.ts';

/**
 * An item's live chat (issue 17): the live thread, updating as it happens; 'Join' when nobody has the chat,
 * who has it when someone else does; for the one who joined, the 'Reply' box (Enter or 'Send') with 'Hand back to
 * T.O.D.' and 'Leave'. The visitor's typing shows under the thread, and this side's typing is sent to them.
 */
/** The cache key of an item's live thread: the live chat fills it, the item's transcript reads it. */
export function liveThreadKey(itemId: number) {
  return ['live-thread', itemId] as const;
}

/** An item's live thread (GET /api/admin/items/:id/live), with every event streamed since it loaded. */
export function useLiveThread(itemId: number, enabled = true) {
  return useQuery({
    queryKey: liveThreadKey(itemId),
    queryFn: () => adminFetch<LiveThread>(`/api/admin/items/${itemId}/live`),
    enabled,
  });
}

export function LiveChat({ itemId, session, region }: { itemId: number; session: StaffSession; region: ServiceRegionKey }) {
  const queryClient = useQueryClient();
  const key = liveThreadKey(itemId);
  const thread = useLiveThread(itemId);
  // Kept here as well as in the cache: a refetch answered just before an event arrived must not drop it.
  const [streamed, setStreamed] = useState<LiveThreadEvent[]>([]);
  const [visitorTyping, setVisitorTyping] = useState(false);
  const threadList = useRef<HTMLOListElement>(null);
  const replyBox = useRef<HTMLTextAreaElement>(null);
  // Set by this tab's Join: once the reply box shows, it takes the focus (issue 34.13).
  const joinedHere = useRef(false);
  const [text, setText] = useState('');
  const typedAt = useRef(0);
  const lastSeq = thread.data?.state.lastSeq;
  const loaded = lastSeq !== undefined;

  // The thread's events as they happen, after what the query loaded; a change of state refetches it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once the first load is in, resumed by EventSource itself.
  useEffect(() => {
    if (!loaded) return;
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const source = new EventSource(`/api/admin/items/${itemId}/live/events?lastEventId=${lastSeq}`);
    const onEvent = (message: MessageEvent<string>) => {
      let event: LiveThreadEvent;
      try {
        event = JSON.parse(message.data) as LiveThreadEvent;
      } catch {
        return;
      }
      if (event.type === 'visitor_typing') {
        clearTimeout(typingTimer);
        setVisitorTyping(event.typing);
        if (event.typing) typingTimer = setTimeout(() => setVisitorTyping(false), LIVE_TIMINGS.typingTtlMs);
        return;
      }
      if (event.type === 'staff_typing') return;
      if (event.type === 'visitor_message') setVisitorTyping(false);
      setStreamed((current) => [...current, event]);
      // Into the thread's cache too, so the item's transcript knows which lines the live chat shows.
      queryClient.setQueryData<LiveThread>(key, (current) => (current ? { ...current, events: [...current.events, event] } : current));
      if (event.type !== 'visitor_message' && event.type !== 'staff_message') {
        void queryClient.invalidateQueries({ queryKey: key });
        void queryClient.invalidateQueries({ queryKey: LIVE_KEY });
      }
    };
    for (const name of LIVE_THREAD_EVENT_TYPES) source.addEventListener(name, onEvent as EventListener);
    return () => {
      clearTimeout(typingTimer);
      source.close();
    };
  }, [itemId, loaded]);

  const onState = (result: LiveJoinResult) => {
    queryClient.setQueryData<LiveThread>(key, (current) => (current ? { ...current, state: result.state } : current));
    void queryClient.invalidateQueries({ queryKey: LIVE_KEY });
  };
  const join = useMutation({
    mutationFn: () => adminFetch<LiveJoinResult>(`/api/admin/items/${itemId}/join`, { method: 'POST', body: {} }),
    onSuccess: (result) => {
      joinedHere.current = true;
      onState(result);
      // Joining an unassigned item made it mine (decision 0432): the page's assignee shows it.
      void queryClient.invalidateQueries({ queryKey: ['item', itemId] });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  const leave = useMutation({
    mutationFn: (handBack: boolean) =>
      adminFetch<LiveJoinResult>(`/api/admin/items/${itemId}/${handBack ? 'hand-back' : 'leave'}`, { method: 'POST', body: {} }),
    onSuccess: onState,
  });
  const send = useMutation({
    mutationFn: (message: string) => adminFetch(`/api/admin/items/${itemId}/messages`, { method: 'POST', body: { text: message } }),
    onSuccess: () => {
      setText('');
      typedAt.current = 0;
    },
  });

  const events = thread.data ? mergeEvents(thread.data.events, streamed) : [];
  const mine = thread.data?.state.joinedBy?.id === session.staff.id;
  useEffect(() => {
    if (!mine || !joinedHere.current) return;
    joinedHere.current = false;
    replyBox.current?.focus();
  }, [mine]);
  // A new line: the thread scrolls to it, and the reply box stays on screen while it is being used.
  const newestSeq = events.at(-1)?.seq;
  useEffect(() => {
    if (newestSeq === undefined) return;
    const list = threadList.current;
    if (list) list.scrollTop = list.scrollHeight;
    if (document.activeElement === replyBox.current) replyBox.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newestSeq]);

  if (thread.isPending) return null;
  if (thread.isError || !thread.data) {
    return (
      <section className="admin-card" aria-labelledby="live-heading">
        <h2 id="live-heading">{LIVE_ADMIN_COPY.heading}</h2>
        <p className="admin-error" role="alert">
          {thread.error?.message}
        </p>
      </section>
    );
  }
  const { state } = thread.data;
  const error = join.error ?? leave.error ?? send.error;

  function onType(value: string) {
    setText(value);
    const now = Date.now();
    if (now - typedAt.current < LIVE_TIMINGS.typingThrottleMs) return;
    typedAt.current = now;
    void adminFetch(`/api/admin/items/${itemId}/typing`, { method: 'POST', body: { typing: true } }).catch(() => undefined);
  }

  return (
    // data-no-shortcuts: a key pressed in the live conversation is meant for the visitor, never the inbox's `e`.
    <section className="admin-card admin-live-chat" aria-labelledby="live-heading" data-no-shortcuts="">
      <h2 id="live-heading">
        {LIVE_ADMIN_COPY.heading}
        {state.ringing && !state.joinedBy ? <strong className="admin-badge admin-badge-ringing">{LIVE_ADMIN_COPY.ringing}</strong> : null}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it. */}
      <ol className="admin-live-thread" aria-label={LIVE_ADMIN_COPY.heading} tabIndex={0} ref={threadList}>
        {events.length === 0 ? <li className="admin-live-note">{LIVE_ADMIN_COPY.noEvents}</li> : null}
        {events.map((event) => {
          const line = threadLine(event);
          return (
            <li key={event.seq} className={`admin-line admin-line-${line.kind}`}>
              <span className="admin-line-who">{line.who}</span>
              <time dateTime={event.at}> {formatDateTime(event.at)}</time>
              {line.text !== undefined ? <p>{line.text}</p> : null}
            </li>
          );
        })}
      </ol>
      <p className="admin-live-typing" aria-live="polite">
        {visitorTyping ? LIVE_ADMIN_COPY.visitorTyping : ''}
      </p>
      {state.ended ? (
        <p className="admin-live-note">{LIVE_ADMIN_COPY.ended}</p>
      ) : mine ? (
        <>
          <p className="admin-live-note" role="status">
            {state.visitorActive ? LIVE_ADMIN_COPY.youHaveIt : LIVE_ADMIN_COPY.visitorGone}
          </p>
          <LiveReply
            ref={replyBox}
            text={text}
            onType={onType}
            onSend={(message) => send.mutate(message)}
            pending={send.isPending || !state.visitorActive}
            region={region}
          />
          <div className="admin-button-row">
            <button
              type="button"
              className="admin-button admin-button-primary"
              onClick={() => leave.mutate(true)}
              disabled={leave.isPending}
            >
              {LIVE_ADMIN_COPY.handBack}
            </button>
            <button type="button" className="admin-button" onClick={() => leave.mutate(false)} disabled={leave.isPending}>
              {LIVE_ADMIN_COPY.leave}
            </button>
          </div>
        </>
      ) : state.joinedBy ? (
        <p className="admin-live-note admin-live-held">{LIVE_ADMIN_COPY.heldBy(state.joinedBy.firstName, state.joinedBy.email)}</p>
      ) : (
        <>
          <p className="admin-live-note">{LIVE_ADMIN_COPY.notJoinable}</p>
          <button type="button" className="admin-button admin-button-primary" onClick={() => join.mutate()} disabled={join.isPending}>
            {LIVE_ADMIN_COPY.join}
          </button>
        </>
      )}
      {error ? (
        <p className="admin-error" role="alert">
          {error.message}
        </p>
      ) : null}
    </section>
  );
}
