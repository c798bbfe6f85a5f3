import { AI_DISCLOSURE_PATH, ASSISTANT_FULL_NAME, ASSISTANT_NAME, CHAT_COPY, PRICING_NOTES } from '@tod/domain/facts';
import { Link } from 'react-router';
import { LegalPage } from '../components/page/LegalPage.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';

export const meta = () => pageMeta(pageFor(AI_DISCLOSURE_PATH));

export default function AiDisclosure() {
  return (
    <LegalPage title={`AI Disclosure: ${ASSISTANT_FULL_NAME}`}>
      <p>
        {ASSISTANT_NAME} is an AI assistant, not a person. It is free, available 24/7, and answers in the chat window at the bottom right of
        every page.
      </p>
      <h2>What {ASSISTANT_NAME} does</h2>
      <ul>
        <li>Helps diagnose common garage door problems</li>
        <li>Gives typical price ranges from our published pricing</li>
        <li>Gives safety guidance in an emergency and tells you when to call</li>
        <li>Takes your details so a technician can call you back, and helps you book</li>
        <li>Passes the conversation to our team when you ask for a person</li>
      </ul>
      <h2>Its limits</h2>
      <p>
        {CHAT_COPY.footerNote} {PRICING_NOTES.finalPricing} Quotes, appointments and commitments are confirmed by our licensed technicians,
        never by the assistant alone.
      </p>
      <h2>Your information</h2>
      <p>
        Conversations are stored so our team can follow up on your request. Do not share payment details in the chat. See our{' '}
        <Link to="/privacy">privacy policy</Link>.
      </p>
    </LegalPage>
  );
}
