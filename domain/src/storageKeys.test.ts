import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  LOCAL_STORAGE_KEYS,
  SESSION_STORAGE_KEYS,
  STORAGE_ENTRIES,
  type StorageArea,
  storageEntryFor,
  THEME_STORAGE_KEY,
  WIDGET_SESSION_STORAGE_KEY,
} from './storageKeys.ts';

describe('STORAGE_ENTRIES', () => {
  it('names every key the code uses, each once, with a purpose and a lifetime', () => {
    const named: [StorageArea, string][] = [
      ['cookie', CONSENT_COOKIE.name],
      ...Object.values(LOCAL_STORAGE_KEYS).map((key): [StorageArea, string] => ['localStorage', key]),
      ['localStorage', THEME_STORAGE_KEY],
      ...Object.values(SESSION_STORAGE_KEYS).map((key): [StorageArea, string] => ['sessionStorage', key]),
      ['sessionStorage', WIDGET_SESSION_STORAGE_KEY],
    ];
    for (const [area, key] of named) expect(storageEntryFor(area, key), `${area} ${key}`).toBeDefined();
    expect(STORAGE_ENTRIES).toHaveLength(named.length);
    for (const entry of STORAGE_ENTRIES) {
      expect(entry.purpose.length, entry.key).toBeGreaterThan(20);
      expect(entry.lifetime.length, entry.key).toBeGreaterThan(3);
    }
  });

  it("names the keys the issue lists, the widget's conversation included", () => {
    for (const key of ['analytics_consent', 'cookieBannerInteracted', 'geoConsent', 'tod:v1:session']) {
      expect(STORAGE_ENTRIES.map((entry) => entry.key)).toContain(key);
    }
  });

  it('finds nothing for a key in another area or an unknown key', () => {
    expect(storageEntryFor('cookie', 'analytics_consent')).toBeUndefined();
    expect(storageEntryFor('localStorage', 'nope')).toBeUndefined();
  });
});
