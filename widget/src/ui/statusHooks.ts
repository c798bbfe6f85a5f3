import { useEffect, useState } from 'preact/hooks';
import type { AccentPalette, AccentResult } from '../chat/accent.ts';
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

/**
 * The CSS custom properties for a partner accent in the theme shown, and one console warning per
 * accent and theme that had to be adjusted for contrast (issue 18.10). The colour maths is a chunk
 * of its own, loaded only when a partner sets an accent.
 */
export function useAccentStyle(
  accent: string | undefined,
  dark: boolean,
  warn: (message: string) => void = (message) => console.warn(message),
) {
  const [palettes, setPalettes] = useState<{ accent: string; light: AccentResult; dark: AccentResult } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the warning function is fixed for the page.
  useEffect(() => {
    if (!accent) return;
    let current = true;
    void import('../chat/accent.ts').then(({ accentPalette, accentWarning, SURFACES }) => {
      if (!current) return;
      const results = { accent, light: accentPalette(accent, SURFACES.light), dark: accentPalette(accent, SURFACES.dark) };
      for (const theme of ['light', 'dark'] as const) {
        const adjusted = results[theme].adjusted;
        const key = `${accent}:${theme}`;
        if (adjusted && !warnedAccents.has(key)) {
          warnedAccents.add(key);
          warn(accentWarning(theme, adjusted));
        }
      }
      setPalettes(results);
    });
    return () => {
      current = false;
    };
  }, [accent]);
  return palettes && palettes.accent === accent ? accentVariables(palettes[dark ? 'dark' : 'light'].palette) : {};
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
