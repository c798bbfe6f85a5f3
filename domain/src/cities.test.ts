import { describe, expect, it } from 'vitest';
import {
  citiesInState,
  cityPath,
  deriveServiceRegion,
  findCityBySlug,
  findStateBySlug,
  regionOfWork,
  SERVICE_CITIES,
  SERVICE_STATES,
  STATE_MAIN_REGION,
  statePath,
  toStateCode,
} from './cities.ts';

describe('service cities', () => {
  it('lists the 27 SPEC cities: 15 in Oregon, 6 in Washington, 6 in Idaho', () => {
    expect(SERVICE_CITIES).toHaveLength(27);
    expect(SERVICE_CITIES.filter((city) => city.state === 'OR')).toHaveLength(15);
    expect(SERVICE_CITIES.filter((city) => city.state === 'WA')).toHaveLength(6);
    expect(SERVICE_CITIES.filter((city) => city.state === 'ID')).toHaveLength(6);
    expect(new Set(SERVICE_CITIES.map(cityPath)).size).toBe(27);
  });

  it('builds the SPEC route of a city and marks the two showrooms', () => {
    expect(cityPath(findCityBySlug('washington', 'battle-ground')!)).toBe('/locations/washington/battle-ground');
    expect(SERVICE_CITIES.filter((city) => city.hasShowroom).map((city) => city.slug)).toEqual(['portland', 'boise']);
  });
});

describe('deriveServiceRegion', () => {
  it.each([
    [{ state: 'Oregon', city: 'Beaverton' }, 'portland-metro'],
    [{ state: 'OR', city: 'Lake Oswego' }, 'portland-metro'],
    [{ state: 'Oregon', city: 'Corvallis' }, 'salem'],
    [{ state: 'Washington', city: 'Camas' }, 'sw-washington'],
    [{ state: 'Idaho', city: 'Nampa' }, 'idaho'],
    [{ state: 'Idaho', city: 'Twin Falls' }, 'idaho'],
    [{ state: 'Oregon', city: 'Ontario', county: 'Malheur County' }, 'idaho'],
    [{ state: 'Oregon', city: 'Milwaukie', county: 'Clackamas County' }, 'portland-metro'],
    [{ state: 'Washington', city: 'Seattle', county: 'King County' }, 'nationwide'],
    [{ state: 'California', city: 'Portland' }, 'nationwide'],
    [{ state: 'Oregon', city: 'Eugene', county: 'Lane County' }, 'nationwide'],
    [{}, 'nationwide'],
  ])('derives %o → %s', (place, expected) => {
    expect(deriveServiceRegion(place)).toBe(expected);
  });

  it('does not take a city of the same name in another state', () => {
    expect(deriveServiceRegion({ state: 'Washington', city: 'Salem' })).toBe('nationwide');
  });

  it('reads state names and codes in any case', () => {
    expect(toStateCode(' idaho ')).toBe('ID');
    expect(toStateCode('wa')).toBe('WA');
    expect(toStateCode('Nevada')).toBeUndefined();
  });
});

describe('regionOfWork', () => {
  it("gives a job in a served city to that city's office, whatever page it was asked on", () => {
    expect(regionOfWork('Salem', 'nationwide')).toBe('salem');
    expect(regionOfWork('salem', 'portland-metro')).toBe('salem');
    expect(regionOfWork('Boise', 'nationwide')).toBe('idaho');
  });

  it("keeps the page's region when the city is unknown or outside the service area", () => {
    expect(regionOfWork(undefined, 'sw-washington')).toBe('sw-washington');
    expect(regionOfWork('Reno', 'portland-metro')).toBe('portland-metro');
  });
});

describe('state pages', () => {
  it('maps each state slug to its code and path, and back', () => {
    for (const state of SERVICE_STATES) expect(findStateBySlug(statePath(state).split('/').pop() ?? '')).toBe(state);
    expect(findStateBySlug('california')).toBeUndefined();
  });

  it('leads each state with a region of that state, and lists every city of the state', () => {
    for (const state of SERVICE_STATES) {
      expect(citiesInState(state).every((city) => city.state === state)).toBe(true);
      expect(citiesInState(state).some((city) => city.region === STATE_MAIN_REGION[state])).toBe(true);
    }
    expect(SERVICE_STATES.flatMap(citiesInState)).toHaveLength(SERVICE_CITIES.length);
  });
});
