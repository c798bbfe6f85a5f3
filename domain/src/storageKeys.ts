/**
 * Every key the site and the chat widget store in the visitor's browser (SPEC §3 'Storage'), in ONE place:
 * the code reads its keys from here, the cookie policy is rendered from STORAGE_ENTRIES, and a browser test
 * (e2e/site/storagePolicy.spec.ts) compares this list with what a real session writes, so it can't drift.
 */
export const LOCAL_STORAGE_KEYS = {
  /** 'granted' when the visitor accepted analytics; anything else means no analytics. */
  analyticsConsent: 'analytics_consent',
  /** 'true' once the visitor answered the cookie banner. */
  cookieBannerInteracted: 'cookieBannerInteracted',
  /** 'granted' or 'denied': whether the site may look the visitor's position up. */
  geoConsent: 'geoConsent',
} as const;

export const SESSION_STORAGE_KEYS = {
  /** The visitor's location (SPEC §3 'Visitor location') as JSON, for this tab's session. */
  location: 'userLocation',
  /** 'granted' or 'denied': the answer to the browser's geolocation prompt this session. */
  locationPermission: 'locationPermission',
  /** Scroll positions per page, so Back returns to the same spot (React Router's ScrollRestoration). */
  scrollPositions: 'react-router-scroll-positions',
  /** Analytics only: how many pages this visit has seen (SPEC §7 user_journey depth, capped at 10). */
  journeyDepth: 'journeyDepth',
  /** Analytics only: 'true' once this visit reached /confirmation, so later pages count as retention. */
  journeyActionTaken: 'journeyActionTaken',
} as const;

/** SPEC §3 'A theme key in local storage (light, dark or system)'. */
export const THEME_STORAGE_KEY = 'theme';

/** The chat widget's conversation in sessionStorage; written only once the visitor opens the chat. */
export const WIDGET_SESSION_STORAGE_KEY = 'tod:v1:session';

/** The cookie-consent cookie: 'accepted' or 'essential'. */
export const CONSENT_COOKIE = { name: 'cookie_consent', maxAgeDays: 365 } as const;

/** Event fired on window when the cookie consent changes; detail: { consent: boolean | null }. */
export const CONSENT_CHANGED_EVENT = 'consent-changed';

export type StorageArea = 'cookie' | 'localStorage' | 'sessionStorage';

/** One thing stored in the browser, as the cookie policy names it. */
export interface StorageEntry {
  key: string;
  area: StorageArea;
  /** Who writes it: the site's own pages, or the T.O.D. chat widget (on this site and on partner sites). */
  writtenBy: 'site' | 'chat widget';
  /** Essential entries are always on; analytics entries only exist after the visitor allows analytics. */
  category: 'essential' | 'analytics';
  purpose: string;
  lifetime: string;
}

const UNTIL_CLEARED = 'Until you clear your browser data';
const UNTIL_TAB_CLOSES = 'Until you close the browser tab';

/** Everything the site and the widget store, in the order the cookie policy lists it. */
export const STORAGE_ENTRIES: readonly StorageEntry[] = [
  {
    key: CONSENT_COOKIE.name,
    area: 'cookie',
    writtenBy: 'site',
    category: 'essential',
    purpose: 'Remembers your cookie choice (all cookies, or essential only).',
    lifetime: `${CONSENT_COOKIE.maxAgeDays} days`,
  },
  {
    key: LOCAL_STORAGE_KEYS.cookieBannerInteracted,
    area: 'localStorage',
    writtenBy: 'site',
    category: 'essential',
    purpose: 'Remembers that you answered the cookie banner, so it is not shown again.',
    lifetime: UNTIL_CLEARED,
  },
  {
    key: LOCAL_STORAGE_KEYS.analyticsConsent,
    area: 'localStorage',
    writtenBy: 'site',
    category: 'essential',
    purpose: 'Whether analytics are allowed; the site and the chat widget read it before sending any analytics event.',
    lifetime: UNTIL_CLEARED,
  },
  {
    key: LOCAL_STORAGE_KEYS.geoConsent,
    area: 'localStorage',
    writtenBy: 'site',
    category: 'essential',
    purpose: 'Whether the site may use your device location to show your local office.',
    lifetime: UNTIL_CLEARED,
  },
  {
    key: THEME_STORAGE_KEY,
    area: 'localStorage',
    writtenBy: 'site',
    category: 'essential',
    purpose: 'Your light, dark or system colour theme, once you pick one.',
    lifetime: UNTIL_CLEARED,
  },
  {
    key: SESSION_STORAGE_KEYS.location,
    area: 'sessionStorage',
    writtenBy: 'site',
    category: 'essential',
    purpose: 'Your service region for this visit (detected, or the one you picked), so every page shows the right phone number.',
    lifetime: UNTIL_TAB_CLOSES,
  },
  {
    key: SESSION_STORAGE_KEYS.locationPermission,
    area: 'sessionStorage',
    writtenBy: 'site',
    category: 'essential',
    purpose: "Your answer to the browser's location prompt for this visit, so you are not asked again.",
    lifetime: UNTIL_TAB_CLOSES,
  },
  {
    key: SESSION_STORAGE_KEYS.scrollPositions,
    area: 'sessionStorage',
    writtenBy: 'site',
    category: 'essential',
    purpose: 'How far down each page you had scrolled, so the Back button returns you to the same spot.',
    lifetime: UNTIL_TAB_CLOSES,
  },
  {
    key: SESSION_STORAGE_KEYS.journeyDepth,
    area: 'sessionStorage',
    writtenBy: 'site',
    category: 'analytics',
    purpose: 'Only with analytics allowed: how many pages you have seen on this visit, counted up to 10.',
    lifetime: UNTIL_TAB_CLOSES,
  },
  {
    key: SESSION_STORAGE_KEYS.journeyActionTaken,
    area: 'sessionStorage',
    writtenBy: 'site',
    category: 'analytics',
    purpose: 'Only with analytics allowed: whether you sent us a request on this visit.',
    lifetime: UNTIL_TAB_CLOSES,
  },
  {
    key: WIDGET_SESSION_STORAGE_KEY,
    area: 'sessionStorage',
    writtenBy: 'chat widget',
    category: 'essential',
    purpose:
      'Your conversation with T.O.D. (messages and the details you gave), so it continues on the next page. Written only once you open the chat.',
    lifetime: UNTIL_TAB_CLOSES,
  },
];

/** The entry for a key, or undefined when the policy does not name it. */
export function storageEntryFor(area: StorageArea, key: string): StorageEntry | undefined {
  return STORAGE_ENTRIES.find((entry) => entry.area === area && entry.key === key);
}

/**
 * The office inbox's alert settings in the staff member's browser (issue 34.8), one key per account:
 * `tod-admin-alerts:<staff id>` → JSON `{ emergencySound, ringSound }`. Not a visitor's storage.
 */
export const ADMIN_ALERT_SETTINGS_KEY_PREFIX = 'tod-admin-alerts:';
