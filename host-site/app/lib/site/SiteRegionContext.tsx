import { bookingUrl, DEFAULT_SITE_REGION, type RegionInfo, regionInfo } from '@tod/domain/facts';
import { createContext, useContext } from 'react';

export interface SiteRegion {
  region: RegionInfo;
  bookingUrl: string;
}

const defaultRegion = regionInfo(DEFAULT_SITE_REGION);

/** The region the pages show (phone, license, booking link). root.tsx's SiteFrame provides the current one. */
export const SiteRegionContext = createContext<SiteRegion>({ region: defaultRegion, bookingUrl: bookingUrl(defaultRegion.bookingPath) });

export function useSiteRegion(): SiteRegion {
  return useContext(SiteRegionContext);
}
