import {
  ALL_LICENSES_TEXT,
  ASSISTANT_FULL_NAME,
  formatAddress,
  JOBS_COMPLETED_CLAIM,
  OFFICES,
  SAME_DAY_HOURS,
  STRUCTURED_DATA,
  YEARS_EXPERIENCE_CLAIM,
} from '@tod/domain/facts';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/page/Breadcrumbs.tsx';
import { CallToAction } from '../components/page/CallToAction.tsx';
import { PageIntro } from '../components/page/PageIntro.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';

export const meta = () => pageMeta(pageFor('/about'));

export default function About() {
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'About' }]} />
      <PageIntro title="About us">
        <p>
          For {YEARS_EXPERIENCE_CLAIM} years we have repaired, maintained and installed garage doors for homeowners, tenants, property
          managers, real estate agents, businesses and contractors across the Pacific Northwest: {JOBS_COMPLETED_CLAIM} jobs and counting.
        </p>
      </PageIntro>
      <section aria-labelledby="about-how">
        <h2 id="about-how">How we work</h2>
        <ul className="feature-list">
          <li>
            <strong>Same-day service.</strong> When we say same day, we mean within {SAME_DAY_HOURS} hours of your call.
          </li>
          <li>
            <strong>Prices before work.</strong> Typical ranges are published on our <Link to="/pricing">pricing page</Link>; your
            technician confirms the price before starting.
          </li>
          <li>
            <strong>Licensed and insured.</strong> {ALL_LICENSES_TEXT}.
          </li>
          <li>
            <strong>Rated {STRUCTURED_DATA.ratingValue} out of 5</strong> by our customers.
          </li>
        </ul>
      </section>
      <section aria-labelledby="about-offices">
        <h2 id="about-offices">Offices and showrooms</h2>
        <ul className="card-grid card-grid--two">
          {OFFICES.map((office) => (
            <li key={office.key} className="card">
              <h3 className="card__title">
                <Link to={office.showroomPath}>{office.name}</Link>
              </h3>
              <p>{formatAddress(office.address)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-ai">
        <h2 id="about-ai">Help around the clock</h2>
        <p>
          {ASSISTANT_FULL_NAME} is our free AI assistant. It answers questions about garage door problems and prices at any hour, helps you
          book, and passes your conversation to our team when you want a person. Final quotes are always confirmed by a licensed technician.{' '}
          <Link to="/legal/ai-disclosure">How T.O.D. works</Link>.
        </p>
      </section>
      <CallToAction />
    </div>
  );
}
