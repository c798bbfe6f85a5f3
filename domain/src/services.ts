import type { EstimateKey } from './pricing.ts';

export interface Service {
  slug: string;
  path: string;
  name: string;
  summary: string;
  /** Estimator ranges this service quotes from (see pricing.ts). */
  estimateKeys: readonly EstimateKey[];
}

function service(slug: string, name: string, summary: string, estimateKeys: readonly EstimateKey[]): Service {
  return { slug, path: `/services/${slug}`, name, summary, estimateKeys };
}

/** The six service pages of SPEC §2. */
export const SERVICES: readonly Service[] = [
  service(
    'garage-door-repair',
    'Garage Door Repair',
    'Doors that stick, bang, reverse or will not move: cables, rollers, tracks, panels and sensors fixed, usually the same day.',
    ['cable', 'panel'],
  ),
  service(
    'spring-replacement',
    'Spring Replacement',
    'Broken torsion and extension springs replaced with matched, cycle-rated springs by a technician with the right tools.',
    ['spring'],
  ),
  service(
    'garage-door-installation',
    'Garage Door Installation',
    'New steel, wood-look, insulated and carriage-house doors measured, supplied and installed, old door hauled away.',
    ['installation'],
  ),
  service(
    'opener-repair-installation',
    'Opener Repair & Installation',
    'Chain, belt and wall-mount openers repaired or installed, with remotes, keypads, smart control and battery back-up.',
    ['opener'],
  ),
  service(
    'commercial-garage-doors',
    'Commercial Garage Doors',
    'Roll-up, sectional and high-cycle doors for shops, warehouses and multi-unit buildings, repaired and maintained.',
    [],
  ),
  service(
    'maintenance-tune-ups',
    'Maintenance & Tune-Ups',
    'A yearly tune-up: balance, lubrication, hardware tightening, sensor and force checks to catch failures early.',
    [],
  ),
];

export function findServiceBySlug(slug: string): Service | undefined {
  return SERVICES.find((candidate) => candidate.slug === slug);
}
