import { LOCAL_STORAGE_KEYS, REGIONS, SESSION_STORAGE_KEYS } from '@tod/domain/facts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POSITION_OPTIONS } from './currentPosition.ts';
import { DEFAULT_LOCATION, type DetectedLocation, type LookedUpPlace, serializeLocation } from './detectedLocation.ts';
import type { MetaValues } from './metaLocation.ts';
import { createRegionDetector } from './regionDetector.ts';
import type { SafeStorage } from './safeStorage.ts';

function memory(): SafeStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    get: (key) => items.get(key) ?? null,
    set: (key, value) => void items.set(key, value),
    remove: (key) => void items.delete(key),
  };
}

type Answer = { lat: number; lon: number } | 'denied' | 'unavailable' | 'never';

function fakeGeolocation(answer: Answer) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === 'never') return;
    if (answer === 'denied' || answer === 'unavailable') {
      failure?.({ code: answer === 'denied' ? 1 : 2, message: answer } as GeolocationPositionError);
      return;
    }
    success({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition);
  });
  return { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() } as unknown as Geolocation & {
    getCurrentPosition: typeof getCurrentPosition;
  };
}

const vancouver: LookedUpPlace = { city: 'Vancouver', state: 'Washington', county: 'Clark County', countryCode: 'US' };

function setup(overrides: { meta?: MetaValues; answer?: Answer; place?: LookedUpPlace | null; permission?: PermissionState } = {}) {
  const session = memory();
  const local = memory();
  const geolocation = fakeGeolocation(overrides.answer ?? { lat: 45.63, lon: -122.67 });
  const lookupPlace = vi.fn(async () => (overrides.place === undefined ? vancouver : overrides.place));
  const changes: DetectedLocation[] = [];
  const detector = createRegionDetector({
    session,
    local,
    readMeta: () => overrides.meta ?? {},
    geolocation,
    queryPermission: async () => overrides.permission,
    lookupPlace,
    onChange: (location) => changes.push(location),
  });
  return { session, local, geolocation, lookupPlace, changes, detector };
}

