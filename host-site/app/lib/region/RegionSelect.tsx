import { isServiceRegionKey, REGION_COPY, REGIONS, SELECTABLE_REGION_KEYS } from '@tod/domain/facts';
import { type ChangeEvent, useId } from 'react';
import { useRegion } from './RegionProvider.tsx';

const USE_DETECTED = 'detected';
const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

/** The top bar's region dropdown (SPEC §2). */
export function RegionSelect({ className }: { className?: string }) {
  const { region, location, isOverridden, setRegion, resetToDetected } = useRegion();
  const id = useId();
  const isSelectable = (SELECTABLE_REGION_KEYS as readonly string[]).includes(region.key);

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    if (value === USE_DETECTED) resetToDetected();
    else if (isServiceRegionKey(value)) setRegion(value);
  };

  return (
    <div className={['region-select', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>Your region</label>
      <select id={id} value={region.key} onChange={onChange}>
        {!isSelectable && (
          <option value={region.key} disabled>
            {region.displayName}
          </option>
        )}
        {SELECTABLE_REGION_KEYS.map((key) => (
          <option key={key} value={key}>
            {REGIONS[key].displayName}
          </option>
        ))}
        {isOverridden && <option value={USE_DETECTED}>{REGION_COPY.useDetected}</option>}
      </select>
      {location.source === 'lookup' && (
        <small className="region-select__attribution">
          {location.city ? `${location.city}, ${location.region} · ` : ''}
          <a href={OSM_COPYRIGHT_URL} rel="noopener noreferrer" target="_blank">
            {REGION_COPY.osmAttribution}
          </a>
        </small>
      )}
    </div>
  );
}
