import { describe, expect, it } from 'vitest';
import { REGION_NAMES, regionKeyFromOption } from './regionNames.ts';
import { REGIONS, SERVICE_REGION_KEYS } from './regions.ts';

describe('REGION_NAMES', () => {
  it('repeats exactly the name and display name of every region in REGIONS', () => {
    expect(Object.keys(REGION_NAMES).sort()).toEqual([...SERVICE_REGION_KEYS].sort());
    for (const key of SERVICE_REGION_KEYS) expect(REGION_NAMES[key]).toEqual([REGIONS[key].name, REGIONS[key].displayName]);
  });

  it.each([
    ['Idaho', 'idaho'],
    ['IDAHO', 'idaho'],
    ['idaho & eastern  oregon', 'idaho'],
    ['Boise ID', 'idaho'],
    ['Portland Metro', 'portland-metro'],
    ['pacific northwest', 'nationwide'],
  ])('reads %j as %s', (value, key) => {
    expect(regionKeyFromOption(value)).toBe(key);
  });

  it('knows no other region', () => {
    expect(regionKeyFromOption('Idahoo')).toBeUndefined();
    expect(regionKeyFromOption('')).toBeUndefined();
  });
});
