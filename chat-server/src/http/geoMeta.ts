import { deriveServiceRegion, STATE_NAMES, toStateCode } from '@tod/domain/facts';
import type { Request } from 'express';
import { escapeHtml } from '../mail/escapeHtml.ts';
import type { HtmlTransform } from '../routes/siteStatic.ts';

/** What a CDN says about the viewer's location. */
export interface ViewerGeo {
  city?: string;
  region?: string;
  country?: string;
  lat?: string;
  lon?: string;
}

type HeaderGetter = (name: string) => string | undefined;

interface ProviderHeaders {
  /** The header whose presence says this CDN sent the request. */
  country: string;
  city: string;
  regionName?: string;
  regionCode: string;
  lat: string;
  lon: string;
  /** Vercel URI-encodes the city. */
  encoded?: boolean;
}

/** Documented viewer-location headers of CloudFront, Cloudflare (visitor location headers) and Vercel. */
const PROVIDERS: readonly ProviderHeaders[] = [
  {
    country: 'cloudfront-viewer-country',
    city: 'cloudfront-viewer-city',
    regionName: 'cloudfront-viewer-country-region-name',
    regionCode: 'cloudfront-viewer-country-region',
    lat: 'cloudfront-viewer-latitude',
    lon: 'cloudfront-viewer-longitude',
  },
  {
    country: 'cf-ipcountry',
    city: 'cf-ipcity',
    regionName: 'cf-region',
    regionCode: 'cf-region-code',
    lat: 'cf-iplatitude',
    lon: 'cf-iplongitude',
  },
  {
    country: 'x-vercel-ip-country',
    city: 'x-vercel-ip-city',
    regionCode: 'x-vercel-ip-country-region',
    lat: 'x-vercel-ip-latitude',
    lon: 'x-vercel-ip-longitude',
    encoded: true,
  },
];

const MAX_TEXT = 100;

function clean(value: string | undefined, decode = false): string | undefined {
  if (value === undefined) return undefined;
  let text = value;
  if (decode) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return undefined;
    }
  }
  text = text.trim();
  return text && text.length <= MAX_TEXT ? text : undefined;
}

function coordinate(value: string | undefined, limit: number): string | undefined {
  const text = clean(value);
  if (!text || !/^-?\d{1,3}(?:\.\d+)?$/.test(text)) return undefined;
  return Math.abs(Number(text)) <= limit ? text : undefined;
}

/** The first CDN whose country header is present decides; values are never mixed between CDNs. */
export function geoFromHeaders(header: HeaderGetter): ViewerGeo | undefined {
  const provider = PROVIDERS.find((candidate) => header(candidate.country));
  if (!provider) return undefined;
  const rawCountry = clean(header(provider.country))?.toUpperCase();
  // Cloudflare uses XX (unknown) and T1 (Tor).
  const country = rawCountry && /^[A-Z]{2}$/.test(rawCountry) && rawCountry !== 'XX' && rawCountry !== 'T1' ? rawCountry : undefined;
  const regionCode = clean(header(provider.regionCode));
  const stateCode = country === 'US' ? toStateCode(regionCode) : undefined;
  const region = (provider.regionName && clean(header(provider.regionName))) || (stateCode ? STATE_NAMES[stateCode] : regionCode);
  const geo: ViewerGeo = {
    city: clean(header(provider.city), provider.encoded),
    region,
    country,
    lat: coordinate(header(provider.lat), 90),
    lon: coordinate(header(provider.lon), 180),
  };
  return Object.values(geo).some(Boolean) ? geo : undefined;
}

/** The six geo meta tags the site reads (host-site/app/lib/region/metaLocation.ts), HTML-escaped. */
export function geoMetaTags(geo: ViewerGeo): string {
  const serviceRegion = geo.country === 'US' ? deriveServiceRegion({ state: geo.region, city: geo.city }) : 'nationwide';
  const tags: [string, string | undefined][] = [
    ['geo-city', geo.city],
    ['geo-region', geo.region],
    ['geo-country', geo.country],
    ['geo-service-region', geo.city || geo.region ? serviceRegion : undefined],
    ['geo-lat', geo.lat],
    ['geo-lon', geo.lon],
  ];
  return tags
    .filter((tag): tag is [string, string] => Boolean(tag[1]))
    .map(([name, value]) => `<meta name="${name}" content="${escapeHtml(value)}">`)
    .join('');
}

/** Puts the meta tags at the end of <head>; a page without one is left alone. */
export function injectGeoMeta(html: string, geo: ViewerGeo | undefined): string {
  if (!geo) return html;
  const headEnd = html.search(/<\/head>/i);
  if (headEnd < 0) return html;
  return html.slice(0, headEnd) + geoMetaTags(geo) + html.slice(headEnd);
}

/**
 * The site's HTML transform: CDN geo headers become meta tags. Only behind a trusted proxy
 * (TRUST_PROXY set): otherwise any client could claim any location.
 */
export function geoMetaTransform(trustProxy: boolean | number | string): HtmlTransform | undefined {
  if (trustProxy === false) return undefined;
  return (html: string, req: Request) =>
    injectGeoMeta(
      html,
      geoFromHeaders((name) => req.get(name)),
    );
}
