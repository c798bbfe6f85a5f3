// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CONSENT_CHANGED_EVENT, COOKIE_COPY, LOCAL_STORAGE_KEYS } from '@tod/domain/facts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DetectorFactory, RegionProvider } from '../region/RegionProvider.tsx';
import { createRegionDetector } from '../region/regionDetector.ts';
import { wrapStorage } from '../region/safeStorage.ts';
import { type ConsentEnvironment, ConsentProvider } from './ConsentProvider.tsx';
import { CookieBanner } from './CookieBanner.tsx';
import { ManageCookiesButton } from './ManageCookiesButton.tsx';

function detectorIn(country: string): DetectorFactory {
  return (onChange) =>
    createRegionDetector({
      session: wrapStorage(() => sessionStorage),
      local: wrapStorage(() => localStorage),
      readMeta: () => ({ country, city: 'Somewhere', region: 'Somewhere', serviceRegion: 'portland-metro' }),
      geolocation: undefined,
      queryPermission: async () => undefined,
      lookupPlace: async () => null,
      onChange,
    });
}

function fakeEnvironment(overrides: Partial<ConsentEnvironment> = {}) {
  let cookies = '';
  const environment = {
    readCookies: () => cookies,
    writeCookie: vi.fn((cookie: string) => {
      cookies = cookie.includes('Max-Age=0') ? '' : (cookie.split(';')[0] ?? '');
    }),
    reload: vi.fn(),
    globalPrivacyControl: () => false,
    isSecure: () => false,
    ...overrides,
  } satisfies ConsentEnvironment;
  return { environment, cookies: () => cookies, setCookies: (value: string) => (cookies = value) };
}

function renderConsent(country: string, environment: ConsentEnvironment, gtmId = 'GTM-TEST01') {
  return render(
    <RegionProvider createDetector={detectorIn(country)}>
      <ConsentProvider environment={environment} gtmId={gtmId}>
        <ManageCookiesButton />
        <CookieBanner />
      </ConsentProvider>
    </RegionProvider>,
  );
}

const tagManagerScript = () => document.head.querySelector('script[data-tag-manager]');
const dataLayerCommands = () =>
  (window.dataLayer ?? []).map((entry) =>
    typeof entry === 'object' && entry && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
  );

beforeEach(() => vi.useFakeTimers());

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('data-consent');
  delete window.dataLayer;
  delete (window as { __todConsentDefaults?: true }).__todConsentDefaults;
});

