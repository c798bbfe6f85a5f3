import { BRAND_NAME } from '@tod/domain/facts';
import type { MetaDescriptor } from 'react-router';

export const meta = (): MetaDescriptor[] => [{ title: `Admin | ${BRAND_NAME}` }, { name: 'robots', content: 'noindex, nofollow' }];

/** SPEC §2/§6: /admin renders bare, without the site header, footer, chat or analytics. */
export default function Admin() {
  return (
    <main id="main" className="admin-page">
      <h1>{BRAND_NAME} admin</h1>
      <p>There are no staff accounts on this site. Contact requests and chat hand-offs are delivered to the team by email.</p>
      <p>
        <a href="/">Go to the public site</a>
      </p>
    </main>
  );
}
