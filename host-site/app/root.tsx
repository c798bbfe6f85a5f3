import { CONFIRMATION_PATH, CONTACT_PATH, isGenericCity, SESSION_STORAGE_KEYS, TOLL_FREE_PHONE, telHref } from '@tod/domain/facts';
import { type ReactNode, useMemo } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import type { Route } from './+types/root';
import { DeferredContactForm } from './components/layout/DeferredContactForm.tsx';
import { SiteShell } from './components/layout/SiteShell.tsx';
import { SiteAnalytics } from './lib/analytics/SiteAnalytics.tsx';
import { HYDRATION_LOADER_SCRIPT } from './lib/boot/hydrationLoaderScript.ts';
import { ConsentProvider } from './lib/consent/ConsentProvider.tsx';
import { CookieBanner } from './lib/consent/CookieBanner.tsx';
import { ManageCookiesButton } from './lib/consent/ManageCookiesButton.tsx';
import { pageRegionFor, requestPageRegion } from './lib/region/pageRegion.ts';
import { RegionAnnouncer } from './lib/region/RegionAnnouncer.tsx';
import { RegionProvider, useRegion } from './lib/region/RegionProvider.tsx';
import { RegionSelect } from './lib/region/RegionSelect.tsx';
import { isBarePath } from './lib/site/isBarePath.ts';
import { receivedRequestNamed } from './lib/site/receivedRequest.ts';
import { SiteRegionContext } from './lib/site/SiteRegionContext.tsx';
import { THEME_INIT_SCRIPT } from './lib/theme/themeInitScript.ts';
import { SITE_STYLES } from './styles/siteStyles.ts';

export function Layout({ children }: { children: ReactNode }) {
  return (
    // THEME_INIT_SCRIPT sets data-theme before React hydrates; React must not treat that as a mismatch.
    <html lang="en-US" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#0b4f8a" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, allowed by its hash in the CSP. */}
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own built stylesheet, inlined so the first paint needs no request. */}
        <style dangerouslySetInnerHTML={{ __html: SITE_STYLES }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration storageKey={SESSION_STORAGE_KEYS.scrollPositions} />
        <Scripts />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, allowed by its hash in the CSP. */}
        <script dangerouslySetInnerHTML={{ __html: HYDRATION_LOADER_SCRIPT }} />
      </body>
    </html>
  );
}

export default function App() {
  const { pathname } = useLocation();
  if (isBarePath(pathname)) return <Outlet />;
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** The one place the region, consent and contact form plug into the frame. */
function SiteFrame({ children }: { children: ReactNode }) {
  const { pathname, search, state } = useLocation();
  const pageRegion = useMemo(() => pageRegionFor(pathname), [pathname]);
  // After a request, /confirmation is about the request's region: one phone on the page (issue 23 point 7).
  const received =
    pathname === CONFIRMATION_PATH ? receivedRequestNamed(state, new URLSearchParams(search).get('submissionId'))?.region : undefined;
  const requestRegion = useMemo(() => (received ? requestPageRegion(received) : null), [received]);
  return (
    <RegionProvider pageRegion={pageRegion} requestRegion={requestRegion}>
      <ConsentProvider>
        <RegionalFrame>{children}</RegionalFrame>
        <SiteAnalytics />
      </ConsentProvider>
    </RegionProvider>
  );
}

/** The frame with the visitor's detected or chosen region; /contact has its own form, so the footer's stays out there. */
function RegionalFrame({ children }: { children: ReactNode }) {
  const { region, location, bookingUrl: booking } = useRegion();
  const { pathname } = useLocation();
  const siteRegion = useMemo(() => ({ region, bookingUrl: booking }), [region, booking]);
  return (
    <SiteRegionContext.Provider value={siteRegion}>
      <SiteShell
        region={region}
        city={isGenericCity(location.city) ? region.city : location.city}
        bookingUrl={booking}
        slots={{
          regionSelect: <RegionSelect />,
          regionAnnouncer: <RegionAnnouncer />,
          cookieBanner: <CookieBanner />,
          manageCookies: <ManageCookiesButton />,
          // '/contact/' (the prerendered page's own address) is /contact too.
          contactForm:
            pathname.replace(/\/+$/, '') === CONTACT_PATH ? undefined : <DeferredContactForm sourcePage="footer" onSuccess="panel" />,
        }}
      >
        {children}
      </SiteShell>
    </SiteRegionContext.Provider>
  );
}

/** Shown while the SPA fallback (served for /admin paths) loads its route. */
export function HydrateFallback() {
  return <p className="hydrate-fallback">Loading…</p>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong';
  return (
    <main id="main" className="container page">
      <h1>{title}</h1>
      <p>
        Please reload the page or go back to the <a href="/">home page</a>. If you need help now, call us at{' '}
        <a href={telHref(TOLL_FREE_PHONE)}>{TOLL_FREE_PHONE}</a>.
      </p>
    </main>
  );
}
