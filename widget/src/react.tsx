/**
 * The React binding for partner apps (`@tod/widget/react`). React is a peer dependency: this file
 * imports it and the build leaves it out, so the app's own React runs it.
 * @example
 * import { TodWidget, useTod } from '@tod/widget/react';
 * <TodWidget apiBase="https://chat.example.com" region="idaho" launcher="none" onEvent={(event) => track(event)} />
 * function AskButton() { const { api, unread } = useTod(); return <button onClick={() => api?.open()}>Chat ({unread})</button>; }
 */
import { forwardRef, useEffect, useImperativeHandle, useRef, useState, useSyncExternalStore } from 'react';
import { init } from './index.ts';
import { OPTION_NAMES } from './loader/config.ts';
import { isTodApi } from './loader/startFromScript.ts';
import { CHAT_EVENTS, LIFECYCLE_EVENTS, type TodApi, type TodEvent, type TodEventName, type TodOptions, type TodState } from './types.ts';

/** The widget's options as props, plus one callback for every chat and lifecycle event (never personal data). */
export type TodWidgetProps = TodOptions & { onEvent?: (event: TodEvent) => void };

/** What `useTod()` returns: the API (null until a widget is on the page) and its state. */
export interface UseTod extends TodState {
  api: TodApi | null;
}

type TodWindow = Window & { TOD?: unknown };
const ALL_EVENTS = [...CHAT_EVENTS, ...LIFECYCLE_EVENTS];
const NO_WIDGET: UseTod = { api: null, ready: false, open: false, unread: 0 };

/** The page's one widget, shared by every `<TodWidget>` and `useTod()`. */
const store = (() => {
  let snapshot: UseTod = NO_WIDGET;
  const subscribers = new Set<() => void>();
  let detach = () => {};
  const refresh = () => {
    const api = snapshot.api;
    snapshot = api ? { api, ...api.getState() } : NO_WIDGET;
    for (const subscriber of subscribers) subscriber();
  };
  return {
    get: () => snapshot,
    subscribe(subscriber: () => void) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    set(api: TodApi | null) {
      if (snapshot.api === api) return;
      detach();
      snapshot = api ? { ...snapshot, api } : NO_WIDGET;
      if (api) {
        for (const name of LIFECYCLE_EVENTS) api.on(name, refresh);
        detach = () => {
          for (const name of LIFECYCLE_EVENTS) api.off(name, refresh);
        };
      } else detach = () => {};
      refresh();
    },
  };
})();

/** A widget started by a script tag on the same page, which `<TodWidget>` reuses instead of adding a second. */
function pageWidget(): TodApi | null {
  const existing = (window as TodWindow).TOD;
  return isTodApi(existing) ? existing : null;
}

/**
 * The page's widget and its state, re-rendering on open, close, unread and ready. Works with a
 * `<TodWidget>` anywhere in the app or with the script tag.
 * @example const { api, open, unread } = useTod();
 */
export function useTod(): UseTod {
  const state = useSyncExternalStore(store.subscribe, store.get, () => NO_WIDGET);
  useEffect(() => {
    if (!store.get().api) store.set(pageWidget());
  }, []);
  return state;
}

/**
 * Mounts the T.O.D. widget while rendered (nothing renders in place: the launcher floats in a corner).
 * Prop changes call `configure`; removing a prop restarts the widget so its default applies again;
 * unmounting calls `destroy`. When a script tag already started the widget, this one is reused and
 * configured, so the page still has one widget. The ref is the widget's API.
 */
export const TodWidget = forwardRef<TodApi | null, TodWidgetProps>(function TodWidget(props, ref) {
  const options = optionsOf(props);
  const key = JSON.stringify(options);
  const api = useRef<TodApi | null>(null);
  const owned = useRef(false);
  const applied = useRef<TodOptions>({});
  const onEvent = useRef(props.onEvent);
  const forward = useRef((event: TodEvent) => onEvent.current?.(event));
  const [current, setCurrent] = useState<TodApi | null>(null);
  useImperativeHandle(ref, () => current as TodApi, [current]);

  useEffect(() => {
    onEvent.current = props.onEvent;
  });

  useEffect(() => {
    const listen = (widget: TodApi) => {
      for (const name of ALL_EVENTS) widget.on<TodEventName>(name, forward.current);
    };
    const start = (next: TodOptions) => {
      const existing = pageWidget();
      owned.current = existing === null;
      const started = existing ?? init(next);
      if (existing) existing.configure(next);
      listen(started);
      applied.current = next;
      api.current = started;
      store.set(started);
      setCurrent(started);
      return started;
    };
    const next: TodOptions = JSON.parse(key);
    const widget = api.current;
    if (!widget) start(next);
    else if (owned.current && Object.keys(applied.current).some((name) => !(name in next))) {
      widget.destroy();
      start(next);
    } else {
      applied.current = next;
      widget.configure(next);
    }
  }, [key]);

  useEffect(
    () => () => {
      const widget = api.current;
      api.current = null;
      if (!widget) return;
      if (owned.current) widget.destroy();
      else for (const name of ALL_EVENTS) widget.off<TodEventName>(name, forward.current);
      store.set(owned.current ? null : widget);
    },
    [],
  );

  return null;
});

/** The widget options among the props, without the undefined ones, in a stable order. */
function optionsOf(props: TodWidgetProps): TodOptions {
  const options: Record<string, unknown> = {};
  for (const name of OPTION_NAMES) if (props[name] !== undefined) options[name] = props[name];
  return options as TodOptions;
}
