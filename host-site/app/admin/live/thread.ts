import type { LiveThreadEvent, TranscriptLine } from '@tod/domain/contracts';
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

/** How far apart a transcript line's time and its live event's time may be and still be the same message. */
const SAME_MESSAGE_MS = 5_000;

/**
 * The transcript without the lines the live chat shows (issue 34.13): a visitor's or a staff member's message
 * that is in the live thread (same words, same moment) is listed there only. T.O.D.'s lines, and everything
 * said before or outside the live chat, stay.
 */
export function withoutLiveLines(transcript: readonly TranscriptLine[], events: readonly LiveThreadEvent[]): TranscriptLine[] {
  const live = events.flatMap((event) =>
    event.type === 'visitor_message' || event.type === 'staff_message'
      ? [{ role: event.type === 'visitor_message' ? 'user' : 'staff', text: event.text, at: Date.parse(event.at) }]
      : [],
  );
  const unmatched = [...live];
  return transcript.filter((line) => {
    if (line.role === 'assistant' || !line.at) return true;
    const at = Date.parse(line.at);
    const index = unmatched.findIndex(
      (message) => message.role === line.role && message.text === line.content && Math.abs(message.at - at) <= SAME_MESSAGE_MS,
    );
    if (index < 0) return true;
    unmatched.splice(index, 1);
    return false;
  });
}
