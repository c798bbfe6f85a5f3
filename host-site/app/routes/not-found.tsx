import { ESTIMATE_PATH, telHref } from '@tod/domain/facts';
import { Link } from 'react-router';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { NOT_FOUND_PAGE } from '../lib/site/pages.ts';
import { useSiteRegion } from '../lib/site/SiteRegionContext.tsx';

export const meta = () => pageMeta(NOT_FOUND_PAGE, { noindex: true });

export default function NotFound() {
  return <NotFoundContent />;
}

/**
 * Also shown by parameterised routes (a service or city that does not exist). The phone is the visitor's
 * region's, as everywhere else on the page; the toll-free line when no region is known.
 */
export function NotFoundContent() {
  const { region } = useSiteRegion();
  return (
    <div className="container page">
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved, or the address may be mistyped.</p>
      <ul>
        <li>
          <Link to="/services">Browse our services</Link>
        </li>
        <li>
          <Link to="/locations#find-by-zip">Find your city by ZIP code</Link>
        </li>
        <li>
          <Link to={ESTIMATE_PATH}>Get an instant estimate</Link>
        </li>
        <li>
          Call us at <a href={telHref(region.phone)}>{region.phone}</a>
        </li>
      </ul>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </div>
  );
}
