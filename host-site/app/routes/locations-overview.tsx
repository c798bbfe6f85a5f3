import { bookingUrl, citiesInRegion, OFFICES, REGIONS, SELECTABLE_REGION_KEYS, TOLL_FREE_PHONE, telHref } from '@tod/domain/facts';
import { Link } from 'react-router';
import { ExternalLink } from '../components/layout/ExternalLink.tsx';
import { Breadcrumbs } from '../components/page/Breadcrumbs.tsx';
import { PageIntro } from '../components/page/PageIntro.tsx';
import { ScrollableTable } from '../components/page/ScrollableTable.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';

export const meta = () => pageMeta(pageFor('/locations-overview'));

export default function LocationsOverview() {
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Locations', to: '/locations' }, { label: 'Overview' }]} />
      <PageIntro title="Our service regions at a glance">
        <p>
          Each region has its own phone line and online booking calendar. Outside these regions, call our toll-free line at{' '}
          <a href={telHref(TOLL_FREE_PHONE)}>{TOLL_FREE_PHONE}</a>.
        </p>
      </PageIntro>
      <ScrollableTable caption="Service regions with phone, license, office and cities" captionHidden>
        <thead>
          <tr>
            <th scope="col">Region</th>
            <th scope="col">Phone</th>
            <th scope="col">License</th>
            <th scope="col">Office</th>
            <th scope="col">Cities</th>
            <th scope="col">Book</th>
          </tr>
        </thead>
        <tbody>
          {SELECTABLE_REGION_KEYS.map((key) => {
            const region = REGIONS[key];
            const office = OFFICES.find((candidate) => candidate.address.locality === region.city);
            return (
              <tr key={key}>
                <th scope="row">{region.name}</th>
                <td>
                  <a href={telHref(region.phone)}>{region.phone}</a>
                </td>
                <td>{region.licenseText}</td>
                <td>{office ? <Link to={office.showroomPath}>Office &amp; showroom</Link> : `Served from ${region.address.locality}`}</td>
                <td>{citiesInRegion(key).length}</td>
                <td>
                  <ExternalLink href={bookingUrl(region.bookingPath)}>Book {region.city}</ExternalLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollableTable>
      <p>
        <Link to="/locations">See every city and check your ZIP code</Link>
      </p>
    </div>
  );
}
