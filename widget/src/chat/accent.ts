/**
 * A partner's brand colour turned into the widget's palette (issue 18.10): button background and its
 * text, hover, link and focus colours, for the light and the dark theme. Every text colour keeps
 * 4.5:1 (WCAG AA) against what it is drawn on; an accent that cannot carry readable text is moved
 * the shortest way (darker or lighter) until it can, and the caller is told.
 */

type Rgb = readonly [number, number, number];

export interface AccentPalette {
  primary: string;
  primaryFg: string;
  primaryHover: string;
  link: string;
  focus: string;
}

export interface ThemeSurfaces {
  /** The window's background and the assistant bubbles' background, where links are drawn. */
  bg: string;
  surface: string;
  /** The two text colours a button may use: light and dark. */
  lightText: string;
  darkText: string;
}

/** The widget's own surfaces, matching widget.css. */
export const SURFACES: Readonly<Record<'light' | 'dark', ThemeSurfaces>> = {
  light: { bg: '#ffffff', surface: '#f3f4f6', lightText: '#ffffff', darkText: '#111827' },
  dark: { bg: '#111827', surface: '#1f2937', lightText: '#ffffff', darkText: '#0b1220' },
};

export const MIN_TEXT_CONTRAST = 4.5;

export function parseHex(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[\da-f]{6}$/i.test(full)) throw new Error(`Not a #rgb or #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** `color` moved `amount` (0–1) of the way towards `target`. */
function mix(color: string, target: string, amount: number): string {
  const from = parseHex(color);
  const to = parseHex(target);
  return toHex(from.map((value, index) => value + ((to[index] ?? value) - value) * amount) as unknown as Rgb);
}

const STEPS = 50;

/** The first mix of `color` towards `target` that passes `ok`; the target itself if none does sooner. */
function nearest(color: string, target: string, ok: (candidate: string) => boolean): { color: string; step: number } {
  for (let step = 0; step <= STEPS; step += 1) {
    const candidate = mix(color, target, step / STEPS);
    if (ok(candidate)) return { color: candidate, step };
  }
  return { color: target, step: STEPS };
}

export interface AccentResult {
  palette: AccentPalette;
  /** Set when the accent itself could not carry readable text and was moved. */
  adjusted?: { from: string; to: string; contrast: number };
}

/** The palette for one theme: the accent as is when white or dark text reaches 4.5:1 on it, else the nearest colour that does. */
export function accentPalette(accent: string, surfaces: ThemeSurfaces): AccentResult {
  const color = toHex(parseHex(accent));
  const textOn = (background: string) =>
    contrastRatio(background, surfaces.lightText) >= contrastRatio(background, surfaces.darkText) ? surfaces.lightText : surfaces.darkText;
  const readable = (background: string) => contrastRatio(background, textOn(background)) >= MIN_TEXT_CONTRAST;

  let primary = color;
  let adjusted: AccentResult['adjusted'];
  if (!readable(color)) {
    const darker = nearest(color, '#000000', readable);
    const lighter = nearest(color, '#ffffff', readable);
    primary = darker.step <= lighter.step ? darker.color : lighter.color;
    adjusted = { from: color, to: primary, contrast: Math.round(contrastRatio(color, textOn(color)) * 100) / 100 };
  }
  const primaryFg = textOn(primary);
  // Hover moves away from the text colour, so it only gains contrast.
  const primaryHover = mix(primary, primaryFg === surfaces.lightText ? '#000000' : '#ffffff', 0.18);
  // Links are text on the window and on the bubbles: darker on a light theme, lighter on a dark one.
  const darkTheme = contrastRatio(surfaces.bg, '#000000') < contrastRatio(surfaces.bg, '#ffffff');
  const readableLink = (candidate: string) =>
    contrastRatio(candidate, surfaces.bg) >= MIN_TEXT_CONTRAST && contrastRatio(candidate, surfaces.surface) >= MIN_TEXT_CONTRAST;
  const link = nearest(color, darkTheme ? '#ffffff' : '#000000', readableLink).color;
  return { palette: { primary, primaryFg, primaryHover, link, focus: link }, ...(adjusted ? { adjusted } : {}) };
}

/** The console warning for an adjusted accent. */
export function accentWarning(theme: 'light' | 'dark', adjusted: NonNullable<AccentResult['adjusted']>): string {
  return `[T.O.D.] accent ${adjusted.from} gives button text only ${adjusted.contrast}:1 in the ${theme} theme (4.5:1 needed); using ${adjusted.to} there instead.`;
}
