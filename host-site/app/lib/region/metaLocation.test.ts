import { REGIONS } from '@tod/domain/facts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION } from './detectedLocation.ts';
import { locationFromMeta, readGeoMeta } from './metaLocation.ts';

function documentWith(meta: Record<string, string>): Pick<Document, 'querySelector'> {
  return {
    querySelector: ((selector: string) => {
      const name = /name="([^"]+)"/.exec(selector)?.[1] ?? '';
      return name in meta ? { getAttribute: () => meta[name] } : null;
    }) as Document['querySelector'],
  };
}

describe('readGeoMeta', () => {
  it('reads the six geo meta tags and skips empty ones', () => {
    const document = documentWith({
      'geo-city': 'Boise',
      'geo-region': 'Idaho',
      'geo-country': 'US',
      'geo-service-region': 'idaho',
      'geo-lat': '43.6',
      'geo-lon': ' ',
    });
    expect(readGeoMeta(document)).toEqual({ city: 'Boise', region: 'Idaho', country: 'US', serviceRegion: 'idaho', lat: '43.6' });
  });
});

describe('locationFromMeta', () => {
  it('uses the server location when it names a city, a region and a service region', () => {
    const location = locationFromMeta({
      city: 'Boise',
      region: 'Idaho',
      country: 'us',
      serviceRegion: 'idaho',
      lat: '43.6',
      lon: '-116.2',
    });
    expect(location).toEqual({
      city: 'Boise',
      region: 'Idaho',
      country: 'US',
      serviceRegion: 'idaho',
      lat: 43.6,
      lon: -116.2,
      phone: REGIONS.idaho.phone,
      isLocationOverridden: false,
      source: 'server',
    });
  });

  it('accepts the service region by its SPEC name', () => {
    expect(locationFromMeta({ city: 'Salem', region: 'Oregon', serviceRegion: 'Salem & Mid-Valley' }).serviceRegion).toBe('salem');
  });

  it('keeps the default coordinates when the tags carry none or nonsense', () => {
    const location = locationFromMeta({ city: 'Salem', region: 'Oregon', serviceRegion: 'salem', lat: '999', lon: 'x' });
    expect([location.lat, location.lon]).toEqual([DEFAULT_LOCATION.lat, DEFAULT_LOCATION.lon]);
  });

  it.each([
    ['no tags', {}],
    ['no city', { region: 'Oregon', serviceRegion: 'salem' }],
    ['no region', { city: 'Salem', serviceRegion: 'salem' }],
    ['no service region', { city: 'Salem', region: 'Oregon' }],
    ['the Pacific Northwest service region', { city: 'Seattle', region: 'Washington', serviceRegion: 'Pacific Northwest' }],
    ['an unknown service region', { city: 'Salem', region: 'Oregon', serviceRegion: 'atlantis' }],
  ])('uses the PNW default with %s', (_label, meta) => {
    expect(locationFromMeta(meta)).toEqual(DEFAULT_LOCATION);
  });

  it('keeps a valid country on the default so consent rules still know it', () => {
    expect(locationFromMeta({ country: 'de' })).toEqual({ ...DEFAULT_LOCATION, country: 'DE' });
    expect(locationFromMeta({ country: 'Germany' }).country).toBe('US');
  });
});
