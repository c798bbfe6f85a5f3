import type { PageInfo } from './pages.ts';

export interface SitemapSection {
  key: string;
  title: string;
  pages: { path: string; label: string }[];
}

const SECTIONS: readonly { key: string; title: string; matches: (path: string) => boolean }[] = [
  { key: 'services', title: 'Services', matches: (path) => path.startsWith('/services') },
  { key: 'locations', title: 'Locations', matches: (path) => path.startsWith('/locations') },
  {
    key: 'legal',
    title: 'Policies',
    matches: (path) =>
      ['/privacy-cookie-policy', '/privacy', '/terms', '/terms-of-service', '/accessibility', '/legal/ai-disclosure'].includes(path),
  },
  { key: 'company', title: 'Company and help', matches: () => true },
];

/** The listed pages grouped for /sitemap-public, each labelled by its title without the brand suffix. */
export function sitemapSections(pages: readonly PageInfo[]): SitemapSection[] {
  const sections = SECTIONS.map((section) => ({ key: section.key, title: section.title, pages: [] as SitemapSection['pages'] }));
  for (const entry of pages) {
    if (!entry.listed) continue;
    const index = SECTIONS.findIndex((section) => section.matches(entry.path));
    sections[index]?.pages.push({ path: entry.path, label: entry.title.split(' | ')[0] ?? entry.title });
  }
  return sections.filter((section) => section.pages.length > 0);
}
