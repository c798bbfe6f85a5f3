import { CHAT_LIMITS, LOCAL_STORAGE_KEYS } from '@tod/domain/facts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWidget } from './createWidget.ts';
import { fakeUi } from './fakeUi.testing.ts';
import type { MountOptions } from './ui.ts';

const base = 'https://partner.example.com/page';
let widgets: { destroy(): void }[] = [];

function start(options = {}) {
  const ui = fakeUi();
  const warn = vi.fn();
  const api = createWidget({ delay: 600_000, ...options }, { baseUrl: base, warn, loadUi: ui.loadUi });
  widgets.push(api);
  return { api, ui, warn };
}

beforeEach(() => {
  widgets = [];
});

afterEach(() => {
  for (const widget of widgets) widget.destroy();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('createWidget programmatic messages', () => {
  it('open({ message }) opens with the trimmed text to prefill', async () => {
    const { api, ui } = start();
    api.open({ message: '  Is the Modern Steel door in stock? ' });
    await vi.waitFor(() => expect(ui.handle.open).toHaveBeenCalledWith('Is the Modern Steel door in stock?'));
  });

  it('open() without options just opens', async () => {
    const { api, ui } = start();
    api.open();
    await vi.waitFor(() => expect(ui.handle.open).toHaveBeenCalledWith(undefined));
  });

  it.each([[''], ['   '], ['x'.repeat(CHAT_LIMITS.messageMaxChars + 1)], [42]])(
    'refuses open({ message: %s }) with a warning and does not open',
    async (message) => {
      const { api, ui, warn } = start();
      api.open({ message: message as string });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`1 to ${CHAT_LIMITS.messageMaxChars} characters`));
      await Promise.resolve();
      expect(ui.loadUi).not.toHaveBeenCalled();
    },
  );

  it('send(text) hands the text to the UI, and refuses an empty one', async () => {
    const { api, ui, warn } = start();
    api.send('');
    expect(warn).toHaveBeenCalledTimes(1);
    api.send('My spring broke');
    await vi.waitFor(() => expect(ui.handle.send).toHaveBeenCalledWith('My spring broke'));
    expect(ui.handle.send).toHaveBeenCalledTimes(1);
  });
});

describe('createWidget identify', () => {
  it('hands identities given before the UI loaded over at mount, later ones at once', async () => {
    const { api, ui } = start();
    api.identify({ name: 'Ana Ruiz', zip: '97301' });
    api.open();
    await vi.waitFor(() => expect(ui.mounts).toHaveLength(1));
    expect(ui.mounts[0]?.identities).toEqual([{ name: 'Ana Ruiz', zip: '97301' }]);
    api.identify({ phone: '503-555-0142' });
    expect(ui.handle.identify).toHaveBeenCalledWith({ phone: '503-555-0142' });
  });
});

describe('createWidget calls', () => {
  it('applies open() then close() in the order they were made, loaded or not', async () => {
    const { api, ui } = start();
    api.open();
    api.close();
    await vi.waitFor(() => expect(ui.handle.close).toHaveBeenCalledTimes(1));
    api.send('my spring broke');
    api.close();
    await vi.waitFor(() => expect(ui.handle.close).toHaveBeenCalledTimes(2));
    const order = (spy: unknown) => (spy as { mock: { invocationCallOrder: number[] } }).mock.invocationCallOrder;
    expect(order(ui.handle.open)[0]).toBeLessThan(order(ui.handle.close)[0]!);
    expect(order(ui.handle.send)[0]).toBeLessThan(order(ui.handle.close)[1]!);
  });

  it('does not load the chat just to close it', () => {
    const { api, ui } = start();
    api.close();
    expect(ui.loadUi).not.toHaveBeenCalled();
  });
});

