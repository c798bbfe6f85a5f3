import { CHAT_LIMITS, WIDGET_SESSION_STORAGE_KEY } from '@tod/domain/facts';
import { readStorage } from '../shared/storage.ts';
import type { TodApi, TodState } from '../types.ts';
import { mergeConfig, type RawOptions, resolveConfig, type Warn, type WidgetConfig } from './config.ts';
import { createEventHub, isTodEventName } from './events.ts';
import type { UiHandle, UiModule, UiState } from './ui.ts';
import { VERSION } from './version.ts';

export type { TodApi } from '../types.ts';
export { VERSION } from './version.ts';

export interface WidgetDeps {
  /** URL that relative options and the default API base resolve against. */
  baseUrl: string;
  loadUi: () => Promise<UiModule>;
  warn: Warn;
  container?: HTMLElement;
  onDestroy?: () => void;
}

/** The loader's core: config, events, the launcher timer, and the UI chunk loaded on demand. */
export function createWidget(options: RawOptions, deps: WidgetDeps): TodApi {
  let config: WidgetConfig = resolveConfig(options, deps.baseUrl, deps.warn);
  const hub = createEventHub(() => config.analyticsConsent === 'granted');
  let ui: UiHandle | undefined;
  let loading: Promise<UiHandle | undefined> | undefined;
  let destroyed = false;
  let launcherVisible = false;
  let interacted = false;
  // identify() calls before the UI loads; the UI checks them (keeping the domain's rules out of the eager loader).
  const identities: unknown[] = [];
  const state: TodState = { ready: false, open: false, unread: 0 };

  const onInteraction = () => {
    interacted = true;
  };
  const listenerOptions = { capture: true, passive: true } as const;
  window.addEventListener('scroll', onInteraction, listenerOptions);
  window.addEventListener('click', onInteraction, listenerOptions);

  const lifecycle = (event: 'ready' | 'open' | 'close' | 'unread') => hub.emit({ event, open: state.open, unread: state.unread });

  function onState(next: UiState) {
    const opened = next.open !== state.open;
    const unreadChanged = next.unread !== state.unread;
    state.open = next.open;
    state.unread = next.unread;
    if (opened) lifecycle(next.open ? 'open' : 'close');
    if (unreadChanged) lifecycle('unread');
  }

  function ensureUi(): Promise<UiHandle | undefined> {
    loading ??= bodyReady()
      .then(deps.loadUi)
      .then((module) => {
        if (destroyed) return undefined;
        const mountOptions = { config, emit: hub.emit, warn: deps.warn, onState, identities, launcherVisible, interacted };
        ui = module.mountUi(deps.container ? { ...mountOptions, container: deps.container } : mountOptions);
        state.ready = true;
        lifecycle('ready');
        return ui;
      })
      .catch((error: unknown) => {
        loading = undefined;
        deps.warn(`[T.O.D.] The chat could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      });
    return loading;
  }

  const showLauncher = () => {
    launcherVisible = true;
    void ensureUi().then((handle) => handle?.showLauncher());
  };
  let launcherTimer = setTimeout(showLauncher, config.delayMs);

  // A visitor who left the chat open on the previous page finds it open again at once.
  if (readStorage('session', WIDGET_SESSION_STORAGE_KEY)?.includes('"open":true')) void ensureUi();

  const whenReady = (action: (handle: UiHandle) => void) => {
    if (destroyed) return;
    void ensureUi().then((handle) => handle && action(handle));
  };

  /** A message for `open()` or `send()`: trimmed text within the chat's limit, else a warning. */
  function messageText(method: string, value: unknown, required: boolean): string | undefined | false {
    if (value === undefined && !required) return undefined;
    const text = typeof value === 'string' ? value.trim() : '';
    if (text.length > 0 && text.length <= CHAT_LIMITS.messageMaxChars) return text;
    deps.warn(`[T.O.D.] ${method} expects a message of 1 to ${CHAT_LIMITS.messageMaxChars} characters.`);
    return false;
  }

  return {
    version: VERSION,
    open(openOptions) {
      const message = messageText('open({ message })', openOptions?.message, false);
      if (message === false) return;
      whenReady((handle) => handle.open(message));
    },
    // In call order: a close() right after open() or send() must not run before them.
    close: () => {
      if (loading) whenReady((handle) => handle.close());
    },
    toggle: () => whenReady((handle) => handle.toggle()),
    send(text) {
      const message = messageText('send()', text, true);
      if (message) whenReady((handle) => handle.send(message));
    },
    identify(input) {
      if (ui) ui.identify(input);
      else if (identities.length < 20) identities.push(input);
    },
    configure(partial) {
      if (typeof partial !== 'object' || partial === null) {
        deps.warn('[T.O.D.] configure() expects an object of options.');
        return;
      }
      const { delayMs } = config;
      config = mergeConfig(config, partial, deps.baseUrl, deps.warn);
      ui?.update(config);
      // A new delay before the launcher appeared restarts the wait with it: configure({ delay: 0 }) shows it now.
      if (!launcherVisible && config.delayMs !== delayMs) {
        clearTimeout(launcherTimer);
        launcherTimer = setTimeout(showLauncher, config.delayMs);
      }
    },
    getState: () => ({ ...state }),
    on(name, listener) {
      if (isTodEventName(name) && typeof listener === 'function') hub.on(name, listener as never);
      else deps.warn(`[T.O.D.] on() expects an event name and a function; got ${JSON.stringify(String(name))}.`);
      return () => hub.off(name, listener as never);
    },
    off(name, listener) {
      if (isTodEventName(name)) hub.off(name, listener as never);
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      clearTimeout(launcherTimer);
      window.removeEventListener('scroll', onInteraction, listenerOptions);
      window.removeEventListener('click', onInteraction, listenerOptions);
      ui?.destroy();
      ui = undefined;
      hub.clear();
      deps.onDestroy?.();
    },
  };
}

function bodyReady(): Promise<void> {
  if (document.body) return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
