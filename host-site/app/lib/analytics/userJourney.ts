import { JOURNEY_MAX_DEPTH } from '@tod/domain/facts';
import type { JourneyStage } from './siteEvents.ts';

const INTENT = ['/contact', '/get-estimate', '/garage-door-online-estimator', '/pricing'];
const CONSIDERATION = ['/services', '/locations', '/locations-overview', '/about', '/blog', '/resources'];

const under = (pathname: string, roots: readonly string[]) => roots.some((root) => pathname === root || pathname.startsWith(`${root}/`));

/**
 * The journey stage of a page: the home page and anything general is awareness; services, places
 * and the company are consideration; contact, estimates and prices are intent; /confirmation is the
 * action; any page after an action in the same session is retention.
 */
export function journeyStage(pathname: string, actionTaken: boolean): JourneyStage {
  if (pathname === '/confirmation') return 'action';
  if (actionTaken) return 'retention';
  if (under(pathname, INTENT)) return 'intent';
  if (under(pathname, CONSIDERATION)) return 'consideration';
  return 'awareness';
}

export function nextDepth(previous: number): number {
  return Math.min(JOURNEY_MAX_DEPTH, Math.max(0, previous) + 1);
}
