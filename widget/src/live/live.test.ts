import { LIVE_COPY_EN, WIDGET_CATALOGUE_EN } from '@tod/domain/facts';
import type { VNode } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../chat/conversation.ts';
import { emptySession, type StoredSession } from '../chat/session.ts';
import { type LiveHost, type LiveStored, type LiveView, startLive } from './live.ts';
import { fakeStream, manualTimers, tick } from './testing.ts';

const at = '2026-11-27T08:00:00.000Z';

function setup(
  options: {
    stored?: LiveStored;
    phone?: string;
    post?: (url: string, body: Record<string, unknown>) => Response | Promise<Response>;
  } = {},
) {
  const stream = fakeStream();
  const messages: ChatMessage[] = [];
  const saved: (LiveStored | undefined)[] = [];
  const statuses: (string | undefined)[] = [];
  const endLabels: (string | undefined)[] = [];
  const copies: LiveView['copy'][] = [];
  const endButtons: (((event: { currentTarget: Node }) => void) | undefined)[] = [];
  const announced: string[] = [];
  const posts: { url: string; body: Record<string, unknown> }[] = [];
  let session: StoredSession = { ...emptySession(), sessionId: 'tod_abc', leadData: options.phone ? { phone: options.phone } : {} };
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (!init?.method) return stream.response;
    const body = JSON.parse(String(init.body));
    posts.push({ url, body });
    return options.post ? options.post(url, body) : new Response(null, { status: 204 });
  });
  const host: LiveHost = {
    apiBase: 'https://chat.test',
    token: 'token-1',
    stored: options.stored,
    latest: {
      current: {
        get session() {
          return session;
        },
        conversation: { messages },
        region: { regionName: 'Salem & Mid-Valley' },
        copy: WIDGET_CATALOGUE_EN,
      },
    },
    dispatch: (action) => {
      if (action.type === 'add') messages.push(action.message);
    },
    setSession: (update) => {
      session = update(session);
      saved.push(session.live);
    },
    announce: (text) => announced.push(text),
    view: (view) => {
      // The status line: its text, and the chunk's 'End chat' button after it when there is one.
      const [text, , end] = Array.isArray(view.status) ? view.status : [view.status];
      statuses.push(text as string | undefined);
      copies.push(view.copy);
      endLabels.push(end ? String((end as VNode<{ children: string }>).props.children) : undefined);
      endButtons.push(end ? (end as VNode<{ onClick: (event: { currentTarget: Node }) => void }>).props.onClick : undefined);
    },
    fetch: fetch as unknown as typeof globalThis.fetch,
    stream: manualTimers(),
  };
  const handle = startLive(host);
  const confirmations = () => messages.filter((message) => message.metadata?.responseType === 'escalation_confirmation');
  return {
    handle,
    stream,
    messages,
    saved,
    statuses,
    endLabels,
    endButtons,
    copies,
    announced,
    posts,
    confirmations,
    fetch,
    session: () => session,
  };
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('startLive', () => {
  it('shows who can join, who joined and their messages, each stored event once even when replayed', async () => {
    const live = setup();
    stop = live.handle.stop;
    await tick();
    const waiting = {
      type: 'waiting',
      seq: 1,
      at,
      officeOnline: true,
      region: 'salem',
      officeName: 'Salem',
      typicalWaitMinutes: 2,
      ringsUntil: at,
    };
    live.stream.send('waiting', waiting, 1);
    live.stream.send('staff_joined', { type: 'staff_joined', seq: 2, at, firstName: 'Maria', company: 'Door Logic' }, 2);
    live.stream.send(
      'staff_message',
      { type: 'staff_message', seq: 3, id: 'm3', at, text: 'Hi, see https://x.test', firstName: 'Maria' },
      3,
    );
    live.stream.send(
      'staff_message',
      { type: 'staff_message', seq: 3, id: 'm3', at, text: 'Hi, see https://x.test', firstName: 'Maria' },
      3,
    );
    await tick();
    expect(live.messages.map((message) => [message.kind, message.name ?? null])).toEqual([
      ['system', null],
      ['system', null],
      ['staff', 'Maria'],
    ]);
    expect(live.messages[0]?.content).toContain('Salem office');
    expect(live.messages[1]?.content).toContain('joined');
    expect(live.messages[2]?.content).toBe('Hi, see https://x.test');
    expect(live.announced.at(-1)).toContain('Maria');
    expect(live.saved.at(-1)).toEqual({ seq: 3, joined: 'Maria', waiting: false });
    expect(live.handle.joined()).toBe(true);
  });

  it('shows the person typing and hides it with their message; waiting shows its own status', async () => {
    const live = setup({ stored: { seq: 1, waiting: true } });
    stop = live.handle.stop;
    expect(live.statuses.at(-1)).toContain('Waiting');
    await tick();
    live.stream.send('staff_joined', { type: 'staff_joined', seq: 2, at, firstName: 'Maria', company: 'Door Logic' }, 2);
    live.stream.send('staff_typing', { type: 'staff_typing', typing: true, firstName: 'Maria' });
    await tick();
    expect(live.statuses.at(-1)).toBe('Maria is typing...');
    live.stream.send('staff_message', { type: 'staff_message', seq: 3, id: 'm3', at, text: 'Hello', firstName: 'Maria' }, 3);
    await tick();
    expect(live.statuses.at(-1)).toBeUndefined();
  });

  it('says when the person hands back, and then sends the visitor to T.O.D. again', async () => {
    const live = setup({ stored: { seq: 2, joined: 'Maria' } });
    stop = live.handle.stop;
    expect(live.handle.joined()).toBe(true);
    await tick();
    live.stream.send('handed_back', { type: 'handed_back', seq: 3, at, firstName: 'Maria' }, 3);
    await tick();
    expect(live.messages.at(-1)?.content).toContain('T.O.D.');
    expect(live.handle.joined()).toBe(false);
  });

  it('adds the SPEC confirmation when nobody joined after it said someone could, and not when nobody was online', async () => {
    const waited = setup({ stored: { seq: 1, waiting: true }, phone: '(503) 555-0148' });
    await tick();
    waited.stream.send('nobody_joined', { type: 'nobody_joined', seq: 2, at }, 2);
    await tick();
    expect(waited.confirmations()).toHaveLength(1);
    expect(waited.confirmations()[0]?.content).toContain('(503) 555-0148');
    expect(waited.announced).toContain(waited.confirmations()[0]?.content);
    expect(waited.statuses.at(-1)).toBeUndefined();
    waited.handle.stop();

    const offline = setup();
    stop = offline.handle.stop;
    await tick();
    offline.stream.send(
      'waiting',
      { type: 'waiting', seq: 1, at, officeOnline: false, region: 'salem', officeName: 'Salem', typicalWaitMinutes: 2, ringsUntil: at },
      1,
    );
    offline.stream.send('nobody_joined', { type: 'nobody_joined', seq: 2, at }, 2);
    await tick();
    expect(offline.confirmations()).toEqual([]);
    expect(offline.messages).toEqual([]);
  });

  it('sends to the person with the session token and its own id, and shows the line once when the stream echoes it', async () => {
    const live = setup({
      stored: { seq: 2, joined: 'Maria' },
      post: () => new Response(JSON.stringify({ id: 'v3', seq: 3, at }), { status: 201 }),
    });
    stop = live.handle.stop;
    await tick();
    expect(await live.handle.send('My door is stuck', 'user-abc')).toBe(true);
    live.stream.send(
      'visitor_message',
      { type: 'visitor_message', seq: 3, id: 'v3', at, text: 'My door is stuck', clientMessageId: 'user-abc' },
      3,
    );
    live.stream.send('visitor_message', { type: 'visitor_message', seq: 4, id: 'v4', at, text: 'From my phone', clientMessageId: null }, 4);
    await tick();
    expect(live.posts[0]).toEqual({
      url: 'https://chat.test/api/live/tod_abc/messages',
      body: { sessionToken: 'token-1', text: 'My door is stuck', clientMessageId: 'user-abc' },
    });
    expect(live.messages.map((message) => [message.kind, message.content])).toEqual([
      ['user', 'My door is stuck'],
      ['user', 'From my phone'],
    ]);
  });

  it('answers false when the person has gone (409), so T.O.D. answers, and reports a failed send', async () => {
    const gone = setup({ stored: { seq: 2, joined: 'Maria' }, post: () => new Response('{}', { status: 409 }) });
    expect(await gone.handle.send('Hello?', 'user-1')).toBe(false);
    gone.handle.stop();
    const broken = setup({
      stored: { seq: 2, joined: 'Maria' },
      post: () => {
        throw new TypeError('offline');
      },
    });
    stop = broken.handle.stop;
    expect(await broken.handle.send('Hello?', 'user-2')).toBeUndefined();
    expect(broken.messages.map((message) => message.kind)).toEqual(['error']);
    expect(broken.messages[0]?.content).toContain('Maria');
  });

  it('posts typing at most once per throttle window, and only while a person is in the chat', async () => {
    const waiting = setup({ stored: { seq: 1, waiting: true } });
    waiting.handle.typing();
    expect(waiting.posts).toEqual([]);
    waiting.handle.stop();
    const joined = setup({ stored: { seq: 2, joined: 'Maria' } });
    stop = joined.handle.stop;
    joined.handle.typing();
    joined.handle.typing();
    await tick();
    expect(joined.posts).toEqual([{ url: 'https://chat.test/api/live/tod_abc/typing', body: { sessionToken: 'token-1', typing: true } }]);
  });

  it('ends: a last line, the stored hand-off is cleared and the stream is not reopened', async () => {
    const live = setup({ stored: { seq: 2, joined: 'Maria' } });
    await tick();
    live.stream.send('ended', { type: 'ended', seq: 3, at, reason: 'item_closed' }, 3);
    await tick();
    expect(live.messages.at(-1)?.content).toContain('ended');
    expect(live.saved.at(-1)).toEqual({ seq: 3 });
    expect(live.handle.joined()).toBe(false);
    expect(live.fetch).toHaveBeenCalledTimes(1);
  });

  it('offers End chat while a person is in the chat; ending posts close, and the last line says T.O.D. is back', async () => {
    const live = setup({ stored: { seq: 2, joined: 'Maria' } });
    stop = live.handle.stop;
    await tick();
    expect(live.endLabels.at(-1)).toBe(LIVE_COPY_EN.endChat);
    // While a person is in the chat the box is labelled for them and the AI note is empty (issues 33.5, 35.11).
    expect(live.copies.at(-1)).toEqual({ inputLabel: 'Message Maria', footerNote: '' });
    // Pressed inside the window: the focus goes to its message box (issue 33.5).
    const window = document.createElement('div');
    window.innerHTML = '<textarea></textarea><button></button>';
    document.body.append(window);
    live.endButtons.at(-1)?.({ currentTarget: window.querySelector('button') as Node });
    expect(document.activeElement).toBe(window.querySelector('textarea'));
    window.remove();
    await tick();
    expect(live.posts).toEqual([{ url: 'https://chat.test/api/live/tod_abc/close', body: { sessionToken: 'token-1' } }]);
    live.stream.send('ended', { type: 'ended', seq: 3, at, reason: 'visitor_closed' }, 3);
    await tick();
    expect(live.messages.at(-1)?.content).toBe(LIVE_COPY_EN.ended);
    expect(LIVE_COPY_EN.ended).toContain('T.O.D.');
    expect(live.endLabels.at(-1)).toBeUndefined();
    expect(live.copies.at(-1)).toBeUndefined();
    expect(live.handle.joined()).toBe(false);
    // The hand-off is over: 'Talk to Human' is active again (decision 0383).
    expect(live.session().escalated).toBe(false);
  });

  it('offers End chat while waiting for a person, and not once nobody joined', async () => {
    const live = setup({ stored: { seq: 1, waiting: true } });
    stop = live.handle.stop;
    await tick();
    expect(live.endLabels.at(-1)).toBe(LIVE_COPY_EN.endChat);
    live.stream.send('nobody_joined', { type: 'nobody_joined', seq: 2, at, reason: 'visitor_left' }, 2);
    await tick();
    expect(live.endLabels.at(-1)).toBeUndefined();
    expect(live.confirmations()).toHaveLength(1);
  });
});
