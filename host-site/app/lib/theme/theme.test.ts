// @vitest-environment happy-dom
import { THEME_STORAGE_KEY } from '@tod/domain/facts';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyThemePreference, readThemePreference } from './theme.ts';
import { THEME_INIT_SCRIPT } from './themeInitScript.ts';

const runInitScript = () => new Function(THEME_INIT_SCRIPT)();

const throwingStorage = {
  getItem(): string | null {
    throw new Error('SecurityError');
  },
  setItem(): void {
    throw new Error('SecurityError');
  },
};

describe('theme preference', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('reads system when nothing is stored', () => {
    expect(readThemePreference(localStorage)).toBe('system');
  });

  it('reads a stored light or dark choice under the SPEC theme key', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readThemePreference(localStorage)).toBe('dark');
  });

  it('treats an unknown stored value as system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemePreference(localStorage)).toBe('system');
  });

  it('falls back to system when storage throws', () => {
    expect(readThemePreference(throwingStorage)).toBe('system');
  });

  it('stores and applies dark, and removes the override for system', () => {
    const root = document.documentElement;
    applyThemePreference('dark', root, localStorage);
    expect(root.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    applyThemePreference('system', root, localStorage);
    expect(root.dataset.theme).toBeUndefined();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });

  it('still applies the choice when storage throws', () => {
    applyThemePreference('light', document.documentElement, throwingStorage);
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

describe('THEME_INIT_SCRIPT (runs inline before the first paint)', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('reads the same storage key as the domain', () => {
    expect(THEME_INIT_SCRIPT).toContain(`getItem("${THEME_STORAGE_KEY}")`);
  });

  it('applies a stored light choice too', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    runInitScript();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('does not throw when storage is blocked', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', { configurable: true, get: () => throwingStorage });
    try {
      expect(runInitScript).not.toThrow();
      expect(document.documentElement.dataset.theme).toBeUndefined();
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });

  it('applies a stored dark choice to <html data-theme>', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runInitScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('leaves the attribute off for system so the CSS follows the OS', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'system');
    runInitScript();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('ignores unknown stored values', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '"><script>');
    runInitScript();
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });
});
