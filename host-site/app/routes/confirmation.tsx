import type { ConfirmationSummary } from '@tod/domain/contracts';
import {
  CONFIRMATION_COPY,
  CONTACT_FORM_COPY,
  CONTACT_PATH,
  EMERGENCY_SERVICES_HREF,
  EMERGENCY_SERVICES_NUMBER,
  REGIONS,
  telHref,
} from '@tod/domain/facts';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageIntro } from '../components/page/PageIntro.tsx';
import { pageMeta } from '../lib/seo/pageMeta.ts';
import { pageFor } from '../lib/site/pages.ts';
import { readConfirmation } from '../lib/site/readConfirmation.ts';
import { useSiteRegion } from '../lib/site/SiteRegionContext.tsx';
import { useHydrated } from '../lib/site/useHydrated.ts';

export const meta = () => pageMeta(pageFor('/confirmation'), { noindex: true });

/**
 * After a contact request: shows the request back (SPEC §7's fields, carried in the history state rather
 * than the address: decision 0252) with its region's phone; an emergency gets 'call now'. A link that no
 * request of this tab led to says nothing was received (issue 23 point 11). The prerendered page can't
 * know which, so it shows a neutral heading.
 */
export default function Confirmation() {
  const hydrated = useHydrated();
  return (
    <div className="container page">
      {hydrated ? <ConfirmationContent /> : <PageIntro title={CONFIRMATION_COPY.pendingTitle} />}
      <p>
        <Link to="/">Back to the home page</Link> · <Link to="/services">Our services</Link>
      </p>
    </div>
  );
}

function ConfirmationContent() {
  const [search] = useSearchParams();
  const { state } = useLocation();
  const request = readConfirmation(search, state);
  if (!request) return <NothingReceived />;
  return (
    <>
      <PageIntro title={CONFIRMATION_COPY.receivedTitle} />
      <RequestSummary request={request} />
    </>
  );
}

function NothingReceived() {
  const { region } = useSiteRegion();
  return (
    <>
      <PageIntro title={CONFIRMATION_COPY.notReceivedTitle} />
      <p>{CONFIRMATION_COPY.notReceivedBody}</p>
      <p className="button-row">
        <Link className="button button--primary" to={CONTACT_PATH}>
          {CONFIRMATION_COPY.notReceivedFormLink}
        </Link>
        <span>{CONFIRMATION_COPY.notReceivedCall}</span>
        <a className="button button--ghost" href={telHref(region.phone)}>
          {region.phone}
        </a>
      </p>
    </>
  );
}

function RequestSummary({ request }: { request: ConfirmationSummary }) {
  const phone = REGIONS[request.region].phone;
  const emergency = request.isEmergency === 'Yes';
  const place = [request.city, request.state].filter(Boolean).join(', ');
  return (
    <>
      {emergency ? (
        <section className="notice notice--urgent" aria-labelledby="confirmation-emergency">
          <h2 id="confirmation-emergency">This is an emergency: call us now</h2>
          <p>
            {CONTACT_FORM_COPY.emergencyDanger} <a href={EMERGENCY_SERVICES_HREF}>{EMERGENCY_SERVICES_NUMBER}</a> first.
          </p>
          <p>
            Messages are read in order. For a door stuck open, off its track or with a broken spring or cable, phone us now and mention
            reference {request.submissionId}:{' '}
            <a className="button button--primary" href={telHref(phone)}>
              Call {phone}
            </a>
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
            Our team will contact you soon, usually the same business day. Need us sooner? Call <a href={telHref(phone)}>{phone}</a>.
          </p>
        ) : null}
      </section>
    </>
  );
}