describe('createRegionDetector', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the session location first and never asks for the position', async () => {
    const context = setup({ meta: { city: 'Boise', region: 'Idaho', serviceRegion: 'idaho' } });
    const stored = {
      ...DEFAULT_LOCATION,
      city: 'Salem',
      region: 'Oregon',
      serviceRegion: 'salem' as const,
      phone: REGIONS.salem.phone,
      source: 'lookup' as const,
    };
    context.session.set(SESSION_STORAGE_KEYS.location, serializeLocation(stored));
    expect(context.detector.start()).toEqual(stored);
    await vi.runAllTimersAsync();
    expect(context.geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(context.changes).toEqual([stored]);
  });

  it('uses the server meta tags next and does not geolocate a named city', async () => {
    const context = setup({ meta: { city: 'Boise', region: 'Idaho', serviceRegion: 'idaho' } });
    expect(context.detector.start()).toMatchObject({ city: 'Boise', serviceRegion: 'idaho', source: 'server' });
    await vi.runAllTimersAsync();
    expect(context.geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('starts at the default, asks for the position after 100 ms plus the 300 ms debounce, and stores the looked-up region', async () => {
    const context = setup();
    expect(context.detector.start()).toEqual(DEFAULT_LOCATION);
    await vi.advanceTimersByTimeAsync(399);
    expect(context.geolocation.getCurrentPosition).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(context.geolocation.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), POSITION_OPTIONS);
    expect(POSITION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 300_000 });
    await vi.runAllTimersAsync();
    expect(context.lookupPlace).toHaveBeenCalledWith(45.63, -122.67);
    const detected = context.changes.at(-1);
    expect(detected).toMatchObject({
      city: 'Vancouver',
      serviceRegion: 'sw-washington',
      phone: REGIONS['sw-washington'].phone,
      source: 'lookup',
    });
    expect(JSON.parse(context.session.get(SESSION_STORAGE_KEYS.location) ?? '{}')).toMatchObject({ city: 'Vancouver' });
    expect(context.session.get(SESSION_STORAGE_KEYS.locationPermission)).toBe('granted');
  });

  it('records a denied prompt and does not ask again this session', async () => {
    const context = setup({ answer: 'denied' });
    context.detector.start();
    await vi.runAllTimersAsync();
    expect(context.session.get(SESSION_STORAGE_KEYS.locationPermission)).toBe('denied');
    expect(context.changes).toEqual([DEFAULT_LOCATION]);

    const again = setup();
    again.session.set(SESSION_STORAGE_KEYS.locationPermission, 'denied');
    again.detector.start();
    await vi.runAllTimersAsync();
    expect(again.geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('skips the position when the browser permission is denied and records it', async () => {
    const context = setup({ permission: 'denied' });
    context.detector.start();
    await vi.runAllTimersAsync();
    expect(context.geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(context.session.get(SESSION_STORAGE_KEYS.locationPermission)).toBe('denied');
  });

  it('skips the position when geoConsent is denied', async () => {
    const context = setup();
    context.local.set(LOCAL_STORAGE_KEYS.geoConsent, 'denied');
    context.detector.start();
    await vi.runAllTimersAsync();
    expect(context.geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('gives up silently after the 8 s guard when the browser never answers', async () => {
    const context = setup({ answer: 'never' });
    context.detector.start();
    await vi.advanceTimersByTimeAsync(400 + 7999);
    expect(context.lookupPlace).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    expect(context.lookupPlace).not.toHaveBeenCalled();
    expect(context.changes).toEqual([DEFAULT_LOCATION]);
    expect(context.session.get(SESSION_STORAGE_KEYS.locationPermission)).toBeNull();
  });

  it('stays on the default when the position is unavailable or the lookup fails', async () => {
    const unavailable = setup({ answer: 'unavailable' });
    unavailable.detector.start();
    const failedLookup = setup({ place: null });
    failedLookup.detector.start();
    await vi.runAllTimersAsync();
    expect(unavailable.changes).toEqual([DEFAULT_LOCATION]);
    expect(failedLookup.changes).toEqual([DEFAULT_LOCATION]);
    expect(failedLookup.session.get(SESSION_STORAGE_KEYS.location)).toBeNull();
  });

  it('lets a manual choice win over a detection in flight and keeps it for the session', async () => {
    const context = setup();
    context.detector.start();
    await vi.advanceTimersByTimeAsync(200);
    context.detector.setRegion('idaho');
    await vi.runAllTimersAsync();
    expect(context.geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(context.changes.at(-1)).toMatchObject({ serviceRegion: 'idaho', isLocationOverridden: true });
    expect(JSON.parse(context.session.get(SESSION_STORAGE_KEYS.location) ?? '{}')).toMatchObject({
      serviceRegion: 'idaho',
      isLocationOverridden: true,
    });

    const reloaded = setup();
    reloaded.session.items = context.session.items;
    reloaded.session.get = context.session.get;
    expect(reloaded.detector.start()).toMatchObject({ serviceRegion: 'idaho', isLocationOverridden: true });
  });

  it('goes back to the looked-up location on "Use my detected location"', async () => {
    const context = setup();
    context.detector.start();
    await vi.runAllTimersAsync();
    context.detector.setRegion('salem');
    context.detector.resetToDetected();
    expect(context.changes.at(-1)).toMatchObject({ city: 'Vancouver', isLocationOverridden: false, source: 'lookup' });
    expect(context.geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('detects again on "Use my detected location" when nothing was looked up yet', async () => {
    const context = setup({ answer: 'unavailable' });
    context.detector.start();
    await vi.runAllTimersAsync();
    context.detector.setRegion('salem');
    context.detector.resetToDetected();
    expect(context.changes.at(-1)).toEqual(DEFAULT_LOCATION);
    expect(context.session.get(SESSION_STORAGE_KEYS.location)).toBeNull();
    await vi.runAllTimersAsync();
    expect(context.geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
  });

  it('does nothing after stop', async () => {
    const context = setup();
    context.detector.start();
    context.detector.stop();
    await vi.runAllTimersAsync();
    expect(context.geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });
});
