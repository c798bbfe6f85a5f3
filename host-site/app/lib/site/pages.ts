import {
  AI_DISCLOSURE_PATH,
  ALL_LICENSES_TEXT,
  BRAND_NAME,
  CONFIRMATION_PATH,
  CONTACT_PATH,
  cityPath,
  ESTIMATE_PATH,
  ESTIMATES,
  formatRange,
  formatUsd,
  JOBS_COMPLETED_CLAIM,
  LICENSES,
  NEW_DOOR_RANGE,
  REGIONS,
  SERVICE_CALL_FEE,
  SERVICE_CITIES,
  SERVICE_STATES,
  SERVICES,
  STATE_MAIN_REGION,
  STATE_NAMES,
  STRUCTURED_DATA,
  statePath,
  TYPICAL_REPAIR_RANGE,
  YEARS_EXPERIENCE_CLAIM,
} from '@tod/domain/facts';

/** One public page: its path and what search engines and link previews show for it. */
export interface PageInfo {
  path: string;
  title: string;
  description: string;
  /** Listed in /sitemap.xml and /sitemap-public (false for pages that only make sense after an action). */
  listed: boolean;
  /** Carries the organization's JSON-LD (pages about the business, its services and prices). */
  structuredData: boolean;
}

function page(
  path: string,
  title: string,
  description: string,
  options: Partial<Pick<PageInfo, 'listed' | 'structuredData'>> = {},
): PageInfo {
  return { path, title, description, listed: options.listed ?? true, structuredData: options.structuredData ?? false };
}

const estimatorPath = STRUCTURED_DATA.estimateActionPath;

const servicePages = SERVICES.map((service) =>
  page(service.path, `${service.name} in Oregon, Washington & Idaho | ${BRAND_NAME}`, service.summary, { structuredData: true }),
);

const statePages = SERVICE_STATES.map((state) => {
  const region = REGIONS[STATE_MAIN_REGION[state]];
  const cityCount = SERVICE_CITIES.filter((city) => city.state === state).length;
  return page(
    statePath(state),
    `Garage Door Repair in ${STATE_NAMES[state]} | ${BRAND_NAME}`,
    `Garage door repair, springs, openers and new doors in ${cityCount} ${STATE_NAMES[state]} cities. Call ${region.phone}. ${LICENSES[state].text}. Book online in ${region.city}.`,
    { structuredData: true },
  );
});

const cityPages = SERVICE_CITIES.map((city) => {
  const region = REGIONS[city.region];
  return page(
    cityPath(city),
    `Garage Door Repair in ${city.name}, ${city.state} | ${BRAND_NAME}`,
    `Garage door repair, springs, openers and new doors in ${city.name}, ${STATE_NAMES[city.state]}. Call ${region.phone}. ${LICENSES[city.state].text}. Service calls from ${formatUsd(SERVICE_CALL_FEE)}.`,
    { structuredData: true },
  );
});

