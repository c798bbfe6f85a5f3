import { deviceTypeForWidth } from '@tod/domain/facts';
import type { ChatEvent } from '../loader/events.ts';
import type { TodBrowser } from '../types.ts';
import type { RegionView } from './regionView.ts';

/** A coarse browser family from the user agent; never the full string. */
export function browserName(userAgent: string): TodBrowser {
  if (/Edg\//.test(userAgent)) return 'edge';
  if (/OPR\/|Opera/.test(userAgent)) return 'opera';
  if (/Firefox\//.test(userAgent)) return 'firefox';
  if (/Chrome\/|Chromium\/|CriOS\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent)) return 'safari';
  return 'other';
}

/** The fields every chat event carries (SPEC §7). */
export function eventContext(region: RegionView, widthPx: number, userAgent: string): Omit<ChatEvent, 'event'> {
  return { deviceType: deviceTypeForWidth(widthPx), browser: browserName(userAgent), region: region.regionName, city: region.city };
}
