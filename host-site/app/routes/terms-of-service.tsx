import { ASSISTANT_FULL_NAME } from '@tod/domain/facts';
import { Link } from 'react-router';
import { LegalPage } from '../components/page/LegalPage.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';

export const meta = () => pageMeta(pageFor('/terms-of-service'));

export default function TermsOfService() {
  return (
    <LegalPage title="Website Terms of Use">
      <p>By using this website you agree to these terms.</p>
      <h2>Information on this site</h2>
      <p>
        Prices shown are typical ranges to help you plan. They are not a quote: a licensed technician confirms the price after seeing your
        door. Our service terms are on the <Link to="/terms">terms of service</Link> page.
      </p>
      <h2>The chat assistant</h2>
      <p>
        {ASSISTANT_FULL_NAME} is an AI assistant. It can make mistakes; do not rely on it for safety-critical decisions. Read the{' '}
        <Link to="/legal/ai-disclosure">AI disclosure</Link>.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Do not misuse the contact form or the chat, send automated requests, or try to access parts of the site not meant for the public.
      </p>
      <h2>Links</h2>
      <p>Our booking and estimator sites open in a new tab and are run for us; their own terms may also apply.</p>
    </LegalPage>
  );
}
