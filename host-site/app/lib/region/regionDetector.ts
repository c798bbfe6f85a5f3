import { isGenericCity, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS, type ServiceRegionKey, TIMINGS } from '@tod/domain/facts';
import { currentPosition } from './currentPosition.ts';
import {
  type DetectedLocation,
  type LookedUpPlace,
  locationForRegion,
  locationFromPlace,
  parseStoredLocation,
  serializeLocation,
} from './detectedLocation.ts';
import { locationFromMeta, type MetaValues } from './metaLocation.ts';
import type { SafeStorage } from './safeStorage.ts';

export interface RegionDetectorOptions {
  session: SafeStorage;
  local: SafeStorage;
  readMeta: () => MetaValues;
  geolocation: Geolocation | undefined;
  /** The browser's standing geolocation permission, when the Permissions API can tell. */
  queryPermission: () => Promise<PermissionState | undefined>;
  lookupPlace: (lat: number, lon: number) => Promise<LookedUpPlace | null>;
  onChange: (location: DetectedLocation) => void;
}

export interface RegionDetector {
  /** Resolves SPEC §4 steps 1–3 at once and schedules steps 4–6 when the city is generic. */
  start(): DetectedLocation;
  /** The visitor's own choice: stops auto-detection (step 8). */
  setRegion(key: ServiceRegionKey): void;
  /** 'Use my detected location': drops the override and detects again. */
  resetToDetected(): void;
  stop(): void;
}

/** The effectful side of region detection: storage, timers, the browser's position and the map lookup. */
export function createRegionDetector(options: RegionDetectorOptions): RegionDetector {
  const { session, local } = options;
  let current: DetectedLocation | null = null;
  let lastLookedUp: DetectedLocation | null = null;
  // Bumped by every manual change, so a detection already in flight never overwrites it.
  let generation = 0;
  let stopped = false;
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;

  const emit = (location: DetectedLocation, store: boolean) => {
    current = location;
    if (store) session.set(SESSION_STORAGE_KEYS.location, serializeLocation(location));
    options.onChange(location);
  };

  const clearTimers = () => {
    clearTimeout(startTimer);
    clearTimeout(debounceTimer);
  };

  const requestDetection = () => {
    clearTimeout(debounceTimer);
    debounceTimer = setTimeout(() => void detect(generation), TIMINGS.geolocationDebounceMs);
  };

  const scheduleDetection = () => {
    clearTimeout(startTimer);
    startTimer = setTimeout(requestDetection, TIMINGS.geolocationStartDelayMs);
  };

  const isCurrent = (started: number) => !stopped && started === generation && !current?.isLocationOverridden;

  async function detect(started: number): Promise<void> {
    const geolocation = options.geolocation;
    if (!geolocation || !isCurrent(started)) return;
    if (session.get(SESSION_STORAGE_KEYS.locationPermission) === 'denied') return;
    if (local.get(LOCAL_STORAGE_KEYS.geoConsent) === 'denied') return;
    const permission = await options.queryPermission().catch(() => undefined);
    if (permission === 'denied') {
      session.set(SESSION_STORAGE_KEYS.locationPermission, 'denied');
      return;
    }
    if (!isCurrent(started)) return;
    const outcome = await currentPosition(geolocation);
    if (outcome.kind === 'denied') {
      session.set(SESSION_STORAGE_KEYS.locationPermission, 'denied');
      return;
    }
    if (outcome.kind !== 'position' || !isCurrent(started)) return;
    session.set(SESSION_STORAGE_KEYS.locationPermission, 'granted');
    const place = await options.lookupPlace(outcome.lat, outcome.lon).catch(() => null);
    if (!place || !isCurrent(started)) return;
    lastLookedUp = locationFromPlace(place, outcome.lat, outcome.lon);
    emit(lastLookedUp, true);
  }

  const resolveWithoutSession = () => {
    const location = locationFromMeta(options.readMeta());
    emit(location, false);
    if (isGenericCity(location.city)) scheduleDetection();
    return location;
  };

  return {
    start() {
      stopped = false;
      const stored = parseStoredLocation(session.get(SESSION_STORAGE_KEYS.location));
      if (stored) {
        if (stored.source === 'lookup') lastLookedUp = stored;
        emit(stored, false);
        return stored;
      }
      return resolveWithoutSession();
    },
    setRegion(key) {
      generation += 1;
      clearTimers();
      emit(locationForRegion(key, current ?? locationFromMeta(options.readMeta())), true);
    },
    resetToDetected() {
      generation += 1;
      clearTimers();
      session.remove(SESSION_STORAGE_KEYS.location);
      if (lastLookedUp) {
        emit(lastLookedUp, true);
        return;
      }
      resolveWithoutSession();
    },
    stop() {
      stopped = true;
      generation += 1;
      clearTimers();
    },
  };
}
