import { type RegionInfo, SKIP_LINK_COPY } from '@tod/domain/facts';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { replayEarlyInput } from '../../lib/boot/earlyInput.ts';
import { useHeaderScroll } from '../../lib/header/useHeaderScroll.ts';
import { useMobileMenu } from '../../lib/header/useMobileMenu.ts';
import { openWidget } from '../../lib/region/configureWidget.ts';
import { FloatingSchedule } from './FloatingSchedule.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { WidgetScript } from './WidgetScript.tsx';

/** What the site-behaviour parts plug into the frame (region dropdown, consent, contact form). */
export interface SiteShellSlots {
  /** In the top bar and the mobile menu: the region dropdown (app/lib/region/RegionSelect). */
  regionSelect?: ReactNode;
  /** Anywhere in the page: the 'Region changed to …' live region (app/lib/region/RegionAnnouncer). */
  regionAnnouncer?: ReactNode;
  /** After the footer: the cookie banner (app/lib/consent). */
  cookieBanner?: ReactNode;
  /** In the footer: the 'Manage Cookies' button (app/lib/consent). */
  manageCookies?: ReactNode;
  /** In the footer: the contact form (app/components/contact). */
  contactForm?: ReactNode;
}

export interface SiteShellProps {
  region: RegionInfo;
  /** The city the chat greets ('Salem' on the Salem page); the region's main city when none is known. */
  city: string;
  bookingUrl: string;
  slots?: SiteShellSlots;
  children: ReactNode;
}

/** The public site's frame: skip link, header, main, footer, floating Schedule Now and the chat widget. */
export function SiteShell({ region, city, bookingUrl, slots = {}, children }: SiteShellProps) {
  const scroll = useHeaderScroll();
  const { state: menu, dispatch } = useMobileMenu();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation closes the menu; the path is the trigger
  useEffect(() => dispatch({ type: 'close' }), [pathname, dispatch]);
  // Lets tests and CSS tell the prerendered page from the hydrated one; then gives back the choices
  // made in form controls before hydration, which hydration set back.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyInput();
  }, []);

  return (
    <>
      <a className="skip-link" href="#main">
        {SKIP_LINK_COPY.main}
      </a>
      {/* The chat's launcher floats last in the Tab order; this opens the chat from the top (decision 0222). */}
      <button type="button" className="skip-link" onClick={() => openWidget()}>
        {SKIP_LINK_COPY.chat}
      </button>
      <SiteHeader
        region={region}
        bookingUrl={bookingUrl}
        scroll={scroll}
        menuOpen={menu.open}
        onToggleMenu={() => dispatch({ type: 'toggle' })}
        regionSelect={slots.regionSelect}
      />
      <MobileMenu region={region} regionSelect={slots.regionSelect} bookingUrl={bookingUrl} state={menu} dispatch={dispatch} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter region={region} manageCookies={slots.manageCookies} contactForm={slots.contactForm} />
      <FloatingSchedule bookingUrl={bookingUrl} visible={scroll.floatingSchedule && !menu.open} />
      {slots.regionAnnouncer}
      {slots.cookieBanner}
      <WidgetScript region={region} city={city} bookingUrl={bookingUrl} />
    </>
  );
}
