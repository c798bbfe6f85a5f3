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

export type Theme = 'light' | 'dark' | 'system';

/**
 * The widget's options: the script tag's `data-*` attributes (camelCased by `dataset`), the
 * argument of `init()` and of `TOD.configure()`. Every one is optional.
 * @example <script src="/widget/tod.js" defer data-region="salem" data-delay="1000" data-theme="dark"></script>
 */
export interface TodOptions {
  /** Origin of the chat API. Default: the script's own origin (the page's origin for `init()`). */
  apiBase?: string;
  /** Service region key, e.g. 'portland-metro' (default), 'salem', 'sw-washington', 'idaho', 'nationwide'. */
  region?: string;
  /** City for the greeting. Default: the region's main city. */
  city?: string;
  /** Phone shown and dialled. Default: the region's phone. */
  phone?: string;
  /** Booking site. Default: the region's booking link. */
  bookingUrl?: string;
  /** Online estimator. Default: /get-estimate on the API's origin. */
  estimateUrl?: string;
  /** Milliseconds before the launcher appears. Default 3000. */
  delay?: number | string;
  /** 'light', 'dark' or 'system' (default; follows prefers-color-scheme). */
  theme?: string;
  /** CSP nonce given to every element the widget injects. Default: the script's own nonce. */
  nonce?: string;
  /** z-index of the launcher and window. Default 2147483000. */
  zIndex?: number | string;
  /** 'en' or 'es'. Default: the browser's language when it is one of them, else 'en'. */
  lang?: string;
  /** Brand colour as #rgb or #rrggbb; darkened or lightened (with a warning) where text on it would fall below 4.5:1. */
  accent?: string;
  /** A visible text beside the launcher's icon, up to 30 characters. Default: an icon-only round button. */
  launcherLabel?: string;
  /** The launcher's icon: 'chat' (default) or 'help'. */
  launcherIcon?: string;
}

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
}

export type LauncherIcon = 'chat' | 'help';
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
] as const;

const DEFAULT_Z_INDEX = 2147483000;
const MAX_DELAY_MS = 600_000;
const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

type Validated = Partial<WidgetConfig>;

/** Validates the options that are present; each bad one is reported once through `warn` and left out. */
export function validateOptions(options: TodOptions, baseUrl: string, warn: Warn): Validated {
  const valid: Validated = {};
  const reject = (name: string, value: unknown, expected: string) =>
    warn(`[T.O.D.] Ignoring ${name}=${JSON.stringify(String(value))}: expected ${expected}; using the default.`);
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

  for (const name of OPTION_NAMES) {
    const value = options[name];
    if (value === undefined) continue;
    const string = typeof value === 'number' ? String(value) : text(value);
    switch (name) {
      case 'apiBase': {
        const url = string ? absoluteHttpUrl(string, baseUrl) : undefined;
        if (url) valid.apiBase = url.replace(/\/+$/, '');
        else reject(name, value, 'an http(s) URL');
        break;
      }
      case 'bookingUrl':
      case 'estimateUrl': {
        const url = string ? absoluteHttpUrl(string, baseUrl) : undefined;
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
    }
  }
  return valid;
}

/** The full configuration: validated options over the defaults. */
export function resolveConfig(options: TodOptions, baseUrl: string, warn: Warn): WidgetConfig {
  const valid = validateOptions(options, baseUrl, warn);
  return {
    apiBase: valid.apiBase ?? new URL(baseUrl).origin,
    region: valid.region ?? 'portland-metro',
    city: valid.city,
    phone: valid.phone,
    bookingUrl: valid.bookingUrl,
    estimateUrl: valid.estimateUrl,
    delayMs: valid.delayMs ?? TIMINGS.chatLauncherDelayMs,
    theme: valid.theme ?? 'system',
    nonce: valid.nonce,
    zIndex: valid.zIndex ?? DEFAULT_Z_INDEX,
    lang: valid.lang,
    accent: valid.accent,
    launcherLabel: valid.launcherLabel,
    launcherIcon: valid.launcherIcon ?? 'chat',
  };
}

/**
 * `TOD.configure(partial)`: a new region without its own city, phone or booking link drops the
 * old region's ones, so all three follow the region at once.
 */
export function mergeConfig(current: WidgetConfig, options: TodOptions, baseUrl: string, warn: Warn): WidgetConfig {
  const valid = validateOptions(options, baseUrl, warn);
  const next: WidgetConfig = { ...current, ...valid };
  if (valid.region && valid.region !== current.region) {
    if (!('city' in valid)) next.city = undefined;
    if (!('phone' in valid)) next.phone = undefined;
    if (!('bookingUrl' in valid)) next.bookingUrl = undefined;
  }
  return next;
}

function absoluteHttpUrl(value: string, baseUrl: string): string | undefined {
  try {
    const url = new URL(value, baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
