import { SERVICE_CITIES, type ServiceCity } from './cities.ts';
import type { StateCode } from './licenses.ts';

/** ZIP codes of the 27 service-area cities (USPS city names), keyed by city slug. */
export const CITY_ZIP_CODES: Readonly<Record<string, readonly string[]>> = {
  portland: [
    '97201',
    '97202',
    '97203',
    '97204',
    '97205',
    '97206',
    '97208',
    '97209',
    '97210',
    '97211',
    '97212',
    '97213',
    '97214',
    '97215',
    '97216',
    '97217',
    '97218',
    '97219',
    '97220',
    '97221',
    '97227',
    '97230',
    '97232',
    '97233',
    '97236',
    '97239',
    '97266',
  ],
  beaverton: ['97003', '97005', '97006', '97007', '97008', '97078'],
  gresham: ['97030', '97080'],
  hillsboro: ['97123', '97124'],
  tigard: ['97223', '97224'],
  'lake-oswego': ['97034', '97035'],
  'oregon-city': ['97045'],
  tualatin: ['97062'],
  salem: ['97301', '97302', '97304', '97305', '97306', '97317'],
  keizer: ['97303', '97307'],
  albany: ['97321', '97322'],
  corvallis: ['97330', '97331', '97333'],
  mcminnville: ['97128'],
  woodburn: ['97071'],
  dallas: ['97338'],
  vancouver: ['98660', '98661', '98662', '98663', '98664', '98665', '98682', '98683', '98684', '98685', '98686'],
  camas: ['98607'],
  'battle-ground': ['98604'],
  washougal: ['98671'],
  ridgefield: ['98642'],
  'la-center': ['98629'],
  boise: ['83702', '83703', '83704', '83705', '83706', '83709', '83712', '83713', '83714', '83716'],
  meridian: ['83642', '83646'],
  nampa: ['83651', '83686', '83687'],
  eagle: ['83616'],
  star: ['83669'],
  caldwell: ['83605', '83607'],
};

/** First three ZIP digits of each state we are licensed in. */
const STATE_ZIP_PREFIXES: Readonly<Record<StateCode, readonly [number, number]>> = {
  OR: [970, 979],
  WA: [980, 994],
  ID: [832, 838],
};

export type ZipLookupResult =
  | { kind: 'invalid' }
  /** One of the 27 cities. */
  | { kind: 'city'; city: ServiceCity }
  /** Elsewhere in OR, WA or ID: possibly served, at the out-of-area minimum. */
  | { kind: 'state'; state: StateCode }
  | { kind: 'outside' };

/** Which of our cities (or states) a 5-digit ZIP code belongs to. */
export function lookupZip(input: string): ZipLookupResult {
  const zip = input.trim();
  if (!/^\d{5}$/.test(zip)) return { kind: 'invalid' };
  const city = SERVICE_CITIES.find((candidate) => CITY_ZIP_CODES[candidate.slug]?.includes(zip));
  if (city) return { kind: 'city', city };
  const prefix = Number(zip.slice(0, 3));
  for (const [state, [low, high]] of Object.entries(STATE_ZIP_PREFIXES) as [StateCode, readonly [number, number]][]) {
    if (prefix >= low && prefix <= high) return { kind: 'state', state };
  }
  return { kind: 'outside' };
}
