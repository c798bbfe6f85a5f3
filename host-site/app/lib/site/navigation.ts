import { citiesInRegion, cityPath, REGIONS, SELECTABLE_REGION_KEYS, SERVICES } from '@tod/domain/facts';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  links: readonly NavLinkItem[];
}

/** The Services dropdown: the six service pages, then the overview. */
export const SERVICE_LINKS: readonly NavLinkItem[] = [
  ...SERVICES.map((service) => ({ label: service.name, to: service.path })),
  { label: 'All services', to: '/services' },
];

/** The Service Area dropdown: each selectable region's cities. */
export const SERVICE_AREA_GROUPS: readonly NavGroup[] = SELECTABLE_REGION_KEYS.map((key) => ({
  label: REGIONS[key].name,
  links: citiesInRegion(key).map((city) => ({ label: `${city.name}, ${city.state}`, to: cityPath(city) })),
}));

export const SERVICE_AREA_LINKS: readonly NavLinkItem[] = [
  { label: 'All locations', to: '/locations' },
  { label: 'Find your city by ZIP', to: '/locations#find-by-zip' },
  { label: 'Showrooms', to: '/locations#showrooms' },
];

export const LEGAL_LINKS: readonly NavLinkItem[] = [
  { label: 'Privacy & Cookie Policy', to: '/privacy-cookie-policy' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Website Terms of Use', to: '/terms-of-service' },
  { label: 'Accessibility', to: '/accessibility' },
  { label: 'AI Disclosure', to: '/legal/ai-disclosure' },
  { label: 'Site Map', to: '/sitemap-public' },
];
