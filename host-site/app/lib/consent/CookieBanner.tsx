import { COOKIE_COPY } from '@tod/domain/facts';
import { useEffect, useId, useRef } from 'react';
import { useConsent } from './ConsentProvider.tsx';

/**
 * The consent banner of SPEC §2/§4, shown by ConsentProvider's rules after 1 s; 'Manage Cookies' opens the
 * same panel for every visitor, with the current choice, a Close button and Escape, and gives focus back
 * to whatever opened it.
 */
export function CookieBanner() {
  const { bannerVisible, preferencesOpen, analyticsAllowed, accept, essentialOnly, closePreferences } = useConsent();
  const id = useId();
  const panelRef = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!preferencesOpen) {
      opener.current?.focus();
      opener.current = null;
      return;
    }
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closePreferences();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [preferencesOpen, closePreferences]);

  if (!bannerVisible && !preferencesOpen) return null;
  return (
    <section
      ref={panelRef}
      className="cookie-banner"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      data-preferences={preferencesOpen || undefined}
    >
      <h2 className="cookie-banner__title" id={`${id}-title`}>
        {COOKIE_COPY.bannerTitle}
      </h2>
      <p className="cookie-banner__text" id={`${id}-text`}>
        Essential cookies run this site. With your permission, analytics cookies show us which pages help visitors. We look up your
        approximate location to show your local phone number.
      </p>
      {preferencesOpen ? (
        <p className="cookie-banner__text" data-testid="cookie-current-choice">
          {analyticsAllowed ? COOKIE_COPY.currentAnalyticsOn : COOKIE_COPY.currentAnalyticsOff}
        </p>
      ) : null}
      {/* Beside the buttons, not at the end of the text: the text may scroll on a short screen, the policy stays in sight (issue 33.6). */}
      <div className="cookie-banner__actions">
        <p className="cookie-banner__policy">
          Read our <a href="/privacy-cookie-policy">privacy and cookie policy</a>.
        </p>
        {preferencesOpen ? (
          <button type="button" className="button button--ghost" onClick={closePreferences}>
            {COOKIE_COPY.close}
          </button>
        ) : null}
        <button type="button" className="button button--ghost" onClick={essentialOnly}>
          {COOKIE_COPY.essentialOnly}
        </button>
        <button type="button" className="button button--primary" onClick={accept}>
          {COOKIE_COPY.acceptAll}
        </button>
      </div>
    </section>
  );
}
