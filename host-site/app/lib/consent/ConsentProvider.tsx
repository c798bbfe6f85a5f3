import { CONSENT_CHANGED_EVENT, LOCAL_STORAGE_KEYS, TIMINGS } from '@tod/domain/facts';
import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { configureWidgetConsent } from '../region/configureWidget.ts';
import { useRegion } from '../region/RegionProvider.tsx';
import { safeStorage } from '../region/safeStorage.ts';
import { consentCookieString, readConsentCookie } from './consentCookie.ts';
import { grantAnalytics, sendEssentialOnlyConfig, setConsentDefaults } from './consentMode.ts';
import { analyticsConsented, type ConsentChoice, requiresExplicitConsent, shouldShowBanner } from './consentRules.ts';
import { loadTagManager, tagManagerId } from './tagManager.ts';

/** The browser APIs consent touches, apart so tests can give fakes. */
export interface ConsentEnvironment {
  readCookies(): string;
  writeCookie(cookie: string): void;
  reload(): void;
  globalPrivacyControl(): boolean;
  isSecure(): boolean;
}

export const browserConsentEnvironment: ConsentEnvironment = {
  readCookies: () => document.cookie,
  writeCookie: (cookie) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari; this string is built by consentCookie.ts.
    document.cookie = cookie;
  },
  reload: () => window.location.reload(),
  globalPrivacyControl: () => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true,
  isSecure: () => window.location.protocol === 'https:',
};

export interface ConsentContextValue {
  choice: ConsentChoice;
  explicitRequired: boolean;
  analyticsAllowed: boolean;
  /** The first-visit banner, where consent must be asked for. */
  bannerVisible: boolean;
  /** The same panel, opened by 'Manage Cookies' for any visitor. */
  preferencesOpen: boolean;
  accept(): void;
  essentialOnly(): void;
  /** 'Manage Cookies': opens the preferences panel, wherever the visitor is (issue 23 point 13). */
  manage(): void;
  closePreferences(): void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);
const BUILD_TIME_GTM_ID: string | undefined = import.meta.env.VITE_GTM_ID;

/**
 * Cookie consent (SPEC §4) and what follows from it: Consent Mode signals, the tag manager, the
 * data-consent attribute and the analytics_consent key the widget reads. Waits for region detection,
 * because the visitor's country decides whether consent must be asked for.
 */
export function ConsentProvider({
  children,
  environment = browserConsentEnvironment,
  gtmId = BUILD_TIME_GTM_ID,
}: {
  children: ReactNode;
  environment?: ConsentEnvironment;
  gtmId?: string | undefined;
}) {
  const { location, isResolved } = useRegion();
  const local = useMemo(() => safeStorage('local'), []);
  const [stored, setStored] = useState<{ choice: ConsentChoice; interacted: boolean } | null>(null);
  const [bannerVisible, setBannerVisible] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const applied = useRef<string>('');

  useEffect(() => {
    setConsentDefaults(window);
    const next = {
      choice: readConsentCookie(environment.readCookies()),
      interacted: local.get(LOCAL_STORAGE_KEYS.cookieBannerInteracted) === 'true',
    };
    // Re-renders the whole site right after hydration: a transition keeps it in short slices.
    startTransition(() => setStored(next));
  }, [environment, local]);

  const choice = stored?.choice ?? null;
  const ready = stored !== null && isResolved;
  const explicitRequired = requiresExplicitConsent(location.country);
  const allowed = ready && analyticsConsented(choice, explicitRequired, environment.globalPrivacyControl());

  useEffect(() => {
    if (!ready) return;
    const state = `${choice}|${explicitRequired}|${allowed}`;
    if (applied.current === state) return;
    applied.current = state;
    const html = document.documentElement;
    if (choice === null && explicitRequired) html.removeAttribute('data-consent');
    else html.setAttribute('data-consent', String(allowed));
    local.set(LOCAL_STORAGE_KEYS.analyticsConsent, allowed ? 'granted' : 'denied');
    configureWidgetConsent(allowed);
    if (allowed) {
      grantAnalytics(window);
      const id = tagManagerId(document, gtmId);
      if (id) loadTagManager(window, id);
    } else if (choice === false) {
      sendEssentialOnlyConfig(window);
    }
  }, [ready, choice, explicitRequired, allowed, local, gtmId]);

  const showBanner = ready && shouldShowBanner(explicitRequired, choice, stored?.interacted ?? false);
  useEffect(() => {
    if (!showBanner) {
      setBannerVisible(false);
      return;
    }
    const timer = setTimeout(() => setBannerVisible(true), TIMINGS.consentBannerDelayMs);
    return () => clearTimeout(timer);
  }, [showBanner]);

  const decide = useCallback(
    (value: boolean) => {
      environment.writeCookie(consentCookieString(value, environment.isSecure()));
      local.set(LOCAL_STORAGE_KEYS.cookieBannerInteracted, 'true');
      local.set(LOCAL_STORAGE_KEYS.geoConsent, value ? 'granted' : 'denied');
      setStored({ choice: value, interacted: true });
      setPreferencesOpen(false);
      window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: { consent: value } }));
      // Tags already loaded stay in memory whatever Consent Mode says afterwards: withdrawing starts the page afresh.
      if (!value && allowed) {
        local.set(LOCAL_STORAGE_KEYS.analyticsConsent, 'denied');
        environment.reload();
      }
    },
    [environment, local, allowed],
  );

  const manage = useCallback(() => setPreferencesOpen(true), []);
  const closePreferences = useCallback(() => setPreferencesOpen(false), []);

  const value = useMemo<ConsentContextValue>(
    () => ({
      choice,
      explicitRequired,
      analyticsAllowed: allowed,
      bannerVisible,
      preferencesOpen,
      accept: () => decide(true),
      essentialOnly: () => decide(false),
      manage,
      closePreferences,
    }),
    [choice, explicitRequired, allowed, bannerVisible, preferencesOpen, decide, manage, closePreferences],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent() must be used inside <ConsentProvider>');
  return value;
}
