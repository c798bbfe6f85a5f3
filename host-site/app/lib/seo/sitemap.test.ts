import { describe, expect, it } from 'vitest';
import { PAGES } from '../site/pages.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

describe('sitemapXml', () => {
  it('lists each listed page once as an absolute URL and leaves out unlisted ones', () => {
    const xml = sitemapXml(PAGES, 'https://example.com');
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(PAGES.filter((page) => page.listed).map((page) => new URL(page.path, 'https://example.com').href));
    expect(xml).not.toContain('/confirmation');
  });

  it('escapes XML special characters in URLs', () => {
    const xml = sitemapXml(
      [{ path: '/a?b=1&c=2', title: 't', description: 'd', listed: true, structuredData: false }],
      'https://example.com',
    );
    expect(xml).toContain('<loc>https://example.com/a?b=1&amp;c=2</loc>');
  });
});

describe('robotsTxt', () => {
  it('allows the site, keeps crawlers out of /admin and names the sitemap', () => {
    expect(robotsTxt('https://example.com')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://example.com/sitemap.xml\n',
    );
  });
});
