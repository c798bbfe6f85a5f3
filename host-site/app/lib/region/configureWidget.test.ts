// @vitest-environment happy-dom
import type { TodApi } from '@tod/widget';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureWidgetConsent, openWidget } from './configureWidget.ts';

afterEach(() => {
  delete window.TOD;
  document.head.innerHTML = '';
});

describe('configureWidgetConsent', () => {
  it('tells a running widget and the script tag of a loading one', () => {
    const script = document.createElement('script');
    script.dataset.tod = '';
    document.head.appendChild(script);
    const configure = vi.fn();
    window.TOD = { configure } as unknown as TodApi;
    configureWidgetConsent(true);
    expect(configure).toHaveBeenCalledWith({ analyticsConsent: 'granted' });
    expect(script.dataset.analyticsConsent).toBe('granted');
  });

  it("queues the call on the page's stub before the widget starts", () => {
    window.TOD = [];
    configureWidgetConsent(false);
    expect(window.TOD).toEqual([['configure', { analyticsConsent: 'denied' }]]);
  });

  it('never lets a failing widget break the page', () => {
    window.TOD = {
      configure: () => {
        throw new Error('widget bug');
      },
    } as unknown as TodApi;
    expect(() => configureWidgetConsent(true)).not.toThrow();
  });
});

describe('openWidget (the "Chat with T.O.D." skip link, issue 23)', () => {
  it('opens a running widget', () => {
    const open = vi.fn();
    window.TOD = { open } as unknown as TodApi;
    openWidget();
    expect(open).toHaveBeenCalledOnce();
  });

  it("queues the call on the page's stub, or starts a queue the loader replays when the script has not run", () => {
    window.TOD = [];
    openWidget();
    expect(window.TOD).toEqual([['open']]);
    delete window.TOD;
    openWidget();
    expect(window.TOD).toEqual([['open']]);
  });

  it('never lets a failing widget break the page', () => {
    window.TOD = {
      open: () => {
        throw new Error('widget bug');
      },
    } as unknown as TodApi;
    expect(() => openWidget()).not.toThrow();
  });
});
