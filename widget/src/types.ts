/**
 * The widget's public types: the one home of what partners program against (`window.TOD`, `init()`,
 * `<TodWidget>`). It imports types only, so apps that only need the types (the T.O.D. site) never pull in
 * the widget's code; the package's bundled `.d.ts` inlines the domain types it names.
 */
import type { ServiceRegionKey, VisitorIdentity, WidgetLocale } from '@tod/domain/facts';
import type { CtaAction } from './chat/ctas.ts';

/**
 * What the partner knows of the visitor (`TOD.identify()`): name (2 to 100 letters), phone (10-digit US),
 * city, zip (5 digits). Each field is checked with the domain's rules; an invalid one is left out with a
 * console warning.
 */
export type { VisitorIdentity } from '@tod/domain/facts';

/** A service region's key. (A `data-region` attribute also takes the region's name, in any case.) */
export type TodRegion = ServiceRegionKey;
/** The widget's language. */
export type TodLang = WidgetLocale;
/** 'system' follows the visitor's `prefers-color-scheme`. */
export type TodTheme = 'light' | 'dark' | 'system';
/** 'none' hides the round launcher, for a partner's own button that calls `TOD.open()`. */
export type TodLauncher = 'default' | 'none';
export type TodLauncherIcon = 'chat' | 'help';
export type TodPosition = 'left' | 'right';
export type TodAnalyticsConsent = 'granted' | 'denied';
/** A whole number, or its digits as a `data-*` attribute gives them ('3000'). */
export type TodNumber = number | `${number}`;

/**
 * The widget's options: the script tag's `data-*` attributes (camelCased by `dataset`), the
 * argument of `init()`, the props of `<TodWidget>` and of `TOD.configure()`. Every one is optional; an
 * option set to `undefined` is the same as one left out (its default applies).
 * @example <script src="/widget/v1/tod.js" defer data-region="salem" data-launcher="none" data-position="left"></script>
 */
