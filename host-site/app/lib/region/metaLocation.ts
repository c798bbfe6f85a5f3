import { DEFAULT_VISITOR_LOCATION, isServiceRegionKey, REGIONS, regionByName } from '@tod/domain/facts';
import { DEFAULT_LOCATION, type DetectedLocation } from './detectedLocation.ts';

/** The meta tags the chat server injects from trusted CDN geo headers (see chat-server/src/http/geoMeta.ts). */
export const GEO_META_NAMES = {
  city: 'geo-city',
  region: 'geo-region',
  country: 'geo-country',
  serviceRegion: 'geo-service-region',
  lat: 'geo-lat',
  lon: 'geo-lon',
} as const;

export type MetaValues = Partial<Record<keyof typeof GEO_META_NAMES, string>>;

export function readGeoMeta(document: Pick<Document, 'querySelector'>): MetaValues {
  const values: MetaValues = {};
  for (const [field, name] of Object.entries(GEO_META_NAMES) as [keyof typeof GEO_META_NAMES, string][]) {
    const content = document.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim();
    if (content) values[field] = content;
  }
  return values;
}

function coordinate(value: string | undefined, limit: number): number | null {
  if (value === undefined) return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && Math.abs(parsed) <= limit ? parsed : null;
}

/**
 * SPEC §4 steps 2–3: the server's meta tags when they name a city, a region and a real service
 * region; otherwise the default. A valid country is kept even then: it decides whether the cookie
 * banner must ask for explicit consent.
 */
export function locationFromMeta(meta: MetaValues): DetectedLocation {
  const country = meta.country && /^[A-Za-z]{2}$/.test(meta.country) ? meta.country.toUpperCase() : DEFAULT_VISITOR_LOCATION.country;
  const region = meta.serviceRegion
    ? isServiceRegionKey(meta.serviceRegion)
      ? REGIONS[meta.serviceRegion]
      : regionByName(meta.serviceRegion)
    : undefined;
  if (!meta.city || !meta.region || !region || region.key === 'nationwide') {
    return { ...DEFAULT_LOCATION, country };
  }
  return {
    city: meta.city,
    region: meta.region,
    country,
    serviceRegion: region.key,
    lat: coordinate(meta.lat, 90) ?? DEFAULT_LOCATION.lat,
    lon: coordinate(meta.lon, 180) ?? DEFAULT_LOCATION.lon,
    phone: region.phone,
    isLocationOverridden: false,
    source: 'server',
  };
}
