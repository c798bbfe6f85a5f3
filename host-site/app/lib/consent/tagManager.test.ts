// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, describe, expect, it } from 'vitest';
import { loadTagManager, tagManagerId } from './tagManager.ts';

afterEach(() => {
  document.head.innerHTML = '';
  delete window.dataLayer;
});

describe('tagManagerId', () => {
  it('uses the build-time id, a meta tag over it, and nothing when unset or malformed', () => {
    expect(tagManagerId(document, 'GTM-ABC123')).toBe('GTM-ABC123');
    expect(tagManagerId(document, undefined)).toBeNull();
    expect(tagManagerId(document, 'UA-1"><script>')).toBeNull();
    document.head.innerHTML = '<meta name="gtm-id" content="GTM-META99">';
    expect(tagManagerId(document, 'GTM-ABC123')).toBe('GTM-META99');
  });
});

describe('loadTagManager', () => {
  it('adds the external script once with the gtm.js start event', () => {
    expect(loadTagManager(window, 'GTM-ABC123')).toBe(true);
    expect(loadTagManager(window, 'GTM-ABC123')).toBe(false);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(scripts[0]?.async).toBe(true);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });
});
