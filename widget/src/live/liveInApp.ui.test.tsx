import type { ChatResponse, EscalationResult } from '@tod/domain/contracts';
import { LIVE_COPY_EN, WIDGET_CATALOGUE_EN } from '@tod/domain/facts';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatTransport } from '../api/transport.ts';
import { resolveConfig } from '../loader/config.ts';
import type { UiHandle } from '../loader/ui.ts';
import { mountUi } from '../ui/mountUi.tsx';
import { fakeStream } from './testing.ts';
// The hand-off chunk (decision 0387), loaded ahead so a press answers within the tests' settle().
import '../chat/handoff.ts';

// The live hand-off inside the real UI: the escalation answer decides, the chunk loads and follows the stream.
const WAIT = { timeout: 15_000, interval: 50 };
const at = '2026-11-27T08:00:00.000Z';
const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const reply: ChatResponse = {
  content: 'A technician should look at that.',
  metadata: {
    confidence: 0.9,
    region: 'Salem & Mid-Valley',
    ctaGuidance: { showCTA: true, availableActions: ['call', 'escalate'], primaryAction: 'call' },
  },
};

let ui: UiHandle | undefined;
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  ui?.destroy();
  ui = undefined;
  vi.unstubAllGlobals();
});

function mount(live: NonNullable<Extract<EscalationResult, { success: true }>['live']>) {
  // The first stream, and the one a later "Talk to Human" opens.
  const [stream, nextStream] = [fakeStream(), fakeStream()];
  let opened = 0;
  const posts: { url: string; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (!init?.method) return (opened++ === 0 ? stream : nextStream).response;
    posts.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ id: 'v1', seq: 9, at }), { status: 201 });
  });
  vi.stubGlobal('fetch', fetch);
  const transport = {
    send: vi.fn(async () => ({ data: reply })),
    recommendations: vi.fn(async () => ({ data: { recommendations: [] } })),
    escalate: vi.fn(async () => ({ data: { success: true, submissionId: 'esc-1', internalEmailId: 'm-1', sessionToken: TOKEN, live } })),
  };
  act(() => {
    ui = mountUi({
      checkOrigin: async () => 'allowed',
      loadCatalogue: () => WIDGET_CATALOGUE_EN,
      config: resolveConfig({ delay: 0, region: 'salem' }, 'https://chat.example.com/widget/tod.js', () => undefined),
      emit: () => {},
      launcherVisible: true,
      interacted: true,
      transport: transport as unknown as ChatTransport,
    });
  });
  const root = document.querySelector('tod-chat')?.shadowRoot as ShadowRoot;
  return { root, stream, nextStream, fetch, posts, transport };
}

async function askForAPerson(root: ShadowRoot) {
  act(() => ui?.open());
  act(() => ui?.send('My door is stuck'));
  await vi.waitFor(() => expect(root.querySelector('[data-kind=assistant]')).not.toBeNull(), WAIT);
  const talk = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Talk to Human');
  act(() => talk?.click());
}

const kinds = (root: ShadowRoot) => [...root.querySelectorAll('[data-testid=message]')].map((item) => item.getAttribute('data-kind'));
const online = { ringing: true, officeOnline: true, region: 'salem', officeName: 'Salem', typicalWaitMinutes: 2, ringsUntil: at } as const;

