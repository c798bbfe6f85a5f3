import { ADMIN_ALERT_SETTINGS_KEY_PREFIX } from '@tod/domain/facts';

/** The sounds a member of staff can turn on or off, one per kind of alert (issue 34.8). */
export interface AlertSettings {
  /** A new emergency item, or an item that becomes an emergency. */
  emergencySound: boolean;
  /** A hand-off ringing for a person, repeated until someone joins. */
  ringSound: boolean;
}

/** Both on until the member of staff turns one off (decision 0440): a busy office must not miss either. */
export const DEFAULT_ALERT_SETTINGS: Readonly<AlertSettings> = { emergencySound: true, ringSound: true };

/** The storage key of one account's settings, so two people sharing a browser each keep their own. */
export function alertSettingsKey(staffId: number): string {
  return `${ADMIN_ALERT_SETTINGS_KEY_PREFIX}${staffId}`;
}

/** The account's remembered settings; each one not stored (or unreadable) is its default. */
export function readAlertSettings(storage: Pick<Storage, 'getItem'> | undefined, staffId: number): AlertSettings {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(alertSettingsKey(staffId)) ?? 'null');
  } catch {
    stored = null;
  }
  const saved = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    emergencySound: typeof saved.emergencySound === 'boolean' ? saved.emergencySound : DEFAULT_ALERT_SETTINGS.emergencySound,
    ringSound: typeof saved.ringSound === 'boolean' ? saved.ringSound : DEFAULT_ALERT_SETTINGS.ringSound,
  };
}

/** Remembers the account's settings; a storage that refuses (private mode, full) keeps them for this page only. */
export function writeAlertSettings(storage: Pick<Storage, 'setItem'> | undefined, staffId: number, settings: AlertSettings): void {
  try {
    storage?.setItem(alertSettingsKey(staffId), JSON.stringify(settings));
  } catch {
    // Not remembered: the settings still hold until the page is reloaded.
  }
}

/** localStorage, or undefined where reading it throws (blocked storage). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
