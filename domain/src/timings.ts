/** Timings and sizes (SPEC §9), in milliseconds and pixels. */
export const TIMINGS = {
  consentBannerDelayMs: 1000,
  geolocationTimeoutMs: 10_000,
  geolocationMaxAgeMs: 5 * 60_000,
  geolocationGuardMs: 8000,
  geolocationStartDelayMs: 100,
  geolocationDebounceMs: 300,
  menuHoverDelayMs: 200,
  mobileMenuResetMs: 300,
  scrollTrackingThrottleMs: 250,
  componentVisibleMs: 2000,
  componentVisibleRatio: 0.5,
  journeyTrackingStartMs: 1000,
  chatLauncherDelayMs: 3000,
  chatTeaserDelayMs: 5000,
  chatTeaserDurationMs: 10_000,
  chatFocusOnOpenMs: 150,
  chatFocusOnCloseMs: 100,
} as const;

export const SCROLL_THRESHOLDS = { headerCompactPx: 50, headerHidePx: 100, floatingSchedulePx: 300 } as const;
export const SCROLL_DEPTH_MARKS = [25, 50, 75, 100] as const;

export const BREAKPOINTS = { mobileMaxPx: 768, tabletMaxPx: 1024 } as const;
export const CHAT_WINDOW_SIZE = { widthPx: 420, heightPx: 640 } as const;

/** Chat limits (SPEC §9). */
export const CHAT_LIMITS = {
  recentQuestions: 5,
  localInsights: 3,
  successPatterns: 2,
  successPatternMinConfidence: 0.7,
  suggestions: 3,
  messageMaxChars: 2000,
  historyMaxItems: 20,
} as const;

/** Timings of the live hand-off, in milliseconds. The server's are settings (config.ts) defaulting to these. */
export const LIVE_TIMINGS = {
  /** A hand-off rings in open inboxes this long; then the visitor gets `nobody_joined` (LIVE_RING_TIMEOUT_SECONDS). */
  ringTimeoutMs: 3 * 60_000,
  /** What the visitor is told to expect while waiting ("usually within 2 minutes"). */
  typicalWaitMinutes: 2,
  /** A visitor is "active" (the inbox marks the chat live) when seen within this long: a stream open or a post. */
  visitorActiveMs: 5 * 60_000,
  /** An open inbox tab posts `/api/admin/presence` this often… */
  presenceHeartbeatMs: 20_000,
  /** …and its member of staff counts as online this long after the last one. */
  presenceTtlMs: 60_000,
  /** Every event stream sends a comment this often, so proxies keep it open and dead peers are noticed. */
  streamHeartbeatMs: 20_000,
  /** Send `typing: true` at most this often while typing; the other side hides the indicator after typingTtlMs. */
  typingThrottleMs: 2_000,
  typingTtlMs: 6_000,
} as const;

/** Analytics values (SPEC §9). */
export const JOURNEY_STAGES = ['awareness', 'consideration', 'intent', 'action', 'retention'] as const;
export const JOURNEY_MAX_DEPTH = 10;
export const CTA_EVENT_VALUES = { phone: 10, schedule: 8, other: 5 } as const;
export const FORM_EVENT_VALUES = { contactForm: 25, callback: 20, other: 15 } as const;

export type DeviceType = 'mobile' | 'tablet' | 'desktop';
export function deviceTypeForWidth(widthPx: number): DeviceType {
  if (widthPx <= BREAKPOINTS.mobileMaxPx) return 'mobile';
  if (widthPx <= BREAKPOINTS.tabletMaxPx) return 'tablet';
  return 'desktop';
}
