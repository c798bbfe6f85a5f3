import { WIDGET_SESSION_STORAGE_KEY } from '@tod/domain/facts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUi } from './fakeUi.testing.ts';
import { startFromScript } from './startFromScript.ts';
import type { UiModule } from './ui.ts';

type TodWindow = { TOD?: unknown };

function script(attributes: Record<string, string>): HTMLScriptElement {
  const element = document.createElement('script');
  element.src = 'https://cdn.example.com/widget/v1/tod.js';
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  (window as { TOD?: { destroy?: () => void } }).TOD?.destroy?.();
  delete (window as unknown as TodWindow).TOD;
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('startFromScript', () => {
  it('shows nothing and loads nothing before data-delay, then loads the UI and reveals the launcher', async () => {
    const ui = fakeUi();
    startFromScript(script({ 'data-delay': '500', 'data-region': 'idaho' }), window, ui.loadUi);
    expect((window as unknown as TodWindow).TOD).toBeDefined();
    await vi.advanceTimersByTimeAsync(499);
    expect(ui.loadUi).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ui.loadUi).toHaveBeenCalledWith('https://cdn.example.com/widget/v1/tod.js');
    expect(ui.mounts[0]?.config.region).toBe('idaho');
    expect(ui.mounts[0]?.config.apiBase).toBe('https://cdn.example.com');
    expect(ui.handle.showLauncher).toHaveBeenCalledTimes(1);
  });

  it('loads the UI at once on TOD.open() before the delay', async () => {
    const ui = fakeUi();
    const api = startFromScript(script({}), window, ui.loadUi);
    api?.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(ui.handle.open).toHaveBeenCalledTimes(1);
    expect(ui.handle.showLauncher).not.toHaveBeenCalled();
    expect(ui.mounts[0]?.launcherVisible).toBe(false);
  });

  it('replays calls queued on a stub array before the loader ran', async () => {
    const ui = fakeUi();
    const listener = vi.fn();
    (window as unknown as TodWindow).TOD = [['configure', { region: 'salem' }], ['on', 'message_sent', listener], ['open'], ['bogus']];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startFromScript(script({}), window, ui.loadUi);
    await vi.advanceTimersByTimeAsync(0);
    expect(ui.mounts[0]?.config.region).toBe('salem');
    expect(ui.handle.open).toHaveBeenCalled();
    ui.mounts[0]?.emit({ event: 'message_sent', deviceType: 'desktop', browser: 'chrome', region: 'Salem & Mid-Valley', city: 'Salem' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('replays calls queued on a function stub with a q array of arguments', async () => {
    const ui = fakeUi();
    const stub = function (this: unknown) {
      // biome-ignore lint/complexity/noArguments: the classic stub queues `arguments`.
      stub.q = [...(stub.q ?? []), arguments];
    } as unknown as { (...args: unknown[]): void; q?: unknown[] };
    stub('toggle');
    (window as unknown as TodWindow).TOD = stub;
    startFromScript(script({}), window, ui.loadUi);
    await vi.advanceTimersByTimeAsync(0);
    expect(ui.handle.toggle).toHaveBeenCalledTimes(1);
  });

  it('does nothing when included a second time', async () => {
    const ui = fakeUi();
    const first = startFromScript(script({ 'data-delay': '0' }), window, ui.loadUi);
    const second = startFromScript(script({ 'data-delay': '0' }), window, ui.loadUi);
    expect(second).toBeUndefined();
    expect((window as unknown as TodWindow).TOD).toBe(first);
    await vi.advanceTimersByTimeAsync(0);
    expect(ui.loadUi).toHaveBeenCalledTimes(1);
  });

  it('warns once for a bad data-delay and falls back to 3000 ms', async () => {
    const ui = fakeUi();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startFromScript(script({ 'data-delay': 'later' }), window, ui.loadUi);
    await vi.advanceTimersByTimeAsync(2999);
    expect(ui.loadUi).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ui.loadUi).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('takes the script nonce when no data-nonce is given', async () => {
    const ui = fakeUi();
    const element = script({ 'data-delay': '0' });
    element.nonce = 'n0nce';
    startFromScript(element, window, ui.loadUi);
    await vi.advanceTimersByTimeAsync(0);
    expect(ui.mounts[0]?.config.nonce).toBe('n0nce');
  });

  it("resolves relative data-booking-url and data-estimate-url against the partner's page, the API against the script", async () => {
    const ui = fakeUi();
    startFromScript(
      script({ 'data-delay': '0', 'data-booking-url': '/book-now', 'data-estimate-url': 'quote?from=chat' }),
      window,
      ui.loadUi,
    );
    await vi.advanceTimersByTimeAsync(0);
    const page = new URL(document.baseURI);
    expect(page.origin).not.toBe('https://cdn.example.com');
    expect(ui.mounts[0]?.config).toMatchObject({
      bookingUrl: new URL('/book-now', page).href,
      estimateUrl: new URL('quote?from=chat', page).href,
      apiBase: 'https://cdn.example.com',
    });
  });

  it('passes configure() to the mounted UI and reports that the UI failed to load without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = vi.fn(async (): Promise<UiModule> => {
      throw new Error('404');
    });
    const api = startFromScript(script({ 'data-delay': '0' }), window, failing);
    await vi.advanceTimersByTimeAsync(0);
    await flush;
    expect(warn).toHaveBeenCalledWith('[T.O.D.] The chat could not be loaded: 404');
    const ui = fakeUi();
    failing.mockImplementation(ui.loadUi);
    api?.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(ui.handle.open).toHaveBeenCalled();
    api?.configure({ region: 'idaho' });
    expect(ui.handle.update).toHaveBeenCalledWith(expect.objectContaining({ region: 'idaho', phone: undefined }));
  });

  it('destroy() removes window.TOD, stops the timer and destroys the UI', async () => {
    const ui = fakeUi();
    const api = startFromScript(script({ 'data-delay': '100' }), window, ui.loadUi);
    api?.destroy();
    expect((window as unknown as TodWindow).TOD).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(ui.loadUi).not.toHaveBeenCalled();
  });

  it('mounts at once when the previous page left the chat open', async () => {
    sessionStorage.setItem(WIDGET_SESSION_STORAGE_KEY, JSON.stringify({ open: true }));
    const ui = fakeUi();
    startFromScript(script({}), window, ui.loadUi);
    await vi.advanceTimersByTimeAsync(0);
    expect(ui.loadUi).toHaveBeenCalled();
  });
});
