import {
  isWidgetLocale,
  phoneDigits,
  REGION_NAMES,
  regionKeyFromOption,
  SERVICE_REGION_KEYS,
  type ServiceRegionKey,
  TIMINGS,
  type WidgetLocale,
} from '@tod/domain/facts';
import type { TodAnalyticsConsent, TodLauncher, TodLauncherIcon, TodPosition, TodTheme } from '../types.ts';

export type {
  TodAnalyticsConsent as AnalyticsConsent,
  TodLauncher as LauncherMode,
  TodLauncherIcon as LauncherIcon,
  TodOptions,
  TodPosition as Position,
  TodTheme as Theme,
} from '../types.ts';

/** Options after validation, with every default filled in. */
export interface WidgetConfig {
  apiBase: string;
  region: ServiceRegionKey;
  city: string | undefined;
  phone: string | undefined;
  bookingUrl: string | undefined;
  estimateUrl: string | undefined;
  delayMs: number;
  theme: Theme;
  nonce: string | undefined;
  zIndex: number;
  lang: WidgetLocale | undefined;
  accent: string | undefined;
  launcherLabel: string | undefined;
  launcherIcon: LauncherIcon;
  launcher: LauncherMode;
  position: Position;
  offsetX: number;
  offsetY: number;
  /** The partner's page context, for the office; never instructions to the assistant. */
  context: string | undefined;
  analyticsConsent: AnalyticsConsent;
}

type Theme = TodTheme;
type LauncherMode = TodLauncher;
type Position = TodPosition;
type AnalyticsConsent = TodAnalyticsConsent;
type LauncherIcon = TodLauncherIcon;
const LAUNCHER_ICONS: readonly LauncherIcon[] = ['chat', 'help'];

export type Warn = (message: string) => void;

export const OPTION_NAMES = [
  'apiBase',
  'region',
  'city',
  'phone',
  'bookingUrl',
  'estimateUrl',
  'delay',
  'theme',
  'nonce',
  'zIndex',
  'lang',
  'accent',
  'launcherLabel',
  'launcherIcon',
  'launcher',
  'position',
  'offsetX',
  'offsetY',
  'context',
  'analyticsConsent',
] as const;

/**
 * Options as they arrive: from `data-*` attributes, a queue, or a JavaScript caller that TypeScript never
 * checked. Every value is validated (`TodOptions` is the typed form partners write).
 */
export type RawOptions = { [Name in (typeof OPTION_NAMES)[number]]?: unknown };

const DEFAULT_Z_INDEX = 2147483000;
const MAX_DELAY_MS = 600_000;
const THEMES: readonly Theme[] = ['light', 'dark', 'system'];
const LAUNCHER_MODES: readonly LauncherMode[] = ['default', 'none'];
const POSITIONS: readonly Position[] = ['left', 'right'];
const CONSENTS: readonly AnalyticsConsent[] = ['granted', 'denied'];
const DEFAULT_OFFSET_PX = 20;
const MAX_OFFSET_PX = 400;
/** Page context: long enough for a product and a page, short enough to stay a label, not a prompt. */
export const MAX_CONTEXT_CHARS = 200;

type Validated = Partial<WidgetConfig>;

