import type { BookingPath } from './links.ts';
import { TOLL_FREE_PHONE } from './phones.ts';
import type { ServiceRegionKey } from './regionKeys.ts';

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

/** A region's main city, phone and booking path. */
export interface RegionContact {
  city: string;
  phone: string;
  bookingPath: BookingPath;
}

/**
 * Each region's main city, phone and booking path: the one home of these facts (REGIONS spreads them in).
 * Apart from REGIONS so that the chat widget, which needs only these, does not carry every region's
 * addresses and licenses.
 */
export const REGION_CONTACTS: Readonly<Record<ServiceRegionKey, RegionContact>> = {
  'portland-metro': { city: 'Portland', phone: '(503) 555-0142', bookingPath: 'portland' },
  salem: { city: 'Salem', phone: '(503) 555-0175', bookingPath: 'salem' },
  'sw-washington': { city: 'Vancouver', phone: '(360) 555-0118', bookingPath: 'vancouver' },
  idaho: { city: 'Boise', phone: '(208) 555-0163', bookingPath: 'boise' },
  nationwide: { city: 'Pacific Northwest', phone: TOLL_FREE_PHONE, bookingPath: '' },
};

/** A region by its key, SPEC name or display name, in any case and spacing: 'Idaho', 'idaho', 'Boise ID'. */
export function regionKeyFromOption(value: string): ServiceRegionKey | undefined {
  const needle = value.trim().replace(/\s+/g, ' ').toLowerCase();
  return (Object.keys(REGION_NAMES) as ServiceRegionKey[]).find((key) =>
    [key, ...REGION_NAMES[key]].some((label) => label.toLowerCase() === needle),
  );
}

/**
 * Whether a "city" from a page or a lead is in fact the multi-state region ('Pacific Northwest'), which the
 * home page passes where a city page passes its town: nobody is addressed or asked about it as a town.
 */
export function namesWideRegion(place: string): boolean {
  const needle = place.trim().toLowerCase();
  return [...REGION_NAMES.nationwide, REGION_CONTACTS.nationwide.city].some((name) => name.toLowerCase() === needle);
}
