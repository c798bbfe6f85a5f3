import { act, createElement, createRef, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatEvent, TodApi, TodEvent, TodOptions, TodState } from './index.ts';

type Listener = (event: TodEvent) => void;

interface FakeWidget {
  options: TodOptions;
  api: TodApi;
  state: TodState;
  configure: ReturnType<typeof vi.fn<(options: TodOptions) => void>>;
  destroy: ReturnType<typeof vi.fn<() => void>>;
  listeners: Map<string, Set<Listener>>;
  fire(event: TodEvent): void;
}

const widgets: FakeWidget[] = [];

function fakeWidget(options: TodOptions): FakeWidget {
  const listeners = new Map<string, Set<Listener>>();
  const state: TodState = { ready: false, open: false, unread: 0 };
  const widget: FakeWidget = {
    options,
    state,
    configure: vi.fn(),
    destroy: vi.fn(),
    listeners,
    fire: (event) => {
      for (const listener of listeners.get(event.event) ?? []) listener(event);
    },
    api: undefined as unknown as TodApi,
  };
  widget.api = {
    version: 'test',
    open: vi.fn(),
    close: vi.fn(),
    toggle: vi.fn(),
    send: vi.fn(),
    identify: vi.fn(),
    configure: widget.configure,
    getState: () => ({ ...state }),
    on: (name, listener) => {
      listeners.set(name, (listeners.get(name) ?? new Set()).add(listener as Listener));
      return () => listeners.get(name)?.delete(listener as Listener);
    },
    off: (name, listener) => listeners.get(name)?.delete(listener as Listener),
    destroy: widget.destroy,
  };
  return widget;
}

vi.mock('./index.ts', () => ({
  init(options: TodOptions): TodApi {
    const widget = fakeWidget(options);
    widgets.push(widget);
    return widget.api;
  },
}));

const { TodWidget, useTod } = await import('./react.tsx');
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
  delete (window as { TOD?: unknown }).TOD;
});

const render = (props: Props) => act(() => root.render(createElement(TodWidget, props)));
const live = () => widgets.filter((widget) => widget.destroy.mock.calls.length === 0);

describe('TodWidget', () => {
  it('exports the component and the hook only', async () => {
    expect(Object.keys(await import('./react.tsx')).sort()).toEqual(['TodWidget', 'useTod']);
  });

  it('starts the widget once with the given props as options and renders nothing in place', () => {
    render({ apiBase: 'http://127.0.0.1:3000', region: 'idaho', city: 'Boise', delay: 0, launcher: 'none', position: 'left' });
    expect(widgets).toHaveLength(1);
    expect(widgets[0]?.options).toEqual({
      apiBase: 'http://127.0.0.1:3000',
      region: 'idaho',
      city: 'Boise',
      delay: 0,
      launcher: 'none',
      position: 'left',
    });
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

  it('passes every chat and lifecycle event to the latest onEvent callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    render({ region: 'idaho', onEvent: first });
    render({ region: 'idaho', onEvent: second });
    const event: ChatEvent = { event: 'message_sent', deviceType: 'desktop', browser: 'chrome', region: 'Idaho', city: 'Boise' };
    widgets[0]?.fire(event);
    widgets[0]?.fire({ event: 'unread', open: false, unread: 1 });
    expect(first).not.toHaveBeenCalled();
    expect(second.mock.calls.map(([received]) => received.event)).toEqual(['message_sent', 'unread']);
  });

  it('in StrictMode ends with exactly one live widget', () => {
    act(() => root.render(createElement(StrictMode, null, createElement(TodWidget, { region: 'idaho' }))));
    expect(live()).toHaveLength(1);
  });

  it('gives its ref the widget API', () => {
    const ref = createRef<TodApi | null>();
    act(() => root.render(createElement(TodWidget, { region: 'idaho', ref })));
    expect(ref.current).toBe(widgets[0]?.api);
  });

  it('reuses a widget a script tag already started, and leaves it on unmount', () => {
    const script = fakeWidget({});
    (window as { TOD?: unknown }).TOD = script.api;
    render({ region: 'salem' });
    expect(widgets).toHaveLength(0);
    expect(script.configure).toHaveBeenCalledWith({ region: 'salem' });
    act(() => root.unmount());
    expect(script.destroy).not.toHaveBeenCalled();
    expect(script.listeners.get('message_sent')?.size ?? 0).toBe(0);
    root = createRoot(container);
  });
});

describe('useTod', () => {
  function Probe({ onState }: { onState: (state: ReturnType<typeof useTod>) => void }) {
    onState(useTod());
    return null;
  }

  it('returns the API and re-renders on open and unread', () => {
    const seen: ReturnType<typeof useTod>[] = [];
    act(() =>
      root.render(
        createElement(
          'div',
          null,
          createElement(TodWidget, { region: 'idaho' }),
          createElement(Probe, { onState: (state) => seen.push(state) }),
        ),
      ),
    );
    const widget = widgets[0] as FakeWidget;
    expect(seen.at(-1)?.api).toBe(widget.api);
    act(() => {
      widget.state.unread = 2;
      widget.fire({ event: 'unread', open: false, unread: 2 });
    });
    expect(seen.at(-1)).toMatchObject({ open: false, unread: 2 });
    act(() => {
      Object.assign(widget.state, { open: true, unread: 0, ready: true });
      widget.fire({ event: 'open', open: true, unread: 0 });
    });
    expect(seen.at(-1)).toMatchObject({ ready: true, open: true, unread: 0 });
  });

  it('finds a widget started by the script tag without a TodWidget', () => {
    const script = fakeWidget({});
    (window as { TOD?: unknown }).TOD = script.api;
    const seen: ReturnType<typeof useTod>[] = [];
    act(() => root.render(createElement(Probe, { onState: (state) => seen.push(state) })));
    expect(seen.at(-1)?.api).toBe(script.api);
  });
});
