import type { LookedUpPlace } from './detectedLocation.ts';

export const REVERSE_GEOCODE_PATH = '/api/geo/reverse';

/** The query of SPEC §7 'Reverse geocoding', sent to the chat server which forwards it. */
export function reverseGeocodeUrl(lat: number, lon: number, base = ''): string {
  const query = new URLSearchParams({ format: 'json', lat: String(lat), lon: String(lon), zoom: '18', addressdetails: '1' });
  return `${base}${REVERSE_GEOCODE_PATH}?${query}`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Reads address.city/town/village/state/county/country_code; null when the answer names no state. */
export function placeFromAnswer(answer: unknown): LookedUpPlace | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const address = (answer as { address?: unknown }).address;
  if (typeof address !== 'object' || address === null) return null;
  const fields = address as Record<string, unknown>;
  const state = text(fields.state);
  if (!state) return null;
  return {
    city: text(fields.city) || text(fields.town) || text(fields.village),
    state,
    county: text(fields.county),
    countryCode: text(fields.country_code).toUpperCase(),
  };
}

/** Looks the position up; any failure is silent (SPEC §8) and answers null. */
export async function reverseGeocode(fetcher: typeof fetch, lat: number, lon: number, signal?: AbortSignal): Promise<LookedUpPlace | null> {
  try {
    const response = await fetcher(reverseGeocodeUrl(lat, lon), { headers: { accept: 'application/json' }, signal });
    if (!response.ok) return null;
    return placeFromAnswer(await response.json());
  } catch {
    return null;
  }
}
