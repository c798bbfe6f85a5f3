import { SKIP_LINK_COPY, TOLL_FREE_PHONE, telHref } from '@tod/domain/facts';
import { Link } from 'react-router';
import { LegalPage } from '../components/page/LegalPage.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';

export const meta = () => pageMeta(pageFor('/accessibility'));

export default function Accessibility() {
  return (
    <LegalPage title="Accessibility Statement">
      <p>We want everyone to be able to book a repair, check a price or reach us, whatever device or assistive technology they use.</p>
      <h2>Our standard</h2>
      <p>
        We build to the Web Content Accessibility Guidelines (WCAG) 2.2 level AA. Every page is tested with automated accessibility checks
        in light and dark themes, and by keyboard.
      </p>
      <h2>What we support</h2>
      <ul>
        <li>
          Full keyboard use, with a visible focus outline, a "{SKIP_LINK_COPY.main}" link and a "{SKIP_LINK_COPY.chat}" button that opens
          the chat from the top of every page
        </li>
        <li>Screen reader landmarks, labelled menus and announced region changes</li>
        <li>Light, dark and system colour themes with AA contrast</li>
        <li>Text that reflows at 400% zoom and respects your font size</li>
      </ul>
      <h2>Tell us about a problem</h2>
      <p>
        If something does not work for you, call <a href={telHref(TOLL_FREE_PHONE)}>{TOLL_FREE_PHONE}</a> or write to us through the{' '}
        <Link to="/contact">contact page</Link>, and we will help you by phone in the meantime.
      </p>
    </LegalPage>
  );
}
