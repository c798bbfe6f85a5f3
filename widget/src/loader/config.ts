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
import type { TodOptions } from '../types.ts';

export type { TodOptions } from '../types.ts';

export type Theme = 'light' | 'dark' | 'system';

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

export type LauncherMode = 'default' | 'none';
export type Position = 'left' | 'right';
export type AnalyticsConsent = 'granted' | 'denied';
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
  'launcher',
  'position',
  'offsetX',
  'offsetY',
  'context',
  'analyticsConsent',
] as const;

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
    launcher: valid.launcher ?? 'default',
    position: valid.position ?? 'right',
    offsetX: valid.offsetX ?? DEFAULT_OFFSET_PX,
    offsetY: valid.offsetY ?? DEFAULT_OFFSET_PX,
    context: valid.context,
    analyticsConsent: valid.analyticsConsent ?? 'denied',
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
