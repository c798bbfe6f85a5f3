import type { ChatResponse, EscalationRequest } from '@tod/domain/contracts';
import {
  CHAT_LIMITS,
  ESCALATION_RATE_LIMITED,
  fillTemplate,
  LIMIT_MESSAGES,
  WIDGET_CATALOGUE_EN,
  WIDGET_CATALOGUE_ES,
  WIDGET_SESSION_STORAGE_KEY,
} from '@tod/domain/facts';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatTransport, Result } from '../api/transport.ts';
import { resolveConfig, type TodOptions } from '../loader/config.ts';
import type { ChatEvent } from '../loader/events.ts';
import type { UiHandle } from '../loader/ui.ts';
import { mountUi } from './mountUi.tsx';
// The hand-off chunk (decision 0387), loaded ahead so a press answers within the tests' settle().
import '../chat/handoff.ts';

/** A lazily loaded chunk (identity checks, refused origin) may take a while to import on a busy machine. */
const CHUNK_WAIT = { timeout: 15_000, interval: 50 };

const reply: ChatResponse = {
  content: 'A broken spring costs $189-$299. Call (503) 555-0142 or see https://example.com/springs.',
  metadata: {
    confidence: 0.9,
    region: 'Portland Metro',
    ctaGuidance: { showCTA: true, availableActions: ['call', 'book', 'escalate'], primaryAction: 'call' },
    faqMatch: { question: 'How much is a spring?', category: 'pricing', score: 0.87 },
    suggestions: ['Is it safe to open?', 'Book a visit'],
  },
};

interface Harness {
  ui: UiHandle;
  root: ShadowRoot;
  events: ChatEvent[];
  transport: { [K in keyof ChatTransport]: ReturnType<typeof vi.fn> };
}

let current: Harness | undefined;

function mount(
  options: TodOptions = {},
  transport: Partial<Harness['transport']> = {},
  launcherVisible = true,
  interacted = true,
  origin: 'allowed' | 'refused' = 'allowed',
): Harness {
  const events: ChatEvent[] = [];
  const fake = {
    send: vi.fn(async (_request, onDelta: (text: string) => void): Promise<Result<ChatResponse>> => {
      onDelta('A broken');
      return { data: reply };
    }),
    recommendations: vi.fn(async () => ({
      data: { recommendations: [{ type: 'local_insight', content: 'Portland damp rusts springs', confidence: 0.8, source: 'local' }] },
    })),
    escalate: vi.fn(async () => ({ data: { success: true, submissionId: 'esc-1', internalEmailId: 'm-1' } })),
    ...transport,
  } as Harness['transport'];
  let ui!: UiHandle;
  act(() => {
    ui = mountUi({
      checkOrigin: async () => origin,
      loadCatalogue: (locale) => (locale === 'es' ? WIDGET_CATALOGUE_ES : WIDGET_CATALOGUE_EN),
      config: resolveConfig({ delay: 0, ...options }, 'https://chat.example.com/widget/tod.js', () => undefined),
      emit: (event) => events.push(event),
      launcherVisible,
      interacted,
      transport: fake as unknown as ChatTransport,
    });
  });
  const host = document.querySelector('tod-chat');
  if (!host?.shadowRoot) throw new Error('no shadow root');
  current = { ui, root: host.shadowRoot, events, transport: fake };
  return current;
}

const $ = (root: ShadowRoot, selector: string) => root.querySelector<HTMLElement>(selector);
const $$ = (root: ShadowRoot, selector: string) => Array.from(root.querySelectorAll<HTMLElement>(selector));
const byText = (root: ShadowRoot, selector: string, text: string) =>
  $$(root, selector).find((element) => element.textContent?.trim() === text);
const textOf = (root: ShadowRoot) => root.textContent ?? '';

async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function type(root: ShadowRoot, text: string, key?: { shiftKey?: boolean }) {
  const input = $(root, 'textarea') as HTMLTextAreaElement;
  act(() => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  if (key) {
    act(() => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...key }));
    });
  }
}

async function openWindow(harness: Harness) {
  act(() => harness.ui.open());
  await settle();
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  current?.ui.destroy();
  current = undefined;
  vi.useRealTimers();
});

