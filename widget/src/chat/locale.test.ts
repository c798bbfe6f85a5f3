import { WIDGET_CATALOGUE_ES } from '@tod/domain/facts';
import { describe, expect, it } from 'vitest';
import { loadCatalogue, resolveLocale } from './locale.ts';

describe('resolveLocale', () => {
  it('uses data-lang first, then the browser language when it is English or Spanish, else English', () => {
    expect(resolveLocale('es', 'en-US')).toBe('es');
    expect(resolveLocale(undefined, 'es-MX')).toBe('es');
    expect(resolveLocale(undefined, 'ES')).toBe('es');
    expect(resolveLocale(undefined, 'en-GB')).toBe('en');
    expect(resolveLocale(undefined, 'fr-FR')).toBe('en');
    expect(resolveLocale(undefined, undefined)).toBe('en');
  });

  it('loads each locale its own catalogue', async () => {
    expect(await loadCatalogue('es')).toBe(WIDGET_CATALOGUE_ES);
    expect((await loadCatalogue('en')).sendLabel).toBe('Send message');
  });
});
