import type { EstimateKey } from '../pricing.ts';

/**
 * Facts the assistant states that no other part of the product needs. Like every fact, they live in
 * `domain/`, so the copy catalogues (which may hold no digit) only name them.
 */
export const ASSISTANT_FACTS = {
  /** The number to call when someone is hurt or in danger. */
  emergencyNumber: '911',
  /** When the assistant answers. */
  alwaysOn: '24/7',
  /** A sectional garage door's weight, in the "well over … pounds" warning. */
  doorWeightLb: '100',
  /** A household spray that cleans but does not lubricate. */
  penetratingSpray: 'WD-40',
} as const;

/** The opener brands our technicians repair and install (the opener service covers every common make). */
export const OPENER_BRANDS = ['LiftMaster', 'Chamberlain', 'Genie'] as const;

/**
 * How long a technician is usually on site, in hours, once there. The office's figures for a typical
 * home door; a particular door can take longer, which the technician says before starting.
 */
export const JOB_HOURS: Readonly<Record<EstimateKey | 'repair', { min: number; max: number }>> = {
  repair: { min: 1, max: 2 },
  spring: { min: 1, max: 2 },
  cable: { min: 1, max: 2 },
  panel: { min: 1, max: 3 },
  opener: { min: 2, max: 3 },
  installation: { min: 4, max: 6 },
};
