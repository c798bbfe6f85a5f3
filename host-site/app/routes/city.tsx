import {
  citiesInRegion,
  cityPath,
  findCityBySlug,
  formatAddress,
  JOBS_COMPLETED_CLAIM,
  LICENSES,
  OFFICES,
  PRICING_NOTES,
  REGIONS,
  SAME_DAY_HOURS,
  SERVICES,
  STATE_NAMES,
  statePath,
  telHref,
} from '@tod/domain/facts';
import { Link } from 'react-router';
import { CityLinks } from '../components/locations/CityLinks.tsx';
import { Breadcrumbs } from '../components/page/Breadcrumbs.tsx';
import { ActionButtons } from '../components/page/CallToAction.tsx';
import { PageIntro } from '../components/page/PageIntro.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { NOT_FOUND_PAGE, pageFor } from '../lib/site/pages.ts';
import type { Route } from './+types/city';
import { NotFoundContent } from './not-found.tsx';

export const meta = ({ params }: Route.MetaArgs) => {
  const city = findCityBySlug(params.state, params.city);
  return city ? pageMeta(pageFor(cityPath(city))) : pageMeta(NOT_FOUND_PAGE, { noindex: true });
};

/** One page per service-area city: its region's phone, license, booking link and nearby cities. */
export default function CityPage({ params }: Route.ComponentProps) {
  const city = findCityBySlug(params.state, params.city);
  if (!city) return <NotFoundContent />;
  const region = REGIONS[city.region];
  const license = LICENSES[city.state];
  const nearby = citiesInRegion(city.region).filter((candidate) => candidate.slug !== city.slug);
  const office = OFFICES.find((candidate) => candidate.address.locality === city.name);
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: 'Locations', to: '/locations' },
          { label: STATE_NAMES[city.state], to: statePath(city.state) },
          { label: `${city.name}, ${city.state}` },
        ]}
      />
      <PageIntro title={`Garage door repair in ${city.name}, ${city.state}`} eyebrow={region.name}>
        <p>
          Springs, cables, openers, off-track doors and new installations for homes and businesses in {city.name} and the rest of{' '}
          {city.county} County. Our {region.name} team answers at{' '}
          <a href={telHref(region.phone)} className="city-phone">
            {region.phone}
          </a>
          .
        </p>
      </PageIntro>
      <ActionButtons place={region} />

      <section aria-labelledby="city-facts">
        <h2 id="city-facts">Local, licensed and insured in {STATE_NAMES[city.state]}</h2>
        <ul className="feature-list">
          <li>
            <strong>License:</strong> {license.text} ({license.stateName} {license.board})
          </li>
          <li>
            <strong>Response:</strong> same-day service in {city.name}, meaning within {SAME_DAY_HOURS} hours.
          </li>
          <li>
            <strong>Experience:</strong> {JOBS_COMPLETED_CLAIM} garage door jobs completed across Oregon, Washington and Idaho.
          </li>
          <li>
            <strong>Pricing:</strong> {PRICING_NOTES.serviceCall}
          </li>
        </ul>
      </section>

      <section aria-labelledby="city-services">
        <h2 id="city-services">Services in {city.name}</h2>
        <ul className="card-grid">
          {SERVICES.map((service) => (
            <li key={service.slug} className="card">
              <h3 className="card__title">
                <Link to={service.path}>{service.name}</Link>
              </h3>
              <p>{service.summary}</p>
            </li>
          ))}
        </ul>
      </section>

      {city.hasShowroom && office ? (
        <section id="showroom" aria-labelledby="city-showroom" className="showroom">
          <h2 id="city-showroom">Our {city.name} showroom</h2>
          <p>
            See full-size door sections, colors, window inserts, insulation options and openers before you decide. Our{' '}
            {office.name.toLowerCase()} is at <strong>{formatAddress(office.address)}</strong>. Call{' '}
            <a href={telHref(region.phone)}>{region.phone}</a> to set a time with a door specialist.
          </p>
        </section>
      ) : null}

      <section aria-labelledby="city-nearby">
        <h2 id="city-nearby">Nearby cities we serve</h2>
        <CityLinks cities={nearby} />
        <p>
          <Link to="/locations">All locations</Link> · <Link to="/locations#find-by-zip">Check your ZIP code</Link>
        </p>
      </section>
    </div>
  );
}
