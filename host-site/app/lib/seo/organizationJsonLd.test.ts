import { ESTIMATE_KEYS, ESTIMATES, OFFICES, SITE_ORIGIN, STRUCTURED_DATA } from '@tod/domain/facts';
import { describe, expect, it } from 'vitest';
import { checkStructuredData } from './checkStructuredData.ts';
import { organizationJsonLd } from './organizationJsonLd.ts';

const roundTrip = () => JSON.parse(JSON.stringify(organizationJsonLd()));

describe('organizationJsonLd', () => {
  it('is valid JSON that passes our check of the required properties', () => {
    const data = roundTrip();
    expect(checkStructuredData(data)).toEqual([]);
  });

  it('serves Oregon, Washington and Idaho', () => {
    expect(roundTrip().areaServed.map((area: { name: string }) => area.name)).toEqual(['Oregon', 'Washington', 'Idaho']);
  });

  it('lists the Portland and Boise offices with their addresses', () => {
    const departments = roundTrip().department;
    expect(departments.map((department: { address: { addressLocality: string } }) => department.address.addressLocality)).toEqual(
      OFFICES.map((office) => office.address.locality),
    );
  });

  it('offers every estimator service at its domain price range in USD', () => {
    const offers = roundTrip().hasOfferCatalog.itemListElement;
    for (const key of ESTIMATE_KEYS) {
      const offer = offers.find((candidate: { name: string }) => candidate.name === ESTIMATES[key].label);
      expect(offer.priceSpecification).toMatchObject({
        minPrice: ESTIMATES[key].range.min,
        maxPrice: ESTIMATES[key].range.max,
        priceCurrency: 'USD',
      });
    }
  });

  it('offers the AI assistant free (price 0 USD) with the SPEC response figures', () => {
    const offers = roundTrip().hasOfferCatalog.itemListElement;
    const ai = offers.find((offer: { price?: number }) => offer.price === 0);
    expect(ai).toMatchObject({ price: 0, priceCurrency: 'USD' });
    expect(ai.additionalProperty.map((property: { value: number }) => property.value)).toEqual([
      STRUCTURED_DATA.averageResponseSeconds,
      STRUCTURED_DATA.metricsAverageSeconds,
    ]);
  });

  it('carries the 4.7 out of 5 rating', () => {
    expect(roundTrip().aggregateRating).toMatchObject({ ratingValue: 4.7, bestRating: 5 });
  });

  it('points the estimate action to /garage-door-online-estimator and the contact point to /contact', () => {
    const data = roundTrip();
    expect(data.potentialAction.target.urlTemplate).toBe(`${SITE_ORIGIN}/garage-door-online-estimator`);
    expect(data.contactPoint[0].url).toBe(`${SITE_ORIGIN}/contact`);
  });

  it('uses the given origin for every URL', () => {
    expect(JSON.stringify(organizationJsonLd('https://staging.example.com'))).not.toContain(SITE_ORIGIN);
  });
});

describe('checkStructuredData', () => {
  it('rejects anything that is not an object', () => {
    expect(checkStructuredData('text')).toEqual(['JSON-LD must be an object']);
    expect(checkStructuredData([])).toEqual(['JSON-LD must be an object']);
  });

  it('reports a missing address and a rating without a count', () => {
    const data = roundTrip();
    delete data.address;
    delete data.aggregateRating.ratingCount;
    expect(checkStructuredData(data)).toEqual(['address is required', 'aggregateRating needs a positive ratingCount or reviewCount']);
  });

  it('reports an address without a postal code', () => {
    const data = roundTrip();
    delete data.address.postalCode;
    expect(checkStructuredData(data)).toEqual(['address.postalCode is required']);
  });

  it('reports a rating outside its scale', () => {
    const data = roundTrip();
    data.aggregateRating.ratingValue = 7;
    expect(checkStructuredData(data)).toEqual(['aggregateRating.ratingValue must be a number within worstRating..bestRating']);
  });

  it('reports an offer without a price and an inverted price range', () => {
    const data = roundTrip();
    const [first, , , , , ai] = data.hasOfferCatalog.itemListElement;
    first.priceSpecification.minPrice = 999_999;
    delete ai.price;
    expect(checkStructuredData(data)).toEqual(['offer[0] needs minPrice <= maxPrice', 'offer[5] needs a price or a priceSpecification']);
  });

  it('reports a relative estimate action URL', () => {
    const data = roundTrip();
    data.potentialAction.target.urlTemplate = '/garage-door-online-estimator';
    expect(checkStructuredData(data)).toEqual(['potentialAction.target.urlTemplate must be an absolute URL']);
  });

  it('reports a contact point with neither telephone nor url', () => {
    const data = roundTrip();
    delete data.contactPoint[0].telephone;
    delete data.contactPoint[0].url;
    expect(checkStructuredData(data)).toEqual(['contactPoint[0] needs a telephone or url']);
  });
});
