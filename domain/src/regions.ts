import { BRAND_NAME, OFFICES, type PostalAddress } from './company.ts';
import { LICENSES, type License, type StateCode } from './licenses.ts';
import { type BookingPath, bookingUrl } from './links.ts';

/** The five service regions and their keys (SPEC §3). */
export const SERVICE_REGION_KEYS = ['portland-metro', 'salem', 'sw-washington', 'idaho', 'nationwide'] as const;
export type ServiceRegionKey = (typeof SERVICE_REGION_KEYS)[number];

/** DEPLOYMENT: phone numbers (the SPEC leaves them open; fictional 555-01xx numbers). */
export const TOLL_FREE_PHONE = '(888) 555-0199';

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
    city: 'Portland',
    phone: '(503) 555-0142',
    hasOffice: true,
    license: LICENSES.OR,
    licenseText: LICENSES.OR.text,
    bookingPath: 'portland',
    address: portlandOffice,
  },
  salem: {
    key: 'salem',
    name: 'Salem & Mid-Valley',
    displayName: 'Salem OR',
    fullName: 'Salem & Mid-Valley, Oregon',
    state: 'OR',
    city: 'Salem',
    phone: '(503) 555-0175',
    hasOffice: false,
    license: LICENSES.OR,
    licenseText: LICENSES.OR.text,
    bookingPath: 'salem',
    address: portlandOffice,
  },
  'sw-washington': {
    key: 'sw-washington',
    name: 'SW Washington',
    displayName: 'Vancouver WA',
    fullName: 'SW Washington',
    state: 'WA',
    city: 'Vancouver',
    phone: '(360) 555-0118',
    hasOffice: false,
    license: LICENSES.WA,
    licenseText: LICENSES.WA.text,
    bookingPath: 'vancouver',
    address: portlandOffice,
  },
  idaho: {
    key: 'idaho',
    name: 'Idaho & Eastern Oregon',
    displayName: 'Boise ID',
    fullName: 'Idaho & Eastern Oregon',
    state: 'ID',
    city: 'Boise',
    phone: '(208) 555-0163',
    hasOffice: true,
    license: LICENSES.ID,
    licenseText: LICENSES.ID.text,
    bookingPath: 'boise',
    address: boiseOffice,
  },
  nationwide: {
    key: 'nationwide',
    name: 'Pacific Northwest',
    displayName: 'Pacific Northwest',
    fullName: 'Pacific Northwest (Oregon, Washington & Idaho)',
    state: null,
    city: 'Pacific Northwest',
    phone: TOLL_FREE_PHONE,
    hasOffice: false,
    license: null,
    licenseText: `${LICENSES.OR.text} · ${LICENSES.WA.text} · ${LICENSES.ID.text}`,
    bookingPath: '',
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
