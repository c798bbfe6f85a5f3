import { describe, expect, it, vi } from 'vitest';
import { placeFromAnswer, reverseGeocode, reverseGeocodeUrl } from './reverseGeocode.ts';

describe('reverseGeocodeUrl', () => {
  it('asks the chat server with the SPEC query', () => {
    expect(reverseGeocodeUrl(45.5, -122.6)).toBe('/api/geo/reverse?format=json&lat=45.5&lon=-122.6&zoom=18&addressdetails=1');
  });
});

describe('placeFromAnswer', () => {
  it('prefers city, then town, then village', () => {
    expect(placeFromAnswer({ address: { city: 'Boise', town: 'x', state: 'Idaho', county: 'Ada County', country_code: 'us' } })).toEqual({
      city: 'Boise',
      state: 'Idaho',
      county: 'Ada County',
      countryCode: 'US',
    });
    expect(placeFromAnswer({ address: { town: 'Camas', village: 'x', state: 'Washington' } })?.city).toBe('Camas');
    expect(placeFromAnswer({ address: { village: 'Star', state: 'Idaho' } })?.city).toBe('Star');
  });

  it.each([null, 'text', {}, { address: null }, { address: { city: 'Boise' } }])('answers null for %o', (answer) => {
    expect(placeFromAnswer(answer)).toBeNull();
  });
});

describe('reverseGeocode', () => {
  it('reads the place from a successful answer', async () => {
    const fetcher = vi.fn(async () => Response.json({ address: { city: 'Nampa', state: 'Idaho', country_code: 'us' } }));
    await expect(reverseGeocode(fetcher, 43.5, -116.5)).resolves.toMatchObject({ city: 'Nampa', state: 'Idaho' });
    expect(fetcher).toHaveBeenCalledWith('/api/geo/reverse?format=json&lat=43.5&lon=-116.5&zoom=18&addressdetails=1', expect.anything());
  });

  it('is silent on an error status, bad JSON and a network failure', async () => {
    await expect(reverseGeocode(async () => Response.json({ message: 'x' }, { status: 502 }), 1, 2)).resolves.toBeNull();
    await expect(reverseGeocode(async () => new Response('<html>'), 1, 2)).resolves.toBeNull();
    await expect(reverseGeocode(async () => Promise.reject(new TypeError('offline')), 1, 2)).resolves.toBeNull();
  });
});
