import type { ChatRequest, ChatResponse, EscalationRequest } from '@tod/domain/contracts';
import { CHAT_COPY, WIDGET_CATALOGUE_EN, WIDGET_CATALOGUE_ES } from '@tod/domain/facts';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatTransport, Result } from '../api/transport.ts';
import { resolveConfig, type TodOptions } from '../loader/config.ts';
import type { ChatEvent } from '../loader/events.ts';
import type { MountOptions, UiHandle, UiState } from '../loader/ui.ts';
import { mountUi } from './mountUi.tsx';

/** A lazily loaded chunk (identity checks, refused origin) may take a while to import on a busy machine. */
const CHUNK_WAIT = { timeout: 15_000, interval: 50 };

// What the partner API (TOD.open({ message }), send, identify, data-launcher, data-context) does in the UI.

const reply: ChatResponse = {
  content: 'A broken spring costs $189-$299.',
  metadata: {
    confidence: 0.9,
    region: 'Portland Metro',
    ctaGuidance: { showCTA: true, availableActions: ['call', 'escalate'], primaryAction: 'call' },
  },
};

interface Harness {
  ui: UiHandle;
  root: ShadowRoot;
  events: ChatEvent[];
  states: UiState[];
  send: ReturnType<typeof vi.fn>;
  escalate: ReturnType<typeof vi.fn>;
}

let current: Harness | undefined;

function mount(options: TodOptions = {}, extra: Partial<MountOptions> = {}): Harness {
  const events: ChatEvent[] = [];
  const states: UiState[] = [];
  const send = vi.fn(async (): Promise<Result<ChatResponse>> => ({ data: reply }));
  const escalate = vi.fn(async () => ({ data: { success: true, submissionId: 'esc-1', internalEmailId: 'm-1' } }));
  const transport = { send, escalate, recommendations: vi.fn(async () => ({ data: { recommendations: [] } })) };
  let ui!: UiHandle;
  act(() => {
    ui = mountUi({
      // Synchronous copy and an allowed origin: the test is about the partner commands, not chunk loading.
      checkOrigin: async () => 'allowed',
      loadCatalogue: (locale) => (locale === 'es' ? WIDGET_CATALOGUE_ES : WIDGET_CATALOGUE_EN),
      config: resolveConfig({ delay: 0, ...options }, 'https://chat.example.com/widget/tod.js', () => undefined),
      emit: (event) => events.push(event),
      onState: (state) => states.push(state),
      launcherVisible: true,
      interacted: true,
      transport: transport as unknown as ChatTransport,
      ...extra,
    });
  });
  const host = document.querySelector('tod-chat');
  if (!host?.shadowRoot) throw new Error('no shadow root');
  current = { ui, root: host.shadowRoot, events, states, send, escalate };
  return current;
}

async function settle() {
  for (let round = 0; round < 3; round += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

const requestOf = (harness: Harness, call = 0) => harness.send.mock.calls[call]?.[0] as ChatRequest & { context: Record<string, unknown> };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  current?.ui.destroy();
  current = undefined;
});

