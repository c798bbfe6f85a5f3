import {
  DEFAULT_VISITOR_LOCATION,
  deriveServiceRegion,
  isServiceRegionKey,
  REGIONS,
  type ServiceRegionKey,
  STATE_NAMES,
  type VisitorLocation,
} from '@tod/domain/facts';

/**
 * Where a location came from: the CDN's meta tags, the default, a map lookup of the browser's position, the
 * visitor's own choice, or the city or state page being shown (never stored).
 */
export type LocationSource = 'server' | 'default' | 'lookup' | 'manual' | 'page';

export interface DetectedLocation extends VisitorLocation {
  source: LocationSource;
}

export const DEFAULT_LOCATION: Readonly<DetectedLocation> = { ...DEFAULT_VISITOR_LOCATION, source: 'default' };

/** A place as a reverse-geocoding lookup describes it. */
export interface LookedUpPlace {
  city: string;
  state: string;
  county: string;
  /** ISO 3166-1 alpha-2, upper case; '' when unknown. */
  countryCode: string;
}

/** The location for a looked-up place: its service region derived from the state, city and county lists (SPEC §4 step 6). */
export function locationFromPlace(place: LookedUpPlace, lat: number, lon: number): DetectedLocation {
  const serviceRegion = deriveServiceRegion({ state: place.state, city: place.city, county: place.county });
  return {
    city: place.city,
    region: place.state,
    country: place.countryCode || DEFAULT_LOCATION.country,
    serviceRegion,
    lat,
    lon,
    phone: REGIONS[serviceRegion].phone,
    isLocationOverridden: false,
    source: 'lookup',
  };
}

/** The visitor's manual region choice (SPEC §4 step 8), keeping the coordinates already known. */
export function locationForRegion(key: ServiceRegionKey, current: DetectedLocation): DetectedLocation {
  const region = REGIONS[key];
  return {
    city: region.city,
    region: region.state ? STATE_NAMES[region.state] : DEFAULT_LOCATION.region,
    country: 'US',
    serviceRegion: key,
    lat: current.lat,
    lon: current.lon,
    phone: region.phone,
    isLocationOverridden: true,
    source: 'manual',
  };
}

const SOURCES: readonly LocationSource[] = ['server', 'default', 'lookup', 'manual', 'page'];

/** Reads a location stored for the session; anything malformed counts as nothing stored. */
export function parseStoredLocation(json: string | null): DetectedLocation | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : null);
  const number = (key: string) => (typeof record[key] === 'number' && Number.isFinite(record[key]) ? (record[key] as number) : null);
  const city = text('city');
  const region = text('region');
  const country = text('country');
  const lat = number('lat');
  const lon = number('lon');
  const serviceRegion = record.serviceRegion;
  if (city === null || region === null || country === null || lat === null || lon === null) return null;
  if (!isServiceRegionKey(serviceRegion)) return null;
  const source = SOURCES.find((candidate) => candidate === record.source) ?? 'lookup';
  const isLocationOverridden = record.isLocationOverridden === true;
  return {
    city,
    region,
    country,
    serviceRegion,
    lat,
    lon,
    // The phone always follows the region, so a stale stored number never shows.
    phone: REGIONS[serviceRegion].phone,
    isLocationOverridden,
    source: isLocationOverridden ? 'manual' : source,
  };
}

export function serializeLocation(location: DetectedLocation): string {
  return JSON.stringify(location);
}
