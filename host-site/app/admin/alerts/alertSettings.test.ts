import { describe, expect, it } from 'vitest';
import { alertSettingsKey, DEFAULT_ALERT_SETTINGS, readAlertSettings, writeAlertSettings } from './alertSettings.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the alert settings', () => {
  it('turn both sounds on for someone who never chose', () => {
    expect(readAlertSettings(memoryStorage(), 7)).toEqual({ emergencySound: true, ringSound: true });
    expect(readAlertSettings(undefined, 7)).toEqual(DEFAULT_ALERT_SETTINGS);
  });

  it('remember each sound on its own, per account', () => {
    const storage = memoryStorage();
    writeAlertSettings(storage, 7, { emergencySound: true, ringSound: false });
    expect(readAlertSettings(storage, 7)).toEqual({ emergencySound: true, ringSound: false });
    writeAlertSettings(storage, 7, { emergencySound: false, ringSound: true });
    expect(readAlertSettings(storage, 7)).toEqual({ emergencySound: false, ringSound: true });
    expect(readAlertSettings(storage, 8)).toEqual(DEFAULT_ALERT_SETTINGS);
    expect([...storage.values.keys()]).toEqual([alertSettingsKey(7)]);
  });

  it('fall back to the default for a stored value that is not JSON or not a yes/no', () => {
    const storage = memoryStorage();
    storage.setItem(alertSettingsKey(7), '{not json');
    expect(readAlertSettings(storage, 7)).toEqual(DEFAULT_ALERT_SETTINGS);
    storage.setItem(alertSettingsKey(7), JSON.stringify({ emergencySound: 'no', ringSound: false }));
    expect(readAlertSettings(storage, 7)).toEqual({ emergencySound: true, ringSound: false });
  });

  it('keep working when the storage refuses to read or write', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readAlertSettings(refusing, 7)).toEqual(DEFAULT_ALERT_SETTINGS);
    expect(() => writeAlertSettings(refusing, 7, { emergencySound: false, ringSound: false })).not.toThrow();
  });
});
