import { readStorage, SESSION_KEY } from '../shared/storage.ts';
import { mergeConfig, resolveConfig, type TodOptions, type Warn, type WidgetConfig } from './config.ts';
import { type ChatEventListener, type ChatEventName, createEventHub, isChatEventName } from './events.ts';
import type { UiHandle, UiModule } from './ui.ts';

export const VERSION = '1.0.0';

/**
 * The public API, also `window.TOD`.
 * @example TOD.configure({ region: 'idaho' }); TOD.open(); TOD.on('lead_captured', () => {});
 */
export interface TodApi {
  readonly version: string;
  open(): void;
  close(): void;
  toggle(): void;
  configure(options: TodOptions): void;
  on(name: ChatEventName, listener: ChatEventListener): void;
  off(name: ChatEventName, listener: ChatEventListener): void;
  destroy(): void;
}

export interface WidgetDeps {
  /** URL that relative options and the default API base resolve against. */
  baseUrl: string;
  loadUi: () => Promise<UiModule>;
  warn: Warn;
  container?: HTMLElement;
  onDestroy?: () => void;
}

/** The loader's core: config, events, the launcher timer, and the UI chunk loaded on demand. */
export function createWidget(options: TodOptions, deps: WidgetDeps): TodApi {
  let config: WidgetConfig = resolveConfig(options, deps.baseUrl, deps.warn);
  const hub = createEventHub();
  let ui: UiHandle | undefined;
  let loading: Promise<UiHandle | undefined> | undefined;
  let destroyed = false;
  let launcherVisible = false;
  let interacted = false;

  const onInteraction = () => {
    interacted = true;
  };
  const listenerOptions = { capture: true, passive: true } as const;
  window.addEventListener('scroll', onInteraction, listenerOptions);
  window.addEventListener('click', onInteraction, listenerOptions);

  function ensureUi(): Promise<UiHandle | undefined> {
    loading ??= bodyReady()
      .then(deps.loadUi)
      .then((module) => {
        if (destroyed) return undefined;
        const mountOptions = { config, emit: hub.emit, launcherVisible, interacted };
        ui = module.mountUi(deps.container ? { ...mountOptions, container: deps.container } : mountOptions);
        return ui;
      })
      .catch((error: unknown) => {
        loading = undefined;
        deps.warn(`[T.O.D.] The chat could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      });
    return loading;
  }

  const launcherTimer = setTimeout(() => {
    launcherVisible = true;
    void ensureUi().then((handle) => handle?.showLauncher());
  }, config.delayMs);

  // A visitor who left the chat open on the previous page finds it open again at once.
  if (readStorage('session', SESSION_KEY)?.includes('"open":true')) void ensureUi();

  const whenReady = (action: (handle: UiHandle) => void) => {
    if (destroyed) return;
    void ensureUi().then((handle) => handle && action(handle));
  };

  return {
    version: VERSION,
    open: () => whenReady((handle) => handle.open()),
    close: () => ui?.close(),
    toggle: () => whenReady((handle) => handle.toggle()),
    configure(partial) {
      if (typeof partial !== 'object' || partial === null) {
        deps.warn('[T.O.D.] configure() expects an object of options.');
        return;
      }
      config = mergeConfig(config, partial, deps.baseUrl, deps.warn);
      ui?.update(config);
    },
    on(name, listener) {
      if (isChatEventName(name) && typeof listener === 'function') hub.on(name, listener);
      else deps.warn(`[T.O.D.] on() expects a chat event name and a function; got ${JSON.stringify(String(name))}.`);
    },
    off(name, listener) {
      if (isChatEventName(name)) hub.off(name, listener);
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
