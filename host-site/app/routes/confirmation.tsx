import { TOLL_FREE_PHONE, telHref } from '@tod/domain/facts';
import { Link, useSearchParams } from 'react-router';
import { PageIntro } from '../components/page/PageIntro.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';
import { readConfirmation } from '../lib/site/readConfirmation.ts';
import { useSiteRegion } from '../lib/site/SiteRegionContext.tsx';
import { useHydrated } from '../lib/site/useHydrated.ts';

export const meta = () => pageMeta(pageFor('/confirmation'), { noindex: true });

/** After a contact request: shows the request back (SPEC §7 query string); an emergency gets 'call now'. */
export default function Confirmation() {
  const hydrated = useHydrated();
  return (
    <div className="container page">
      <PageIntro title="Thank you, we received your request" />
      {hydrated ? <RequestSummary /> : null}
      <p>
        <Link to="/">Back to the home page</Link> · <Link to="/services">Our services</Link>
      </p>
    </div>
  );
}

function RequestSummary() {
  const [search] = useSearchParams();
  const { region } = useSiteRegion();
  const request = readConfirmation(search);
  if (!request) {
    return (
      <p>
        We could not read the details of your request from this link. If you sent a message, it has reached us; if you are not sure, call{' '}
        <a href={telHref(TOLL_FREE_PHONE)}>{TOLL_FREE_PHONE}</a>.
      </p>
    );
  }
  const emergency = request.isEmergency === 'Yes';
  const place = [request.city, request.state].filter(Boolean).join(', ');
  return (
    <>
      {emergency ? (
        <section className="notice notice--urgent" aria-labelledby="confirmation-emergency">
          <h2 id="confirmation-emergency">This is an emergency: call us now</h2>
          <p>
            Messages are read in order. For a door stuck open, off its track or with a broken spring or cable, call{' '}
            <a className="button button--primary" href={telHref(region.phone)}>
              Call {region.phone}
            </a>{' '}
            and mention reference {request.submissionId}.
          </p>
        </section>
      ) : null}
      <section aria-labelledby="confirmation-summary" className="panel">
        <h2 id="confirmation-summary">Your request</h2>
        <dl className="summary-list">
          <dt>Reference</dt>
          <dd>{request.submissionId}</dd>
          {request.name ? (
            <>
              <dt>Name</dt>
              <dd>{request.name}</dd>
            </>
          ) : null}
          {request.requestType ? (
            <>
              <dt>Reason</dt>
              <dd>{request.requestType}</dd>
            </>
          ) : null}
          {place ? (
            <>
              <dt>Location</dt>
              <dd>{place}</dd>
            </>
          ) : null}
          <dt>Emergency</dt>
          <dd>{request.isEmergency}</dd>
        </dl>
        {!emergency ? (
          <p>
            Our team will contact you soon, usually the same business day. Need us sooner? Call{' '}
            <a href={telHref(region.phone)}>{region.phone}</a>.
          </p>
        ) : null}
      </section>
    </>
  );
}
