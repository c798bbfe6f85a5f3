import { AI_DISCLOSURE_PATH, chatRegionData, ESTIMATE_PATH, TOLL_FREE_PHONE } from '@tod/domain/facts';
import type { WidgetConfig } from '../loader/config.ts';

/** What the UI shows for the current region: the host's options over the region's own facts. */
export interface RegionView {
  regionKey: WidgetConfig['region'];
  /** SPEC region name, e.g. 'Portland Metro'. */
  regionName: string;
  city: string | undefined;
  phone: string;
  bookingUrl: string;
  estimateUrl: string;
  disclosureUrl: string;
}

export function regionView(config: WidgetConfig): RegionView {
  const data = chatRegionData(config.region);
  return {
    regionKey: config.region,
    regionName: data.region,
    city: config.city ?? (config.region === 'nationwide' ? undefined : data.displayCity),
    phone: config.phone ?? (data.phone || TOLL_FREE_PHONE),
    bookingUrl: config.bookingUrl ?? data.bookingLink,
    estimateUrl: config.estimateUrl ?? new URL(ESTIMATE_PATH, config.apiBase).href,
    disclosureUrl: new URL(AI_DISCLOSURE_PATH, config.apiBase).href,
  };
}
