import { COOKIE_COPY } from '@tod/domain/facts';
import { useId } from 'react';
import { useConsent } from './ConsentProvider.tsx';

/** The consent banner of SPEC §2/§4; shown by ConsentProvider's rules after 1 s. */
export function CookieBanner() {
  const { bannerVisible, accept, essentialOnly } = useConsent();
  const id = useId();
  if (!bannerVisible) return null;
  return (
    <section className="cookie-banner" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <h2 className="cookie-banner__title" id={`${id}-title`}>
        {COOKIE_COPY.bannerTitle}
      </h2>
      <p className="cookie-banner__text" id={`${id}-text`}>
        We use essential cookies to run this site. With your permission we also use analytics cookies to learn which pages help visitors,
        and we look up your approximate location to show your local phone number. Read our{' '}
        <a href="/privacy-cookie-policy">privacy and cookie policy</a>.
      </p>
      <div className="cookie-banner__actions">
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
