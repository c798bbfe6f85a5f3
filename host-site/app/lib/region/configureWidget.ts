/** What the host tells the T.O.D. widget when the region changes (DESIGN §4 `TOD.configure`). */
export interface WidgetRegionConfig {
  region: string;
  city: string;
  phone: string;
  bookingUrl: string;
}

interface TodApi {
  configure(options: Partial<WidgetRegionConfig>): void;
}

/** The widget's own stub before it loads: `window.TOD = [['configure', {...}]]` is replayed at start. */
type TodQueue = unknown[][];

declare global {
  interface Window {
    TOD?: TodApi | TodQueue;
  }
}

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