describe('createWidget lifecycle', () => {
  it('emits ready on mount, then open, close and unread as the UI reports them', async () => {
    const { api, ui } = start();
    const events: string[] = [];
    for (const name of ['ready', 'open', 'close', 'unread'] as const)
      api.on(name, (event) => events.push(`${event.event}:${event.unread}`));
    expect(api.getState()).toEqual({ ready: false, open: false, unread: 0 });
    api.open();
    await vi.waitFor(() => expect(events).toEqual(['ready:0']));
    const report = ui.mounts[0]?.onState;
    report?.({ open: true, unread: 0 });
    report?.({ open: false, unread: 0 });
    report?.({ open: false, unread: 2 });
    report?.({ open: false, unread: 2 });
    expect(events).toEqual(['ready:0', 'open:0', 'close:0', 'unread:2']);
    expect(api.getState()).toEqual({ ready: true, open: false, unread: 2 });
  });

  it('pushes chat events to dataLayer only after configure({ analyticsConsent: "granted" })', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.analyticsConsent, 'granted');
    const { api, ui } = start();
    api.open();
    await vi.waitFor(() => expect(ui.mounts).toHaveLength(1));
    const emit = ui.mounts[0]?.emit as MountOptions['emit'];
    const event = {
      event: 'conversation_started',
      deviceType: 'desktop',
      browser: 'chrome',
      region: 'Portland Metro',
      city: undefined,
    } as const;
    emit(event);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
    api.configure({ analyticsConsent: 'granted' });
    emit(event);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([event]);
    localStorage.clear();
  });

  it('on() returns a function that removes the listener, as off() does', async () => {
    const { api, ui } = start();
    const opened = vi.fn();
    const closed = vi.fn();
    const stopOpen = api.on('open', opened);
    api.on('close', closed);
    api.open();
    await vi.waitFor(() => expect(ui.mounts).toHaveLength(1));
    const report = ui.mounts[0]?.onState;
    report?.({ open: true, unread: 0 });
    stopOpen();
    api.off('close', closed);
    report?.({ open: false, unread: 0 });
    report?.({ open: true, unread: 0 });
    expect(opened).toHaveBeenCalledTimes(1);
    expect(closed).not.toHaveBeenCalled();
  });

  it('warns for an unknown event name', () => {
    const { api, warn } = start();
    api.on('message' as never, () => {});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('on() expects an event name'));
  });
});

describe('configure() at run time (issue 35 point 9)', () => {
  it('honours a new delay before the launcher appeared: delay 0 shows it at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { api, ui } = start({ delay: 10_000 });
      await vi.advanceTimersByTimeAsync(1000);
      expect(ui.loadUi).not.toHaveBeenCalled();
      api.configure({ delay: 0 });
      await vi.advanceTimersByTimeAsync(0);
      await vi.waitFor(() => expect(ui.handle.showLauncher).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(10_000);
      expect(ui.handle.showLauncher).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('restarts the wait with a longer delay given before the launcher appeared', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { api, ui } = start({ delay: 1000 });
      api.configure({ delay: 5000 });
      await vi.advanceTimersByTimeAsync(4999);
      expect(ui.loadUi).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(ui.handle.showLauncher).toHaveBeenCalledTimes(1));
    } finally {
      vi.useRealTimers();
    }
  });

  it("clears the city with '' (the region's own city applies again), without a warning", async () => {
    const { api, ui, warn } = start({ city: 'Nampa', delay: 0 });
    api.open();
    await vi.waitFor(() => expect(ui.mounts).toHaveLength(1));
    expect(ui.mounts[0]?.config.city).toBe('Nampa');
    api.configure({ city: '' });
    expect(ui.handle.update).toHaveBeenLastCalledWith(expect.objectContaining({ city: undefined, region: 'portland-metro' }));
    expect(warn).not.toHaveBeenCalled();
  });

  it('getState().open turns true once the open event has fired, not synchronously', async () => {
    const { api, ui } = start();
    api.open();
    expect(api.getState().open).toBe(false);
    await vi.waitFor(() => expect(ui.handle.open).toHaveBeenCalled());
    const states: boolean[] = [];
    api.on('open', () => states.push(api.getState().open));
    ui.mounts[0]?.onState?.({ open: true, unread: 0 });
    expect(states).toEqual([true]);
  });
});