/** Every public route of SPEC §2, in the order the site map lists them. */
export const PAGES: readonly PageInfo[] = [
  page(
    '/',
    `${BRAND_NAME} | Garage Door Repair & Installation in Oregon, Washington & Idaho`,
    `Same-day garage door repair, spring replacement, openers and new doors across Portland, Salem, SW Washington and Boise. ${JOBS_COMPLETED_CLAIM} jobs, ${YEARS_EXPERIENCE_CLAIM} years, licensed in three states.`,
    { structuredData: true },
  ),
  page(
    '/services',
    `Garage Door Services | ${BRAND_NAME}`,
    'Repairs, spring replacement, new door installation, openers, commercial doors and maintenance tune-ups from licensed technicians.',
    { structuredData: true },
  ),
  ...servicePages,
  page(
    '/locations',
    `Service Area: Oregon, Washington & Idaho | ${BRAND_NAME}`,
    'Find your city by ZIP code, see the 27 cities we serve in four regions, and visit our Portland and Boise showrooms.',
    { structuredData: true },
  ),
  ...statePages,
  ...cityPages,
  page(
    '/locations-overview',
    `Our Four Service Regions at a Glance | ${BRAND_NAME}`,
    'Portland Metro, Salem & Mid-Valley, SW Washington and Idaho & Eastern Oregon: phone numbers, licenses and cities in each region.',
  ),
  page(
    '/about',
    `About Us | ${BRAND_NAME}`,
    `${YEARS_EXPERIENCE_CLAIM} years and ${JOBS_COMPLETED_CLAIM} garage door jobs across the Pacific Northwest, with offices and showrooms in Portland and Boise. ${ALL_LICENSES_TEXT}.`,
    { structuredData: true },
  ),
  page(
    CONTACT_PATH,
    `Contact Us | ${BRAND_NAME}`,
    'Call your regional office, book online or send us a request. Emergency garage door help is a phone call away.',
    { structuredData: true },
  ),
  page(
    '/blog',
    `Garage Door Tips & Guides | ${BRAND_NAME}`,
    'Practical garage door advice from our technicians: springs, openers, safety checks and choosing a new door.',
  ),
  page(
    '/pricing',
    `Garage Door Repair Pricing | ${BRAND_NAME}`,
    `Typical repairs cost ${formatRange(TYPICAL_REPAIR_RANGE)} and new doors ${formatRange(NEW_DOOR_RANGE)}. Service calls start at ${formatUsd(SERVICE_CALL_FEE)}, credited toward the repair.`,
    { structuredData: true },
  ),
  // Neutral: the same prerendered page answers a received request and a link that no request led to.
  page(CONFIRMATION_PATH, `Your Request | ${BRAND_NAME}`, 'Whether your request reached our team, and what happens next.', {
    listed: false,
  }),
  page(
    '/privacy-cookie-policy',
    `Privacy & Cookie Policy | ${BRAND_NAME}`,
    'Which cookies and storage this site uses, when we ask for consent, and how to change your choice.',
  ),
  page(
    '/privacy',
    `Privacy Policy | ${BRAND_NAME}`,
    'What personal information we collect through calls, forms and the chat assistant, why, and your rights.',
  ),
  page(
    '/terms',
    `Terms of Service | ${BRAND_NAME}`,
    'The terms for service calls, estimates, repairs and installations, and for using this website.',
  ),
  page(
    '/terms-of-service',
    `Website Terms of Use | ${BRAND_NAME}`,
    'The terms for using this website, the online estimator and the T.O.D. chat assistant.',
  ),
  page(
    '/accessibility',
    `Accessibility Statement | ${BRAND_NAME}`,
    'Our commitment to an accessible website, the standard we follow and how to reach us if something does not work for you.',
  ),
  page(
    AI_DISCLOSURE_PATH,
    `AI Disclosure: About T.O.D. | ${BRAND_NAME}`,
    'T.O.D. (Technician On Demand) is an AI assistant. What it can do, its limits, and how final pricing is confirmed by licensed technicians.',
  ),
  page(
    '/resources',
    `Garage Door Resources | ${BRAND_NAME}`,
    'Safety checks, troubleshooting steps and buying guides to help you understand your garage door.',
  ),
  page(
    '/sitemap-public',
    `Site Map | ${BRAND_NAME}`,
    'Every page of our website in one list: services, the cities we serve, pricing and help.',
  ),
  page(
    ESTIMATE_PATH,
    `Instant Garage Door Estimate | ${BRAND_NAME}`,
    `Pick your problem or project and see a price range in seconds: springs ${formatRange(ESTIMATES.spring.range)}, openers ${formatRange(ESTIMATES.opener.range)} and more.`,
    { structuredData: true },
  ),
  page(
    estimatorPath,
    `Garage Door Online Estimator | ${BRAND_NAME}`,
    `Free online garage door estimator: spring, cable, panel, opener and new door price ranges, what moves the price and the ${formatUsd(SERVICE_CALL_FEE)} service-call rule.`,
    { structuredData: true },
  ),
];

/** The not-found page: prerendered once and served by the chat server as 404.html. */
export const NOT_FOUND_PAGE = page(
  '/404',
  `Page Not Found | ${BRAND_NAME}`,
  'The page you are looking for does not exist. Find a service, your city, or call us.',
  {
    listed: false,
  },
);

/** Paths the build prerenders to HTML (every page plus the not-found page). */
export const PRERENDER_PATHS: readonly string[] = [...PAGES.map((entry) => entry.path), NOT_FOUND_PAGE.path];

export function pageFor(path: string): PageInfo {
  const found = PAGES.find((entry) => entry.path === path);
  if (!found) throw new Error(`No page registered for ${path}`);
  return found;
}
