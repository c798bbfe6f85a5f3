import type { LiveThreadEvent } from '@tod/domain/contracts';
import { LIVE_ADMIN_COPY } from '@tod/domain/facts';
import { describe, expect, it } from 'vitest';
import { mergeEvents, threadLine, withoutLiveLines } from './thread.ts';

const at = '2026-11-27T08:00:00.000Z';
const message = (seq: number, text: string): LiveThreadEvent => ({
  type: 'visitor_message',
  seq,
  id: `m${seq}`,
  at,
  text,
  clientMessageId: null,
});

describe('mergeEvents', () => {
  it('keeps each stored event once, in seq order, whether loaded, streamed or both', () => {
    const merged = mergeEvents([message(1, 'a'), message(3, 'c')], [message(3, 'c'), message(2, 'b'), message(4, 'd')]);
    expect(merged.map((event) => event.seq)).toEqual([1, 2, 3, 4]);
  });

  it('leaves typing events out of the thread', () => {
    expect(mergeEvents([], [{ type: 'visitor_typing', typing: true }, message(1, 'a')])).toHaveLength(1);
  });
});

describe('threadLine', () => {
  it('shows a staff message under the first name the visitor saw, with its text as written', () => {
    const line = threadLine({ type: 'staff_message', seq: 5, id: 's5', at, text: '<b>hi</b>', firstName: 'Maria', staffId: 3 });
    expect(line).toEqual({ kind: 'staff', who: 'Maria', text: '<b>hi</b>' });
  });

  it('names who joined and left, and marks those lines as system lines', () => {
    const joined = threadLine({ type: 'staff_joined', seq: 1, at, firstName: 'Maria', company: 'Door Logic', staffId: 3 });
    const left = threadLine({ type: 'handed_back', seq: 2, at, firstName: 'Maria', staffId: 3 });
    expect([joined.kind, left.kind]).toEqual(['system', 'system']);
    expect(joined.who).toContain('Maria');
    expect(left.who).toContain('T.O.D.');
  });
});

describe('threadLine when the visitor goes', () => {
  it('says the visitor left when they ended the chat, and not when the office closed the item', () => {
    const byVisitor = threadLine({ type: 'ended', seq: 3, at, reason: 'visitor_closed' });
    const byOffice = threadLine({ type: 'ended', seq: 3, at, reason: 'item_closed' });
    expect(byVisitor.who).toBe(LIVE_ADMIN_COPY.visitorLeft);
    expect(byOffice.who).toBe(LIVE_ADMIN_COPY.chatEnded);
  });

  it('says the visitor left before anyone joined when their ring stopped for it', () => {
    expect(threadLine({ type: 'nobody_joined', seq: 2, at, reason: 'visitor_left' }).who).toBe(LIVE_ADMIN_COPY.visitorLeftWaiting);
    expect(threadLine({ type: 'nobody_joined', seq: 2, at }).who).toBe(LIVE_ADMIN_COPY.nobodyJoined);
  });
});

describe('withoutLiveLines', () => {
  const line = (role: 'user' | 'assistant' | 'staff', content: string, time = at) => ({ role, content, at: time });

  it('leaves out the visitor lines the live chat shows, keeping T.O.D. and what came before', () => {
    const transcript = [
      line('user', 'door stuck', '2026-11-27T07:50:00.000Z'),
      line('assistant', 'I can help'),
      line('user', 'hello?', '2026-11-27T08:00:02.000Z'),
    ];
    const kept = withoutLiveLines(transcript, [message(5, 'hello?')]);
    expect(kept.map((entry) => entry.content)).toEqual(['door stuck', 'I can help']);
  });

  it('keeps a line with the same words said at another moment, and each repeat matched once', () => {
    const transcript = [line('user', 'ok', '2026-11-27T07:00:00.000Z'), line('user', 'ok'), line('user', 'ok')];
    const kept = withoutLiveLines(transcript, [message(6, 'ok')]);
    expect(kept).toHaveLength(2);
    expect(kept[0]?.at).toBe('2026-11-27T07:00:00.000Z');
  });

  it('keeps everything when there is no live chat', () => {
    const transcript = [line('user', 'hi'), line('assistant', 'Hello')];
    expect(withoutLiveLines(transcript, [])).toEqual(transcript);
  });
});
