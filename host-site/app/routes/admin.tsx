import { ADMIN_COPY, BRAND_NAME } from '@tod/domain/facts';
import type { LinksFunction, MetaDescriptor } from 'react-router';
import { AdminApp } from '../admin/AdminApp.tsx';
import adminCss from '../admin/admin.css?url';

export const meta = (): MetaDescriptor[] => [
  { title: `${ADMIN_COPY.title} | ${BRAND_NAME}` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }];

/** SPEC §2/§6: /admin renders bare (no site header, footer, chat or analytics): the office inbox, client-rendered. */
export default function Admin() {
  return <AdminApp />;
}

/** Shown while the inbox's code loads (the SPA fallback page). */
export function HydrateFallback() {
  return (
    <main id="main" className="admin">
      <h1 className="admin-title">
        {BRAND_NAME} admin: {ADMIN_COPY.title}
      </h1>
      <p>Loading…</p>
    </main>
  );
}
