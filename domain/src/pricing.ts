/** Prices (SPEC §9). Every dollar figure the product states comes from here. */

export interface PriceRange {
  min: number;
  max: number;
  /** True when the top of the range is open-ended ('$1,500+'). */
  openEnded?: boolean;
}

export const SERVICE_CALL_FEE = 89;
export const OUT_OF_AREA_MINIMUM = 289;
export const SAME_DAY_HOURS = 24;

export const TYPICAL_REPAIR_RANGE: PriceRange = { min: 89, max: 1500, openEnded: true };
export const NEW_DOOR_RANGE: PriceRange = { min: 899, max: 12000, openEnded: true };

export const ESTIMATE_KEYS = ['spring', 'cable', 'panel', 'installation', 'opener'] as const;
export type EstimateKey = (typeof ESTIMATE_KEYS)[number];

export interface EstimateItem {
  key: EstimateKey;
  label: string;
  range: PriceRange;
  /** What moves the price within the range. */
  priceFactors: readonly string[];
}

/** Estimator ranges, as in the structured data (SPEC §9). */
export const ESTIMATES: Readonly<Record<EstimateKey, EstimateItem>> = {
  spring: {
    key: 'spring',
    label: 'Spring replacement',
    range: { min: 189, max: 299 },
    priceFactors: [
      'one spring or a matched pair (we recommend replacing both)',
      'torsion or extension springs, and their size',
      'high-cycle springs for doors used many times a day',
    ],
  },
  cable: {
    key: 'cable',
    label: 'Cable repair',
    range: { min: 149, max: 249 },
    priceFactors: ['one or both cables', 'whether the drums are damaged', 'door height and weight'],
  },
  panel: {
    key: 'panel',
    label: 'Panel replacement',
    range: { min: 249, max: 789 },
    priceFactors: ['how many sections', 'the door model and whether panels are still made', 'material and finish'],
  },
  installation: {
    key: 'installation',
    label: 'New door installation',
    range: { min: 899, max: 3800 },
    priceFactors: ['single or double door', 'material, insulation and windows', 'removal of the old door'],
  },
  opener: {
    key: 'opener',
    label: 'Opener installation',
    range: { min: 389, max: 699 },
    priceFactors: ['chain, belt or wall-mount drive', 'smart features and battery back-up', 'rail length and mounting'],
  },
};

/**
 * '$1,500' — whole dollars, US format. String work, not Intl: the first Intl formatter in a page costs
 * ~30 ms of main thread (ICU start-up), paid at import because PRICING_NOTES formats below.
 */
export function formatUsd(amount: number): string {
  return `$${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** '$189–$299', '$89–$1,500+'. */
export function formatRange(range: PriceRange): string {
  return `${formatUsd(range.min)}–${formatUsd(range.max)}${range.openEnded ? '+' : ''}`;
}

export const PRICING_NOTES = {
  serviceCall: `Minimum service fee ${formatUsd(SERVICE_CALL_FEE)} plus tax, credited toward a completed repair.`,
  outOfArea: `A minimum of ${formatUsd(OUT_OF_AREA_MINIMUM)} plus tax applies to out-of-area or excluded service calls.`,
  sameDay: `Same-day service means within ${SAME_DAY_HOURS} hours.`,
  estimates: 'Estimates for new doors are free; written estimates for repairs are charged.',
  finalPricing: 'Final pricing is confirmed by our licensed technicians on site.',
} as const;
