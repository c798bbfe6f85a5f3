import { bookingUrl, isGenericCity, REGION_COPY, REGIONS, type RegionInfo, type ServiceRegionKey } from '@tod/domain/facts';
import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { configureWidget } from './configureWidget.ts';
import { DEFAULT_LOCATION, type DetectedLocation } from './detectedLocation.ts';
import { readGeoMeta } from './metaLocation.ts';
import { locationOnPage, type PageRegion } from './pageRegion.ts';
import { createRegionDetector, type RegionDetector, type RegionDetectorOptions } from './regionDetector.ts';
import { reverseGeocode } from './reverseGeocode.ts';
import { safeStorage } from './safeStorage.ts';

export interface RegionContextValue {
  region: RegionInfo;
  /** The location the page shows: the detected one, with a city or state page's own region unless the visitor picked one. */
  location: DetectedLocation;
  bookingUrl: string;
  isOverridden: boolean;
  /** False in the prerendered HTML and the first client render, before steps 1–3 of detection ran. */
  isResolved: boolean;
  /** The latest 'Region changed to …' text for the live region; '' until the region changes. */
  announcement: string;
  setRegion(key: ServiceRegionKey): void;
  resetToDetected(): void;
}

const RegionContext = createContext<RegionContextValue | null>(null);

export type DetectorFactory = (onChange: RegionDetectorOptions['onChange']) => RegionDetector;

/** The detector wired to the browser: session/local storage, meta tags, geolocation and the chat server's lookup. */
export const browserDetector: DetectorFactory = (onChange) =>
  createRegionDetector({
    session: safeStorage('session'),
    local: safeStorage('local'),
    readMeta: () => readGeoMeta(document),
    geolocation: typeof navigator !== 'undefined' ? navigator.geolocation : undefined,
    queryPermission: async () => (await navigator.permissions?.query({ name: 'geolocation' }))?.state,
    lookupPlace: (lat, lon) => reverseGeocode(fetch, lat, lon),
    onChange,
  });

export function announcementFor(region: RegionInfo): string {
  return REGION_COPY.changedAnnouncement.replace('{region}', region.name);
}

/**
 * Holds the visitor's region for the whole site. Prerendered HTML shows the default, or the page's own
 * region on a city or state page; detection runs after hydration so server and client render the same
 * first frame.
 */
export function RegionProvider({
  children,
  createDetector = browserDetector,
  pageRegion = null,
  requestRegion = null,
}: {
  children: ReactNode;
  createDetector?: DetectorFactory;
  /** The region of the page being shown (app/lib/region/pageRegion.ts); null on pages about no place. */
  pageRegion?: PageRegion | null;
  /**
   * The region of the request /confirmation thanks for (requestPageRegion). Only the browser knows it (history
   * state), so it applies once detection has run: the first render matches the prerendered page.
   */
  requestRegion?: PageRegion | null;
}) {
  const [detected, setLocation] = useState<DetectedLocation>(DEFAULT_LOCATION);
  const [announcement, setAnnouncement] = useState('');
  const [isResolved, setResolved] = useState(false);
  const detectorRef = useRef<RegionDetector | null>(null);

  useEffect(() => {
    let started = false;
    let previousRegion: ServiceRegionKey | null = null;
    const detector = createDetector((next) => {
      const apply = () => {
        setLocation(next);
        setResolved(true);
      };
      // The answer given while starting re-renders the whole site: as a transition React renders it in
      // short slices after hydration instead of one long task (DESIGN §5 Lighthouse targets).
      if (started) apply();
      else startTransition(apply);
      if (started && next.serviceRegion !== previousRegion) setAnnouncement(announcementFor(REGIONS[next.serviceRegion]));
      previousRegion = next.serviceRegion;
    });
    detectorRef.current = detector;
    detector.start();
    started = true;
    return () => {
      detector.stop();
      detectorRef.current = null;
    };
  }, [createDetector]);

  const shownPage = pageRegion ?? (isResolved ? requestRegion : null);
  const location = useMemo(() => locationOnPage(detected, shownPage), [detected, shownPage]);
  const region = REGIONS[location.serviceRegion];
  const booking = bookingUrl(region.bookingPath);

  useEffect(() => {
    configureWidget({
      region: region.key,
      city: isGenericCity(location.city) ? region.city : location.city,
      phone: region.phone,
      bookingUrl: booking,
    });
  }, [region, location.city, booking]);

  const setRegion = useCallback((key: ServiceRegionKey) => detectorRef.current?.setRegion(key), []);
  const resetToDetected = useCallback(() => detectorRef.current?.resetToDetected(), []);

  const value = useMemo<RegionContextValue>(
    () => ({
      region,
      location,
      bookingUrl: booking,
      isOverridden: location.isLocationOverridden,
      isResolved,
      announcement,
      setRegion,
      resetToDetected,
    }),
    [region, location, booking, isResolved, announcement, setRegion, resetToDetected],
  );
  return <RegionContext.Provider value={value}>{children}</RegionContext.Provider>;
}

export function useRegion(): RegionContextValue {
  const value = useContext(RegionContext);
  if (!value) throw new Error('useRegion() must be used inside <RegionProvider>');
  return value;
}
