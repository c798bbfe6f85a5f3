import { SITE_ORIGIN } from '@tod/domain/facts';
import type { PageInfo } from '../site/pages.ts';

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function absoluteUrl(path: string, origin: string = SITE_ORIGIN): string {
  return new URL(path, origin).href;
}

/** /sitemap.xml: every listed page, as the sitemaps.org protocol describes. */
export function sitemapXml(pages: readonly PageInfo[], origin: string = SITE_ORIGIN): string {
  const urls = pages
    .filter((entry) => entry.listed)
    .map((entry) => `  <url><loc>${escapeXml(absoluteUrl(entry.path, origin))}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything public is crawlable except the bare admin area; points to the sitemap. */
export function robotsTxt(origin: string = SITE_ORIGIN): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${absoluteUrl('/sitemap.xml', origin)}\n`;
}
