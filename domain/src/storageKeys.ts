/**
 * Browser storage keys and the consent cookie (SPEC §3 'Storage'). The widget reads the analytics
 * consent through the same key, so it lives here and nowhere else.
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
} as const;

/** The cookie-consent cookie: 'accepted' or 'essential'. */
export const CONSENT_COOKIE = { name: 'cookie_consent', maxAgeDays: 365 } as const;

/** Event fired on window when the cookie consent changes; detail: { consent: boolean | null }. */
export const CONSENT_CHANGED_EVENT = 'consent-changed';
