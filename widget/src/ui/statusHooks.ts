import { useEffect, useMemo, useState } from 'preact/hooks';
import type { AccentPalette } from '../chat/accent.ts';
import type { OriginStatus } from '../chat/originCheck.ts';

type RefusedUi = typeof import('./components/RefusedWindow.tsx');

let refusedWarned = false;

/** Asks the chat server once per API origin whether this page may use it. */
export function useOriginStatus(apiBase: string, check: (apiBase: string, signal: AbortSignal) => Promise<OriginStatus>): OriginStatus {
  const [status, setStatus] = useState<OriginStatus>('pending');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the check function is fixed for the page.
  useEffect(() => {
    const controller = new AbortController();
    setStatus('pending');
    void check(apiBase, controller.signal).then((result) => {
      if (!controller.signal.aborted) setStatus(result);
    });
    return () => controller.abort();
  }, [apiBase]);
  return status;
}

/**
 * On a refused origin: the refused-origin components (a chunk of their own, loaded only then), and one
 * console warning per page with the fix. Null otherwise, and until the chunk has loaded.
 */
export function useRefusedUi(
  refused: boolean,
  apiBase: string,
  warn: (message: string) => void = (message) => console.warn(message),
): RefusedUi | null {
  const [ui, setUi] = useState<RefusedUi | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the warning function is fixed for the page.
  useEffect(() => {
    if (!refused) return;
    let current = true;
    void import('./components/RefusedWindow.tsx').then((module) => {
      if (!current) return;
      if (!refusedWarned) {
        refusedWarned = true;
        warn(module.refusedOriginWarning(window.location.origin, apiBase));
      }
      setUi(() => module);
    });
    return () => {
      current = false;
    };
  }, [refused, apiBase]);
  return refused ? ui : null;
}

const warnedAccents = new Set<string>();

type AccentChunk = typeof import('../chat/accent.ts');
let accentChunk: AccentChunk | undefined;
let accentLoad: Promise<unknown> | undefined;

/**
 * Loads the accent's colour maths once. mountUi waits for it before its first draw when a partner sets an
 * accent, so the launcher is painted in the partner's colour from its first frame (issue 35.7, decision 0390).
 */
export const loadAccent = () =>
  (accentLoad ??= import('../chat/accent.ts').then((chunk) => {
    accentChunk = chunk;
  }));

/**
 * The CSS custom properties for a partner accent in the theme shown, and one console warning per
 * accent and theme that had to be adjusted for contrast (issue 18.10). The colour maths is a chunk
 * of its own, loaded only when a partner sets an accent; once loaded, the first render has the colours.
 */
export function useAccentStyle(
  accent: string | undefined,
  dark: boolean,
  warn: (message: string) => void = (message) => console.warn(message),
) {
  const [chunk, setChunk] = useState(() => accentChunk);
  useEffect(() => {
    if (accent && !chunk) void loadAccent().then(() => setChunk(accentChunk));
  }, [accent, chunk]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the warning function is fixed for the page.
  const palette = useMemo(() => {
    if (!accent || !chunk) return;
    const { accentPalette, accentWarning, SURFACES } = chunk;
    const theme = dark ? 'dark' : 'light';
    const result = accentPalette(accent, SURFACES[theme]);
    const key = `${accent}:${theme}`;
    if (result.adjusted && !warnedAccents.has(key)) {
      warnedAccents.add(key);
      warn(accentWarning(theme, result.adjusted));
    }
    return result.palette;
  }, [accent, chunk, dark]);
  return palette ? accentVariables(palette) : {};
}

function accentVariables(palette: AccentPalette): Record<string, string> {
  return {
    '--tod-primary': palette.primary,
    '--tod-primary-fg': palette.primaryFg,
    '--tod-primary-hover': palette.primaryHover,
    '--tod-link': palette.link,
    '--tod-focus': palette.focus,
  };
}

/** Whole seconds left until `until` (ms since epoch), ticking once a second; 0 when past or absent. */
export function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
