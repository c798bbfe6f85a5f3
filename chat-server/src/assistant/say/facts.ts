import {
  AI_DISCLOSURE_PATH,
  ALL_LICENSES_TEXT,
  ASSISTANT_COPY,
  ASSISTANT_FACTS,
  ASSISTANT_FULL_NAME,
  type AssistantLanguage,
  CONTACT_PATH,
  chatRegionData,
  citiesInRegion,
  ESTIMATE_PATH,
  ESTIMATES,
  fillCopy,
  formatAddress,
  formatRange,
  formatUsd,
  JOB_HOURS,
  JOBS_COMPLETED_CLAIM,
  LICENSES,
  NEW_DOOR_RANGE,
  OFFICES,
  OPENER_BRANDS,
  OUT_OF_AREA_MINIMUM,
  REGIONS,
  SAME_DAY_HOURS,
  SELECTABLE_REGION_KEYS,
  SERVICE_CALL_FEE,
  type ServiceRegionKey,
  TYPICAL_REPAIR_RANGE,
  YEARS_EXPERIENCE_CLAIM,
} from '@tod/domain';

/** The values a catalogue template may name, as text: every one comes from a fact in `domain/`. */
export type FactValues = Readonly<Record<string, string>>;

const cache = new Map<string, FactValues>();

/**
 * The facts of one region in one language, formatted for the catalogue's `{placeholders}`. Built once per
 * (language, region, booking site) and reused, so a reply costs no formatting beyond its own sentences.
 */
export function factValues(language: AssistantLanguage, regionKey: ServiceRegionKey, bookingBaseUrl?: string): FactValues {
  const key = `${language}|${regionKey}|${bookingBaseUrl ?? ''}`;
  let values = cache.get(key);
  if (!values) {
    values = buildFacts(language, regionKey, bookingBaseUrl);
    cache.set(key, values);
  }
  return values;
}

function buildFacts(language: AssistantLanguage, regionKey: ServiceRegionKey, bookingBaseUrl?: string): FactValues {
  const copy = ASSISTANT_COPY[language];
  const region = chatRegionData(regionKey, bookingBaseUrl);
  const hours = (range: { min: number; max: number }) => `${range.min}–${range.max}`;
  const factors = copy.priceFactors;
  const base: Record<string, string> = {
    ...ASSISTANT_FACTS,
    phone: region.phone,
    bookingLink: region.bookingLink,
    region: region.region,
    regionLicense: region.licenseInfo,
    fee: formatUsd(SERVICE_CALL_FEE),
    outOfAreaMin: formatUsd(OUT_OF_AREA_MINIMUM),
    sameDayHours: String(SAME_DAY_HOURS),
    springRange: formatRange(ESTIMATES.spring.range),
    cableRange: formatRange(ESTIMATES.cable.range),
    panelRange: formatRange(ESTIMATES.panel.range),
    installRange: formatRange(ESTIMATES.installation.range),
    openerRange: formatRange(ESTIMATES.opener.range),
    typicalRange: formatRange(TYPICAL_REPAIR_RANGE),
    newDoorRange: formatRange(NEW_DOOR_RANGE),
    estimatePath: ESTIMATE_PATH,
    contactPath: CONTACT_PATH,
    aiPath: AI_DISCLOSURE_PATH,
    assistantName: ASSISTANT_FULL_NAME,
    years: YEARS_EXPERIENCE_CLAIM,
    jobs: JOBS_COMPLETED_CLAIM,
    allLicenses: ALL_LICENSES_TEXT,
    orLicense: `${LICENSES.OR.board} #${LICENSES.OR.number}`,
    waLicense: `${LICENSES.WA.board} #${LICENSES.WA.number}`,
    idLicense: `${LICENSES.ID.board} #${LICENSES.ID.number}`,
    brands: joinList(OPENER_BRANDS, copy.lists.and),
    repairHours: hours(JOB_HOURS.repair),
    springHours: hours(JOB_HOURS.spring),
    openerHours: hours(JOB_HOURS.opener),
    installHours: hours(JOB_HOURS.installation),
    springFactor: factors.spring[0]!,
    cableFactors: factors.cable.join(', '),
    panelFactors: factors.panel.join(', '),
    installFactors: factors.installation.join(', '),
    openerFactors: factors.opener.join(', '),
    openerFactorsTwo: `${factors.opener[0]}${copy.lists.and}${factors.opener[1]}`,
    offices: OFFICES.map((office) =>
      fillCopy(copy.lists.office, { name: office.address.locality, address: formatAddress(office.address) }),
    ).join(copy.lists.andLast),
    regions: SELECTABLE_REGION_KEYS.map((key) =>
      fillCopy(copy.lists.regionCities, {
        region: REGIONS[key].name,
        cities: citiesInRegion(key)
          .map((city) => city.name)
          .join(', '),
      }),
    ).join('; '),
  };
  for (const [name, template] of Object.entries(copy.notes)) base[name] = fillCopy(template, base);
  base.officeTerms = fillCopy(copy.kb.officeTerms, base);
  return base;
}

/** "a, b and c" with the language's "and". */
export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`;
}
