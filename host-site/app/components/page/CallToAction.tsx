import { bookingUrl, ESTIMATE_PATH, type RegionInfo, telHref } from '@tod/domain/facts';
import { Link } from 'react-router';
import { useSiteRegion } from '../../lib/site/SiteRegionContext.tsx';
import { ExternalLink } from '../layout/ExternalLink.tsx';

/** The three ways to act on any page: call the region's office, book online, or get an estimate. */
export function CallToAction({ title = 'Ready when your door is not', text }: { title?: string; text?: string }) {
  const { region } = useSiteRegion();
  return (
    <section className="cta-band" aria-label={title}>
      <h2>{title}</h2>
      <p>{text ?? `Call ${region.name} at ${region.phone}, book a visit online, or see a price range in seconds.`}</p>
      <ActionButtons />
    </section>
  );
}

/**
 * Call an office, book online, get an estimate: the button row of the hero, the CTA band and the place pages.
 * A city or state page passes the place's own region, whose booking button names its city.
 */
export function ActionButtons({ place }: { place?: RegionInfo }) {
  const site = useSiteRegion();
  const region = place ?? site.region;
  return (
    <div className="button-row">
      <a className="button button--primary" href={telHref(region.phone)}>
        Call {region.phone}
      </a>
      <ExternalLink className="button button--secondary" href={place ? bookingUrl(place.bookingPath) : site.bookingUrl}>
        {place ? `Book in ${place.city}` : 'Schedule Now'}
      </ExternalLink>
      <Link className="button button--ghost" to={ESTIMATE_PATH}>
        Get Estimate
      </Link>
    </div>
  );
}
