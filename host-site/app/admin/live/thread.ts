import type { LiveThreadEvent } from '@tod/domain/contracts';
import { LIVE_ADMIN_COPY } from '@tod/domain/facts';

/** A stored event of the thread (typing events are not stored and never listed). */
export type StoredThreadEvent = Extract<LiveThreadEvent, { seq: number }>;

/** The loaded thread and the streamed events after it, each stored event once, in the database's order. */
export function mergeEvents(loaded: readonly LiveThreadEvent[], streamed: readonly LiveThreadEvent[]): StoredThreadEvent[] {
  const bySeq = new Map<number, StoredThreadEvent>();
  for (const event of [...loaded, ...streamed]) if ('seq' in event) bySeq.set(event.seq, event);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export interface ThreadLine {
  kind: 'user' | 'staff' | 'system';
  who: string;
  text?: string;
}

/** How the inbox shows one stored event: who said it, and the text as written (React renders it as text). */
export function threadLine(event: StoredThreadEvent): ThreadLine {
  switch (event.type) {
    case 'visitor_message':
      return { kind: 'user', who: LIVE_ADMIN_COPY.visitor, text: event.text };
    case 'staff_message':
      return { kind: 'staff', who: event.firstName, text: event.text };
    case 'waiting':
      return { kind: 'system', who: LIVE_ADMIN_COPY.waiting(event.officeOnline) };
    case 'staff_joined':
      return { kind: 'system', who: LIVE_ADMIN_COPY.joined(event.firstName) };
    case 'staff_left':
      return { kind: 'system', who: LIVE_ADMIN_COPY.left(event.firstName) };
    case 'handed_back':
      return { kind: 'system', who: LIVE_ADMIN_COPY.handedBack(event.firstName) };
    case 'nobody_joined':
      return { kind: 'system', who: event.reason === 'visitor_left' ? LIVE_ADMIN_COPY.visitorLeftWaiting : LIVE_ADMIN_COPY.nobodyJoined };
    case 'ended':
      return { kind: 'system', who: event.reason === 'visitor_closed' ? LIVE_ADMIN_COPY.visitorLeft : LIVE_ADMIN_COPY.chatEnded };
  }
}
