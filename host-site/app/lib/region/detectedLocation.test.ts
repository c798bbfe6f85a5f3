import { REGIONS, TOLL_FREE_PHONE } from '@tod/domain/facts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION, locationForRegion, locationFromPlace, parseStoredLocation, serializeLocation } from './detectedLocation.ts';

describe('locationFromPlace', () => {
  it('derives the service region and its phone from the looked-up state and city', () => {
    const location = locationFromPlace({ city: 'Camas', state: 'Washington', county: 'Clark County', countryCode: 'US' }, 45.58, -122.39);
    expect(location).toEqual({
      city: 'Camas',
      region: 'Washington',
      country: 'US',
      serviceRegion: 'sw-washington',
      lat: 45.58,
      lon: -122.39,
      phone: REGIONS['sw-washington'].phone,
      isLocationOverridden: false,
      source: 'lookup',
    });
  });

  it('falls back to the Pacific Northwest default region and toll-free phone outside the service area', () => {
    const location = locationFromPlace({ city: 'Seattle', state: 'Washington', county: 'King County', countryCode: 'US' }, 47.6, -122.3);
    expect(location.serviceRegion).toBe('nationwide');
    expect(location.phone).toBe(TOLL_FREE_PHONE);
  });
});

describe('locationForRegion', () => {
  it('marks a manual choice as overridden with the region city, state name and phone', () => {
    const location = locationForRegion('idaho', DEFAULT_LOCATION);
    expect(location).toMatchObject({
      city: 'Boise',
      region: 'Idaho',
      serviceRegion: 'idaho',
      phone: REGIONS.idaho.phone,
      isLocationOverridden: true,
      source: 'manual',
    });
    expect([location.lat, location.lon]).toEqual([DEFAULT_LOCATION.lat, DEFAULT_LOCATION.lon]);
  });
});

describe('parseStoredLocation', () => {
  it('reads back what was stored', () => {
    const location = locationFromPlace({ city: 'Salem', state: 'Oregon', county: 'Marion County', countryCode: 'US' }, 44.9, -123);
    expect(parseStoredLocation(serializeLocation(location))).toEqual(location);
  });

  it('takes the phone from the region, never from storage', () => {
    const stored = JSON.stringify({ ...DEFAULT_LOCATION, serviceRegion: 'salem', phone: '(000) 000-0000' });
    expect(parseStoredLocation(stored)?.phone).toBe(REGIONS.salem.phone);
  });

  it.each([
    ['nothing', null],
    ['broken JSON', '{'],
    ['a string', '"x"'],
    ['an unknown service region', JSON.stringify({ ...DEFAULT_LOCATION, serviceRegion: 'mars' })],
    ['a missing latitude', JSON.stringify({ ...DEFAULT_LOCATION, lat: undefined })],
    ['a non-numeric longitude', JSON.stringify({ ...DEFAULT_LOCATION, lon: '1' })],
  ])('treats %s as nothing stored', (_label, json) => {
    expect(parseStoredLocation(json)).toBeNull();
  });
});
