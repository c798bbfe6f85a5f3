import { ASSISTANT_FULL_NAME, BRAND_NAME, TOLL_FREE_PHONE, telHref } from '@tod/domain/facts';
import { Link } from 'react-router';
import { LegalPage } from '../components/page/LegalPage.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';

export const meta = () => pageMeta(pageFor('/privacy'));

export default function Privacy() {
  return (
    <LegalPage title="Privacy Policy">
      <p>{BRAND_NAME} collects only what we need to answer you and to do the work you ask for.</p>
      <h2>What we collect</h2>
      <ul>
        <li>Contact requests: your name, email, phone, address, the service you need, your preferred time and your message.</li>
        <li>
          Chat with {ASSISTANT_FULL_NAME}: the conversation, and any name, phone, city and problem you choose to share so a technician can
          follow up.
        </li>
        <li>Your approximate location (city and region), to show your local office, phone number and booking calendar.</li>
        <li>
          With your consent only: anonymous usage analytics. See the <Link to="/privacy-cookie-policy">cookie policy</Link>.
        </li>
      </ul>
      <h2>How we use it</h2>
      <p>
        To contact you about your request, schedule and carry out service, and improve our answers. We do not sell personal information and
        do not put it in analytics.
      </p>
      <h2>Who sees it</h2>
      <p>Our office staff and technicians, and the service providers that host this site and deliver our email, under contract.</p>
      <h2>Your choices</h2>
      <p>
        Ask us to see, correct or delete your information by calling <a href={telHref(TOLL_FREE_PHONE)}>{TOLL_FREE_PHONE}</a> or through the{' '}
        <Link to="/contact">contact page</Link>.
      </p>
    </LegalPage>
  );
}
