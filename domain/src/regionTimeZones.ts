import type { ServiceRegionKey } from './regionKeys.ts';

/**
 * The time zone of each service region (IANA names), for times the office reads as local: the inbox's CSV
 * (issue 34.15). Boise keeps Mountain time; the rest of the company, and the nationwide line run from
 * Portland, keep Pacific time.
 */
export const REGION_TIME_ZONES: Readonly<Record<ServiceRegionKey, string>> = {
  'portland-metro': 'America/Los_Angeles',
  salem: 'America/Los_Angeles',
  'sw-washington': 'America/Los_Angeles',
  idaho: 'America/Boise',
  nationwide: 'America/Los_Angeles',
};
