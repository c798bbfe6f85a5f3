import { describe, expect, it } from 'vitest';
import { deriveServiceRegion, SERVICE_CITIES } from './cities.ts';
import { findNearbyPlace, NEARBY_PLACES } from './nearbyPlaces.ts';

describe('NEARBY_PLACES', () => {
  it('never repeats one of the 27 service cities', () => {
    const serviceNames = new Set(SERVICE_CITIES.map((city) => city.name.toLowerCase()));
    expect(NEARBY_PLACES.filter((place) => serviceNames.has(place.name.toLowerCase()))).toEqual([]);
  });

  it.each([
    ['Sherwood', 'portland-metro'],
    ['Silverton', 'salem'],
    ['Longview', 'sw-washington'],
    ['Kuna', 'idaho'],
    ['Ontario', 'idaho'],
    ['Bend', 'nationwide'],
    ['Seattle', 'nationwide'],
    ['Denver', 'nationwide'],
  ])('lets deriveServiceRegion place %s in %s', (name, region) => {
    const place = findNearbyPlace(name)!;
    expect(deriveServiceRegion({ state: place.state, city: place.name, county: place.county })).toBe(region);
  });

  it('finds nothing for an unknown name', () => {
    expect(findNearbyPlace('Atlantis')).toBeUndefined();
  });
});
