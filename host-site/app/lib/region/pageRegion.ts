import { findCityBySlug, findStateBySlug, REGIONS, type ServiceRegionKey, STATE_MAIN_REGION, STATE_NAMES } from '@tod/domain/facts';
import type { DetectedLocation } from './detectedLocation.ts';

/** The region a page is about: a city page's city and region, a state page's main region. */
export interface PageRegion {
  region: ServiceRegionKey;
  city: string;
  /** The state's name, e.g. 'Oregon'. */
  state: string;
  /** Wins over a region the visitor picked by hand: the page is about a fact, e.g. where a request's technician goes. */
  overridesPick?: boolean;
}

/** The page's own region for /locations/{state} and /locations/{state}/{city}; null for every other path. */
export function pageRegionFor(pathname: string): PageRegion | null {
  const match = /^\/locations\/([a-z-]+)(?:\/([a-z-]+))?\/?$/.exec(pathname);
  if (!match) return null;
  const [, stateSlug = '', citySlug] = match;
  if (citySlug) {
    const city = findCityBySlug(stateSlug, citySlug);
    return city ? { region: city.region, city: city.name, state: STATE_NAMES[city.state] } : null;
  }
  const state = findStateBySlug(stateSlug);
  if (!state) return null;
  const region = REGIONS[STATE_MAIN_REGION[state]];
  return { region: region.key, city: region.city, state: STATE_NAMES[state] };
}

/**
 * The region of /confirmation after a request this tab sent (issue 23 point 7): the request's region, so the
 * header, body, footer and chat all give the number of the office that takes the job, whatever was picked.
 */
export function requestPageRegion(region: ServiceRegionKey): PageRegion {
  const info = REGIONS[region];
  return { region, city: info.city, state: info.state ? STATE_NAMES[info.state] : '', overridesPick: true };
}

/**
 * Issue 23 point 7: on a page about a place, that place's region is the region (one phone on the page),
 * unless the visitor picked a region by hand. The country and coordinates stay, since consent depends on them.
 */
export function locationOnPage(location: DetectedLocation, page: PageRegion | null): DetectedLocation {
  if (!page || (location.isLocationOverridden && !page.overridesPick)) return location;
  return {
    ...location,
    city: page.city,
    region: page.state,
    serviceRegion: page.region,
    phone: REGIONS[page.region].phone,
    source: 'page',
  };
}
