import { describe, expect, it, vi } from 'vitest';
import { mergeConfig, resolveConfig } from './config.ts';

const base = 'https://cdn.example.com/widget/tod.js';

describe('resolveConfig', () => {
  it('fills every default when no option is given: script origin, Portland Metro, 3000 ms, system theme', () => {
    const warn = vi.fn();
    expect(resolveConfig({}, base, warn)).toEqual({
      apiBase: 'https://cdn.example.com',
      region: 'portland-metro',
      city: undefined,
      phone: undefined,
      bookingUrl: undefined,
      estimateUrl: undefined,
      delayMs: 3000,
      theme: 'system',
      nonce: undefined,
      zIndex: 2147483000,
      lang: undefined,
      accent: undefined,
      launcherLabel: undefined,
      launcherIcon: 'chat',
      launcher: 'default',
      position: 'right',
      offsetX: 20,
      offsetY: 20,
      context: undefined,
      analyticsConsent: 'denied',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts valid data-* strings and resolves relative link URLs against the page, not the script', () => {
    const warn = vi.fn();
    const config = resolveConfig(
      {
        apiBase: 'https://chat.example.com/',
        region: 'salem',
        city: ' Keizer ',
        phone: '(503) 555-0175',
        bookingUrl: 'https://book.example.com/salem',
        estimateUrl: '/get-estimate',
        delay: '250',
        theme: 'dark',
        nonce: 'abc123==',
        zIndex: '50',
        launcher: 'none',
        position: 'left',
        offsetX: '0',
        offsetY: '96',
        context: '  Showroom:\n Clopay  Modern Steel ',
        analyticsConsent: 'granted',
      },
      base,
      warn,
    );
    expect(config).toEqual({
      apiBase: 'https://chat.example.com',
      region: 'salem',
      city: 'Keizer',
      phone: '(503) 555-0175',
      bookingUrl: 'https://book.example.com/salem',
      estimateUrl: `${new URL('/get-estimate', document.baseURI).href}`,
      delayMs: 250,
      theme: 'dark',
      nonce: 'abc123==',
      zIndex: 50,
      lang: undefined,
      accent: undefined,
      launcherLabel: undefined,
      launcherIcon: 'chat',
      launcher: 'none',
      position: 'left',
      offsetX: 0,
      offsetY: 96,
      context: 'Showroom: Clopay Modern Steel',
      analyticsConsent: 'granted',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['delay', 'soon', 'delayMs', 3000],
    ['delay', '-5', 'delayMs', 3000],
    ['delay', '999999999', 'delayMs', 3000],
    ['theme', 'purple', 'theme', 'system'],
    ['region', 'mars', 'region', 'portland-metro'],
    ['phone', '555', 'phone', undefined],
    ['phone', '<b>5035550142</b>', 'phone', undefined],
    ['apiBase', 'javascript:alert(1)', 'apiBase', 'https://cdn.example.com'],
    ['bookingUrl', 'ftp://x.example', 'bookingUrl', undefined],
    ['estimateUrl', 'http://[bad', 'estimateUrl', undefined],
    ['zIndex', 'top', 'zIndex', 2147483000],
    ['nonce', 'a b"c', 'nonce', undefined],
    ['city', 'x'.repeat(101), 'city', undefined],
    ['lang', 'fr', 'lang', undefined],
    ['accent', 'teal', 'accent', undefined],
    ['accent', '#12345', 'accent', undefined],
    ['launcherLabel', 'x'.repeat(31), 'launcherLabel', undefined],
    ['launcherIcon', 'rocket', 'launcherIcon', 'chat'],
    ['launcher', 'hidden', 'launcher', 'default'],
    ['position', 'top', 'position', 'right'],
    ['offsetX', '-4', 'offsetX', 20],
    ['offsetY', '401', 'offsetY', 20],
    ['offsetY', '2em', 'offsetY', 20],
    ['context', 'x'.repeat(201), 'context', undefined],
    ['analyticsConsent', 'yes', 'analyticsConsent', 'denied'],
  ] as const)('warns once for %s=%j and uses the default', (name, value, key, expected) => {
    const warn = vi.fn();
    const config = resolveConfig({ [name]: value }, base, warn);
    expect(config[key]).toBe(expected);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(`[T.O.D.] Ignoring ${name}=`);
  });

  it("takes '' for an option without a default as none, silently, so configure() can clear it", () => {
    const warn = vi.fn();
    const current = resolveConfig({ city: 'Nampa', phone: '(208) 555-0100', accent: '#0a7', launcherLabel: 'Ask us' }, base, warn);
    const next = mergeConfig(current, { city: '', phone: ' ', accent: '', launcherLabel: '', bookingUrl: '', lang: '' }, base, warn);
    expect(next).toMatchObject({ city: undefined, phone: undefined, accent: undefined, launcherLabel: undefined, bookingUrl: undefined });
    expect(next.lang).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it("still warns for '' where a default exists, and keeps the current value", () => {
    const warn = vi.fn();
    const current = resolveConfig({ theme: 'dark' }, base, warn);
    expect(mergeConfig(current, { theme: '', region: '' }, base, warn)).toMatchObject({ theme: 'dark', region: 'portland-metro' });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['Idaho', 'idaho'],
    ['IDAHO', 'idaho'],
    ['Idaho & Eastern Oregon', 'idaho'],
    ['boise id', 'idaho'],
    [' Salem ', 'salem'],
    ['SW Washington', 'sw-washington'],
    ['Pacific Northwest', 'nationwide'],
  ] as const)('selects the region from its key or name in any case: %j', (value, key) => {
    const warn = vi.fn();
    expect(resolveConfig({ region: value, city: 'Boise' }, base, warn)).toMatchObject({ region: key, city: 'Boise' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('lists every valid region key and name when the region is unknown', () => {
    const warn = vi.fn();
    resolveConfig({ region: 'Idahoo' }, base, warn);
    for (const label of ['portland-metro', 'Portland Metro', 'idaho', 'Idaho & Eastern Oregon', 'nationwide'])
      expect(warn.mock.calls[0]?.[0]).toContain(label);
  });

  it('accepts the language in any case, an accent colour and the launcher options', () => {
    const warn = vi.fn();
    const config = resolveConfig({ lang: 'ES', accent: '#0A7', launcherLabel: ' Ask us ', launcherIcon: 'help' }, base, warn);
    expect(config).toMatchObject({ lang: 'es', accent: '#0a7', launcherLabel: 'Ask us', launcherIcon: 'help' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('accepts numbers for delay and zIndex from init()', () => {
    const config = resolveConfig({ delay: 0, zIndex: 10 }, base, vi.fn());
    expect(config.delayMs).toBe(0);
    expect(config.zIndex).toBe(10);
  });
});

describe('mergeConfig', () => {
  it('clears the page context with an empty string and keeps it otherwise', () => {
    const withContext = resolveConfig({ context: 'Showroom: Modern Steel' }, base, vi.fn());
    expect(mergeConfig(withContext, { theme: 'dark' }, base, vi.fn()).context).toBe('Showroom: Modern Steel');
    expect(mergeConfig(withContext, { context: '' }, base, vi.fn()).context).toBeUndefined();
  });

  it('grants and withdraws analytics consent at run time', () => {
    const granted = mergeConfig(resolveConfig({}, base, vi.fn()), { analyticsConsent: 'granted' }, base, vi.fn());
    expect(granted.analyticsConsent).toBe('granted');
    expect(mergeConfig(granted, { analyticsConsent: 'denied' }, base, vi.fn()).analyticsConsent).toBe('denied');
  });

  const warn = vi.fn();
  const current = resolveConfig({ region: 'portland-metro', city: 'Gresham', phone: '(503) 555-0142' }, base, warn);

  it('drops the old region city, phone and booking link when only the region changes', () => {
    const next = mergeConfig(current, { region: 'idaho' }, base, warn);
    expect(next).toMatchObject({ region: 'idaho', city: undefined, phone: undefined, bookingUrl: undefined });
  });

  it('keeps a city or phone given together with the new region', () => {
    const next = mergeConfig(current, { region: 'idaho', city: 'Nampa' }, base, warn);
    expect(next).toMatchObject({ region: 'idaho', city: 'Nampa', phone: undefined });
  });

  it('keeps the current value when a partial option is invalid', () => {
    const localWarn = vi.fn();
    const next = mergeConfig(current, { theme: 'neon', delay: 5 }, base, localWarn);
    expect(next.theme).toBe('system');
    expect(next.delayMs).toBe(5);
    expect(localWarn).toHaveBeenCalledTimes(1);
  });
});
