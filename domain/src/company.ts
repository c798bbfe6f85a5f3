/**
 * Company facts (SPEC §1, §9). Values the SPEC leaves open are marked DEPLOYMENT: they are this
 * deployment's to change, here and nowhere else.
 */

/** DEPLOYMENT: the brand. The SPEC never names the company; 'DL-' submission ids suggest these initials. */
export const BRAND_NAME = 'Door Logic Garage Doors';
/** DEPLOYMENT: the brand as a person from the office names it: "Maria from Door Logic joined the chat". */
export const BRAND_SHORT_NAME = 'Door Logic';

export const ASSISTANT_NAME = 'T.O.D.';
export const ASSISTANT_FULL_NAME = 'T.O.D. (Technician On Demand)';
// SPEC §2 writes 'Ai'; 'AI' is the acronym, as every other text of the product writes it (decision 0382).
export const ASSISTANT_SUBTITLE = 'Your AI Garage Door Assistant';

/** DEPLOYMENT: the public site's origin, used for canonical URLs, sitemaps and structured data. */
export const SITE_ORIGIN = 'https://www.doorlogic.example';

/** Copy claims (SPEC §9). */
export const JOBS_COMPLETED_CLAIM = '5,000+';
export const YEARS_EXPERIENCE_CLAIM = '15+';

/** Structured-data figures the SPEC hard-codes (SPEC §1). */
export const STRUCTURED_DATA = {
  ratingValue: 4.7,
  bestRating: 5,
  averageResponseSeconds: 2,
  metricsAverageSeconds: 3,
  aiOfferPriceUsd: 0,
  areasServed: ['Oregon', 'Washington', 'Idaho'] as const,
  estimateActionPath: '/garage-door-online-estimator',
  contactPath: '/contact',
} as const;

export interface PostalAddress {
  street: string;
  locality: string;
  region: 'OR' | 'WA' | 'ID';
  postalCode: string;
  country: 'US';
}

export interface Office {
  key: 'portland' | 'boise';
  name: string;
  /** DEPLOYMENT: street addresses are fictional placeholders for this deployment to replace. */
  address: PostalAddress;
  hasShowroom: true;
  /** Route of the city page whose #showroom section describes it. */
  showroomPath: string;
}

/** Offices and showrooms: Portland and Boise (SPEC §9). */
export const OFFICES: readonly Office[] = [
  {
    key: 'portland',
    name: 'Portland office & showroom',
    address: { street: '1200 SE Division St', locality: 'Portland', region: 'OR', postalCode: '97202', country: 'US' },
    hasShowroom: true,
    showroomPath: '/locations/oregon/portland#showroom',
  },
  {
    key: 'boise',
    name: 'Boise office & showroom',
    address: { street: '800 W Main St', locality: 'Boise', region: 'ID', postalCode: '83702', country: 'US' },
    hasShowroom: true,
    showroomPath: '/locations/idaho/boise#showroom',
  },
];

export function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}
