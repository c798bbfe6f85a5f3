import type { VisitorIdentity, WidgetCatalogue, WidgetLocale } from '@tod/domain/facts';
import { render } from 'preact';
import { createHttpTransport } from '../api/httpTransport.ts';
import type { ChatTransport } from '../api/transport.ts';
import { loadCatalogue, resolveLocale } from '../chat/locale.ts';
import { checkOrigin } from '../chat/originCheck.ts';
import { loadSession } from '../chat/session.ts';
import type { WidgetConfig } from '../loader/config.ts';
import { placementCss } from '../loader/placement.ts';
import type { MountOptions, UiHandle } from '../loader/ui.ts';
import css from '../styles/widget.css?inline';
import { App, type Command, type OriginChecker } from './App.tsx';
import { createCommandBus } from './commands.ts';
import { loadAccent } from './statusHooks.ts';

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
    const placement = adoptStyles(shadow, options.config.nonce, placementCss(options.config));
    const root = document.createElement('div');
    root.className = 'tod-mount';
    shadow.appendChild(root);
    (options.container ?? document.body).appendChild(host);
    const commands = createCommandBus();
    const stored = loadSession();
    const warn = options.warn ?? ((message: string) => console.warn(message));
    /**
     * `TOD.identify()`: the valid fields, each invalid one named (never its value) in a warning. The
     * checks are a chunk of their own (only partners who identify visitors need them); until it has
     * answered, later commands wait, so a `send()` after `identify()` carries the identity.
     */
    let identifying: Promise<void> | null = null;
    const command = (next: Command) => {
      if (identifying) void identifying.then(() => commands.send(next));
      else commands.send(next);
    };
    const identify = (inputs: readonly unknown[]) => {
      const checked = (identifying ?? Promise.resolve())
        .then(() => import('../chat/identity.ts'))
        .then(({ checkVisitorIdentity, identityLead }) => {
          const identity: VisitorIdentity = {};
          for (const input of inputs) {
            const result = checkVisitorIdentity(input);
            for (const problem of result.problems) warn(`[T.O.D.] identify() left out ${problem}.`);
            Object.assign(identity, result.identity);
          }
          if (Object.keys(identity).length) commands.send({ identify: identity, lead: identityLead(identity) });
        })
        .catch(() => warn('[T.O.D.] identify() could not load its checks; the identity was left out.'));
      identifying = checked;
      void checked.then(() => {
        if (identifying === checked) identifying = null;
      });
    };
    if (options.identities?.length) identify(options.identities);
    let config = options.config;
    let transport = options.transport ?? createHttpTransport(config.apiBase);
    let copy: WidgetCatalogue | undefined;
    let destroyed = false;
    // A partner accent: its colours are worked out before the first draw, so the launcher never flashes
    // T.O.D. blue (issue 35.7); the chunk loads alongside the catalogue's.
    let accentWaited = !options.config.accent;
    if (!accentWaited) void loadAccent().catch(() => undefined);
    const draw = () => {
      if (!copy || destroyed) return;
      if (!accentWaited) {
        accentWaited = true;
        return void loadAccent().then(draw, draw);
      }
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
          {...(options.onState ? { onState: options.onState } : {})}
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
      open: (message) => command(message ? { prefill: message } : 'open'),
      send: (text) => command({ send: text }),
      identify: (input) => identify([input]),
      close: () => command('close'),
      toggle: () => command('toggle'),
      showLauncher: () => command('showLauncher'),
      update(next: WidgetConfig) {
        if (next.apiBase !== config.apiBase && !options.transport) transport = createHttpTransport(next.apiBase);
        config = next;
        placement(placementCss(config));
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

/**
 * Constructable stylesheets where supported (no CSP involvement); otherwise one <style> element with the
 * nonce, as the README promises. The partner's placement comes after the widget's CSS; the returned
 * function replaces it.
 */
function adoptStyles(shadow: ShadowRoot, nonce: string | undefined, placement: string): (next: string) => void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    const placed = new CSSStyleSheet();
    placed.replaceSync(placement);
    shadow.adoptedStyleSheets = [sheet, placed];
    return (next) => placed.replaceSync(next);
  } catch {
    const style = shadow.appendChild(document.createElement('style'));
    if (nonce) style.nonce = nonce;
    const place = (next: string) => {
      style.textContent = css + next;
    };
    place(placement);
    return place;
  }
}
