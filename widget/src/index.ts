/**
 * The npm entry: `init()` and the public types. The script-tag entry is `web.ts`.
 * @example
 * import { init } from '@tod/widget';
 * const tod = init({ apiBase: 'https://chat.example.com', region: 'idaho', delay: 0 });
 * tod.open({ message: 'Do you install Clopay doors?' });
 */
import { createWidget } from './loader/createWidget.ts';
import type { UiModule } from './loader/ui.ts';
import type { TodApi, TodOptions } from './types.ts';

export interface InitOptions extends TodOptions {
  /** Element the widget's host element is appended to; default document.body. */
  container?: HTMLElement | undefined;
}

type TodWindow = Window & { TOD?: unknown };

/**
 * Starts the widget and returns its API; `destroy()` removes everything it added. The first widget
 * of the page is also `window.TOD`, so a script tag added later does not start a second one.
 */
export function init(options: InitOptions = {}): TodApi {
  const { container, ...rest } = options;
  const target = window as TodWindow;
  const api = createWidget(rest, {
    baseUrl: window.location.href,
    warn: (message) => console.warn(message),
    loadUi: () => import('./ui/mountUi.tsx') as Promise<UiModule>,
    ...(container ? { container } : {}),
    onDestroy: () => {
      if (target.TOD === api) delete target.TOD;
    },
  });
  if (target.TOD === undefined) target.TOD = api;
  return api;
}

export type { Theme } from './loader/config.ts';
export type {
  ChatEvent,
  ChatEventListener,
  ChatEventName,
  LifecycleEvent,
  LifecycleEventName,
  OpenOptions,
  TodAnalyticsConsent,
  TodApi,
  TodBrowser,
  TodEvent,
  TodEventName,
  TodEventOf,
  TodLang,
  TodLauncher,
  TodLauncherIcon,
  TodNumber,
  TodOptions,
  TodPosition,
  TodRegion,
  TodState,
  TodTheme,
  VisitorIdentity,
} from './types.ts';
