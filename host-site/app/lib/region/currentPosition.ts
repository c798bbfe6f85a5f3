import { TIMINGS } from '@tod/domain/facts';

/** GeolocationPositionError.PERMISSION_DENIED, spelt out: the constant is missing outside browsers. */
const PERMISSION_DENIED = 1;

export type PositionOutcome = { kind: 'position'; lat: number; lon: number } | { kind: 'denied' } | { kind: 'unavailable' };

/** SPEC §4 step 5: high accuracy, 10 s timeout, 5-minute cache age. */
export const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: TIMINGS.geolocationTimeoutMs,
  maximumAge: TIMINGS.geolocationMaxAgeMs,
};

/**
 * One geolocation request that always settles: some browsers never call back when the prompt is
 * ignored, so an 8 s guard gives up on their behalf.
 */
export function currentPosition(geolocation: Geolocation): Promise<PositionOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: PositionOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(guard);
      resolve(outcome);
    };
    const guard = setTimeout(() => settle({ kind: 'unavailable' }), TIMINGS.geolocationGuardMs);
    try {
      geolocation.getCurrentPosition(
        (position) => settle({ kind: 'position', lat: position.coords.latitude, lon: position.coords.longitude }),
        (error) => settle(error.code === PERMISSION_DENIED ? { kind: 'denied' } : { kind: 'unavailable' }),
        POSITION_OPTIONS,
      );
    } catch {
      settle({ kind: 'unavailable' });
    }
  });
}
