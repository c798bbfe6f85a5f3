import { ESTIMATE_KEYS, ESTIMATES, formatRange, NEW_DOOR_RANGE, PRICING_NOTES, TYPICAL_REPAIR_RANGE } from '@tod/domain/facts';
import { Link } from 'react-router';
import { Breadcrumbs } from '../components/page/Breadcrumbs.tsx';
import { CallToAction } from '../components/page/CallToAction.tsx';
import { PageIntro } from '../components/page/PageIntro.tsx';
import { ScrollableTable } from '../components/page/ScrollableTable.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';

export const meta = () => pageMeta(pageFor('/pricing'));

export default function Pricing() {
  return (
    <div className="container page">
      <Breadcrumbs items={[{ label: 'Pricing' }]} />
      <PageIntro title="Garage door pricing">
        <p>
          Typical repairs cost {formatRange(TYPICAL_REPAIR_RANGE)}; new doors average {formatRange(NEW_DOOR_RANGE)}. The ranges below are
          what most of our customers pay.
        </p>
      </PageIntro>
      <ScrollableTable caption="Typical price ranges">
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Typical range</th>
            <th scope="col">What moves the price</th>
          </tr>
        </thead>
        <tbody>
          {ESTIMATE_KEYS.map((key) => (
            <tr key={key}>
              <th scope="row">{ESTIMATES[key].label}</th>
              <td>{formatRange(ESTIMATES[key].range)}</td>
              <td>{ESTIMATES[key].priceFactors.join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <section aria-labelledby="pricing-rules">
        <h2 id="pricing-rules">The rules, in plain words</h2>
        <ul className="feature-list">
          <li>{PRICING_NOTES.serviceCall}</li>
          <li>{PRICING_NOTES.outOfArea}</li>
          <li>{PRICING_NOTES.sameDay}</li>
          <li>{PRICING_NOTES.estimates}</li>
          <li>{PRICING_NOTES.finalPricing}</li>
        </ul>
        <p>
          <Link to="/get-estimate">Get an instant estimate for your door</Link>
        </p>
      </section>
      <CallToAction />
    </div>
  );
}
