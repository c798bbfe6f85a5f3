import type { TodApi, TodOptions } from '@tod/widget';

// Not the package's `@tod/widget/global` (the API only): this site also queues calls before the loader runs.
declare global {
  interface Window {
    /** The widget's API once its loader ran, or the queue of calls the page made before (the loader replays it). */
    TOD?: TodApi | unknown[][];
  }
}

/** What the host tells the T.O.D. widget when the region changes (DESIGN §4 `TOD.configure`): widget options, all set. */
export type WidgetRegionConfig = Required<Pick<TodOptions, 'region' | 'city' | 'phone' | 'bookingUrl'>>;

const DATA_ATTRIBUTES: Record<keyof WidgetRegionConfig, string> = {
  region: 'data-region',
  city: 'data-city',
  phone: 'data-phone',
  bookingUrl: 'data-booking-url',
};

/** The widget's script tag, however the page names its path. */
export const WIDGET_SCRIPT_SELECTOR = 'script[src$="/tod.js"], script[data-tod]';

/**
 * Queue-safe: a loaded widget is reconfigured at once; a page-made queue gets the call appended; a
 * widget still loading reads the updated data attributes of its script tag when it starts.
 */
export function configureWidget(config: WidgetRegionConfig, target: Window = window): void {
  for (const script of target.document.querySelectorAll(WIDGET_SCRIPT_SELECTOR)) {
    for (const [field, attribute] of Object.entries(DATA_ATTRIBUTES) as [keyof WidgetRegionConfig, string][]) {
      script.setAttribute(attribute, config[field]);
    }
  }
  try {
    const tod = target.TOD;
    if (Array.isArray(tod)) tod.push(['configure', config]);
    else tod?.configure(config);
  } catch {
    // A widget failure must never break the host page.
  }
}

/**
 * The widget pushes its events to the dataLayer only with the host's consent (`analyticsConsent`), which
 * it no longer reads from this site's localStorage: set on the script tag for a widget still loading,
 * and through `TOD.configure` (or the queue) otherwise.
 */
export function configureWidgetConsent(granted: boolean, target: Window = window): void {
  const analyticsConsent = granted ? 'granted' : 'denied';
  for (const script of target.document.querySelectorAll(WIDGET_SCRIPT_SELECTOR)) {
    script.setAttribute('data-analytics-consent', analyticsConsent);
  }
  try {
    const tod = target.TOD;
    if (Array.isArray(tod)) tod.push(['configure', { analyticsConsent }]);
    else tod?.configure({ analyticsConsent });
  } catch {
    // A widget failure must never break the host page.
  }
}

/**
 * Opens the chat (the "Chat with T.O.D." skip link): at once when the widget is loaded, else through
 * its queue, which the loader replays (creating the queue when the script has not run yet).
 */
export function openWidget(target: Window = window): void {
  try {
    const tod = target.TOD;
    if (Array.isArray(tod)) tod.push(['open']);
    else if (tod) tod.open();
    else target.TOD = [['open']];
  } catch {
    // A widget failure must never break the host page.
  }
}
