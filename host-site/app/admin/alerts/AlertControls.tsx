import { ADMIN_COPY, LIVE_ADMIN_COPY } from '@tod/domain/facts';
import { useEffect, useRef, useState } from 'react';
import type { AlertSettings } from './alertSettings.ts';
import { askForNotifications, type NotificationState, notificationState } from './notify.ts';

const NOTIFICATION_TEXT: Record<Exclude<NotificationState, 'default'>, string> = {
  granted: ADMIN_COPY.notificationsOn,
  denied: ADMIN_COPY.notificationsBlocked,
  unsupported: ADMIN_COPY.notificationsUnsupported,
};

/**
 * The header's Alerts (issue 34.8): a sound per kind of alert, each remembered, and the button that asks the
 * browser once for notifications (nothing is asked on load); once answered, what the browser said.
 */
export function AlertControls(props: { settings: AlertSettings; onChange(change: Partial<AlertSettings>): void }) {
  // 'default' on the server and the first render; the browser's answer once mounted.
  const [permission, setPermission] = useState<NotificationState>('default');
  useEffect(() => setPermission(notificationState()), []);
  const panel = useRef<HTMLDetailsElement>(null);
  // A panel left open covers the ringing banner: Escape (focus back on Alerts) or a click outside closes it.
  useEffect(() => {
    const details = panel.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);
  return (
    <details className="admin-alerts" ref={panel}>
      <summary className="admin-button">{ADMIN_COPY.alerts}</summary>
      <div className="admin-alerts-panel">
        <label className="admin-inline">
          <input
            type="checkbox"
            checked={props.settings.emergencySound}
            onChange={(event) => props.onChange({ emergencySound: event.target.checked })}
          />{' '}
          {ADMIN_COPY.emergencySound}
        </label>
        <label className="admin-inline">
          <input
            type="checkbox"
            checked={props.settings.ringSound}
            onChange={(event) => props.onChange({ ringSound: event.target.checked })}
          />{' '}
          {LIVE_ADMIN_COPY.ringSound}
        </label>
        {permission === 'default' ? (
          <button type="button" className="admin-button" onClick={() => void askForNotifications().then(setPermission)}>
            {ADMIN_COPY.notificationsEnable}
          </button>
        ) : (
          <p className="admin-alerts-state" role="status">
            {NOTIFICATION_TEXT[permission]}
          </p>
        )}
      </div>
    </details>
  );
}
