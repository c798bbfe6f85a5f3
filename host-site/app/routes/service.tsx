import { ESTIMATES, findServiceBySlug, formatRange, PRICING_NOTES, SERVICES } from '@tod/domain/facts';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/page/Breadcrumbs.tsx';
import { CallToAction } from '../components/page/CallToAction.tsx';
import { PageIntro } from '../components/page/PageIntro.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { NOT_FOUND_PAGE, pageFor } from '../lib/site/pages.ts';
import { SERVICE_DETAILS } from '../lib/site/serviceDetails.ts';
import type { Route } from './+types/service';
import { NotFoundContent } from './not-found.tsx';

export const meta = ({ params }: Route.MetaArgs) => {
  const service = findServiceBySlug(params.service);
  return service ? pageMeta(pageFor(service.path)) : pageMeta(NOT_FOUND_PAGE, { noindex: true });
};

export default function ServicePage({ params }: Route.ComponentProps) {
  const service = findServiceBySlug(params.service);
  const detail = service ? SERVICE_DETAILS[service.slug] : undefined;
  if (!service || !detail) return <NotFoundContent />;
  const others = SERVICES.filter((candidate) => candidate.slug !== service.slug);
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Services', to: '/services' }, { label: service.name }]} />
      <PageIntro title={service.name}>
        <p>{service.summary}</p>
      </PageIntro>
      <p>{detail.intro}</p>
      <div className="two-columns">
        <section aria-labelledby="service-signs">
          <h2 id="service-signs">Signs you need this service</h2>
          <ul>
            {detail.signs.map((sign) => (
              <li key={sign}>{sign}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="service-included">
          <h2 id="service-included">What we do</h2>
          <ul>
            {detail.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
      {detail.safety ? (
        <aside className="notice" aria-label="Safety">
          <p>
            <strong>Safety first:</strong> {detail.safety}
          </p>
        </aside>
      ) : null}
      <section aria-labelledby="service-pricing">
        <h2 id="service-pricing">Pricing</h2>
        {service.estimateKeys.length > 0 ? (
          <ul>
            {service.estimateKeys.map((key) => (
              <li key={key}>
                {ESTIMATES[key].label}: typically {formatRange(ESTIMATES[key].range)}. The price depends on{' '}
                {ESTIMATES[key].priceFactors.join('; ')}.
              </li>
            ))}
          </ul>
        ) : (
          <p>Priced after a look at the door; the technician explains the options and the price before any work starts.</p>
        )}
        <p>{PRICING_NOTES.serviceCall}</p>
        <p>
          <Link to="/get-estimate">Get an instant estimate</Link> · <Link to="/pricing">All prices</Link>
        </p>
      </section>
      <section aria-labelledby="service-others">
        <h2 id="service-others">Other services</h2>
        <ul className="inline-list">
          {others.map((other) => (
            <li key={other.slug}>
              <Link to={other.path}>{other.name}</Link>
            </li>
          ))}
        </ul>
      </section>
      <CallToAction />
    </div>
  );
}
