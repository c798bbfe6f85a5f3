/**
 * The widget's public types: the one home of what partners program against (`window.TOD`, `init()`,
 * `<TodWidget>`). It imports types only, so apps that only need the types (the T.O.D. site) never pull in
 * the widget's code; the package's bundled `.d.ts` inlines the domain types it names.
 */
import type { VisitorIdentity } from '@tod/domain/facts';

/**
 * What the partner knows of the visitor (`TOD.identify()`): name (2 to 100 letters), phone (10-digit US),
 * city, zip (5 digits). Each field is checked with the domain's rules; an invalid one is left out with a
 * console warning.
 */
export type { VisitorIdentity } from '@tod/domain/facts';

/**
 * The widget's options: the script tag's `data-*` attributes (camelCased by `dataset`), the
 * argument of `init()`, the props of `<TodWidget>` and of `TOD.configure()`. Every one is optional.
 * @example <script src="/widget/v1/tod.js" defer data-region="salem" data-launcher="none" data-position="left"></script>
 */
export interface TodOptions {
  /** Origin of the chat API (`data-api-base`). Default: the script's own origin (the page's origin for `init()`). */
  apiBase?: string;
  /** Service region key (`data-region`): 'portland-metro' (default), 'salem', 'sw-washington', 'idaho' or 'nationwide'. */
  region?: string;
  /** City for the greeting (`data-city`). Default: the region's main city. */
  city?: string;
  /** Phone shown and dialled (`data-phone`). Default: the region's phone. */
  phone?: string;
  /** Booking site (`data-booking-url`). Default: the region's booking link. */
  bookingUrl?: string;
  /** Online estimator (`data-estimate-url`). Default: /get-estimate on the API's origin. */
  estimateUrl?: string;
  /** Milliseconds before the launcher appears (`data-delay`). Default 3000. Read once, at start. */
  delay?: number | string;
  /** 'light', 'dark' or 'system' (`data-theme`, default; follows prefers-color-scheme). */
  theme?: string;
  /** CSP nonce given to every element the widget injects (`data-nonce`). Default: the script's own nonce. */
  nonce?: string;
  /** z-index of the launcher and window (`data-z-index`). Default 2147483000. */
  zIndex?: number | string;
  /** 'default' shows the round launcher; 'none' hides it, for a partner's own button that calls `TOD.open()` (`data-launcher`). */
  launcher?: string;
  /** Corner of the launcher and window: 'right' (default) or 'left' (`data-position`). */
  position?: string;
  /** Pixels between the launcher and the side of the page, 0 to 400 (`data-offset-x`). Default 20. */
  offsetX?: number | string;
  /** Pixels between the launcher and the bottom of the page, 0 to 400 (`data-offset-y`). Default 20. */
  offsetY?: number | string;
  /**
   * A short description of the page, at most 200 characters (`data-context`), e.g. 'Showroom: Clopay
   * Modern Steel, 16x7'. It reaches the office with the chat; the assistant never takes it as instructions.
   * An empty string clears it.
   */
  context?: string;
  /**
   * Whether the widget may push its events to `window.dataLayer` (`data-analytics-consent`): 'granted'
   * or 'denied' (default). Listeners added with `TOD.on()` get the events either way.
   */
  analyticsConsent?: string;
  /** 'en' or 'es' (`data-lang`). Default: the browser's language when it is one of them, else 'en'. */
  lang?: string;
  /** Brand colour as #rgb or #rrggbb (`data-accent`); darkened or lightened (with a warning) where text on it would fall below 4.5:1. */
  accent?: string;
  /** A visible text beside the launcher's icon, up to 30 characters (`data-launcher-label`). Default: an icon-only round button. */
  launcherLabel?: string;
  /** The launcher's icon: 'chat' (default) or 'help' (`data-launcher-icon`). */
  launcherIcon?: string;
}

