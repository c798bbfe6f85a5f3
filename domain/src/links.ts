/**
 * External sites (SPEC §2). DEPLOYMENT: the base URLs are this deployment's to change; the paths are
 * the SPEC's. Callers that know a configured base (e.g. the server's BOOKING_BASE_URL) pass it in.
 */
export const DEFAULT_BOOKING_BASE_URL = 'https://book.doorlogic.example';
export const DEFAULT_ESTIMATOR_SITE_URL = 'https://estimate.doorlogic.example/estimator';

/** The booking site's path per region: portland, salem, vancouver, boise, or the root. */
export type BookingPath = 'portland' | 'salem' | 'vancouver' | 'boise' | '';

export function bookingUrl(path: BookingPath, base: string = DEFAULT_BOOKING_BASE_URL): string {
  const trimmed = base.replace(/\/+$/, '');
  return path ? `${trimmed}/${path}` : `${trimmed}/`;
}

/** The site's own instant estimator, opened in a new tab by the Online Estimator quick action. */
export const ESTIMATE_PATH = '/get-estimate';
export const AI_DISCLOSURE_PATH = '/legal/ai-disclosure';
export const CONTACT_PATH = '/contact';
export const CONFIRMATION_PATH = '/confirmation';
