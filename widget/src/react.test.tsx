import { createElement, StrictMode } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatEvent, ChatEventListener, TodApi, TodOptions } from './index.ts';

interface FakeWidget {
  options: TodOptions;
  configure: ReturnType<typeof vi.fn<(options: TodOptions) => void>>;
  destroy: ReturnType<typeof vi.fn<() => void>>;
  listeners: Map<string, ChatEventListener>;
}

const widgets: FakeWidget[] = [];

vi.mock('./index.ts', () => ({
  init(options: TodOptions): TodApi {
    const widget: FakeWidget = { options, configure: vi.fn(), destroy: vi.fn(), listeners: new Map() };
    widgets.push(widget);
    return {
      version: 'test',
      open: vi.fn(),
      close: vi.fn(),
      toggle: vi.fn(),
      configure: widget.configure,
      on: (name, listener) => widget.listeners.set(name, listener),
      off: vi.fn(),
      destroy: widget.destroy,
    };
  },
}));

const { TodWidget } = await import('./react.tsx');
type Props = Parameters<typeof TodWidget>[0];

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  widgets.length = 0;
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const render = (props: Props) => act(() => root.render(createElement(TodWidget, props)));

describe('TodWidget', () => {
  it('is the only export of @tod/widget/react', async () => {
    expect(Object.keys(await import('./react.tsx'))).toEqual(['TodWidget']);
  });

  it('starts the widget once with the given props as options and renders nothing in place', () => {
    render({ apiBase: 'http://127.0.0.1:3000', region: 'idaho', city: 'Boise', delay: 0 });
    expect(widgets).toHaveLength(1);
    expect(widgets[0]?.options).toEqual({ apiBase: 'http://127.0.0.1:3000', region: 'idaho', city: 'Boise', delay: 0 });
    expect(container.innerHTML).toBe('');
  });

  it('leaves undefined props out so the widget defaults apply', () => {
    render({ region: 'salem', phone: undefined });
    expect(widgets[0]?.options).toEqual({ region: 'salem' });
  });

  it('calls configure with every given prop when the region changes, without starting again', () => {
    render({ region: 'idaho', city: 'Boise' });
    render({ region: 'salem', city: 'Boise' });
    expect(widgets).toHaveLength(1);
    expect(widgets[0]?.configure).toHaveBeenCalledTimes(1);
    expect(widgets[0]?.configure).toHaveBeenCalledWith({ region: 'salem', city: 'Boise' });
  });

  it('does not call configure when a re-render keeps the same props', () => {
    render({ region: 'idaho' });
    render({ region: 'idaho' });
    expect(widgets[0]?.configure).not.toHaveBeenCalled();
  });

  it('restarts the widget when a prop is removed, so its default applies again', () => {
    render({ region: 'idaho', phone: '(208) 555-0100' });
    render({ region: 'idaho' });
    expect(widgets).toHaveLength(2);
    expect(widgets[0]?.destroy).toHaveBeenCalledTimes(1);
    expect(widgets[1]?.options).toEqual({ region: 'idaho' });
  });

  it('destroys the widget on unmount', () => {
    render({ region: 'idaho' });
    act(() => root.unmount());
    expect(widgets[0]?.destroy).toHaveBeenCalledTimes(1);
    root = createRoot(container);
  });

  it('passes every chat event to the latest onEvent callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    render({ region: 'idaho', onEvent: first });
    render({ region: 'idaho', onEvent: second });
    const event: ChatEvent = {
      event: 'message_sent',
      deviceType: 'desktop',
      browser: 'Chrome',
      region: 'Idaho & Eastern Oregon',
      city: 'Boise',
    };
    widgets[0]?.listeners.get('message_sent')?.(event);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(event);
    expect([...(widgets[0]?.listeners.keys() ?? [])]).toContain('lead_captured');
  });

  it('in StrictMode ends with exactly one live widget', () => {
    act(() => root.render(createElement(StrictMode, null, createElement(TodWidget, { region: 'idaho' }))));
    const live = widgets.filter((widget) => widget.destroy.mock.calls.length === 0);
    expect(live).toHaveLength(1);
  });
});
