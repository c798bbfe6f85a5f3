// Options are unions (autocomplete in the editor); the wrong value of each is a type error (issue 35 point 5).
import { type ChatEvent, init, type TodApi, type TodOptions } from '@tod/widget';

declare function use(...values: unknown[]): void;

export const valid: TodOptions = {
  region: 'sw-washington',
  theme: 'system',
  lang: 'en',
  launcher: 'none',
  launcherIcon: 'help',
  position: 'left',
  analyticsConsent: 'granted',
  delay: 0,
  offsetX: '24',
  accent: undefined,
  city: undefined,
};

// @ts-expect-error 'mars' is no service region
export const region: TodOptions = { region: 'mars' };
// @ts-expect-error 'blue' is no theme: the brand colour is `accent`
export const theme: TodOptions = { theme: 'blue' };
// @ts-expect-error the widget speaks English and Spanish only
export const lang: TodOptions = { lang: 'fr' };
// @ts-expect-error the launcher is 'default' or 'none'
export const launcher: TodOptions = { launcher: 'hidden' };
// @ts-expect-error a position is 'left' or 'right'
export const position: TodOptions = { position: 'top' };
// @ts-expect-error a number option takes a number or its digits
export const delay: TodOptions = { delay: 'soon' };

export function events(tod: TodApi): () => void {
  const stopCta = tod.on('cta_clicked', (event) => {
    const name: 'cta_clicked' = event.event;
    const browser: 'chrome' | 'edge' | 'firefox' | 'safari' | 'opera' | 'other' = event.browser;
    if (event.cta === 'book' && event.source === 'message') use(name, browser);
    // @ts-expect-error no such action
    if (event.cta === 'fax') use('never');
  });
  tod.on('message_sent', (event: ChatEvent) => use(event.responseTimeMs));
  // @ts-expect-error a lifecycle event has no chat fields
  tod.on('open', (event) => use(event.browser));
  // @ts-expect-error no such event
  tod.on('opened', () => {});
  return stopCta;
}

export const widget: TodApi = init({ apiBase: 'https://chat.example.com', region: 'idaho', delay: 0 });
export const isOpen: boolean = widget.getState().open;
