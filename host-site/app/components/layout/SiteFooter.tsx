import {
  ALL_LICENSES_TEXT,
  BRAND_NAME,
  citiesInRegion,
  cityPath,
  DEFAULT_ESTIMATOR_SITE_URL,
  ESTIMATE_PATH,
  formatAddress,
  formatRange,
  formatUsd,
  JOBS_COMPLETED_CLAIM,
  LICENSES,
  NEW_DOOR_RANGE,
  OFFICES,
  OUT_OF_AREA_MINIMUM,
  PRICING_NOTES,
  REGIONS,
  type RegionInfo,
  SAME_DAY_HOURS,
  SELECTABLE_REGION_KEYS,
  SERVICES,
  SOCIAL_LINKS,
  STRUCTURED_DATA,
  TYPICAL_REPAIR_RANGE,
  telHref,
  YEARS_EXPERIENCE_CLAIM,
} from '@tod/domain/facts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LEGAL_LINKS } from '../../lib/site/navigation.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { ThemeSelect } from './ThemeSelect.tsx';

export interface SiteFooterProps {
  region: RegionInfo;
  /** Slot for the 'Manage Cookies' button (app/lib/consent). */
  manageCookies?: ReactNode;
  /** Slot for the contact form (app/components/contact). */
  contactForm?: ReactNode;
}

/** The footer's blocks in SPEC §2 order. */
export function SiteFooter({ region, manageCookies, contactForm }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="container">
        <ul className="trust-badges" aria-label="Why homeowners choose us">
          <li>Licensed, bonded &amp; insured in OR, WA &amp; ID</li>
          <li>{YEARS_EXPERIENCE_CLAIM} years of experience</li>
          <li>{JOBS_COMPLETED_CLAIM} jobs completed</li>
          <li>
            Rated {STRUCTURED_DATA.ratingValue} out of {STRUCTURED_DATA.bestRating}
          </li>
          <li>Same-day service (within {SAME_DAY_HOURS} hours)</li>
        </ul>

        <div className="footer-grid">
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact</h2>
            <p>
              {region.name}:{' '}
              <a href={telHref(region.phone)} className="footer-phone">
                {region.phone}
              </a>
            </p>
            {/* One number per page (issue 23 point 7): the region's; it is the toll-free line when no region is known. */}
            {OFFICES.map((office) => (
              <p key={office.key}>
                <Link to={office.showroomPath}>{office.name}</Link>
                <br />
                {formatAddress(office.address)}
              </p>
            ))}
            <p>
              <Link to="/contact">Contact page</Link>
            </p>
          </section>

          <section aria-labelledby="footer-services">
            <h2 id="footer-services">Services</h2>
            <ul>
              {SERVICES.map((service) => (
                <li key={service.slug}>
                  <Link to={service.path}>{service.name}</Link>
                </li>
              ))}
              <li>
                <Link to="/pricing">Pricing</Link>
              </li>
            </ul>
          </section>

          <section aria-labelledby="footer-area">
            <h2 id="footer-area">{region.key === 'nationwide' ? 'Service areas' : `Serving ${region.name}`}</h2>
            <ServiceAreaList region={region} />
            <p>
              <Link to="/locations">All locations</Link>
            </p>
          </section>

          <div className="footer-boxes">
            <section className="info-box" aria-labelledby="footer-pricing" data-track-visibility="footer-pricing">
              <h2 id="footer-pricing">Pricing information</h2>
              <p>{PRICING_NOTES.serviceCall}</p>
              <p>
                Typical repairs {formatRange(TYPICAL_REPAIR_RANGE)}; new doors {formatRange(NEW_DOOR_RANGE)}.
              </p>
              <p>
                <Link to="/pricing">See all prices</Link>
              </p>
            </section>
            <section className="info-box" aria-labelledby="footer-coverage">
              <h2 id="footer-coverage">Coverage</h2>
              <p>Oregon, Washington and Idaho: {ALL_LICENSES_TEXT}.</p>
              <p>Out-of-area or excluded calls: {formatUsd(OUT_OF_AREA_MINIMUM)} minimum plus tax.</p>
            </section>
          </div>
        </div>

        <section className="estimator-promo" aria-labelledby="footer-estimator" data-track-visibility="estimator-promo">
          <h2 id="footer-estimator">Get a price in seconds</h2>
          <p>Pick your problem or project and see the typical price range right away.</p>
          <p className="estimator-promo__links">
            <Link className="button button--secondary" to={ESTIMATE_PATH}>
              Instant estimate
            </Link>
            <ExternalLink href={DEFAULT_ESTIMATOR_SITE_URL}>AI photo estimator</ExternalLink>
          </p>
          <p className="estimator-promo__disclaimer">
            Estimates from our online and AI tools are ranges, not quotes. Final pricing is confirmed by our licensed technicians.{' '}
            <Link to="/legal/ai-disclosure">About our AI tools</Link>
          </p>
        </section>

        <div className="footer-bottom">
          <ul className="social-links" aria-label="Social media">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <ExternalLink href={social.url}>{social.name}</ExternalLink>
              </li>
            ))}
          </ul>
          <nav aria-label="Legal">
            <ul className="legal-links">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="footer-bottom__controls">
            {manageCookies}
            <ThemeSelect />
          </div>
          <p className="copyright">
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {BRAND_NAME}. {LICENSES.OR.text} · {LICENSES.WA.text} ·{' '}
            {LICENSES.ID.text}
          </p>
        </div>
        {contactForm ? (
          // Last in the footer: the form loads after hydration and must not push visible content.
          <section className="footer-contact-form" aria-labelledby="footer-contact-form-title">
            <h2 id="footer-contact-form-title">Send us a message</h2>
            {contactForm}
          </section>
        ) : null}
      </div>
    </footer>
  );
}

/** The current region's cities; before a region is known, the four regions with their cities. */
function ServiceAreaList({ region }: { region: RegionInfo }) {
  const keys = region.key === 'nationwide' ? SELECTABLE_REGION_KEYS : [region.key];
  return (
    <ul className="service-area-list" data-region={region.key}>
      {keys.map((key) =>
        keys.length === 1 ? (
          citiesInRegion(key).map((city) => (
            <li key={city.slug}>
              <Link to={cityPath(city)}>{city.name}</Link>
            </li>
          ))
        ) : (
          <li key={key}>
            <strong>{REGIONS[key].name}</strong>:{' '}
            {citiesInRegion(key).map((city, index) => (
              <span key={city.slug}>
                {index > 0 ? ', ' : ''}
                <Link to={cityPath(city)}>{city.name}</Link>
              </span>
            ))}
          </li>
        ),
      )}
    </ul>
  );
}
