import { useQueryClient } from '@tanstack/react-query';
import type { StaffSession } from '@tod/domain/contracts';
import { ADMIN_COPY, BRAND_NAME, THEME_PREFERENCES, type ThemePreference } from '@tod/domain/facts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { applyThemePreference, isThemePreference, readThemePreference } from '../lib/theme/theme.ts';
import { adminFetch } from './adminApi.ts';
import type { LiveState } from './useInboxEvents.ts';

const THEME_LABELS: Record<ThemePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** Title, live state, theme, emergency sound and sign-out. */
export function AdminHeader(props: { session: StaffSession; live: LiveState; soundOn: boolean; onSoundChange(on: boolean): void }) {
  const queryClient = useQueryClient();
  const [theme, setTheme] = useState<ThemePreference>('system');
  useEffect(() => setTheme(readThemePreference(safeStorage())), []);

  async function signOut(everywhere: boolean) {
    await adminFetch(everywhere ? '/api/admin/sessions' : '/api/admin/session', { method: 'DELETE' }).catch(() => {});
    queryClient.clear();
    queryClient.setQueryData(['session'], null);
  }

  return (
    <header className="admin-header">
      <p className="admin-brand">
        <Link to="/admin">
          {BRAND_NAME} · {ADMIN_COPY.title}
        </Link>
        <span className={`admin-live admin-live-${props.live}`} aria-live="polite">
          {props.live === 'live' ? ADMIN_COPY.live : ADMIN_COPY.reconnecting}
        </span>
      </p>
      <div className="admin-header-tools">
        <span className="admin-who">{props.session.staff.email}</span>
        <label className="admin-inline">
          {ADMIN_COPY.theme}{' '}
          <select
            value={theme}
            onChange={(event) => {
              const value = event.target.value;
              if (!isThemePreference(value)) return;
              setTheme(value);
              applyThemePreference(value, document.documentElement, safeStorage());
            }}
          >
            {THEME_PREFERENCES.map((preference) => (
              <option key={preference} value={preference}>
                {THEME_LABELS[preference]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-inline">
          <input type="checkbox" checked={props.soundOn} onChange={(event) => props.onSoundChange(event.target.checked)} />{' '}
          {ADMIN_COPY.emergencySound}
        </label>
        <button type="button" className="admin-button" onClick={() => void signOut(false)}>
          {ADMIN_COPY.signOut}
        </button>
        <button type="button" className="admin-button" onClick={() => void signOut(true)}>
          {ADMIN_COPY.signOutEverywhere}
        </button>
      </div>
    </header>
  );
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