describe('ConsentProvider where explicit consent is required', () => {
  it('shows the banner after 1 s with every signal denied and no tag manager', async () => {
    const { environment } = fakeEnvironment();
    renderConsent('DE', environment);
    await act(async () => vi.advanceTimersByTimeAsync(999));
    expect(screen.queryByRole('heading', { name: 'Cookie & Privacy Settings' })).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('heading', { name: 'Cookie & Privacy Settings' })).toBeTruthy();
    expect(tagManagerScript()).toBeNull();
    expect(dataLayerCommands()[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ]);
    expect(document.documentElement.hasAttribute('data-consent')).toBe(false);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.analyticsConsent)).toBe('denied');
  });

  it('on Accept: stores the choice, hides the banner, grants, loads the tag manager and fires consent-changed', async () => {
    const { environment, cookies } = fakeEnvironment();
    const changed = vi.fn();
    window.addEventListener(CONSENT_CHANGED_EVENT, changed);
    renderConsent('DE', environment);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    expect(screen.queryByRole('heading', { name: 'Cookie & Privacy Settings' })).toBeNull();
    expect(cookies()).toBe('cookie_consent=accepted');
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.cookieBannerInteracted)).toBe('true');
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.analyticsConsent)).toBe('granted');
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.geoConsent)).toBe('granted');
    expect(document.documentElement.getAttribute('data-consent')).toBe('true');
    expect(tagManagerScript()?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST01');
    expect(dataLayerCommands()).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_user_data: 'granted' }),
    ]);
    expect(changed).toHaveBeenCalledWith(expect.objectContaining({ detail: { consent: true } }));
    window.removeEventListener(CONSENT_CHANGED_EVENT, changed);
  });

  it('on Essential Cookies Only: data-consent false, IP-anonymising config, no tag manager, no location lookups', async () => {
    const { environment, cookies } = fakeEnvironment();
    renderConsent('FR', environment);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Essential Cookies Only' }));
    expect(cookies()).toBe('cookie_consent=essential');
    expect(document.documentElement.getAttribute('data-consent')).toBe('false');
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.geoConsent)).toBe('denied');
    expect(tagManagerScript()).toBeNull();
    expect(dataLayerCommands()).toContainEqual(['set', expect.objectContaining({ anonymize_ip: true })]);
  });

  it('does not show the banner again once answered', async () => {
    const { environment, setCookies } = fakeEnvironment();
    setCookies('cookie_consent=accepted');
    localStorage.setItem(LOCAL_STORAGE_KEYS.cookieBannerInteracted, 'true');
    renderConsent('DE', environment);
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole('heading', { name: 'Cookie & Privacy Settings' })).toBeNull();
    expect(tagManagerScript()).not.toBeNull();
  });

  it('Manage Cookies opens the preferences panel; Essential Cookies Only there withdraws analytics and reloads', async () => {
    const { environment, setCookies, cookies } = fakeEnvironment();
    setCookies('cookie_consent=accepted');
    localStorage.setItem(LOCAL_STORAGE_KEYS.cookieBannerInteracted, 'true');
    renderConsent('DE', environment);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: 'Manage Cookies' }));
    expect(screen.getByRole('heading', { name: 'Cookie & Privacy Settings' })).toBeTruthy();
    expect(screen.getByTestId('cookie-current-choice').textContent).toBe(COOKIE_COPY.currentAnalyticsOn);
    fireEvent.click(screen.getByRole('button', { name: 'Essential Cookies Only' }));
    expect(cookies()).toBe('cookie_consent=essential');
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.analyticsConsent)).toBe('denied');
    expect(screen.queryByRole('heading', { name: 'Cookie & Privacy Settings' })).toBeNull();
    expect(environment.reload).toHaveBeenCalledTimes(1);
  });

  it('Manage Cookies changes nothing when the visitor closes the panel with Escape, and gives focus back', async () => {
    const { environment, setCookies, cookies } = fakeEnvironment();
    setCookies('cookie_consent=accepted');
    renderConsent('DE', environment);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    const manage = screen.getByRole('button', { name: 'Manage Cookies' });
    manage.focus();
    fireEvent.click(manage);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('heading', { name: 'Cookie & Privacy Settings' })).toBeNull();
    expect(document.activeElement).toBe(manage);
    expect(cookies()).toBe('cookie_consent=accepted');
    expect(environment.reload).not.toHaveBeenCalled();
  });
});

describe('ConsentProvider in the US (opt-out)', () => {
  it('shows no banner and allows analytics', async () => {
    const { environment } = fakeEnvironment();
    renderConsent('US', environment);
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole('heading', { name: 'Cookie & Privacy Settings' })).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.analyticsConsent)).toBe('granted');
    expect(tagManagerScript()).not.toBeNull();
  });

  it('honours the Global Privacy Control opt-out', async () => {
    const { environment } = fakeEnvironment({ globalPrivacyControl: () => true });
    renderConsent('US', environment);
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.analyticsConsent)).toBe('denied');
    expect(tagManagerScript()).toBeNull();
  });

  it('loads no tag manager when no container id is configured', async () => {
    const { environment } = fakeEnvironment();
    renderConsent('US', environment, '');
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(tagManagerScript()).toBeNull();
  });

  it('Manage Cookies opens the same preferences panel, so a US visitor can opt out of analytics', async () => {
    const { environment, cookies } = fakeEnvironment();
    renderConsent('US', environment);
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole('heading', { name: 'Cookie & Privacy Settings' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Manage Cookies' }));
    expect(screen.getByTestId('cookie-current-choice').textContent).toBe(COOKIE_COPY.currentAnalyticsOn);
    fireEvent.click(screen.getByRole('button', { name: 'Essential Cookies Only' }));
    expect(cookies()).toBe('cookie_consent=essential');
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.analyticsConsent)).toBe('denied');
    expect(environment.reload).toHaveBeenCalledTimes(1);
  });

  it('an opted-out US visitor can opt back in from the panel without a reload', async () => {
    const { environment, setCookies, cookies } = fakeEnvironment();
    setCookies('cookie_consent=essential');
    renderConsent('US', environment);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(tagManagerScript()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Manage Cookies' }));
    expect(screen.getByTestId('cookie-current-choice').textContent).toBe(COOKIE_COPY.currentAnalyticsOff);
    fireEvent.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(cookies()).toBe('cookie_consent=accepted');
    expect(tagManagerScript()).not.toBeNull();
    expect(environment.reload).not.toHaveBeenCalled();
  });
});

describe('useConsent', () => {
  it('fails loudly outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ManageCookiesButton />)).toThrow('useConsent() must be used inside <ConsentProvider>');
  });
});
