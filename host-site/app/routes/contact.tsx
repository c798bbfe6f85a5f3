import { bookingUrl, formatAddress, OFFICES, REGIONS, SELECTABLE_REGION_KEYS, TOLL_FREE_PHONE, telHref } from '@tod/domain/facts';
import { Suspense } from 'react';
import { ContactForm } from '../components/contact/ContactForm.tsx';
import { ExternalLink } from '../components/layout/ExternalLink.tsx';
import { Breadcrumbs } from '../components/page/Breadcrumbs.tsx';
import { PageIntro } from '../components/page/PageIntro.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';
import { useSiteRegion } from '../lib/site/SiteRegionContext.tsx';

export const meta = () => pageMeta(pageFor('/contact'));

export default function Contact() {
  const { region } = useSiteRegion();
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Contact' }]} />
      <PageIntro title="Contact us">
        <p>
          The fastest way to reach us is by phone: {region.name} at <a href={telHref(region.phone)}>{region.phone}</a>. For a door that is
          stuck open, off its track or has a snapped spring or cable, call rather than write.
        </p>
      </PageIntro>

      <section className="contact-page__form">
        {/* Its own Suspense boundary: React hydrates the form after the page, so react-hook-form's mount
            work (a state update in a layout effect) is not part of the page's hydration task. The
            prerender keeps the boundary in place (entry.server.tsx); nothing suspends here. */}
        <Suspense fallback={null}>
          <ContactForm sourcePage="contact-page" heading="Send us a message" />
        </Suspense>
      </section>

      <section aria-labelledby="contact-phones">
        <h2 id="contact-phones">Regional phone lines and online booking</h2>
        <ul className="card-grid">
          {SELECTABLE_REGION_KEYS.map((key) => {
            const info = REGIONS[key];
            return (
              <li key={key} className="card">
                <h3 className="card__title">{info.name}</h3>
                <p>
                  <a href={telHref(info.phone)}>{info.phone}</a>
                </p>
                <p>
                  <ExternalLink href={bookingUrl(info.bookingPath)}>Book online in {info.city}</ExternalLink>
                </p>
              </li>
            );
          })}
        </ul>
        <p>
          Anywhere else in Oregon, Washington or Idaho: <a href={telHref(TOLL_FREE_PHONE)}>{TOLL_FREE_PHONE}</a> (toll-free).
        </p>
      </section>

      <section aria-labelledby="contact-offices">
        <h2 id="contact-offices">Offices and showrooms</h2>
        <ul>
          {OFFICES.map((office) => (
            <li key={office.key}>
              {office.name}: {formatAddress(office.address)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
