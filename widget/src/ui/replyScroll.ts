import type { RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { ChatMessage } from '../chat/conversation.ts';

/** How close to the end of the list still counts as "at the end", in CSS pixels. */
const AT_END_PX = 24;

export type ScrollMove = { kind: 'end' } | { kind: 'top-of'; id: string } | { kind: 'stay'; unseen: string };

/**
 * Where the list goes when messages were added (issue 23.2): to the end after the visitor's own
 * message; to a new reply's first line while the visitor follows the conversation; nowhere when the
 * visitor has scrolled up to read, where a "new message" button appears instead.
 */
export function scrollMove(added: readonly ChatMessage[], following: boolean): ScrollMove | null {
  const newest = added.at(-1);
  if (!newest) return null;
  if (newest.role === 'user') return { kind: 'end' };
  // The first reply of the batch is where reading starts.
  const firstReply = added.find((message) => message.role === 'assistant') ?? newest;
  // The answer to the visitor's own 'Talk to Human' (issue 33.2) comes into view like their own message.
  return following || newest.kind === 'escalation' ? { kind: 'top-of', id: firstReply.id } : { kind: 'stay', unseen: firstReply.id };
}

/** The scrollTop that puts `element`'s top at the top of `list` (less its padding), within range. */
export function scrollTopFor(list: HTMLElement, element: HTMLElement): number {
  const padding = Number.parseFloat(getComputedStyle(list).paddingTop) || 0;
  const target = list.scrollTop + element.getBoundingClientRect().top - list.getBoundingClientRect().top - padding;
  return Math.max(0, Math.min(target, list.scrollHeight - list.clientHeight));
}

export interface ReplyScroll {
  onScroll: () => void;
  /** A reply arrived that the visitor hasn't seen because they had scrolled up. */
  unseen: boolean;
  /** Scrolls the first unseen reply's first line to the top of the list and focuses that reply. */
  showUnseen: () => void;
}

/** The message list's scrolling: see `scrollMove`. A streamed reply is placed once, when its text starts. */
export function useReplyScroll(
  listRef: RefObject<HTMLElement>,
  streamingRef: RefObject<HTMLElement>,
  messages: readonly ChatMessage[],
  streaming: boolean,
): ReplyScroll {
  const following = useRef(true);
  /** The scrollTop we set last; the scroll event it causes is ours, not the visitor's. */
  const ownScrollTop = useRef<number | null>(null);
  const seen = useRef<number | null>(null);
  const [unseenId, setUnseenId] = useState<string | null>(null);

  const scrollTo = (top: number) => {
    const list = listRef.current;
    if (!list) return;
    const clamped = Math.max(0, Math.min(top, list.scrollHeight - list.clientHeight));
    ownScrollTop.current = clamped;
    list.scrollTop = clamped;
  };
  const scrollToMessage = (id: string | null) => {
    const list = listRef.current;
    const element = list?.querySelector<HTMLElement>(`[data-id="${id}"]`);
    if (list && element) scrollTo(scrollTopFor(list, element));
    return element;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the number of messages changes.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (seen.current === null) {
      // Opening: a restored conversation shows its end.
      seen.current = messages.length;
      if (messages.length > 1) scrollTo(list.scrollHeight);
      return;
    }
    const added = messages.slice(seen.current);
    seen.current = messages.length;
    const move = scrollMove(added, following.current);
    if (!move) return;
    if (move.kind === 'end') {
      following.current = true;
      setUnseenId(null);
      scrollTo(list.scrollHeight);
    } else if (move.kind === 'top-of') {
      scrollToMessage(move.id);
    } else {
      setUnseenId((current) => current ?? move.unseen);
    }
  }, [messages.length]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a streamed reply starts.
  useLayoutEffect(() => {
    const list = listRef.current;
    const bubble = streamingRef.current;
    if (streaming && list && bubble && following.current) scrollTo(scrollTopFor(list, bubble));
  }, [streaming]);

  return {
    onScroll() {
      const list = listRef.current;
      if (!list) return;
      if (ownScrollTop.current !== null && Math.abs(list.scrollTop - ownScrollTop.current) <= 2) return;
      ownScrollTop.current = null;
      following.current = list.scrollHeight - list.scrollTop - list.clientHeight <= AT_END_PX;
      if (following.current) setUnseenId(null);
    },
    unseen: unseenId !== null,
    showUnseen() {
      const reply = scrollToMessage(unseenId);
      // The button goes away: the focus moves to the reply it showed, where reading (and Tab) goes on.
      reply?.focus({ preventScroll: true });
      following.current = true;
      setUnseenId(null);
    },
  };
}
