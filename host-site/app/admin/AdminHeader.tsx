import { useQueryClient } from '@tanstack/react-query';
import type { StaffSession } from '@tod/domain/contracts';
import { ADMIN_COPY, BRAND_NAME, THEME_PREFERENCES, type ThemePreference } from '@tod/domain/facts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { applyThemePreference, isThemePreference, readThemePreference } from '../lib/theme/theme.ts';
import { adminFetch } from './adminApi.ts';
import { AlertControls } from './alerts/AlertControls.tsx';
import type { AlertSettings } from './alerts/alertSettings.ts';
import { announceSignOut, forgetSignedIn } from './signOut.ts';
import type { LiveState } from './useInboxEvents.ts';

const LIVE_STATE_TEXT: Record<LiveState, string> = { connecting: '', live: ADMIN_COPY.live, reconnecting: ADMIN_COPY.reconnecting };

const THEME_LABELS: Record<ThemePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** Title, live state, theme, alerts and sign-out; on a phone the tools sit behind a Menu button (one row). */
export function AdminHeader(props: {
  session: StaffSession;
  live: LiveState;
  alerts: AlertSettings;
  onAlertsChange(change: Partial<AlertSettings>): void;
}) {
  const queryClient = useQueryClient();
  const [theme, setTheme] = useState<ThemePreference>('system');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setTheme(readThemePreference(safeStorage())), []);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  /**
   * The screen is cleared at once, in this tab and the browser's other inbox tabs; the request (sent first,
   * with the CSRF token it still needs, and kept alive if the tab closes) ends the session on the server.
   */
  function signOut(everywhere: boolean) {
    const ending = adminFetch(everywhere ? '/api/admin/sessions' : '/api/admin/session', { method: 'DELETE', keepalive: true });
    forgetSignedIn(queryClient);
    announceSignOut();
    void ending.catch(() => {});
  }

  return (
    <header className="admin-header">
      <p className="admin-brand">
        <Link to="/admin">
          <span className="admin-brand-name">{BRAND_NAME} · </span>
          {ADMIN_COPY.title}
        </Link>
        {/* Nothing while the stream first opens: "Reconnecting…" only once a stream that was live dropped (issue 34.16). */}
        <span className={`admin-live admin-live-${props.live}`} aria-live="polite">
          {LIVE_STATE_TEXT[props.live]}
        </span>
      </p>
      <button
        ref={menuButton}
        type="button"
        className="admin-button admin-menu-toggle"
        aria-expanded={menuOpen}
        aria-controls="admin-header-tools"
        onClick={() => setMenuOpen((open) => !open)}
      >
        {ADMIN_COPY.menu}
      </button>
      <div id="admin-header-tools" className="admin-header-tools" data-open={menuOpen}>
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
        <AlertControls settings={props.alerts} onChange={props.onAlertsChange} />
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
