import { LOCAL_STORAGE_KEYS } from '@tod/domain/facts';
import { safeStorage } from '../region/safeStorage.ts';
import type { SiteEvent } from './siteEvents.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Analytics only with consent: the same key the widget reads before it sends its chat events. */
export function analyticsAllowed(): boolean {
  return safeStorage('local').get(LOCAL_STORAGE_KEYS.analyticsConsent) === 'granted';
}

/** Sends a site event to window.dataLayer, and only with analytics consent. */
export function trackEvent(event: SiteEvent, target: Window | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  if (!target || !analyticsAllowed()) return false;
  target.dataLayer ??= [];
  target.dataLayer.push({ ...event });
  return true;
}
