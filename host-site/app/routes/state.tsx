import {
  bookingUrl,
  citiesInState,
  findStateBySlug,
  formatAddress,
  LICENSES,
  OFFICES,
  REGIONS,
  STATE_MAIN_REGION,
  STATE_NAMES,
  statePath,
  telHref,
} from '@tod/domain/facts';
import { Link } from 'react-router';
import { ExternalLink } from '../components/layout/ExternalLink.tsx';
import { CityLinks } from '../components/locations/CityLinks.tsx';
import { Breadcrumbs } from '../components/page/Breadcrumbs.tsx';
import { ActionButtons } from '../components/page/CallToAction.tsx';
import { PageIntro } from '../components/page/PageIntro.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { NOT_FOUND_PAGE, pageFor } from '../lib/site/pages.ts';
import type { Route } from './+types/state';
import { NotFoundContent } from './not-found.tsx';

export const meta = ({ params }: Route.MetaArgs) => {
  const state = findStateBySlug(params.state);
  return state ? pageMeta(pageFor(statePath(state))) : pageMeta(NOT_FOUND_PAGE, { noindex: true });
};

/** One page per state (issue 23 point 12): its cities by region, the office phone, the license and the booking link. */
export default function StatePage({ params }: Route.ComponentProps) {
  const state = findStateBySlug(params.state);
  if (!state) return <NotFoundContent />;
  const name = STATE_NAMES[state];
  const license = LICENSES[state];
  const main = REGIONS[STATE_MAIN_REGION[state]];
  const cities = citiesInState(state);
  const regionKeys = [...new Set(cities.map((city) => city.region))];
  const office = OFFICES.find((candidate) => candidate.address.region === state);
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Locations', to: '/locations' }, { label: name }]} />
      <PageIntro title={`Garage door repair in ${name}`} eyebrow={license.text}>
        <p>
          Licensed garage door repair and installation in {cities.length} {name} cities. Our {main.name} office answers at{' '}
          <a href={telHref(main.phone)} className="state-phone">
            {main.phone}
          </a>
          .
        </p>
      </PageIntro>
      <ActionButtons place={main} />

      <section aria-labelledby="state-license">
        <h2 id="state-license">Licensed in {name}</h2>
        <p>
          {license.text} ({license.stateName} {license.board}).{' '}
          {office ? (
            <>
              Our {office.name.toLowerCase()} is at {formatAddress(office.address)}.
            </>
          ) : (
            <>Served from our {main.address.locality} office.</>
          )}
        </p>
      </section>

      {regionKeys.map((key) => {
        const region = REGIONS[key];
        return (
          <section key={key} aria-labelledby={`state-region-${key}`}>
            <h2 id={`state-region-${key}`}>{region.name}</h2>
            <p>
              <a href={telHref(region.phone)}>{region.phone}</a> ·{' '}
              <ExternalLink href={bookingUrl(region.bookingPath)}>Book in {region.city}</ExternalLink>
            </p>
            <CityLinks cities={cities.filter((city) => city.region === key)} />
          </section>
        );
      })}

      <p>
        <Link to="/locations">All locations</Link> · <Link to="/locations#find-by-zip">Check your ZIP code</Link>
      </p>
    </div>
  );
}
