import { PRICING_NOTES } from '@tod/domain/facts';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/page/Breadcrumbs.tsx';
import { CallToAction } from '../components/page/CallToAction.tsx';
import { PageIntro } from '../components/page/PageIntro.tsx';
import { ServiceCards } from '../components/page/ServiceCards.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';

export const meta = () => pageMeta(pageFor('/services'));

export default function Services() {
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Services' }]} />
      <PageIntro title="Garage door services">
        <p>
          Repairs, springs, new doors, openers, commercial doors and yearly tune-ups, for homes and businesses in Oregon, Washington and
          Idaho. Every visit starts with a safety check and a clear price before work begins.
        </p>
      </PageIntro>
      <ServiceCards headingLevel={2} />
      <section aria-labelledby="services-pricing">
        <h2 id="services-pricing">How pricing works</h2>
        <p>{PRICING_NOTES.serviceCall}</p>
        <p>{PRICING_NOTES.finalPricing}</p>
        <p>
          <Link to="/pricing">See typical prices</Link> or <Link to="/get-estimate">get an instant estimate</Link>.
        </p>
      </section>
      <CallToAction />
    </div>
  );
}
