import { OPTION_NAMES, type RawOptions } from './config.ts';
import { createWidget, type TodApi } from './createWidget.ts';
import { queuedCalls, replayCalls } from './queue.ts';
import type { UiModule } from './ui.ts';

type TodWindow = Window & { TOD?: unknown };

/** Starts the widget from its script tag unless a real `window.TOD` exists already (double inclusion). */
export function startFromScript(
  script: HTMLScriptElement | null,
  target: TodWindow = window,
  loadUi: (scriptUrl: string) => Promise<UiModule> = importUiChunk,
): TodApi | undefined {
  const existing = target.TOD;
  if (isTodApi(existing)) return undefined;
  const warn = (message: string) => console.warn(message);
  const scriptUrl = script?.src || document.baseURI;
  const options: RawOptions = {};
  for (const name of OPTION_NAMES) {
    const value = script?.dataset[name];
    if (value !== undefined) options[name] = value;
  }
  if (options.nonce === undefined && script?.nonce) options.nonce = script.nonce;

  const api = createWidget(options, {
    baseUrl: scriptUrl,
    warn,
    loadUi: () => loadUi(scriptUrl),
    onDestroy: () => {
      if (target.TOD === api) delete target.TOD;
    },
  });
  target.TOD = api;
  replayCalls(api, queuedCalls(existing), warn);
  return api;
}

/** A started widget, as opposed to nothing or a page's queue stub. */
export function isTodApi(value: unknown): value is TodApi {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as TodApi).version === 'string' &&
    typeof (value as TodApi).open === 'function'
  );
}

/** The UI chunk sits beside the loader, so both load from the same base URL (CDN or /widget/v1/). */
function importUiChunk(scriptUrl: string): Promise<UiModule> {
  return import(/* @vite-ignore */ new URL(__TOD_UI_CHUNK__, scriptUrl).href) as Promise<UiModule>;
}
