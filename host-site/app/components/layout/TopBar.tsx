import { JOBS_COMPLETED_CLAIM, type RegionInfo, telHref } from '@tod/domain/facts';
import type { ReactNode } from 'react';

/** The information bar above the header (hidden on mobile by CSS). */
export function TopBar({ region, regionSelect }: { region: RegionInfo; regionSelect?: ReactNode }) {
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <p className="top-bar__facts">
          <span>Same-day service · {JOBS_COMPLETED_CLAIM} jobs completed</span>
          <span className="top-bar__license">{region.licenseText}</span>
        </p>
        <div className="top-bar__actions">
          {regionSelect}
          <a className="top-bar__phone" href={telHref(region.phone)}>
            {region.name}: {region.phone}
          </a>
        </div>
      </div>
    </div>
  );
}
