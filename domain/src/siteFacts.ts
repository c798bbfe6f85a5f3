/** Facts the site needs beyond SPEC §9's list. DEPLOYMENT values are this deployment's to change. */

/** The theme's storage key (THEME_STORAGE_KEY) is listed with every other key in storageKeys.ts. */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/**
 * DEPLOYMENT: the number of ratings behind the SPEC's hard-coded 4.7. Google requires a count beside an
 * aggregate rating; replace it with the real figure from the review source.
 */
export const RATING_COUNT = 500;

/** DEPLOYMENT: the company's social profiles, linked from the footer. */
export const SOCIAL_LINKS = [
  { name: 'Facebook', url: 'https://www.facebook.com/doorlogic.example' },
  { name: 'Instagram', url: 'https://www.instagram.com/doorlogic.example' },
  { name: 'YouTube', url: 'https://www.youtube.com/@doorlogic.example' },
  { name: 'Nextdoor', url: 'https://nextdoor.com/pages/doorlogic-example' },
] as const;