describe('the live hand-off in the widget', () => {
  it('follows a stored chat without a hand-off: a person who joins is shown and answers instead of T.O.D.', {
    timeout: 30_000,
  }, async () => {
    const { root, stream, fetch, posts, transport } = mount(online);
    transport.send.mockImplementation(async () => ({ data: { ...reply, metadata: { ...reply.metadata, sessionToken: TOKEN } } }));
    act(() => ui?.open());
    act(() => ui?.send('My door is stuck'));
    // The first reply stores the chat (its token): the stream opens though the visitor asked for nobody.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled(), WAIT);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/live\/tod_[0-9a-f]{32}\/events\?lastEventId=0$/);
    expect(init.headers).toMatchObject({ authorization: `Bearer ${TOKEN}` });
    expect(transport.escalate).not.toHaveBeenCalled();
    await act(async () => {
      stream.send('staff_joined', { type: 'staff_joined', seq: 1, at, firstName: 'Maria', company: 'Door Logic' }, 1);
      stream.send('staff_message', { type: 'staff_message', seq: 2, id: 's2', at, text: 'Hi, Maria here', firstName: 'Maria' }, 2);
    });
    await vi.waitFor(() => expect(kinds(root).slice(-2)).toEqual(['system', 'staff']), WAIT);
    const input = root.querySelector('textarea') as HTMLTextAreaElement;
    act(() => {
      input.value = 'Thanks Maria';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    await vi.waitFor(() => expect(posts.map((post) => post.url.split('/').pop())).toContain('messages'), WAIT);
    expect(transport.send).toHaveBeenCalledTimes(1);
  });

  it('someone is online: no confirmation yet; the stream opens with the token; a person joins and writes', {
    timeout: 30_000,
  }, async () => {
    const { root, stream, fetch, posts, transport } = mount(online);
    await askForAPerson(root);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled(), WAIT);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^https:\/\/chat\.example\.com\/api\/live\/tod_[0-9a-f]{32}\/events\?lastEventId=0$/);
    expect(init.headers).toMatchObject({ authorization: `Bearer ${TOKEN}` });
    await act(async () => {
      stream.send('waiting', { type: 'waiting', seq: 1, at, ...online }, 1);
      stream.send('staff_joined', { type: 'staff_joined', seq: 2, at, firstName: 'Maria', company: 'Door Logic' }, 2);
      stream.send('staff_message', { type: 'staff_message', seq: 3, id: 's3', at, text: 'Hi, Maria here', firstName: 'Maria' }, 3);
    });
    await vi.waitFor(() => expect(kinds(root).slice(-3)).toEqual(['system', 'system', 'staff']), WAIT);
    expect(kinds(root)).not.toContain('escalation');
    expect(root.querySelector('[role=status]')?.textContent).toContain('Maria');

    // The visitor's next message goes to the person, not to T.O.D.
    const input = root.querySelector('textarea') as HTMLTextAreaElement;
    act(() => {
      input.value = 'Thanks Maria';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    await vi.waitFor(() => expect(posts.map((post) => post.url.split('/').pop())).toContain('messages'), WAIT);
    expect(transport.send).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(kinds(root).at(-1)).toBe('user'), WAIT);
    // The stored session keeps where to resume.
    await vi.waitFor(
      () => expect(JSON.parse(sessionStorage.getItem('tod:v1:session') ?? '{}').live).toMatchObject({ seq: 3, joined: 'Maria' }),
      WAIT,
    );
  });

  it('the visitor ends the chat with End chat: close is posted, a last line says so, and T.O.D. answers again', {
    timeout: 30_000,
  }, async () => {
    const { root, stream, nextStream, fetch, posts, transport } = mount(online);
    await askForAPerson(root);
    await act(async () => {
      stream.send('waiting', { type: 'waiting', seq: 1, at, ...online }, 1);
      stream.send('staff_joined', { type: 'staff_joined', seq: 2, at, firstName: 'Maria', company: 'Door Logic' }, 2);
    });
    const endButton = () => [...root.querySelectorAll('button')].find((button) => button.textContent === LIVE_COPY_EN.endChat);
    await vi.waitFor(() => expect(endButton()).toBeDefined(), WAIT);
    // Issue 33.5: an action button, not a suggestion chip; the box is labelled for the person; 35.11: no AI note.
    expect(endButton()?.className).toBe('tod-cta');
    const input = root.querySelector('textarea') as HTMLTextAreaElement;
    expect(input.getAttribute('aria-label')).toBe('Message Maria');
    expect(root.querySelector('.tod-footer')?.textContent).toBe('');
    (root.querySelector('.tod-header__close') as HTMLElement).focus();
    act(() => endButton()?.click());
    // The focus stays in the chat, on the message box, though the button goes away.
    expect(root.activeElement).toBe(input);
    await vi.waitFor(() => expect(posts.map((post) => post.url.split('/').pop())).toContain('close'), WAIT);
    await act(async () => {
      stream.send('ended', { type: 'ended', seq: 3, at, reason: 'visitor_closed' }, 3);
    });
    const systemLines = () => [...root.querySelectorAll('[data-kind=system]')].map((item) => item.textContent ?? '');
    await vi.waitFor(() => expect(systemLines().at(-1)).toContain(LIVE_COPY_EN.ended), WAIT);
    expect(endButton()).toBeUndefined();
    expect(input.getAttribute('aria-label')).toBe(WIDGET_CATALOGUE_EN.inputLabel);
    expect(root.querySelector('.tod-footer')?.textContent).toBe(WIDGET_CATALOGUE_EN.footerNote);
    expect(root.activeElement).toBe(input);
    act(() => ui?.send('How much is a spring?'));
    await vi.waitFor(() => expect(transport.send).toHaveBeenCalledTimes(2), WAIT);

    // Asking for a person again follows the new ring, on from the ended chat's last event.
    await vi.waitFor(() => expect(root.querySelectorAll('[data-kind=assistant]')).toHaveLength(2), WAIT);
    const talk = [...root.querySelectorAll('button')].filter((button) => button.textContent === 'Talk to Human').at(-1);
    act(() => talk?.click());
    await vi.waitFor(() => expect(fetch.mock.calls.filter(([, init]) => !init?.method)).toHaveLength(2), WAIT);
    const [url] = fetch.mock.calls.filter(([, init]) => !init?.method)[1] as unknown as [string];
    expect(url).toMatch(/lastEventId=3$/);
    await act(async () => {
      nextStream.send('waiting', { type: 'waiting', seq: 4, at, ...online }, 4);
    });
    await vi.waitFor(() => expect(endButton()).toBeDefined(), WAIT);
  });

  it('nobody of the office is online: the SPEC confirmation at once', async () => {
    const { root } = mount({ ...online, officeOnline: false });
    await askForAPerson(root);
    await vi.waitFor(() => expect(kinds(root)).toContain('escalation'), WAIT);
    expect(root.querySelector('[data-kind=escalation]')?.textContent).toContain('forwarded');
  });
});
