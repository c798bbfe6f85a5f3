import { describe, expect, it } from 'vitest';
import { TOLL_FREE_PHONE } from './phones.ts';
import { DEFAULT_VISITOR_LOCATION, isGenericCity } from './visitorLocation.ts';

describe('visitor location', () => {
  it('defaults to PNW in the US at the SPEC coordinates with the toll-free phone', () => {
    expect(DEFAULT_VISITOR_LOCATION).toMatchObject({
      city: 'PNW',
      region: 'Pacific Northwest',
      country: 'US',
      serviceRegion: 'nationwide',
      lat: 45.5152,
      lon: -122.6784,
      phone: TOLL_FREE_PHONE,
    });
  });

  it('treats an empty or default city as generic and a named city as specific', () => {
    expect(isGenericCity('PNW')).toBe(true);
    expect(isGenericCity(' Pacific Northwest ')).toBe(true);
    expect(isGenericCity('')).toBe(true);
    expect(isGenericCity(undefined)).toBe(true);
    expect(isGenericCity('Portland')).toBe(false);
  });
});