/** The chat events of SPEC §7: to `TOD.on()` listeners, and to `window.dataLayer` once consent is granted. */
export const CHAT_EVENTS = [
  'conversation_started',
  'message_sent',
  'lead_captured',
  'cta_clicked',
  'manual_escalation_cta_clicked',
  'manual_escalation_completed',
  'manual_escalation_failed',
  'manual_escalation_error',
  'error_occurred',
] as const;
export type ChatEventName = (typeof CHAT_EVENTS)[number];

/** The widget's lifecycle: to `TOD.on()` listeners only, never to `window.dataLayer`. */
export const LIFECYCLE_EVENTS = ['ready', 'open', 'close', 'unread'] as const;
export type LifecycleEventName = (typeof LIFECYCLE_EVENTS)[number];

export type TodEventName = ChatEventName | LifecycleEventName;

/**
 * What every chat event carries. Never message text, names, phones or emails (SPEC §7, DESIGN §4).
 * @example TOD.on('message_sent', (event) => console.info(event.responseTimeMs))
 */
export interface ChatEvent {
  event: ChatEventName;
  deviceType: 'mobile' | 'tablet' | 'desktop';
  browser: string;
  /** SPEC region name, e.g. 'Portland Metro'. */
  region: string;
  city: string | undefined;
  /** message_sent: milliseconds from send to the complete reply. */
  responseTimeMs?: number;
  /** cta_clicked: which action ('call_911', 'call', 'emergency_call', 'book', 'estimate', 'escalate'). */
  cta?: string;
  /** cta_clicked: 'quick_action' or 'message'. */
  source?: string;
  /** error_occurred and escalation failures: a short code, never the error text. */
  errorType?: string;
}

/**
 * A lifecycle event: `ready` once the chat can open, `open` and `close` whatever opened or closed it,
 * `unread` when the number of replies the visitor has not seen changes (0 once the chat opens).
 * @example TOD.on('unread', ({ unread }) => badge.textContent = unread ? String(unread) : '')
 */
export interface LifecycleEvent {
  event: LifecycleEventName;
  /** Replies that arrived while the chat was closed. */
  unread: number;
  /** Whether the chat window is open. */
  open: boolean;
}

/** The event a listener of `name` receives. */
export type TodEventOf<N extends TodEventName> = N extends LifecycleEventName ? LifecycleEvent : ChatEvent;
export type TodEvent = ChatEvent | LifecycleEvent;
export type ChatEventListener = (event: ChatEvent) => void;

/** What the widget shows right now; `useTod()` re-renders on each change. */
export interface TodState {
  /** The UI is loaded and `open()` shows the chat at once. */
  ready: boolean;
  open: boolean;
  unread: number;
}

/** `TOD.open()`'s options. */
export interface OpenOptions {
  /** Text put in the message box for the visitor to edit and send (at most 2000 characters). */
  message?: string;
}

/**
 * The public API, also `window.TOD`. Every method is safe to call before the UI has loaded.
 * @example TOD.configure({ region: 'idaho' }); TOD.open({ message: 'Is this door in stock?' }); TOD.on('lead_captured', () => {});
 */
export interface TodApi {
  /** The widget's release, e.g. '1.2.0'. */
  readonly version: string;
  /** Opens the chat; `message` prefills the message box without sending it. */
  open(options?: OpenOptions): void;
  close(): void;
  toggle(): void;
  /** Opens the chat and sends `text` as the visitor's message (1 to 2000 characters). */
  send(text: string): void;
  /** Fills the lead with what the partner already knows of the visitor; never sent to analytics. */
  identify(identity: VisitorIdentity): void;
  /** Changes options at run time; only the options given change. */
  configure(options: TodOptions): void;
  /** The current open/unread state. */
  getState(): TodState;
  on<N extends TodEventName>(name: N, listener: (event: TodEventOf<N>) => void): void;
  off<N extends TodEventName>(name: N, listener: (event: TodEventOf<N>) => void): void;
  /** Removes everything the widget added to the page. */
  destroy(): void;
}
