import { THEME_PREFERENCES, THEME_STORAGE_KEY, type ThemePreference } from '@tod/domain/facts';

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

/** The stored choice; 'system' when nothing (or something unknown) is stored or storage is blocked. */
export function readThemePreference(storage: Pick<Storage, 'getItem'> | undefined): ThemePreference {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Stores the choice and applies it to <html data-theme>. 'system' removes the attribute so the CSS
 * follows prefers-color-scheme, as THEME_INIT_SCRIPT (themeInitScript.ts) does before the first paint.
 */
export function applyThemePreference(preference: ThemePreference, root: HTMLElement, storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Blocked storage: the choice still applies to this page.
  }
  if (preference === 'system') delete root.dataset.theme;
  else root.dataset.theme = preference;
}
