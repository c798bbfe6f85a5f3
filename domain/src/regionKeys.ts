/**
 * The five service regions and their keys (SPEC §3). A module of its own so that regionNames.ts can name
 * them without importing regions.ts (which reads its contacts from there); regions.ts re-exports both.
 */
export const SERVICE_REGION_KEYS = ['portland-metro', 'salem', 'sw-washington', 'idaho', 'nationwide'] as const;
export type ServiceRegionKey = (typeof SERVICE_REGION_KEYS)[number];
