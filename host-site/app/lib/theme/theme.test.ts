// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { THEME_STORAGE_KEY } from '@tod/domain/facts';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyThemePreference, readThemePreference } from './theme.ts';

const initScript = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../public/theme-init.js'), 'utf8');
const runInitScript = () => new Function(initScript)();

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

describe('public/theme-init.js (runs before first paint)', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('reads the same storage key as the domain', () => {
    expect(initScript).toContain(`getItem('${THEME_STORAGE_KEY}')`);
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
