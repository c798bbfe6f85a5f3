import {
  ASSISTANT_FULL_NAME,
  BRAND_NAME,
  type PostalAddress as DomainAddress,
  ESTIMATE_KEYS,
  ESTIMATES,
  LICENSES,
  OFFICES,
  phoneForSchema,
  RATING_COUNT,
  REGIONS,
  SELECTABLE_REGION_KEYS,
  SITE_ORIGIN,
  STRUCTURED_DATA,
  TOLL_FREE_PHONE,
} from '@tod/domain/facts';
import type { HomeAndConstructionBusiness, Offer, PostalAddress, WithContext } from 'schema-dts';
import { absoluteUrl } from './sitemap.ts';

function postalAddress(address: DomainAddress): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

function estimateOffer(key: (typeof ESTIMATE_KEYS)[number]): Offer {
  const item = ESTIMATES[key];
  return {
    '@type': 'Offer',
    name: item.label,
    itemOffered: { '@type': 'Service', name: item.label },
    priceSpecification: {
      '@type': 'PriceSpecification',
      minPrice: item.range.min,
      maxPrice: item.range.max,
      priceCurrency: 'USD',
    },
  };
}

const aiOffer: Offer = {
  '@type': 'Offer',
  name: `${ASSISTANT_FULL_NAME} AI garage door assistant`,
  price: STRUCTURED_DATA.aiOfferPriceUsd,
  priceCurrency: 'USD',
  availability: 'https://schema.org/InStock',
  itemOffered: {
    '@type': 'Service',
    name: `${ASSISTANT_FULL_NAME}`,
    description: 'Free 24/7 AI assistant for garage door diagnosis, price estimates and scheduling.',
  },
  additionalProperty: [
    { '@type': 'PropertyValue', name: 'averageResponseTime', value: STRUCTURED_DATA.averageResponseSeconds, unitCode: 'SEC' },
    { '@type': 'PropertyValue', name: 'metricsAverageResponseTime', value: STRUCTURED_DATA.metricsAverageSeconds, unitCode: 'SEC' },
  ],
};

/**
 * The organization's JSON-LD (SPEC §1): a home-and-construction business serving OR, WA and ID, its
 * offices, its services with the estimator's price ranges, the free AI offer, the rating, the response
 * figures, the estimate action and the contact point.
 */
export function organizationJsonLd(origin: string = SITE_ORIGIN): WithContext<HomeAndConstructionBusiness> {
  const [mainOffice, ...otherOffices] = OFFICES;
  if (!mainOffice) throw new Error('domain OFFICES is empty');
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': absoluteUrl('/#organization', origin),
    name: BRAND_NAME,
    url: absoluteUrl('/', origin),
    telephone: phoneForSchema(TOLL_FREE_PHONE),
    priceRange: '$$',
    address: postalAddress(mainOffice.address),
    areaServed: STRUCTURED_DATA.areasServed.map((name) => ({ '@type': 'State' as const, name })),
    department: [mainOffice, ...otherOffices].map((office) => ({
      '@type': 'HomeAndConstructionBusiness' as const,
      name: `${BRAND_NAME} – ${office.name}`,
      address: postalAddress(office.address),
      telephone: phoneForSchema(REGIONS[office.key === 'portland' ? 'portland-metro' : 'idaho'].phone),
      url: absoluteUrl(office.showroomPath, origin),
    })),
    hasCredential: Object.values(LICENSES).map((license) => ({
      '@type': 'EducationalOccupationalCredential' as const,
      credentialCategory: 'license',
      name: `${license.stateName} contractor license ${license.board} #${license.number}`,
    })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: STRUCTURED_DATA.ratingValue,
      bestRating: STRUCTURED_DATA.bestRating,
      worstRating: 1,
      ratingCount: RATING_COUNT,
    },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Garage door services',
      itemListElement: [...ESTIMATE_KEYS.map(estimateOffer), aiOffer],
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: phoneForSchema(TOLL_FREE_PHONE),
        url: absoluteUrl(STRUCTURED_DATA.contactPath, origin),
        areaServed: ['US-OR', 'US-WA', 'US-ID'],
        availableLanguage: 'English',
      },
      ...SELECTABLE_REGION_KEYS.map((key) => ({
        '@type': 'ContactPoint' as const,
        contactType: `customer service – ${REGIONS[key].name}`,
        telephone: phoneForSchema(REGIONS[key].phone),
        url: absoluteUrl(STRUCTURED_DATA.contactPath, origin),
      })),
    ],
    potentialAction: {
      '@type': 'Action',
      name: 'Get a garage door estimate',
      target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl(STRUCTURED_DATA.estimateActionPath, origin) },
    },
  };
}
