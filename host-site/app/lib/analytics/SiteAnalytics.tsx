import { SESSION_STORAGE_KEYS, TIMINGS } from '@tod/domain/facts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { safeStorage } from '../region/safeStorage.ts';
import { classifyClick } from './classifyClick.ts';
import { observeComponentVisibility, VISIBILITY_ATTRIBUTE } from './componentVisibility.ts';
import { trackScrollDepth } from './scrollDepth.ts';
import { userJourney } from './siteEvents.ts';
import { analyticsAllowed, trackEvent } from './trackEvent.ts';
import { journeyStage, nextDepth } from './userJourney.ts';

/**
 * The site events of SPEC §7 that need no component's help: page views, user journey, scroll depth,
 * component visibility and clicks on calls to action. trackEvent drops everything without consent.
 */
export function SiteAnalytics() {
  const { pathname } = useLocation();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('a, button') : null;
      const siteEvent = target ? classifyClick(target, window.location.origin) : null;
      if (siteEvent) trackEvent(siteEvent);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  useEffect(() => {
    trackEvent({ event: 'page_view', page_path: pathname, page_title: document.title });
    const session = safeStorage('session');
    const journeyTimer = setTimeout(() => {
      // The journey is analytics data: without consent nothing is counted, so nothing is stored either.
      if (!analyticsAllowed()) return;
      const depth = nextDepth(Number(session.get(SESSION_STORAGE_KEYS.journeyDepth) ?? 0) || 0);
      session.set(SESSION_STORAGE_KEYS.journeyDepth, String(depth));
      const stage = journeyStage(pathname, session.get(SESSION_STORAGE_KEYS.journeyActionTaken) === 'true');
      if (stage === 'action') session.set(SESSION_STORAGE_KEYS.journeyActionTaken, 'true');
      trackEvent(userJourney(stage, depth, pathname));
    }, TIMINGS.journeyTrackingStartMs);
    const stopScroll = trackScrollDepth(window, (percent) => trackEvent({ event: 'scroll_depth', percent, page_path: pathname }));
    const stopVisibility = observeComponentVisibility(document.querySelectorAll(`[${VISIBILITY_ATTRIBUTE}]`), (component) =>
      trackEvent({ event: 'component_visibility', component, page_path: pathname }),
    );
    return () => {
      clearTimeout(journeyTimer);
      stopScroll();
      stopVisibility();
    };
  }, [pathname]);

  return null;
}
