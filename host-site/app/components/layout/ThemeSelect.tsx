import type { ThemePreference } from '@tod/domain/facts';
import { useEffect, useId, useState } from 'react';
import { applyThemePreference, isThemePreference, readThemePreference } from '../../lib/theme/theme.ts';

const LABELS: Record<ThemePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** Light, dark or follow the system (SPEC §3 'theme' key). The first paint is handled by THEME_INIT_SCRIPT (lib/theme/themeInitScript.ts). */
export function ThemeSelect() {
  const id = useId();
  const [preference, setPreference] = useState<ThemePreference>('system');
  useEffect(() => setPreference(readThemePreference(safeLocalStorage())), []);
  return (
    <span className="theme-select">
      <label htmlFor={id}>Theme</label>
      <select
        id={id}
        value={preference}
        onChange={(event) => {
          const value = event.target.value;
          if (!isThemePreference(value)) return;
          setPreference(value);
          applyThemePreference(value, document.documentElement, safeLocalStorage());
        }}
      >
        {(Object.keys(LABELS) as ThemePreference[]).map((key) => (
          <option key={key} value={key}>
            {LABELS[key]}
          </option>
        ))}
      </select>
    </span>
  );
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
