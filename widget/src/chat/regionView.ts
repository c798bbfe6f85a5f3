import { AI_DISCLOSURE_PATH, bookingUrl, ESTIMATE_PATH, REGION_CONTACTS, REGION_NAMES, TOLL_FREE_PHONE } from '@tod/domain/facts';
import type { WidgetConfig } from '../loader/config.ts';

/**
 * What the UI shows for the current region: the host's options over the region's own facts (the slim
 * REGION_NAMES and REGION_CONTACTS, not REGIONS with every address and license).
 */
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
  const contact = REGION_CONTACTS[config.region];
  return {
    regionKey: config.region,
    regionName: REGION_NAMES[config.region][0],
    city: config.city ?? (config.region === 'nationwide' ? undefined : contact.city),
    phone: config.phone ?? (contact.phone || TOLL_FREE_PHONE),
    bookingUrl: config.bookingUrl ?? bookingUrl(contact.bookingPath),
    estimateUrl: config.estimateUrl ?? new URL(ESTIMATE_PATH, config.apiBase).href,
    disclosureUrl: new URL(AI_DISCLOSURE_PATH, config.apiBase).href,
  };
}
