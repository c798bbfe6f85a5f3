import { BRAND_NAME } from '@tod/domain/facts';
import type { MetaDescriptor } from 'react-router';
import type { PageInfo } from '../site/pages.ts';
import { organizationJsonLd } from './organizationJsonLd.ts';
import { absoluteUrl } from './sitemap.ts';

/** Title, description, canonical URL, Open Graph and (where the page is about the business) JSON-LD. */
export function pageMeta(page: PageInfo, options: { noindex?: boolean } = {}): MetaDescriptor[] {
  const url = absoluteUrl(page.path);
  const descriptors: MetaDescriptor[] = [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: page.path === '/' ? 'website' : 'article' },
    { property: 'og:site_name', content: BRAND_NAME },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary' },
  ];
  if (options.noindex) descriptors.push({ name: 'robots', content: 'noindex' });
  if (page.structuredData) descriptors.push({ 'script:ld+json': organizationJsonLd() });
  return descriptors;
}
