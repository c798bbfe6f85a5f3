import type { WidgetCatalogue, WidgetLocale } from '@tod/domain/facts';
import { render } from 'preact';
import { createHttpTransport } from '../api/httpTransport.ts';
import type { ChatTransport } from '../api/transport.ts';
import { loadCatalogue, resolveLocale } from '../chat/locale.ts';
import { checkOrigin } from '../chat/originCheck.ts';
import { loadSession } from '../chat/session.ts';
import type { WidgetConfig } from '../loader/config.ts';
import type { MountOptions, UiHandle } from '../loader/ui.ts';
import css from '../styles/widget.css?inline';
import { App, type OriginChecker } from './App.tsx';
import { createCommandBus } from './commands.ts';

/** The host element's tag: a custom name, so host rules for `div` and the like never match it. */
export const HOST_TAG = 'tod-chat';

const defaultOriginCheck: OriginChecker = (apiBase, signal) => checkOrigin(apiBase, (...args) => fetch(...args), signal);

/**
 * Mounts the UI in an open shadow root on one host element. If mounting fails, what was added is
 * removed before the error is rethrown. The UI draws once the visitor's catalogue chunk has loaded
 * (English when another language cannot be loaded).
 */
export interface UiOverrides {
  transport?: ChatTransport;
  checkOrigin?: OriginChecker;
  /** Loads a locale's catalogue; default: its own chunk. */
  loadCatalogue?: (locale: WidgetLocale) => Promise<WidgetCatalogue> | WidgetCatalogue;
}

export function mountUi(options: MountOptions & UiOverrides): UiHandle {
  const host = document.createElement(HOST_TAG);
  try {
    const shadow = host.attachShadow({ mode: 'open' });
    adoptStyles(shadow, options.config.nonce);
    const root = document.createElement('div');
    root.className = 'tod-mount';
    shadow.appendChild(root);
    (options.container ?? document.body).appendChild(host);
    const commands = createCommandBus();
    const stored = loadSession();
    let config = options.config;
    let transport = options.transport ?? createHttpTransport(config.apiBase);
    let copy: WidgetCatalogue | undefined;
    let destroyed = false;
    const draw = () => {
      if (!copy || destroyed) return;
      render(
        <App
          config={config}
          copy={copy}
          transport={transport}
          emit={options.emit}
          commands={commands}
          launcherVisible={options.launcherVisible}
          interacted={options.interacted}
          stored={stored}
          checkOrigin={options.checkOrigin ?? defaultOriginCheck}
        />,
        root,
      );
    };
    const load = options.loadCatalogue ?? loadCatalogue;
    const drawInLocale = () => {
      const locale = resolveLocale(config.lang, navigator.language);
      if (copy?.locale === locale) return draw();
      const show = (loaded: WidgetCatalogue) => {
        if (resolveLocale(config.lang, navigator.language) !== locale) return;
        copy = loaded;
        draw();
      };
      const loaded = load(locale);
      if (!(loaded instanceof Promise)) return show(loaded);
      void loaded.catch(() => load('en')).then(show, () => undefined);
    };
    drawInLocale();
    return {
      open: () => commands.send('open'),
      close: () => commands.send('close'),
      toggle: () => commands.send('toggle'),
      showLauncher: () => commands.send('showLauncher'),
      update(next: WidgetConfig) {
        if (next.apiBase !== config.apiBase && !options.transport) transport = createHttpTransport(next.apiBase);
        config = next;
        drawInLocale();
      },
      destroy() {
        destroyed = true;
        render(null, root);
        host.remove();
      },
    };
  } catch (error) {
    host.remove();
    throw error;
  }
}

/** Constructable stylesheet where supported (no CSP involvement); otherwise a <style> with the nonce. */
function adoptStyles(shadow: ShadowRoot, nonce: string | undefined): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    shadow.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement('style');
    if (nonce) style.nonce = nonce;
    style.textContent = css;
    shadow.appendChild(style);
  }
}
