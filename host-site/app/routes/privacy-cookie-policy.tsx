import { CONSENT_COOKIE, COOKIE_COPY, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS, THEME_STORAGE_KEY } from '@tod/domain/facts';
import { Link } from 'react-router';
import { LegalPage } from '../components/page/LegalPage.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';

export const meta = () => pageMeta(pageFor('/privacy-cookie-policy'));

export default function PrivacyCookiePolicy() {
  return (
    <LegalPage title="Privacy & Cookie Policy">
      <p>
        This page lists every cookie and storage entry this website uses, and when we ask for your consent. Our wider{' '}
        <Link to="/privacy">privacy policy</Link> explains what we do with the information you send us.
      </p>
      <h2>Essential storage</h2>
      <p>These make the site work and are always on. They never leave your browser except the consent cookie, which the site reads.</p>
      <div className="table-scroll">
        <table>
          <caption className="visually-hidden">Essential cookies and storage</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Where</th>
              <th scope="col">Purpose</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{CONSENT_COOKIE.name}</th>
              <td>Cookie, {CONSENT_COOKIE.maxAgeDays} days</td>
              <td>Remembers your cookie choice.</td>
            </tr>
            <tr>
              <th scope="row">{LOCAL_STORAGE_KEYS.cookieBannerInteracted}</th>
              <td>Local storage</td>
              <td>Remembers that you answered the cookie banner.</td>
            </tr>
            <tr>
              <th scope="row">{LOCAL_STORAGE_KEYS.analyticsConsent}</th>
              <td>Local storage</td>
              <td>Whether you allowed analytics.</td>
            </tr>
            <tr>
              <th scope="row">{LOCAL_STORAGE_KEYS.geoConsent}</th>
              <td>Local storage</td>
              <td>Whether the site may use your device location to show your local office.</td>
            </tr>
            <tr>
              <th scope="row">{SESSION_STORAGE_KEYS.location}</th>
              <td>Session storage</td>
              <td>Your detected service region for this visit, so we show the right phone number.</td>
            </tr>
            <tr>
              <th scope="row">{SESSION_STORAGE_KEYS.locationPermission}</th>
              <td>Session storage</td>
              <td>Your answer to the browser's location prompt for this visit.</td>
            </tr>
            <tr>
              <th scope="row">{THEME_STORAGE_KEY}</th>
              <td>Local storage</td>
              <td>Your light, dark or system colour theme.</td>
            </tr>
          </tbody>
        </table>
      </div>
      <h2>Analytics</h2>
      <p>
        Where the law asks for your consent, analytics only load after you choose "{COOKIE_COPY.acceptAll}". With "
        {COOKIE_COPY.essentialOnly}", no analytics tags load and IP addresses are anonymised. Analytics events never contain your
        messages, name, phone number or email address.
      </p>
      <h2>Changing your choice</h2>
      <p>Use the "{COOKIE_COPY.manage}" button at the bottom of every page to reset your choice.</p>
    </LegalPage>
  );
}
