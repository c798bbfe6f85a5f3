import { cityPath, SERVICE_CITIES, SERVICE_STATES, SERVICES, statePath } from '@tod/domain/facts';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, PAGES, PRERENDER_PATHS, pageFor } from './pages.ts';

const SPEC_ROUTES = [
  '/',
  '/services',
  '/locations',
  '/locations-overview',
  '/about',
  '/contact',
  '/blog',
  '/pricing',
  '/confirmation',
  '/privacy-cookie-policy',
  '/privacy',
  '/terms',
  '/terms-of-service',
  '/accessibility',
  '/resources',
  '/sitemap-public',
  '/legal/ai-disclosure',
  '/get-estimate',
  '/garage-door-online-estimator',
];

describe('PAGES', () => {
  it('has every SPEC §2 route, the six service pages, the three state pages and the 27 city pages', () => {
    const paths = PAGES.map((page) => page.path);
    for (const route of SPEC_ROUTES) expect(paths).toContain(route);
    for (const service of SERVICES) expect(paths).toContain(service.path);
    for (const city of SERVICE_CITIES) expect(paths).toContain(cityPath(city));
    expect(paths).toHaveLength(SPEC_ROUTES.length + SERVICES.length + SERVICE_STATES.length + SERVICE_CITIES.length);
  });

  it('lists /locations/oregon, /locations/washington and /locations/idaho in the sitemap', () => {
    for (const state of SERVICE_STATES) expect(pageFor(statePath(state)).listed).toBe(true);
    expect(SERVICE_STATES.map(statePath)).toEqual(['/locations/oregon', '/locations/washington', '/locations/idaho']);
  });

  it('gives every page a unique title and a unique description of a useful length', () => {
    expect(new Set(PAGES.map((page) => page.title)).size).toBe(PAGES.length);
    expect(new Set(PAGES.map((page) => page.description)).size).toBe(PAGES.length);
    for (const page of PAGES) {
      expect(page.description.length, page.path).toBeGreaterThan(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(200);
    }
  });

  it('prerenders every page and the not-found page', () => {
    expect(PRERENDER_PATHS).toEqual([...PAGES.map((page) => page.path), NOT_FOUND_PAGE.path]);
  });

  it('keeps /confirmation out of the sitemap', () => {
    expect(pageFor('/confirmation').listed).toBe(false);
  });

  it('throws for a path that is not a page', () => {
    expect(() => pageFor('/nope')).toThrow('No page registered for /nope');
  });
});
