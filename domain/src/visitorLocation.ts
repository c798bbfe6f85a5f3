import { namesWideRegion } from './regionNames.ts';
import { DEFAULT_SITE_REGION, REGIONS, type ServiceRegionKey } from './regions.ts';

/** The visitor's location (SPEC §3 'Visitor location'). */
export interface VisitorLocation {
  city: string;
  /** State or province name as reported, e.g. 'Oregon'. */
  region: string;
  /** ISO 3166-1 alpha-2 country code, upper case. */
  country: string;
  serviceRegion: ServiceRegionKey;
  lat: number;
  lon: number;
  phone: string;
  isLocationOverridden: boolean;
}

/** The default location when nothing better is known (SPEC §4 step 3). */
export const DEFAULT_VISITOR_LOCATION: Readonly<VisitorLocation> = {
  city: 'PNW',
  region: 'Pacific Northwest',
  country: 'US',
  serviceRegion: DEFAULT_SITE_REGION,
  lat: 45.5152,
  lon: -122.6784,
  phone: REGIONS[DEFAULT_SITE_REGION].phone,
  isLocationOverridden: false,
};

/** A city that says nothing about where the visitor is, so browser geolocation may refine it (SPEC §4 step 4). */
export function isGenericCity(city: string | null | undefined): boolean {
  const normalized = (city ?? '').trim().toLowerCase();
  return normalized === '' || normalized === 'pnw' || normalized === 'unknown' || namesWideRegion(normalized);
}
