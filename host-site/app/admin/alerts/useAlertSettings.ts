import { useCallback, useState } from 'react';
import { type AlertSettings, browserStorage, readAlertSettings, writeAlertSettings } from './alertSettings.ts';

/** The signed-in account's alert settings, remembered in this browser per account (decision 0440). */
export function useAlertSettings(staffId: number): [AlertSettings, (change: Partial<AlertSettings>) => void] {
  const [settings, setSettings] = useState(() => readAlertSettings(browserStorage(), staffId));
  const change = useCallback(
    (update: Partial<AlertSettings>) =>
      setSettings((current) => {
        const next = { ...current, ...update };
        writeAlertSettings(browserStorage(), staffId, next);
        return next;
      }),
    [staffId],
  );
  return [settings, change];
}
