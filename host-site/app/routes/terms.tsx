import { ALL_LICENSES_TEXT, PRICING_NOTES } from '@tod/domain/facts';
import { Link } from 'react-router';
import { LegalPage } from '../components/page/LegalPage.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';

export const meta = () => pageMeta(pageFor('/terms'));

export default function Terms() {
  return (
    <LegalPage title="Terms of Service">
      <p>These terms apply to service calls, repairs and installations we carry out. Licenses: {ALL_LICENSES_TEXT}.</p>
      <h2>Service calls and pricing</h2>
      <ul>
        <li>{PRICING_NOTES.serviceCall}</li>
        <li>{PRICING_NOTES.outOfArea}</li>
        <li>{PRICING_NOTES.estimates}</li>
        <li>{PRICING_NOTES.finalPricing} Online, chat and AI estimates are ranges, not quotes.</li>
      </ul>
      <h2>Scheduling</h2>
      <p>{PRICING_NOTES.sameDay} Appointment times depend on technician availability in your region.</p>
      <h2>Work and parts</h2>
      <p>
        The technician explains the work and its price before starting and asks for your approval. Replaced parts are yours to keep on
        request.
      </p>
      <p>
        Using the website itself is covered by the <Link to="/terms-of-service">website terms of use</Link>.
      </p>
    </LegalPage>
  );
}