describe('mountUi', () => {
  it("puts one host element with an open shadow root, the widget's stylesheet and the placement after it", () => {
    const { root } = mount();
    expect(document.querySelectorAll('tod-chat')).toHaveLength(1);
    expect(root.mode).toBe('open');
    expect(root.adoptedStyleSheets.length + $$(root, 'style').length).toBe(2);
  });

  it('shows no launcher until the loader reveals it, then one with the red and green dots', async () => {
    const { ui, root } = mount({}, {}, false);
    expect($(root, '.tod-launcher')).toBeNull();
    act(() => ui.showLauncher());
    await settle();
    const launcher = $(root, '.tod-launcher');
    expect(launcher?.getAttribute('aria-label')).toBe('Chat with T.O.D.');
    expect($(root, '.tod-dot--notify')).not.toBeNull();
    expect($(root, '.tod-dot--online')).not.toBeNull();
  });

  it('counts the replies that came while the window was closed on the launcher and in its name (issue 35.8)', async () => {
    let answer: (result: Result<ChatResponse>) => void = () => undefined;
    const send = vi.fn(() => new Promise<Result<ChatResponse>>((resolve) => (answer = resolve)));
    const harness = mount({ launcherLabel: 'Ask us' }, { send });
    const { root } = harness;
    await openWindow(harness);
    await type(root, 'Is it safe to open?', {});
    act(() => harness.ui.close());
    await settle();
    const launcher = () => $(root, '.tod-launcher');
    expect(launcher()?.getAttribute('aria-label')).toBe('Ask us (Chat with T.O.D.)');
    expect($(root, '.tod-dot--notify')).toBeNull();
    await act(async () => answer({ data: reply }));
    await settle();
    expect(launcher()?.getAttribute('aria-label')).toBe(
      fillTemplate(WIDGET_CATALOGUE_EN.launcherUnread, { label: 'Ask us (Chat with T.O.D.)', count: 1 }),
    );
    expect(launcher()?.getAttribute('aria-label')).toMatch(/^Ask us/);
    expect($(root, '.tod-dot--notify')?.textContent).toBe('1');
    // Opening reads them: the count and the name's addition go.
    await openWindow(harness);
    act(() => harness.ui.close());
    await settle();
    expect(launcher()?.getAttribute('aria-label')).toBe('Ask us (Chat with T.O.D.)');
    expect($(root, '.tod-dot--notify')).toBeNull();
  });

  it('on a refused origin shows the region phone instead of the launcher, warns once with the fix, and opens no chat (issue 18.4)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const harness = mount({ region: 'idaho' }, {}, true, false, 'refused');
    // The refused-origin components are a chunk of their own, loaded once the origin is refused.
    await vi.waitFor(async () => {
      await settle();
      expect($(harness.root, '[data-testid=call-launcher]')?.getAttribute('href')).toBe('tel:+12085550163');
    }, CHUNK_WAIT);
    expect($(harness.root, 'button.tod-launcher')).toBeNull();
    await openWindow(harness);
    expect($(harness.root, '[data-testid=refused]')?.textContent).toContain('(208) 555-0163');
    expect($(harness.root, 'textarea')).toBeNull();
    const warnings = warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('CORS_ORIGINS'));
    expect(warnings).toHaveLength(1);
    warn.mockRestore();
  });

  it('speaks Spanish with data-lang="es" and marks the root lang="es" (issue 18.11)', async () => {
    const harness = mount({ lang: 'es' });
    await openWindow(harness);
    expect($(harness.root, '.tod')?.getAttribute('lang')).toBe('es');
    expect($(harness.root, '.tod-launcher')?.getAttribute('aria-label')).toBe('Cerrar el chat');
    expect(($(harness.root, 'textarea') as HTMLTextAreaElement).getAttribute('aria-label')).toBe('Mensaje para T.O.D.');
    await type(harness.root, 'Hola', {});
    await settle();
    expect(harness.transport.send.mock.calls[0]?.[0]).toMatchObject({ locale: 'es' });
  });

  it('applies a partner accent as custom properties and warns when it had to adjust it (issue 18.10)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const harness = mount({ accent: '#777777', theme: 'light' });
    await vi.waitFor(() => expect($(harness.root, '.tod')?.style.getPropertyValue('--tod-primary')).toMatch(/^#[\da-f]{6}$/), {
      timeout: 5000,
    });
    expect($(harness.root, '.tod')?.style.getPropertyValue('--tod-primary')).not.toBe('#777777');
    expect(warn.mock.calls.some(([message]) => String(message).includes('accent #777777'))).toBe(true);
    warn.mockRestore();
  });

  it('draws its first frame in the partner accent, never T.O.D. blue first (issue 35.7)', async () => {
    const firstPrimary: string[] = [];
    const harness = mount({ accent: '#00aa77', theme: 'light' });
    const observer = new MutationObserver(() => {
      const widget = $(harness.root, '.tod');
      if (widget && !firstPrimary.length) firstPrimary.push(widget.style.getPropertyValue('--tod-primary'));
    });
    observer.observe(harness.root, { childList: true, subtree: true });
    await vi.waitFor(() => expect(firstPrimary).toHaveLength(1), CHUNK_WAIT);
    observer.disconnect();
    expect(firstPrimary[0]).toBe('#00aa77');
  });

  it.each([
    ["the partner's data-booking-url", { bookingUrl: 'https://partner.example/book-now' }, 'https://partner.example/book-now'],
    ["the server's link without one", {}, 'https://book.example.com/portland'],
  ])('links the booking link of a reply to %s', async (_name, options, href) => {
    const booking: ChatResponse = {
      ...reply,
      content: 'Pick a time here: https://book.example.com/portland. See you soon.',
      metadata: { ...reply.metadata, ctaType: 'book', ctaData: { phone: '(503) 555-0142', url: 'https://book.example.com/portland' } },
    };
    const harness = mount(options, { send: vi.fn(async () => ({ data: booking })) });
    await openWindow(harness);
    await type(harness.root, 'Can I book a visit?', {});
    await settle();
    const links = $$(harness.root, '[data-kind=assistant] a').filter((link) => link.textContent?.startsWith('http'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([href]);
    expect(links[0]?.textContent).toBe(href);
  });

  it('opens the SPEC window: dialog, header, empty state, AI notice, welcome, input, quick actions, footer', async () => {
    const harness = mount({ region: 'salem' });
    await openWindow(harness);
    const { root } = harness;
    const dialog = $(root, '[role=dialog]');
    expect(dialog?.getAttribute('aria-labelledby')).toBe('tod-title');
    expect($(root, '#tod-title')?.textContent).toBe('T.O.D. (Technician On Demand)');
    const text = textOf(root);
    for (const copy of [
      'Your AI Garage Door Assistant',
      'Start a conversation',
      'Ask about repairs, pricing, or schedule service',
      "Please note: I'm an AI assistant — I may make mistakes.",
      'jobs in Salem',
    ]) {
      expect(text).toContain(copy);
    }
    expect(byText(root, 'a', 'Learn more')?.getAttribute('href')).toBe('https://chat.example.com/legal/ai-disclosure');
    expect(($(root, 'textarea') as HTMLTextAreaElement).placeholder).toBe('Ask about garage door repairs, pricing, or schedule service...');
    expect(byText(root, '.tod-quick a', 'Call Now')?.getAttribute('href')).toBe('tel:+15035550175');
    const book = byText(root, '.tod-quick a', 'Book Service');
    expect(book?.getAttribute('href')).toBe('https://book.doorlogic.example/salem');
    expect(book?.getAttribute('target')).toBe('_blank');
    const estimate = byText(root, '.tod-quick a', 'Online Estimator');
    expect(estimate?.getAttribute('href')).toBe('https://chat.example.com/get-estimate');
    expect(estimate?.getAttribute('target')).toBe('_blank');
    expect($$(root, '[data-kind=welcome]')).toHaveLength(1);
    expect(($(root, '.tod-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('writes nothing to sessionStorage before the first open, and the conversation after it', async () => {
    const harness = mount();
    await settle();
    expect(sessionStorage.length).toBe(0);
    await openWindow(harness);
    const stored = JSON.parse(sessionStorage.getItem(WIDGET_SESSION_STORAGE_KEY) ?? '{}');
    expect(stored.open).toBe(true);
    expect(stored.messages).toHaveLength(1);
  });

  it('sends on Enter: user message at once, typing indicator, streamed text, then the reply with CTAs, FAQ and suggestions', async () => {
    let finish!: (value: Result<ChatResponse>) => void;
    let deltas!: (text: string) => void;
    const harness = mount(
      {},
      {
        send: vi.fn((_request, onDelta) => {
          deltas = onDelta;
          return new Promise((resolve) => {
            finish = resolve;
          });
        }),
      },
    );
    await openWindow(harness);
    const { root, events, transport } = harness;
    await type(root, '  My spring snapped, how much?  ', { shiftKey: false });
    await settle();
    expect($$(root, '[data-kind=user]').map((element) => element.textContent)).toEqual(['You: My spring snapped, how much?']);
    expect(textOf(root)).toContain('T.O.D. is typing...');
    expect(($(root, 'textarea') as HTMLTextAreaElement).value).toBe('');
    // The box stays editable and focusable while the reply is on its way; only sending waits (issue 23.1).
    expect(($(root, 'textarea') as HTMLTextAreaElement).disabled).toBe(false);
    await type(root, 'and the cables?');
    expect(($(root, '.tod-send') as HTMLButtonElement).disabled).toBe(true);
    await type(root, 'and the cables?', {});
    expect(transport.send).toHaveBeenCalledTimes(1);
    expect(($(root, 'textarea') as HTMLTextAreaElement).value).toBe('and the cables?');
    const request = transport.send.mock.calls[0]?.[0];
    expect(request).toMatchObject({
      message: 'My spring snapped, how much?',
      locale: 'en',
      context: { userRegion: 'portland-metro', city: 'Portland', conversationHistory: [] },
    });
    act(() => deltas('A broken spring'));
    expect($(root, '[data-testid=streaming]')?.textContent).toBe('A broken spring');
    await act(async () => finish({ data: reply }));
    await settle();
    expect(textOf(root)).not.toContain('T.O.D. is typing...');
    const answer = $$(root, '[data-kind=assistant]')[0];
    expect(answer?.querySelector('a[href="tel:+15035550142"]')?.textContent).toBe('(503) 555-0142');
    expect(answer?.querySelector('a[href="https://example.com/springs"]')?.getAttribute('rel')).toBe('noopener noreferrer');
    // The FAQ match is for the logs and the office inbox only (issue 23.3).
    expect(textOf(root)).not.toContain('Matched');
    expect(textOf(root)).not.toContain('87%');
    expect(byText(root, '.tod-cta', 'Call Now')?.className).toContain('tod-cta--primary');
    expect(byText(root, '.tod-cta', 'Schedule Service')?.getAttribute('target')).toBe('_blank');
    expect(byText(root, '.tod-cta', 'Talk to Human')?.tagName).toBe('BUTTON');
    expect($$(root, '.tod-chip').map((chip) => chip.textContent)).toEqual(['Is it safe to open?', 'Book a visit']);
    expect($(root, '[role=status]')?.textContent).toContain('T.O.D.: A broken spring costs');
    expect(events.map((event) => event.event)).toEqual(['conversation_started', 'message_sent']);
    expect(JSON.stringify(events)).not.toContain('spring');
    expect(events[1]?.responseTimeMs).toEqual(expect.any(Number));
  });

  it("labels a reply's buttons and chips in the reply's language, whatever the page's (issue 23.3)", async () => {
    const spanish: ChatResponse = {
      content: 'El cambio de resortes suele costar $189–$299.',
      metadata: { ...reply.metadata, locale: 'es', suggestions: ['¿Pueden venir hoy?'] },
    };
    const harness = mount({}, { send: vi.fn(async () => ({ data: spanish })) });
    await openWindow(harness);
    const { root } = harness;
    await type(root, 'Mi resorte se rompió', { shiftKey: false });
    await settle();
    const answer = () => $$(root, '[data-kind=assistant]')[0];
    await vi.waitFor(() => expect(byText(root, '.tod-cta', WIDGET_CATALOGUE_ES.ctaCall)).toBeDefined(), CHUNK_WAIT);
    expect($$(root, '.tod-cta').map((cta) => cta.textContent)).toEqual([
      WIDGET_CATALOGUE_ES.ctaCall,
      WIDGET_CATALOGUE_ES.ctaSchedule,
      WIDGET_CATALOGUE_ES.ctaEscalate,
    ]);
    expect(answer()?.getAttribute('lang')).toBe('es');
    expect(answer()?.textContent).toContain(WIDGET_CATALOGUE_ES.suggestionsLabel);
  });

  it("switches the window's own chrome to the language of the latest reply, and sends that locale (issue 23)", async () => {
    const spanish: ChatResponse = {
      content: 'El cambio de resortes suele costar $189–$299.',
      metadata: { ...reply.metadata, locale: 'es' },
    };
    const send = vi.fn(async (_request: unknown): Promise<Result<ChatResponse>> => ({ data: spanish }));
    // The third greeting, in both languages.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const harness = mount({}, { send });
    await openWindow(harness);
    random.mockRestore();
    const { root } = harness;
    const input = () => $(root, 'textarea') as HTMLTextAreaElement;
    const greeting = () => $$(root, '[data-kind=welcome]');
    expect(greeting()[0]?.textContent).toContain(WIDGET_CATALOGUE_EN.greeting.templates[2]?.slice(0, 20));
    expect(input().placeholder).toBe(WIDGET_CATALOGUE_EN.inputPlaceholder);
    await type(root, 'Mi resorte se rompió', { shiftKey: false });
    await settle();
    await vi.waitFor(() => expect(input().placeholder).toBe(WIDGET_CATALOGUE_ES.inputPlaceholder), CHUNK_WAIT);
    const es = WIDGET_CATALOGUE_ES;
    // Issue 33.9: the greeting is said again in Spanish, the same one, still first and once; the reply is read
    // out with the assistant's name alone, marked Spanish.
    expect(greeting()).toHaveLength(1);
    expect(root.querySelector('[data-testid=message]')?.getAttribute('data-kind')).toBe('welcome');
    expect(greeting()[0]?.textContent).toContain(es.greeting.templates[2]?.slice(0, 20));
    expect(greeting()[0]?.getAttribute('lang')).toBe('es');
    const status = $(root, '[role=status]');
    expect(status?.textContent).toBe(`T.O.D.: ${spanish.content}`);
    expect(status?.getAttribute('lang')).toBe('es');
    expect($$(root, '.tod-quick__link').map((link) => link.textContent)).toEqual([es.quickCall, es.quickBook, es.quickEstimate]);
    expect(input().getAttribute('aria-label')).toBe(es.inputLabel);
    expect($(root, `#${input().getAttribute('aria-describedby')}`)?.textContent).toBe(es.newLineHint);
    expect($(root, '.tod-footer')?.textContent).toBe(es.footerNote);
    expect($(root, '.tod-send')?.getAttribute('aria-label')).toBe(es.sendLabel);
    expect($(root, '.tod-header__title')?.textContent).toBe(es.title);
    expect($(root, '.tod-header__close')?.getAttribute('aria-label')).toBe(es.closeLabel);
    expect($(root, '.tod')?.getAttribute('lang')).toBe('es');
    // Talk to Human with nobody online: the confirmation is built here, from the chat's catalogue.
    act(() => byText(root, '.tod-cta', es.ctaEscalate)?.click());
    await settle();
    await vi.waitFor(() => expect($$(root, '[data-kind=escalation]')[0]?.textContent).toContain(es.escalationSuccessNoPhone));
    await type(root, 'ok', { shiftKey: false });
    await settle();
    expect(send.mock.calls.at(-1)?.[0]).toMatchObject({ locale: 'es' });
  });

  it('keeps the English AI notice and chrome on an English page until a reply is written in another language', async () => {
    const harness = mount();
    await openWindow(harness);
    expect($(harness.root, '.tod-notice')?.textContent).toContain(WIDGET_CATALOGUE_EN.aiNotice);
    expect($(harness.root, '.tod-footer')?.textContent).toBe(WIDGET_CATALOGUE_EN.footerNote);
  });

  it('issue 30: an emergency with a person at risk shows Call 911 first and red, 911 in the text as a link, and no booking', async () => {
    const emergency: ChatResponse = {
      content: 'Get everyone out of the garage and call 911 now. Then call us at (503) 555-0142.',
      metadata: {
        confidence: 1,
        region: 'Portland Metro',
        responseType: 'emergency',
        ctaGuidance: { showCTA: true, availableActions: ['call_911', 'call', 'book', 'escalate'], primaryAction: 'emergency_call' },
      },
    };
    const harness = mount({}, { send: vi.fn(async () => ({ data: emergency })) });
    await openWindow(harness);
    const { root, events } = harness;
    await type(root, 'There is smoke coming from the opener', { shiftKey: false });
    await settle();
    const ctas = $$(root, '.tod-cta');
    expect(ctas.map((cta) => [cta.textContent, cta.getAttribute('href'), cta.className])).toEqual([
      ['Call 911', 'tel:911', 'tod-cta tod-cta--emergency'],
      ['Call Now - Emergency', 'tel:+15035550142', 'tod-cta'],
      ['Talk to Human', null, 'tod-cta'],
    ]);
    expect(ctas[0]?.getAttribute('target')).toBeNull();
    const answer = $$(root, '[data-kind=assistant]')[0];
    expect(answer?.querySelector('.tod-bubble a[href="tel:911"]')?.textContent).toBe('911');
    act(() => (ctas[0] as HTMLElement).click());
    expect(events.at(-1)).toMatchObject({ event: 'cta_clicked', cta: 'call_911', source: 'message' });
    // The footer's quick actions keep the call alone: no Book Service or estimator beside an emergency.
    expect($$(root, '.tod-quick__link').map((link) => link.textContent)).toEqual([WIDGET_CATALOGUE_EN.quickCall]);
  });

  it('labels an English reply in English on a Spanish page (issue 23.3)', async () => {
    const english: ChatResponse = { ...reply, metadata: { ...reply.metadata, locale: 'en' } };
    const harness = mount({ lang: 'es' }, { send: vi.fn(async () => ({ data: english })) });
    await openWindow(harness);
    const { root } = harness;
    await type(root, 'My spring broke', { shiftKey: false });
    await settle();
    await vi.waitFor(() => expect(byText(root, '.tod-cta', WIDGET_CATALOGUE_EN.ctaSchedule)).toBeDefined(), CHUNK_WAIT);
    expect(byText(root, '.tod-cta', WIDGET_CATALOGUE_ES.ctaSchedule)).toBeUndefined();
  });

  it('inserts a new line on Shift+Enter instead of sending, and ignores blank input', async () => {
    const harness = mount();
    await openWindow(harness);
    await type(harness.root, 'line one', { shiftKey: true });
    await type(harness.root, '   ', { shiftKey: false });
    await settle();
    expect(harness.transport.send).not.toHaveBeenCalled();
  });

  it('sends a suggestion chip as the next message and shares the local insight on the second message', async () => {
    const harness = mount();
    await openWindow(harness);
    await type(harness.root, 'Hi', {});
    await settle();
    expect(harness.transport.recommendations).toHaveBeenCalledTimes(1);
    act(() => byText(harness.root, '.tod-chip', 'Book a visit')?.click());
    await settle();
    expect(harness.transport.send.mock.calls[1]?.[0]).toMatchObject({
      message: 'Book a visit',
      context: { smartInsights: { localInsight: 'Portland damp rusts springs', shouldShareInsight: true } },
    });
    expect(harness.transport.recommendations).toHaveBeenCalledTimes(1);
  });

  it('keeps the session token of the first reply and sends it with every later message (issue 21.13)', async () => {
    const token = 'T0ken_of_the_first_reply_1234567';
    const replies = [{ ...reply, metadata: { ...reply.metadata, sessionToken: token } }, reply, reply];
    const harness = mount({}, { send: vi.fn(async () => ({ data: replies.shift() })) });
    await openWindow(harness);
    for (const text of ['Hi', 'My spring broke', 'Tomorrow?']) {
      await type(harness.root, text, {});
      await settle();
    }
    const sent = harness.transport.send.mock.calls.map((call) => call[0] as { sessionToken?: string });
    expect(sent[0]?.sessionToken).toBeUndefined();
    expect(sent[1]?.sessionToken).toBe(token);
    expect(sent[2]?.sessionToken).toBe(token);
    expect(JSON.parse(sessionStorage.getItem('tod:v1:session') ?? '{}').sessionToken).toBe(token);
  });

  it('shows the SPEC failure bubble with a call button when the server cannot be reached', async () => {
    const harness = mount({ region: 'idaho' }, { send: vi.fn(async () => ({ error: { kind: 'network' } })) });
    await openWindow(harness);
    await type(harness.root, 'Hello', {});
    await settle();
    const bubble = $$(harness.root, '[data-kind=error]')[0];
    expect(bubble?.textContent).toContain(
      "I'm having trouble connecting right now. Please try calling us directly at (208) 555-0163 or submit a contact form.",
    );
    expect(bubble?.querySelector('.tod-cta')?.getAttribute('href')).toBe('tel:+12085550163');
    expect(harness.events.at(-1)).toMatchObject({ event: 'error_occurred', errorType: 'send_network' });
  });

  it("shows the chat service's own error text as a red banner above the input, and the text goes back into the box", async () => {
    const harness = mount(
      {},
      {
        send: vi.fn(async () => ({
          error: { kind: 'http', status: 403, message: 'This website is not allowed to use this service.', code: 'origin_not_allowed' },
        })),
      },
    );
    await openWindow(harness);
    await type(harness.root, 'Hello', {});
    await settle();
    expect($(harness.root, '[role=alert]')?.textContent).toBe('This website is not allowed to use this service.');
    expect($$(harness.root, '[data-kind=error]')).toHaveLength(0);
    expect(($(harness.root, 'textarea') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it.each([
    ['en', WIDGET_CATALOGUE_EN],
    ['es', WIDGET_CATALOGUE_ES],
  ] as const)(
    'a message over the contract length is kept, marked invalid and not sent; the banner names the limit (issue 23, %s)',
    async (lang, catalogue) => {
      const harness = mount({ lang });
      await openWindow(harness);
      const { root } = harness;
      const pasted = 'x'.repeat(CHAT_LIMITS.messageMaxChars + 1);
      await type(root, pasted, { shiftKey: false });
      await settle();
      const input = $(root, 'textarea') as HTMLTextAreaElement;
      expect(harness.transport.send).not.toHaveBeenCalled();
      expect(input.value).toBe(pasted);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect($(root, '[role=alert]')?.textContent).toBe(catalogue.tooLong);
      expect(catalogue.tooLong).toContain(String(CHAT_LIMITS.messageMaxChars));
      expect(($(root, '.tod-send') as HTMLButtonElement).disabled).toBe(true);
      // Shortened to the limit, it can be sent and the banner goes.
      await type(root, pasted.slice(1));
      expect(input.getAttribute('aria-invalid')).toBe('false');
      expect($(root, '[role=alert]')).toBeNull();
      expect(($(root, '.tod-send') as HTMLButtonElement).disabled).toBe(false);
    },
  );

  it("says the length limit for the server's 400 'check the highlighted fields', and the text goes back into the box (issue 23)", async () => {
    const harness = mount(
      { lang: 'es' },
      {
        send: vi.fn(async () => ({
          error: { kind: 'http', status: 400, message: 'Please check the highlighted fields.', code: 'validation_failed' },
        })),
      },
    );
    await openWindow(harness);
    await type(harness.root, 'Hola', { shiftKey: false });
    await settle();
    expect($(harness.root, '[role=alert]')?.textContent).toBe(WIDGET_CATALOGUE_ES.tooLong);
    expect(($(harness.root, 'textarea') as HTMLTextAreaElement).value).toBe('Hola');
  });

  it('after a 429 says when to try again (Retry-After), keeps the unsent text in the box and blocks sending (issue 23.6)', async () => {
    const harness = mount(
      {},
      {
        send: vi.fn(async () => ({
          error: { kind: 'http', status: 429, message: 'Too many requests', code: 'rate_limited', retryAfterSeconds: 30 },
        })),
      },
    );
    await openWindow(harness);
    await type(harness.root, 'Is it safe to open my door?', {});
    await settle();
    expect($(harness.root, '[role=alert]')?.textContent).toMatch(/faster than I can answer.*You can send again in (30|29) seconds\./);
    expect(($(harness.root, 'textarea') as HTMLTextAreaElement).value).toBe('Is it safe to open my door?');
    expect($$(harness.root, '[data-kind=user]')).toHaveLength(0);
    expect(($(harness.root, '.tod-send') as HTMLButtonElement).disabled).toBe(true);
    await type(harness.root, 'Is it safe to open my door?', {});
    expect(harness.transport.send).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'success with the visitor phone',
      { data: { success: true, submissionId: 's', internalEmailId: 'm' } },
      "I've forwarded our conversation to our team. Someone will reach out to you soon at (503) 555-0100.",
      'manual_escalation_completed',
    ],
    [
      'a failed result',
      { data: { success: false, error: 'mail down' } },
      'I apologize, but there was an issue connecting you to our team. Please call us directly at (503) 555-0142',
      'manual_escalation_failed',
    ],
    [
      'an exception',
      { error: { kind: 'network' } },
      "I'm having trouble connecting you to our team right now. Please call us directly at (503) 555-0142",
      'manual_escalation_error',
    ],
  ])('answers Talk to Human with %s', async (_name, outcome, text, event) => {
    const withLead: ChatResponse = {
      ...reply,
      metadata: { ...reply.metadata, leadInfo: { name: 'Ann', phone: '(503) 555-0100', isComplete: true } },
    };
    const harness = mount({}, { send: vi.fn(async () => ({ data: withLead })), escalate: vi.fn(async () => outcome) });
    await openWindow(harness);
    await type(harness.root, 'I am Ann, 503 555 0100', {});
    await settle();
    act(() => byText(harness.root, '.tod-cta', 'Talk to Human')?.click());
    await settle();
    expect($$(harness.root, '[data-kind=escalation]')[0]?.textContent).toContain(text);
    const request = harness.transport.escalate.mock.calls[0]?.[0];
    expect(request).toMatchObject({ region: 'portland-metro', session: { conversationCount: 1, leadData: { phone: '(503) 555-0100' } } });
    expect(harness.events.map((item) => item.event)).toEqual([
      'conversation_started',
      'message_sent',
      'lead_captured',
      'manual_escalation_cta_clicked',
      event,
    ]);
    expect(JSON.stringify(harness.events)).not.toMatch(/Ann|555-0100/);
  });

  it('shows Talk to Human as done after the hand-off: disabled, labelled, its chip gone, and a second press sends nothing (issue 33.2)', async () => {
    const offering: ChatResponse = {
      ...reply,
      metadata: { ...reply.metadata, suggestions: ['Is it safe?', WIDGET_CATALOGUE_EN.chipEscalate] },
    };
    const harness = mount({}, { send: vi.fn(async () => ({ data: offering })) });
    await openWindow(harness);
    await type(harness.root, 'My door is stuck', {});
    await settle();
    act(() => byText(harness.root, '.tod-cta', WIDGET_CATALOGUE_EN.ctaEscalate)?.click());
    await settle();
    const done = byText(harness.root, '.tod-cta', WIDGET_CATALOGUE_EN.ctaEscalated) as HTMLButtonElement | undefined;
    expect(done?.disabled).toBe(true);
    expect(byText(harness.root, '.tod-cta', WIDGET_CATALOGUE_EN.ctaEscalate)).toBeUndefined();
    act(() => done?.click());
    await settle();
    expect(harness.transport.escalate).toHaveBeenCalledTimes(1);
    // A later reply offering the hand-off again shows it done, and no chip that asks for a person.
    await type(harness.root, 'Thanks', {});
    await settle();
    expect($$(harness.root, '.tod-chip').map((chip) => chip.textContent)).toEqual(['Is it safe?']);
    expect($$(harness.root, '.tod-cta').filter((cta) => cta.textContent === WIDGET_CATALOGUE_EN.ctaEscalated)).toHaveLength(2);
    expect(JSON.parse(sessionStorage.getItem(WIDGET_SESSION_STORAGE_KEY) ?? '{}').escalated).toBe(true);
  });

  it('keeps Talk to Human active after a failed hand-off, so the visitor can try again', async () => {
    const harness = mount({}, { escalate: vi.fn(async () => ({ data: { success: false, error: 'mail down' } })) });
    await openWindow(harness);
    await type(harness.root, 'Hi', {});
    await settle();
    act(() => byText(harness.root, '.tod-cta', WIDGET_CATALOGUE_EN.ctaEscalate)?.click());
    await settle();
    act(() => byText(harness.root, '.tod-cta', WIDGET_CATALOGUE_EN.ctaEscalate)?.click());
    await settle();
    expect(harness.transport.escalate).toHaveBeenCalledTimes(2);
  });

  it.each(['en', 'es'] as const)('says a hand-off refused by the per-IP limit as itself, once, in %s (issue 33.3)', async (lang) => {
    const refusal = { error: { kind: 'http', status: 429, code: 'rate_limited', message: LIMIT_MESSAGES.escalationRateLimited } };
    const harness = mount({ lang }, { escalate: vi.fn(async () => refusal) });
    await openWindow(harness);
    await type(harness.root, 'Hi', {});
    await settle();
    const catalogue = lang === 'es' ? WIDGET_CATALOGUE_ES : WIDGET_CATALOGUE_EN;
    act(() => byText(harness.root, '.tod-cta', catalogue.ctaEscalate)?.click());
    await vi.waitFor(() => expect($$(harness.root, '[data-kind=escalation]')).toHaveLength(1), CHUNK_WAIT);
    await settle();
    const lines = $$(harness.root, '[data-kind=escalation]').map((line) => line.textContent ?? '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(ESCALATION_RATE_LIMITED[lang]);
    expect(lines[0]).not.toContain(catalogue.escalationException.slice(0, 20));
    expect(harness.events.at(-1)).toMatchObject({ event: 'manual_escalation_error', errorType: 'rate_limited' });
  });

  it('says someone will reach out without a number when the visitor gave none', async () => {
    const harness = mount();
    await openWindow(harness);
    await type(harness.root, 'Hi', {});
    await settle();
    act(() => byText(harness.root, '.tod-cta', 'Talk to Human')?.click());
    await settle();
    expect(textOf(harness.root)).toContain("if you'd like a call back, share your phone number here");
  });

  describe.each([
    ['English', WIDGET_CATALOGUE_EN],
    ['Spanish', WIDGET_CATALOGUE_ES],
  ])('the %s chip that asks for a person (decision 0250)', (_language, copy) => {
    /** One conversation with a reply offering the chip; `choose` presses the hand-off button or the chip. */
    async function handOff(choose: 'button' | 'chip') {
      const offering: ChatResponse = {
        ...reply,
        metadata: {
          ...reply.metadata,
          locale: copy.locale,
          leadInfo: { phone: '(503) 555-0100', isComplete: false },
          suggestions: ['Is it safe to open?', copy.chipEscalate],
        },
      };
      // The same greeting in both conversations.
      const random = vi.spyOn(Math, 'random').mockReturnValue(0);
      const harness = mount({}, { send: vi.fn(async () => ({ data: offering })) });
      await openWindow(harness);
      random.mockRestore();
      await type(harness.root, 'My door is stuck', {});
      await settle();
      const control = () =>
        byText(harness.root, choose === 'button' ? '.tod-cta' : '.tod-chip', choose === 'button' ? copy.ctaEscalate : copy.chipEscalate);
      await vi.waitFor(() => expect(control()).toBeDefined(), CHUNK_WAIT);
      act(() => control()?.click());
      await settle();
      const request: EscalationRequest | undefined = harness.transport.escalate.mock.calls[0]?.[0];
      const outcome = {
        escalations: harness.transport.escalate.mock.calls.length,
        sends: harness.transport.send.mock.calls.length,
        // The request without what differs between two conversations: the session id and the times.
        request: {
          ...request,
          sessionId: 'same',
          messages: request?.messages.map(({ role, content }) => ({ role, content })),
        },
        visitorLines: $$(harness.root, '[data-kind=user]').map((line) => line.textContent),
        confirmations: $$(harness.root, '[data-kind=escalation]').map((line) => line.textContent),
        events: harness.events.map((item) => item.event),
      };
      harness.ui.destroy();
      current = undefined;
      sessionStorage.clear();
      return outcome;
    }

    it('starts the hand-off exactly as the Talk to Human button does: same request, events and confirmation', async () => {
      const byButton = await handOff('button');
      const byChip = await handOff('chip');
      expect(byChip).toEqual(byButton);
      expect(byChip).toMatchObject({ escalations: 1, sends: 1, events: expect.arrayContaining(['manual_escalation_cta_clicked']) });
      expect(byChip.visitorLines).not.toContain(copy.chipEscalate);
      expect(byChip.confirmations).toEqual([expect.stringContaining(fillTemplate(copy.escalationSuccess, { phone: '(503) 555-0100' }))]);
    });
  });

  it('updates the phone, booking link and city at once on configure', async () => {
    const harness = mount();
    await openWindow(harness);
    act(() => harness.ui.update(resolveConfig({ region: 'sw-washington' }, 'https://chat.example.com/tod.js', () => undefined)));
    await settle();
    expect(byText(harness.root, '.tod-quick a', 'Call Now')?.getAttribute('href')).toBe('tel:+13605550118');
    expect(byText(harness.root, '.tod-quick a', 'Book Service')?.getAttribute('href')).toBe('https://book.doorlogic.example/vancouver');
    await type(harness.root, 'Hi', {});
    await settle();
    expect(harness.transport.send.mock.calls[0]?.[0].context).toMatchObject({ userRegion: 'sw-washington', city: 'Vancouver' });
  });

  it('closes on Escape and on the close button; toggles from the launcher', async () => {
    const harness = mount();
    await openWindow(harness);
    act(() => {
      $(harness.root, '[role=dialog]')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect($(harness.root, '[role=dialog]')).toBeNull();
    act(() => $(harness.root, '.tod-launcher')?.click());
    expect($(harness.root, '[role=dialog]')).not.toBeNull();
    act(() => ($(harness.root, '.tod-header button') as HTMLButtonElement).click());
    expect($(harness.root, '[role=dialog]')).toBeNull();
  });

  it('restores an open conversation stored by a previous page of the tab', async () => {
    const first = mount();
    await openWindow(first);
    await type(first.root, 'Hi', {});
    await settle();
    first.ui.destroy();
    current = undefined;
    const second = mount({}, {}, false);
    await settle();
    expect($(second.root, '[role=dialog]')).not.toBeNull();
    expect($$(second.root, '[data-kind=user]')).toHaveLength(1);
  });

  it('removes the host element on destroy', () => {
    const { ui } = mount();
    ui.destroy();
    current = undefined;
    expect(document.querySelector('tod-chat')).toBeNull();
  });

  it('removes what it added and rethrows when mounting fails', () => {
    const container = document.createElement('div');
    vi.spyOn(container, 'appendChild').mockImplementation(() => {
      throw new Error('detached');
    });
    expect(() =>
      mountUi({
        config: resolveConfig({}, 'https://x.example/tod.js', () => undefined),
        emit: () => undefined,
        launcherVisible: true,
        interacted: true,
        container,
      }),
    ).toThrow('detached');
    expect(document.querySelector('tod-chat')).toBeNull();
  });
});

describe('timings', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('shows the teaser 5 s after the launcher and hides it after 10 s', async () => {
    const harness = mount({}, {}, true, false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4999);
    });
    expect($(harness.root, '.tod-teaser')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    const teaser = $(harness.root, '.tod-teaser');
    for (const copy of ['Need garage door help?', 'T.O.D. is online', 'Usually responds in less than 30s'])
      expect(teaser?.textContent).toContain(copy);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect($(harness.root, '.tod-teaser')).toBeNull();
  });

  it('hides the teaser on any scroll, and never shows it when the visitor interacted first', async () => {
    const harness = mount({}, {}, true, false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect($(harness.root, '.tod-teaser')).not.toBeNull();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect($(harness.root, '.tod-teaser')).toBeNull();
    harness.ui.destroy();
    const early = mount({}, {}, true, true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect($(early.root, '.tod-teaser')).toBeNull();
  });

  it('focuses the input 150 ms after opening and the launcher 100 ms after closing', async () => {
    const harness = mount();
    act(() => harness.ui.open());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(149);
    });
    expect(harness.root.activeElement).not.toBe($(harness.root, 'textarea'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(harness.root.activeElement).toBe($(harness.root, 'textarea'));
    act(() => harness.ui.close());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(harness.root.activeElement).toBe($(harness.root, '.tod-launcher'));
  });
});

describe('double submits', () => {
  it('sends once when Enter is pressed twice before the input re-renders', async () => {
    const harness = mount();
    await openWindow(harness);
    const input = $(harness.root, 'textarea') as HTMLTextAreaElement;
    act(() => {
      input.value = 'Hello';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // Both key presses land in the same task, before Preact re-renders the disabled input.
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await settle();
    expect(harness.transport.send).toHaveBeenCalledTimes(1);
  });
});