describe('partner commands in the UI', () => {
  it('open(message) opens the window with the text in the input, unsent', async () => {
    const harness = mount();
    act(() => harness.ui.open('Is the Modern Steel door in stock?'));
    await settle();
    expect(harness.root.querySelector('[role=dialog]')).not.toBeNull();
    expect((harness.root.querySelector('textarea') as HTMLTextAreaElement).value).toBe('Is the Modern Steel door in stock?');
    expect(harness.send).not.toHaveBeenCalled();
  });

  it('send(text) opens the window and sends the text after the greeting', async () => {
    const harness = mount();
    act(() => harness.ui.send('My spring broke'));
    await settle();
    expect(harness.send).toHaveBeenCalledTimes(1);
    expect(requestOf(harness).message).toBe('My spring broke');
    const bubbles = Array.from(harness.root.querySelectorAll('[data-kind], .tod-message')).map((element) => element.textContent ?? '');
    expect(bubbles.findIndex((text) => text.includes('My spring broke'))).toBeGreaterThan(0);
  });

  it('identify() reaches the chat request as context.visitor and the escalation as lead data', async () => {
    const harness = mount({}, { identities: [{ name: 'Ana Ruiz' }, { name: 'x' }] });
    act(() => harness.ui.identify({ phone: '(503) 555-0142', zip: '97301' }));
    act(() => harness.ui.send('My spring broke'));
    // The send waits for the identity checks (a chunk of their own), so it carries the identity.
    await vi.waitFor(async () => {
      await settle();
      expect(harness.send).toHaveBeenCalled();
    }, CHUNK_WAIT);
    expect(requestOf(harness).context.visitor).toEqual({ name: 'Ana Ruiz', phone: '(503) 555-0142', zip: '97301' });
    const escalateButton = Array.from(harness.root.querySelectorAll('button')).find((button) =>
      button.textContent?.includes(CHAT_COPY.ctaEscalate),
    );
    expect(escalateButton).toBeDefined();
    act(() => escalateButton?.click());
    // The hand-off is a chunk of its own (decision 0387), loaded on the press.
    await vi.waitFor(() => expect(harness.escalate).toHaveBeenCalled(), CHUNK_WAIT);
    const request = harness.escalate.mock.calls[0]?.[0] as EscalationRequest;
    expect(request.session.leadData).toMatchObject({ name: 'Ana Ruiz', phone: '(503) 555-0142' });
  });

  it('leaves out an invalid field with a warning that names the field, never the value', async () => {
    const warn = vi.fn();
    const harness = mount({}, { warn });
    act(() => harness.ui.identify({ name: 'Ana Ruiz', phone: '555-SECRET' }));
    // The checks are a chunk of their own: the warning follows once it has loaded.
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), CHUNK_WAIT);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('phone');
    expect(warn.mock.calls[0]?.[0]).not.toContain('SECRET');
  });

  it('never puts the identity into an event', async () => {
    const harness = mount();
    act(() => harness.ui.identify({ name: 'Ana Ruiz', phone: '(503) 555-0142' }));
    act(() => harness.ui.send('My spring broke'));
    await vi.waitFor(async () => {
      await settle();
      expect(harness.send).toHaveBeenCalled();
    }, CHUNK_WAIT);
    expect(harness.events.length).toBeGreaterThan(0);
    expect(JSON.stringify(harness.events)).not.toMatch(/Ana|555-0142/);
  });

  it('sends the page context with each request, and drops it once cleared', async () => {
    const harness = mount({ context: 'Showroom: Clopay Modern Steel' });
    act(() => harness.ui.send('Do you install this one?'));
    await settle();
    expect(requestOf(harness).context.pageContext).toBe('Showroom: Clopay Modern Steel');
    act(() => harness.ui.update(resolveConfig({ delay: 0 }, 'https://chat.example.com/widget/tod.js', () => undefined)));
    act(() => harness.ui.send('And the price?'));
    await settle();
    expect(requestOf(harness, 1).context.pageContext).toBeUndefined();
  });

  it('shows no launcher and no teaser with launcher "none", and still opens', async () => {
    const harness = mount({ launcher: 'none' });
    act(() => harness.ui.showLauncher());
    await settle();
    expect(harness.root.querySelector('.tod-launcher')).toBeNull();
    act(() => harness.ui.open());
    await settle();
    expect(harness.root.querySelector('[role=dialog]')).not.toBeNull();
  });

  it.each(['Escape', 'the close button'])(
    "with launcher 'none', closing by %s returns the focus to the partner's button that opened the chat",
    async (how) => {
      const partnerButton = document.body.appendChild(document.createElement('button'));
      partnerButton.textContent = 'Ask about this door';
      const harness = mount({ launcher: 'none' });
      partnerButton.focus();
      act(() => harness.ui.open());
      const input = () => harness.root.querySelector('textarea');
      await vi.waitFor(() => expect(harness.root.activeElement).toBe(input()));
      act(() => {
        if (how === 'Escape') input()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
        else harness.root.querySelector<HTMLButtonElement>('.tod-header__close')?.click();
      });
      await vi.waitFor(() => expect(document.activeElement).toBe(partnerButton));
      expect(harness.root.querySelector('[role=dialog]')).toBeNull();
      partnerButton.remove();
    },
  );

  it('reports open, close and the replies that arrive while closed as unread', async () => {
    let resolveReply: (value: Result<ChatResponse>) => void = () => undefined;
    const harness = mount();
    harness.send.mockImplementationOnce(() => new Promise<Result<ChatResponse>>((resolve) => (resolveReply = resolve)));
    act(() => harness.ui.send('My spring broke'));
    await settle();
    act(() => harness.ui.close());
    await settle();
    await act(async () => resolveReply({ data: reply }));
    await settle();
    expect(harness.states.at(-1)).toEqual({ open: false, unread: 1 });
    act(() => harness.ui.open());
    await settle();
    expect(harness.states.at(-1)).toEqual({ open: true, unread: 0 });
    expect(harness.states.some((state) => state.open)).toBe(true);
  });

  it('without constructable stylesheets, writes one <style> with the nonce and replaces the placement in it', async () => {
    vi.stubGlobal(
      'CSSStyleSheet',
      class {
        constructor() {
          throw new TypeError('Illegal constructor');
        }
      },
    );
    try {
      const harness = mount({ nonce: 'n0nce', position: 'left', offsetX: 30 });
      const styles = () => Array.from(harness.root.querySelectorAll('style'));
      expect(styles()).toHaveLength(1);
      expect(styles()[0]?.nonce).toBe('n0nce');
      expect(styles()[0]?.textContent).toMatch(/\.tod-launcher[\s\S]*left:\s*30px/);
      act(() =>
        harness.ui.update(
          resolveConfig(
            { delay: 0, nonce: 'n0nce', position: 'right', offsetX: 12 },
            'https://chat.example.com/widget/tod.js',
            () => undefined,
          ),
        ),
      );
      expect(styles()).toHaveLength(1);
      expect(styles()[0]?.textContent).toMatch(/right:\s*12px/);
      expect(styles()[0]?.textContent).not.toMatch(/left:\s*30px/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('adds the placement stylesheet after its own and replaces it on configure', async () => {
    const harness = mount({ position: 'left', offsetX: 30 });
    const sheets = harness.root.adoptedStyleSheets;
    const placement = () => Array.from(sheets.at(-1)?.cssRules ?? [], (rule) => rule.cssText).join('');
    expect(placement()).toMatch(/left:\s*30px/);
    act(() =>
      harness.ui.update(
        resolveConfig({ delay: 0, position: 'right', offsetX: 12 }, 'https://chat.example.com/widget/tod.js', () => undefined),
      ),
    );
    expect(Array.from(harness.root.adoptedStyleSheets.at(-1)?.cssRules ?? [], (rule) => rule.cssText).join('')).toMatch(/right:\s*12px/);
  });
});
