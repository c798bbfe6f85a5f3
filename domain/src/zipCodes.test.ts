import { describe, expect, it } from 'vitest';
import { SERVICE_CITIES } from './cities.ts';
import { CITY_ZIP_CODES, lookupZip } from './zipCodes.ts';

describe('CITY_ZIP_CODES', () => {
  it('has at least one ZIP code for each of the 27 cities and none for unknown cities', () => {
    expect(Object.keys(CITY_ZIP_CODES).sort()).toEqual(SERVICE_CITIES.map((city) => city.slug).sort());
    for (const codes of Object.values(CITY_ZIP_CODES)) expect(codes.length).toBeGreaterThan(0);
  });

  it('assigns every ZIP code to exactly one city', () => {
    const all = Object.values(CITY_ZIP_CODES).flat();
    expect(new Set(all).size).toBe(all.length);
    for (const zip of all) expect(zip).toMatch(/^\d{5}$/);
  });

  it('keeps each city inside its own state ZIP range', () => {
    for (const city of SERVICE_CITIES) {
      for (const zip of CITY_ZIP_CODES[city.slug] ?? []) {
        const result = lookupZip(zip);
        expect(result.kind === 'city' && result.city.state).toBe(city.state);
      }
    }
  });
});

describe('lookupZip', () => {
  it('finds the city of a known ZIP code', () => {
    const result = lookupZip('97202');
    expect(result.kind === 'city' && result.city.slug).toBe('portland');
    const boise = lookupZip(' 83702 ');
    expect(boise.kind === 'city' && boise.city.slug).toBe('boise');
  });

  it('names the state for a ZIP elsewhere in Oregon, Washington or Idaho', () => {
    expect(lookupZip('97701')).toEqual({ kind: 'state', state: 'OR' });
    expect(lookupZip('98101')).toEqual({ kind: 'state', state: 'WA' });
    expect(lookupZip('83814')).toEqual({ kind: 'state', state: 'ID' });
  });

  it('answers outside for ZIP codes in other states', () => {
    expect(lookupZip('90210')).toEqual({ kind: 'outside' });
  });

  it('rejects anything that is not exactly five digits', () => {
    for (const input of ['', '9720', '972021', '97a02', '97 02']) expect(lookupZip(input)).toEqual({ kind: 'invalid' });
  });
});
