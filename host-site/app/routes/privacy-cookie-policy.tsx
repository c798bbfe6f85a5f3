import { COOKIE_COPY, STORAGE_ENTRIES, type StorageArea } from '@tod/domain/facts';
import { Link } from 'react-router';
import { LegalPage } from '../components/page/LegalPage.tsx';
import { ScrollableTable } from '../components/page/ScrollableTable.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';

export const meta = () => pageMeta(pageFor('/privacy-cookie-policy'));

const AREA_LABELS: Record<StorageArea, string> = { cookie: 'Cookie', localStorage: 'Local storage', sessionStorage: 'Session storage' };

export default function PrivacyCookiePolicy() {
  return (
    <LegalPage title="Privacy & Cookie Policy">
      <p>
        This page lists every cookie and storage entry this website uses, and when we ask for your consent. Our wider{' '}
        <Link to="/privacy">privacy policy</Link> explains what we do with the information you send us.
      </p>
      <h2>Essential storage</h2>
      <p>
        These make the site and the chat work and are always on. They stay in your browser; only the consent cookie is sent to our server,
        which does nothing with it but serve the page.
      </p>
      <ScrollableTable caption="Every cookie and storage entry of this site and the chat" captionHidden>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Where</th>
            <th scope="col">Set by</th>
            <th scope="col">Purpose</th>
            <th scope="col">Kept</th>
          </tr>
        </thead>
        <tbody>
          {STORAGE_ENTRIES.map((entry) => (
            <tr key={`${entry.area}:${entry.key}`} data-storage-key={entry.key}>
              <th scope="row">
                <code>{entry.key}</code>
              </th>
              <td>{AREA_LABELS[entry.area]}</td>
              <td>{entry.writtenBy === 'site' ? 'This site' : 'T.O.D. chat'}</td>
              <td>{entry.purpose}</td>
              <td>{entry.lifetime}</td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <h2>Analytics</h2>
      <p>
        Where the law asks for your consent, analytics only load after you choose "{COOKIE_COPY.acceptAll}". With "
        {COOKIE_COPY.essentialOnly}", no analytics tags load and IP addresses are anonymised. In the United States analytics are on unless
        you turn them off or your browser sends a Global Privacy Control signal. Once allowed, the analytics tags (Google Tag Manager and
        Google Analytics) may set their own cookies, such as <code>_ga</code>, kept for up to two years. Analytics events never contain your
        messages, name, phone number or email address.
      </p>
      <h2>Changing your choice</h2>
      <p>
        Use the "{COOKIE_COPY.manage}" button at the bottom of every page, wherever you are, to see your current choice and switch analytics
        on or off.
      </p>
    </LegalPage>
  );
}