/** Validates the options that are present; each bad one is reported once through `warn` and left out. */
export function validateOptions(options: RawOptions, baseUrl: string, warn: Warn): Validated {
  const valid: Validated = {};
  const reject = (name: string, value: unknown, expected: string) =>
    warn(`[T.O.D.] Ignoring ${name}=${JSON.stringify(String(value))}: expected ${expected}; using the default.`);
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

  for (const name of OPTION_NAMES) {
    const value = options[name];
    if (value === undefined) continue;
    const string = typeof value === 'number' ? String(value) : text(value);
    if (string === '' && CLEARABLE.includes(name)) {
      valid[name as 'city'] = undefined;
      continue;
    }
    switch (name) {
      case 'apiBase': {
        const url = string ? absoluteHttpUrl(string, baseUrl) : undefined;
        if (url) valid.apiBase = url.replace(/\/+$/, '');
        else reject(name, value, 'an http(s) URL');
        break;
      }
      case 'bookingUrl':
      case 'estimateUrl': {
        // Links the visitor follows: a relative one is the partner's page's (`/book-now`), not the chat server's.
        const url = string ? absoluteHttpUrl(string, document.baseURI) : undefined;
        if (url) valid[name] = url;
        else reject(name, value, 'an http(s) URL');
        break;
      }
      case 'region': {
        const region = string ? regionKeyFromOption(string) : undefined;
        if (region) valid.region = region;
        else
          reject(
            name,
            value,
            `a region key or name, one of ${SERVICE_REGION_KEYS.map((key) => `${key} (${REGION_NAMES[key][0]})`).join(', ')}`,
          );
        break;
      }
      case 'city':
        if (string && string.length <= 100) valid.city = string;
        else reject(name, value, 'a city name of 1 to 100 characters');
        break;
      case 'phone':
        if (string && phoneDigits(string).length === 10 && /^[\d\s()+.-]+$/.test(string)) valid.phone = string;
        else reject(name, value, 'a 10-digit US phone number');
        break;
      case 'delay': {
        const number = string && /^\d+$/.test(string) ? Number(string) : Number.NaN;
        if (number <= MAX_DELAY_MS) valid.delayMs = number;
        else reject(name, value, `whole milliseconds from 0 to ${MAX_DELAY_MS}`);
        break;
      }
      case 'theme':
        if (string && (THEMES as readonly string[]).includes(string)) valid.theme = string as Theme;
        else reject(name, value, 'light, dark or system');
        break;
      case 'nonce':
        if (string && /^[A-Za-z0-9+/=_-]+$/.test(string)) valid.nonce = string;
        else reject(name, value, 'a CSP nonce');
        break;
      case 'zIndex': {
        const number = string && /^-?\d+$/.test(string) ? Number(string) : Number.NaN;
        if (Math.abs(number) <= 2147483647) valid.zIndex = number;
        else reject(name, value, 'a whole number');
        break;
      }
      case 'lang': {
        const lang = string?.toLowerCase();
        if (isWidgetLocale(lang)) valid.lang = lang;
        else reject(name, value, 'en or es');
        break;
      }
      case 'accent':
        if (string && /^#([\da-f]{3}|[\da-f]{6})$/i.test(string)) valid.accent = string.toLowerCase();
        else reject(name, value, 'a colour as #rgb or #rrggbb');
        break;
      case 'launcherLabel':
        if (string && string.length <= 30) valid.launcherLabel = string;
        else reject(name, value, 'a label of 1 to 30 characters');
        break;
      case 'launcherIcon':
        if (string && (LAUNCHER_ICONS as readonly string[]).includes(string)) valid.launcherIcon = string as LauncherIcon;
        else reject(name, value, LAUNCHER_ICONS.join(' or '));
        break;
      case 'launcher':
        if (string && (LAUNCHER_MODES as readonly string[]).includes(string)) valid.launcher = string as LauncherMode;
        else reject(name, value, 'default or none');
        break;
      case 'position':
        if (string && (POSITIONS as readonly string[]).includes(string)) valid.position = string as Position;
        else reject(name, value, 'left or right');
        break;
      case 'offsetX':
      case 'offsetY': {
        const number = string && /^\d+$/.test(string) ? Number(string) : Number.NaN;
        if (number <= MAX_OFFSET_PX) valid[name] = number;
        else reject(name, value, `whole pixels from 0 to ${MAX_OFFSET_PX}`);
        break;
      }
      case 'context': {
        const context = typeof value === 'string' ? pageContext(value) : undefined;
        if (context !== undefined) valid.context = context || undefined;
        else reject(name, typeof value === 'string' ? `${value.slice(0, 20)}…` : value, `text of at most ${MAX_CONTEXT_CHARS} characters`);
        break;
      }
      case 'analyticsConsent':
        if (string && (CONSENTS as readonly string[]).includes(string)) valid.analyticsConsent = string as AnalyticsConsent;
        else reject(name, value, 'granted or denied');
        break;
    }
  }
  return valid;
}

/** The options that have a default; the others (city, phone, links, accent, …) are undefined when not given. */
const DEFAULTS = {
  region: 'portland-metro',
  delayMs: TIMINGS.chatLauncherDelayMs,
  theme: 'system',
  zIndex: DEFAULT_Z_INDEX,
  launcherIcon: 'chat',
  launcher: 'default',
  position: 'right',
  offsetX: DEFAULT_OFFSET_PX,
  offsetY: DEFAULT_OFFSET_PX,
  analyticsConsent: 'denied',
} as const satisfies Partial<WidgetConfig>;

/** Options that `''` clears back to their default (none): `TOD.configure({ city: '' })`. */
const CLEARABLE: readonly string[] = ['city', 'phone', 'bookingUrl', 'estimateUrl', 'nonce', 'lang', 'accent', 'launcherLabel'];

/** The full configuration: validated options over the defaults. */
export function resolveConfig(options: RawOptions, baseUrl: string, warn: Warn): WidgetConfig {
  // Spelled as a spread, not key by key: every byte of the loader counts (DESIGN §5).
  return { ...DEFAULTS, apiBase: new URL(baseUrl).origin, ...validateOptions(options, baseUrl, warn) } as WidgetConfig;
}

/**
 * `TOD.configure(partial)`: a new region without its own city, phone or booking link drops the
 * old region's ones, so all three follow the region at once.
 */
export function mergeConfig(current: WidgetConfig, options: RawOptions, baseUrl: string, warn: Warn): WidgetConfig {
  const valid = validateOptions(options, baseUrl, warn);
  const next: WidgetConfig = { ...current, ...valid };
  if (valid.region && valid.region !== current.region) {
    if (!('city' in valid)) next.city = undefined;
    if (!('phone' in valid)) next.phone = undefined;
    if (!('bookingUrl' in valid)) next.bookingUrl = undefined;
  }
  return next;
}

/** One line of printable text, or undefined when too long; '' is valid (it clears the context). */
export function pageContext(value: string): string | undefined {
  const line = value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length <= MAX_CONTEXT_CHARS ? line : undefined;
}

function absoluteHttpUrl(value: string, baseUrl: string): string | undefined {
  try {
    const url = new URL(value, baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