export interface TodOptions {
  /** Origin of the chat API (`data-api-base`). Default: the script's own origin (the page's origin for `init()`). */
  apiBase?: string | undefined;
  /** Service region key (`data-region`): 'portland-metro' (default), 'salem', 'sw-washington', 'idaho' or 'nationwide'. */
  region?: TodRegion | undefined;
  /** City for the greeting (`data-city`). Default: the region's main city. */
  city?: string | undefined;
  /** Phone shown and dialled (`data-phone`). Default: the region's phone. */
  phone?: string | undefined;
  /** Booking site (`data-booking-url`). Default: the region's booking link. */
  bookingUrl?: string | undefined;
  /** Online estimator (`data-estimate-url`). Default: /get-estimate on the API's origin. */
  estimateUrl?: string | undefined;
  /** Milliseconds before the launcher appears (`data-delay`). Default 3000. Read once, at start. */
  delay?: TodNumber | undefined;
  /** 'light', 'dark' or 'system' (`data-theme`, default; follows prefers-color-scheme). */
  theme?: TodTheme | undefined;
  /** CSP nonce given to every element the widget injects (`data-nonce`). Default: the script's own nonce. */
  nonce?: string | undefined;
  /** z-index of the launcher and window (`data-z-index`). Default 2147483000. */
  zIndex?: TodNumber | undefined;
  /** 'default' shows the round launcher; 'none' hides it, for a partner's own button that calls `TOD.open()` (`data-launcher`). */
  launcher?: TodLauncher | undefined;
  /** Corner of the launcher and window: 'right' (default) or 'left' (`data-position`). */
  position?: TodPosition | undefined;
  /** Pixels between the launcher and the side of the page, 0 to 400 (`data-offset-x`). Default 20. */
  offsetX?: TodNumber | undefined;
  /**
   * Pixels between the launcher and the bottom of the page, 0 to 400 (`data-offset-y`). Default 20. With
   * `launcher: 'none'` it anchors the window instead: its bottom edge sits this far up, so a partner's own
   * corner button below it stays uncovered (e.g. 90 for a 56 px button 20 px from the bottom).
   */
  offsetY?: TodNumber | undefined;
  /**
   * A short description of the page, at most 200 characters (`data-context`), e.g. 'Showroom: Clopay
   * Modern Steel, 16x7'. It reaches the office with the chat; the assistant never takes it as instructions.
   * An empty string clears it.
   */
  context?: string | undefined;
  /**
   * Whether the widget may push its events to `window.dataLayer` (`data-analytics-consent`): 'granted'
   * or 'denied' (default). Listeners added with `TOD.on()` get the events either way.
   */
  analyticsConsent?: TodAnalyticsConsent | undefined;
  /** 'en' or 'es' (`data-lang`). Default: the browser's language when it is one of them, else 'en'. */
  lang?: TodLang | undefined;
  /** Brand colour as #rgb or #rrggbb (`data-accent`); darkened or lightened (with a warning) where text on it would fall below 4.5:1. */
  accent?: string | undefined;
  /** A visible text beside the launcher's icon, up to 30 characters (`data-launcher-label`). Default: an icon-only round button. */
  launcherLabel?: string | undefined;
  /** The launcher's icon: 'chat' (default) or 'help' (`data-launcher-icon`). */
  launcherIcon?: TodLauncherIcon | undefined;
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

/** A browser family, as chat events name it. */
export type TodBrowser = 'chrome' | 'edge' | 'firefox' | 'safari' | 'opera' | 'other';

/**
 * What every chat event carries. Never message text, names, phones or emails (SPEC §7, DESIGN §4).
 * @example TOD.on('message_sent', (event) => console.info(event.responseTimeMs))
 */
export interface ChatEvent {
  event: ChatEventName;
  deviceType: 'mobile' | 'tablet' | 'desktop';
  /** The browser's family only, never the user agent. */
  browser: TodBrowser;
  /** SPEC region name, e.g. 'Portland Metro'. */
  region: string;
  city: string | undefined;
  /** message_sent: milliseconds from send to the complete reply. */
  responseTimeMs?: number;
  /** cta_clicked: which action ('call_911', 'call', 'emergency_call', 'book', 'estimate', 'escalate'). */
  cta?: CtaAction;
  /** cta_clicked: a quick action under the messages, or a button of a message. */
  source?: 'quick_action' | 'message';
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

/** The event a listener of `name` receives: its `event` is that name. */
export type TodEventOf<N extends TodEventName> = (N extends LifecycleEventName ? LifecycleEvent : ChatEvent) & { event: N };
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
  /** The widget's release, e.g. '1.3.0'. */
  readonly version: string;
  /**
   * Opens the chat; `message` prefills the message box without sending it. Asynchronous: the chat's code
   * may have to load first, so `getState().open` turns true a moment later; listen to `open` to know.
   */
  open(options?: OpenOptions): void;
  /**
   * Closes the chat window (the conversation stays). Asynchronous like `open()`: the `close` event
   * follows; the focus goes back to the launcher, or with `launcher: 'none'` to what had it at opening.
   */
  close(): void;
  /** Opens the chat when it is closed, closes it when open. Asynchronous like `open()`. */
  toggle(): void;
  /** Opens the chat and sends `text` as the visitor's message (1 to 2000 characters). Asynchronous. */
  send(text: string): void;
  /** Fills the lead with what the partner already knows of the visitor; never sent to analytics. */
  identify(identity: VisitorIdentity): void;
  /**
   * Changes options at run time; only the options given change, and `''` clears a text option (city,
   * context, …) back to its default. `delay` is read once, at start: here it is ignored with a warning.
   */
  configure(options: TodOptions): void;
  /**
   * What the widget shows right now, as a copy: `ready` (the chat's code is loaded), `open`, `unread`.
   * It changes only when the matching event has fired, so read it in a listener after `open()`.
   * @example TOD.on('open', () => console.info(TOD.getState().open)); // true
   */
  getState(): TodState;
  /**
   * Calls `listener` with each `name` event: a lifecycle event (`ready`, `open`, `close`, `unread`) or a
   * chat event (SPEC §7, never personal data). A `ready` listener added once the chat is ready is called at
   * once. Returns a function that removes the listener, as `off()` does.
   * @example const stop = TOD.on('unread', ({ unread }) => (badge.textContent = String(unread))); stop();
   */
  on<N extends TodEventName>(name: N, listener: (event: TodEventOf<N>) => void): () => void;
  /** Removes a listener added with `on()` for the same event name; an unknown one is ignored. */
  off<N extends TodEventName>(name: N, listener: (event: TodEventOf<N>) => void): void;
  /** Removes everything the widget added to the page. */
  destroy(): void;
}
