import {
  citiesInRegion,
  formatAddress,
  OFFICES,
  REGIONS,
  SELECTABLE_REGION_KEYS,
  SERVICE_STATES,
  STATE_NAMES,
  statePath,
  telHref,
} from '@tod/domain/facts';
import { Link } from 'react-router';
import { CityLinks } from '../components/locations/CityLinks.tsx';
import { ZipLookup } from '../components/locations/ZipLookup.tsx';
import { Breadcrumbs } from '../components/page/Breadcrumbs.tsx';
import { PageIntro } from '../components/page/PageIntro.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';

export const meta = () => pageMeta(pageFor('/locations'));

export default function Locations() {
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Locations' }]} />
      <PageIntro title="Where we work">
        <p>
          27 cities in four regions across Oregon, Washington and Idaho, with offices and showrooms in Portland and Boise. See the{' '}
          <Link to="/locations-overview">regions at a glance</Link>, or one state:{' '}
          {SERVICE_STATES.map((state, index) => (
            <span key={state}>
              {index > 0 ? ', ' : ''}
              <Link to={statePath(state)}>{STATE_NAMES[state]}</Link>
            </span>
          ))}
          .
        </p>
      </PageIntro>

      <section id="find-by-zip" aria-labelledby="find-by-zip-title" className="panel">
        <h2 id="find-by-zip-title">Find your city by ZIP code</h2>
        <ZipLookup />
      </section>

      {SELECTABLE_REGION_KEYS.map((key) => {
        const region = REGIONS[key];
        return (
          <section key={key} aria-labelledby={`region-${key}`}>
            <h2 id={`region-${key}`}>{region.name}</h2>
            <p>
              <a href={telHref(region.phone)}>{region.phone}</a> · {region.licenseText}
            </p>
            <CityLinks cities={citiesInRegion(key)} />
          </section>
        );
      })}

      <section id="showrooms" aria-labelledby="showrooms-title">
        <h2 id="showrooms-title">Showrooms</h2>
        <ul className="card-grid card-grid--two">
          {OFFICES.map((office) => (
            <li key={office.key} className="card">
              <h3 className="card__title">{office.name}</h3>
              <p>{formatAddress(office.address)}</p>
              <p>
                <Link to={office.showroomPath}>Showroom details</Link>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
