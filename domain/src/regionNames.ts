import type { ServiceRegionKey } from './regions.ts';

/**
 * Each region's SPEC name and display name (regions.ts holds them with the rest of each region's facts;
 * regionNames.test.ts keeps the two equal). A module of its own because the widget's 4 KB loader
 * reads `data-region="Idaho"` with it and cannot carry all of REGIONS.
 */
export const REGION_NAMES: Readonly<Record<ServiceRegionKey, readonly [name: string, displayName: string]>> = {
  'portland-metro': ['Portland Metro', 'Portland OR'],
  salem: ['Salem & Mid-Valley', 'Salem OR'],
  'sw-washington': ['SW Washington', 'Vancouver WA'],
  idaho: ['Idaho & Eastern Oregon', 'Boise ID'],
  nationwide: ['Pacific Northwest', 'Pacific Northwest'],
};

/** A region by its key, SPEC name or display name, in any case and spacing: 'Idaho', 'idaho', 'Boise ID'. */
export function regionKeyFromOption(value: string): ServiceRegionKey | undefined {
  const needle = value.trim().replace(/\s+/g, ' ').toLowerCase();
  return (Object.keys(REGION_NAMES) as ServiceRegionKey[]).find((key) =>
    [key, ...REGION_NAMES[key]].some((label) => label.toLowerCase() === needle),
  );
}
