import type { StateCode } from './licenses.ts';
import type { ServiceRegionKey } from './regions.ts';

export type StateSlug = 'oregon' | 'washington' | 'idaho';

export interface ServiceCity {
  slug: string;
  name: string;
  state: StateCode;
  stateSlug: StateSlug;
  region: Exclude<ServiceRegionKey, 'nationwide'>;
  county: string;
  /** Portland and Boise have a showroom section on their page. */
  hasShowroom: boolean;
}

export const STATE_SLUGS: Readonly<Record<StateCode, StateSlug>> = { OR: 'oregon', WA: 'washington', ID: 'idaho' };
export const STATE_NAMES: Readonly<Record<StateCode, string>> = { OR: 'Oregon', WA: 'Washington', ID: 'Idaho' };

type Row = [slug: string, name: string, county: string];

function citiesOf(state: StateCode, region: ServiceCity['region'], rows: Row[]): ServiceCity[] {
  return rows.map(([slug, name, county]) => ({
    slug,
    name,
    state,
    stateSlug: STATE_SLUGS[state],
    region,
    county,
    hasShowroom: slug === 'portland' || slug === 'boise',
  }));
}

/** The 27 service-area cities of SPEC §2, in the SPEC's order, with their service region. */
export const SERVICE_CITIES: readonly ServiceCity[] = [
  ...citiesOf('OR', 'portland-metro', [
    ['portland', 'Portland', 'Multnomah'],
    ['beaverton', 'Beaverton', 'Washington'],
    ['gresham', 'Gresham', 'Multnomah'],
    ['hillsboro', 'Hillsboro', 'Washington'],
    ['tigard', 'Tigard', 'Washington'],
    ['lake-oswego', 'Lake Oswego', 'Clackamas'],
    ['oregon-city', 'Oregon City', 'Clackamas'],
    ['tualatin', 'Tualatin', 'Washington'],
  ]),
  ...citiesOf('OR', 'salem', [
    ['salem', 'Salem', 'Marion'],
    ['keizer', 'Keizer', 'Marion'],
    ['albany', 'Albany', 'Linn'],
    ['corvallis', 'Corvallis', 'Benton'],
    ['mcminnville', 'McMinnville', 'Yamhill'],
    ['woodburn', 'Woodburn', 'Marion'],
    ['dallas', 'Dallas', 'Polk'],
  ]),
  ...citiesOf('WA', 'sw-washington', [
    ['vancouver', 'Vancouver', 'Clark'],
    ['camas', 'Camas', 'Clark'],
    ['battle-ground', 'Battle Ground', 'Clark'],
    ['washougal', 'Washougal', 'Clark'],
    ['ridgefield', 'Ridgefield', 'Clark'],
    ['la-center', 'La Center', 'Clark'],
  ]),
  ...citiesOf('ID', 'idaho', [
    ['boise', 'Boise', 'Ada'],
    ['meridian', 'Meridian', 'Ada'],
    ['nampa', 'Nampa', 'Canyon'],
    ['eagle', 'Eagle', 'Ada'],
    ['star', 'Star', 'Ada'],
    ['caldwell', 'Caldwell', 'Canyon'],
  ]),
];

/** The three states in the order the site lists them. */
export const SERVICE_STATES: readonly StateCode[] = ['OR', 'WA', 'ID'];

/**
 * The region whose phone, booking link and office a state's page leads with: Oregon's office is in
 * Portland and Idaho's in Boise; Washington is served by SW Washington alone.
 */
export const STATE_MAIN_REGION: Readonly<Record<StateCode, ServiceCity['region']>> = {
  OR: 'portland-metro',
  WA: 'sw-washington',
  ID: 'idaho',
};

/** '/locations/oregon' for 'OR'. */
export function statePath(state: StateCode): string {
  return `/locations/${STATE_SLUGS[state]}`;
}

/** 'oregon' → 'OR'; any other slug → undefined. */
export function findStateBySlug(slug: string): StateCode | undefined {
  return SERVICE_STATES.find((state) => STATE_SLUGS[state] === slug);
}

export function citiesInState(state: StateCode): ServiceCity[] {
  return SERVICE_CITIES.filter((city) => city.state === state);
}

export function cityPath(city: ServiceCity): string {
  return `/locations/${city.stateSlug}/${city.slug}`;
}

export function findCityBySlug(stateSlug: string, slug: string): ServiceCity | undefined {
  return SERVICE_CITIES.find((city) => city.stateSlug === stateSlug && city.slug === slug);
}

export function citiesInRegion(region: ServiceRegionKey): ServiceCity[] {
  return SERVICE_CITIES.filter((city) => city.region === region);
}

function normalizeName(value: string): string {
  return value
    .toLowerCase()
    .replace(/\bcounty\b/g, '')
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

export function findCityByName(name: string): ServiceCity | undefined {
  const needle = normalizeName(name);
  return SERVICE_CITIES.find((city) => normalizeName(city.name) === needle);
}

/**
 * The region whose office does a job: the region of the visitor's city when it is one we serve, else the page's
 * region. A lead for Salem given on the home page ('nationwide') belongs to the Salem office.
 */
export function regionOfWork(city: string | undefined, pageRegion: ServiceRegionKey): ServiceRegionKey {
  const served = city ? findCityByName(city) : undefined;
  return served ? served.region : pageRegion;
}

/** Counties outside the 27 cities that each region still covers. */
const REGION_COUNTIES: Readonly<Record<StateCode, Readonly<Record<string, ServiceCity['region']>>>> = {
  OR: {
    multnomah: 'portland-metro',
    washington: 'portland-metro',
    clackamas: 'portland-metro',
    columbia: 'portland-metro',
    marion: 'salem',
    polk: 'salem',
    yamhill: 'salem',
    linn: 'salem',
    benton: 'salem',
    // Eastern Oregon is served from Boise.
    malheur: 'idaho',
    baker: 'idaho',
    union: 'idaho',
    wallowa: 'idaho',
    harney: 'idaho',
    grant: 'idaho',
    umatilla: 'idaho',
    morrow: 'idaho',
  },
  WA: { clark: 'sw-washington', skamania: 'sw-washington', cowlitz: 'sw-washington' },
  ID: {},
};

const STATE_BY_NAME: Readonly<Record<string, StateCode>> = {
  or: 'OR',
  oregon: 'OR',
  wa: 'WA',
  washington: 'WA',
  id: 'ID',
  idaho: 'ID',
};

/** 'Oregon', 'OR', 'or' → 'OR'; anything outside the three states → undefined. */
export function toStateCode(state: string | undefined | null): StateCode | undefined {
  return state ? STATE_BY_NAME[state.trim().toLowerCase()] : undefined;
}

/**
 * Derives the service region from a state and a city (and, when known, a county) — SPEC §4 step 6.
 * Known cities map to their region; otherwise the county decides in Oregon and Washington; all of
 * Idaho is 'idaho'; anything else falls back to the multi-state default 'nationwide'.
 */
export function deriveServiceRegion(place: { state?: string | null; city?: string | null; county?: string | null }): ServiceRegionKey {
  const state = toStateCode(place.state);
  if (!state) return 'nationwide';
  const city = place.city ? findCityByName(place.city) : undefined;
  if (city && city.state === state) return city.region;
  if (state === 'ID') return 'idaho';
  const county = place.county ? normalizeName(place.county) : '';
  return REGION_COUNTIES[state][county] ?? 'nationwide';
}
