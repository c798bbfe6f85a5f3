import { useRegion } from './RegionProvider.tsx';

/** Announces 'Region changed to {region}' to screen readers; visually hidden. */
export function RegionAnnouncer() {
  const { announcement } = useRegion();
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
