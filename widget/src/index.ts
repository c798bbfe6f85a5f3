/**
 * The npm entry: `init()` and the public types. The script-tag entry is `web.ts`.
 * @example
 * import { init } from '@tod/widget';
 * const tod = init({ apiBase: 'https://chat.example.com', region: 'idaho', delay: 0 });
 * tod.open();
 */
import type { TodOptions } from './loader/config.ts';
import { createWidget, type TodApi } from './loader/createWidget.ts';
import type { UiModule } from './loader/ui.ts';

export interface InitOptions extends TodOptions {
  /** Element the widget's host element is appended to; default document.body. */
  container?: HTMLElement;
}

/** Starts the widget and returns its API; `destroy()` removes everything it added. */
export function init(options: InitOptions = {}): TodApi {
  const { container, ...rest } = options;
  return createWidget(rest, {
    baseUrl: window.location.href,
    warn: (message) => console.warn(message),
    loadUi: () => import('./ui/mountUi.tsx') as Promise<UiModule>,
    ...(container ? { container } : {}),
  });
}

export type { Theme, TodOptions } from './loader/config.ts';
export type { TodApi } from './loader/createWidget.ts';
export type { ChatEvent, ChatEventListener, ChatEventName } from './loader/events.ts';
