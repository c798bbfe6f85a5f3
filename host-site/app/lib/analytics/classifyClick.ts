import { CONTACT_PATH, DEFAULT_BOOKING_BASE_URL, ESTIMATE_PATH, STRUCTURED_DATA } from '@tod/domain/facts';
import { ctaClick, type SiteEvent, serviceInteraction } from './siteEvents.ts';

const OTHER_CTA_PATHS = [ESTIMATE_PATH, STRUCTURED_DATA.estimateActionPath, CONTACT_PATH];

/**
 * The analytics event of a click on a link or button, if any: phone, booking and other calls to
 * action (SPEC §9 values), and service links. Only categories travel: never the number or the URL.
 */
export function classifyClick(element: Element, pageOrigin: string): SiteEvent | null {
  const location =
    element.closest('[data-cta-location]')?.getAttribute('data-cta-location') ??
    (element.closest('header') ? 'header' : element.closest('footer') ? 'footer' : 'main');
  const declared = element.getAttribute('data-cta');
  if (declared === 'phone' || declared === 'schedule' || declared === 'other') return ctaClick(declared, location);
  const href = element.getAttribute('href');
  if (!href) return null;
  if (href.startsWith('tel:')) return ctaClick('phone', location);
  let url: URL;
  try {
    url = new URL(href, pageOrigin);
  } catch {
    return null;
  }
  if (url.href.startsWith(DEFAULT_BOOKING_BASE_URL)) return ctaClick('schedule', location);
  if (url.origin !== pageOrigin) return null;
  if (OTHER_CTA_PATHS.includes(url.pathname)) return ctaClick('other', location);
  const service = /^\/services\/([a-z0-9-]+)\/?$/.exec(url.pathname)?.[1];
  if (service) return serviceInteraction(service, 'open');
  return null;
}
