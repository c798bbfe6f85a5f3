import { BRAND_NAME, OFFICES, type PostalAddress } from './company.ts';
import { LICENSES, type License, type StateCode } from './licenses.ts';
import { type BookingPath, bookingUrl } from './links.ts';
import { SERVICE_REGION_KEYS, type ServiceRegionKey } from './regionKeys.ts';
import { REGION_CONTACTS } from './regionNames.ts';

export { SERVICE_REGION_KEYS, type ServiceRegionKey };

export interface RegionInfo {
  key: ServiceRegionKey;
  /** SPEC region name, e.g. 'Portland Metro'. */
  name: string;
  /** Short label of the region dropdown, e.g. 'Portland OR'. */
  displayName: string;
  /** e.g. 'Portland Metro, Oregon'. */
  fullName: string;
  /** null for the multi-state default. */
  state: StateCode | null;
  /** The region's main city. */
  city: string;
  phone: string;
  /** Whether the region has its own office (Portland and Boise). */
  hasOffice: boolean;
  /** The license shown for the region; the default shows all three. */
  license: License | null;
  licenseText: string;
  bookingPath: BookingPath;
  /** The business address used for the region (its office, or the nearest one). */
  address: PostalAddress;
}

const portlandOffice = OFFICES[0]!.address;
const boiseOffice = OFFICES[1]!.address;

export const REGIONS: Readonly<Record<ServiceRegionKey, RegionInfo>> = {
  'portland-metro': {
    key: 'portland-metro',
    name: 'Portland Metro',
    displayName: 'Portland OR',
    fullName: 'Portland Metro, Oregon',
    state: 'OR',
    ...REGION_CONTACTS['portland-metro'],
    hasOffice: true,
    license: LICENSES.OR,
    licenseText: LICENSES.OR.text,
    address: portlandOffice,
  },
  salem: {
    key: 'salem',
    name: 'Salem & Mid-Valley',
    displayName: 'Salem OR',
    fullName: 'Salem & Mid-Valley, Oregon',
    state: 'OR',
    ...REGION_CONTACTS.salem,
    hasOffice: false,
    license: LICENSES.OR,
    licenseText: LICENSES.OR.text,
    address: portlandOffice,
  },
  'sw-washington': {
    key: 'sw-washington',
    name: 'SW Washington',
    displayName: 'Vancouver WA',
    fullName: 'SW Washington',
    state: 'WA',
    ...REGION_CONTACTS['sw-washington'],
    hasOffice: false,
    license: LICENSES.WA,
    licenseText: LICENSES.WA.text,
    address: portlandOffice,
  },
  idaho: {
    key: 'idaho',
    name: 'Idaho & Eastern Oregon',
    displayName: 'Boise ID',
    fullName: 'Idaho & Eastern Oregon',
    state: 'ID',
    ...REGION_CONTACTS.idaho,
    hasOffice: true,
    license: LICENSES.ID,
    licenseText: LICENSES.ID.text,
    address: boiseOffice,
  },
  nationwide: {
    key: 'nationwide',
    name: 'Pacific Northwest',
    displayName: 'Pacific Northwest',
    fullName: 'Pacific Northwest (Oregon, Washington & Idaho)',
    state: null,
    ...REGION_CONTACTS.nationwide,
    hasOffice: false,
    license: null,
    licenseText: `${LICENSES.OR.text} · ${LICENSES.WA.text} · ${LICENSES.ID.text}`,
    address: portlandOffice,
  },
};

/** The chat's default region (SPEC §9: 'Default region: Portland Metro'). */
export const DEFAULT_CHAT_REGION: ServiceRegionKey = 'portland-metro';
/** The site's default region before detection (SPEC §4: PNW with the national phone). */
export const DEFAULT_SITE_REGION: ServiceRegionKey = 'nationwide';

/** The regions a visitor can pick by hand, in dropdown order (SPEC §2). */
export const SELECTABLE_REGION_KEYS = ['portland-metro', 'salem', 'sw-washington', 'idaho'] as const satisfies readonly ServiceRegionKey[];

export function isServiceRegionKey(value: unknown): value is ServiceRegionKey {
  return typeof value === 'string' && (SERVICE_REGION_KEYS as readonly string[]).includes(value);
}

export function regionInfo(key: ServiceRegionKey): RegionInfo {
  return REGIONS[key];
}

/** The region whose SPEC name ('Portland Metro', 'Pacific Northwest', …) or key is given. */
export function regionByName(nameOrKey: string): RegionInfo | undefined {
  const needle = nameOrKey.trim().toLowerCase();
  return Object.values(REGIONS).find((region) => region.key === needle || region.name.toLowerCase() === needle);
}

/** Region data as the chat uses it (SPEC §3 'Region data (chat)'). */
export interface ChatRegionData {
  region: string;
  regionKey: ServiceRegionKey;
  displayCity: string;
  phone: string;
  address: PostalAddress;
  licenseInfo: string;
  bookingLink: string;
  businessName: string;
}

export function chatRegionData(key: ServiceRegionKey, bookingBaseUrl?: string): ChatRegionData {
  const region = REGIONS[key];
  return {
    region: region.name,
    regionKey: region.key,
    displayCity: region.city,
    phone: region.phone,
    address: region.address,
    licenseInfo: region.licenseText,
    bookingLink: bookingUrl(region.bookingPath, bookingBaseUrl),
    businessName: key === 'nationwide' ? `${BRAND_NAME} (Pacific Northwest)` : `${BRAND_NAME} – ${region.name}`,
  };
}
