import { REGIONS } from '@tod/domain/facts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION, locationForRegion } from './detectedLocation.ts';
import { locationOnPage, pageRegionFor, requestPageRegion } from './pageRegion.ts';

describe('pageRegionFor', () => {
  it('gives a city page its own city and region', () => {
    expect(pageRegionFor('/locations/oregon/salem')).toEqual({ region: 'salem', city: 'Salem', state: 'Oregon' });
    expect(pageRegionFor('/locations/washington/battle-ground/')).toEqual({
      region: 'sw-washington',
      city: 'Battle Ground',
      state: 'Washington',
    });
  });

  it("gives a state page the state's main region", () => {
    expect(pageRegionFor('/locations/oregon')?.region).toBe('portland-metro');
    expect(pageRegionFor('/locations/idaho')).toEqual({ region: 'idaho', city: 'Boise', state: 'Idaho' });
  });

  it('gives no region to other pages and to unknown places', () => {
    for (const path of ['/', '/locations', '/locations-overview', '/locations/oregon/boise', '/locations/texas', '/contact']) {
      expect(pageRegionFor(path)).toBeNull();
    }
  });
});

describe('locationOnPage', () => {
  const salem = pageRegionFor('/locations/oregon/salem');

  it("puts the page's region and phone over a detected or default location, keeping the country", () => {
    const onPage = locationOnPage({ ...DEFAULT_LOCATION, country: 'DE' }, salem);
    expect(onPage).toMatchObject({
      serviceRegion: 'salem',
      city: 'Salem',
      phone: REGIONS.salem.phone,
      country: 'DE',
      isLocationOverridden: false,
    });
  });

  it('keeps a region the visitor picked by hand', () => {
    const picked = locationForRegion('idaho', DEFAULT_LOCATION);
    expect(locationOnPage(picked, salem)).toBe(picked);
  });

  it('changes nothing on a page without a region', () => {
    expect(locationOnPage(DEFAULT_LOCATION, null)).toBe(DEFAULT_LOCATION);
  });

  it("gives a request's confirmation the request's region, even over a region picked by hand (issue 23 point 7)", () => {
    const picked = locationForRegion('idaho', DEFAULT_LOCATION);
    expect(locationOnPage(picked, requestPageRegion('portland-metro'))).toMatchObject({
      serviceRegion: 'portland-metro',
      phone: REGIONS['portland-metro'].phone,
      city: REGIONS['portland-metro'].city,
      region: 'Oregon',
    });
  });
});
