/**
 * Our own check of the properties Google requires for the rich results this JSON-LD can produce
 * (LocalBusiness, review snippet / AggregateRating, Offer price specification). Returns the problems;
 * an empty list means the data passes.
 */
export function checkStructuredData(data: unknown): string[] {
  const problems: string[] = [];
  const root = asRecord(data);
  if (!root) return ['JSON-LD must be an object'];

  expectValue(problems, root['@context'] === 'https://schema.org', '@context must be https://schema.org');
  expectValue(problems, typeof root['@type'] === 'string', '@type is required');
  requireString(problems, root, 'name');
  requireUrl(problems, root, 'url');
  requireString(problems, root, 'telephone');
  checkAddress(problems, asRecord(root.address), 'address');

  const rating = asRecord(root.aggregateRating);
  if (!rating) problems.push('aggregateRating is required');
  else {
    const value = rating.ratingValue;
    const best = typeof rating.bestRating === 'number' ? rating.bestRating : 5;
    const worst = typeof rating.worstRating === 'number' ? rating.worstRating : 1;
    expectValue(
      problems,
      typeof value === 'number' && value >= worst && value <= best,
      'aggregateRating.ratingValue must be a number within worstRating..bestRating',
    );
    const count = rating.ratingCount ?? rating.reviewCount;
    expectValue(
      problems,
      typeof count === 'number' && Number.isInteger(count) && count > 0,
      'aggregateRating needs a positive ratingCount or reviewCount',
    );
  }

  const departments = Array.isArray(root.department) ? root.department : [];
  departments.forEach((entry, index) => {
    const department = asRecord(entry);
    if (!department) {
      problems.push(`department[${index}] must be an object`);
      return;
    }
    requireString(problems, department, 'name', `department[${index}]`);
    checkAddress(problems, asRecord(department.address), `department[${index}].address`);
  });

  const catalog = asRecord(root.hasOfferCatalog);
  const offers = catalog && Array.isArray(catalog.itemListElement) ? catalog.itemListElement : [];
  expectValue(problems, offers.length > 0, 'hasOfferCatalog.itemListElement must list the offers');
  offers.forEach((entry, index) => {
    const offer = asRecord(entry);
    const where = `offer[${index}]`;
    if (!offer) {
      problems.push(`${where} must be an object`);
      return;
    }
    expectValue(problems, offer['@type'] === 'Offer', `${where}.@type must be Offer`);
    expectValue(problems, asRecord(offer.itemOffered) !== undefined, `${where}.itemOffered is required`);
    const spec = asRecord(offer.priceSpecification);
    if (spec) {
      expectValue(
        problems,
        typeof spec.minPrice === 'number' && typeof spec.maxPrice === 'number' && spec.minPrice <= spec.maxPrice,
        `${where} needs minPrice <= maxPrice`,
      );
      expectValue(problems, spec.priceCurrency === 'USD', `${where}.priceSpecification.priceCurrency must be USD`);
    } else {
      expectValue(problems, typeof offer.price === 'number' && offer.price >= 0, `${where} needs a price or a priceSpecification`);
      expectValue(problems, offer.priceCurrency === 'USD', `${where}.priceCurrency must be USD`);
    }
  });

  const action = asRecord(root.potentialAction);
  const target = action ? asRecord(action.target) : undefined;
  expectValue(problems, !!target && isUrl(target.urlTemplate), 'potentialAction.target.urlTemplate must be an absolute URL');

  const contactPoints = Array.isArray(root.contactPoint) ? root.contactPoint : [root.contactPoint];
  contactPoints.forEach((entry, index) => {
    const point = asRecord(entry);
    if (!point) {
      problems.push(`contactPoint[${index}] must be an object`);
      return;
    }
    requireString(problems, point, 'contactType', `contactPoint[${index}]`);
    expectValue(problems, typeof point.telephone === 'string' || isUrl(point.url), `contactPoint[${index}] needs a telephone or url`);
  });
  return problems;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function isUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

function expectValue(problems: string[], ok: boolean, message: string) {
  if (!ok) problems.push(message);
}

function requireString(problems: string[], record: Record<string, unknown>, key: string, where = '') {
  const value = record[key];
  expectValue(problems, typeof value === 'string' && value.trim() !== '', `${where ? `${where}.` : ''}${key} is required`);
}

function requireUrl(problems: string[], record: Record<string, unknown>, key: string) {
  expectValue(problems, isUrl(record[key]), `${key} must be an absolute URL`);
}

function checkAddress(problems: string[], address: Record<string, unknown> | undefined, where: string) {
  if (!address) return problems.push(`${where} is required`);
  expectValue(problems, address['@type'] === 'PostalAddress', `${where}.@type must be PostalAddress`);
  for (const key of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'])
    requireString(problems, address, key, where);
}
