import type { ContactFormValues, ContactSubmission } from '@tod/domain/contracts';
import { CONFIRMATION_PATH, deriveServiceRegion, newSubmissionId, type ServiceRegionKey } from '@tod/domain/facts';
import { receivedRequestState } from '../../lib/site/receivedRequest.ts';

/** What the browser knows besides the fields (SPEC §3); passed in so the builder stays pure. */
export interface SubmissionContext {
  now: Date;
  /** 0 ≤ random < 1, for the submission id. */
  random: number;
  /** The region the site showed when the form was sent; used when the request's own address is outside every region. */
  region: ServiceRegionKey;
  /** Where the form sits: 'contact-page' or 'footer'. */
  sourcePage: string;
  pathname: string;
  userAgent: string;
  browserInfo: { language: string; platform: string; screenSize: string; timeZone: string };
}

/** The SPEC §3 submission from the form's values: fullName, contactReason, postalCode, the combined address and the context. */
export function buildContactSubmission(values: ContactFormValues, context: SubmissionContext): ContactSubmission {
  const isEmergency = values.isEmergency === 'yes';
  const name = values.name.trim();
  const streetAddress = values.streetAddress.trim();
  const city = values.city.trim();
  const postalCode = values.zipCode.trim();
  return {
    submissionId: newSubmissionId(context.now.getTime(), context.random),
    name,
    fullName: name,
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
    streetAddress,
    city,
    state: values.state,
    postalCode,
    address: `${streetAddress}, ${city}, ${values.state} ${postalCode}`,
    userType: values.userType,
    isEmergency: isEmergency ? 'Yes' : 'No',
    serviceType: values.serviceType,
    contactReason: values.serviceType,
    // An emergency has no preferred slot: the office calls back at once.
    preferredDate: isEmergency ? '' : (values.preferredDate ?? ''),
    preferredTime: isEmergency ? 'asap' : values.preferredTime,
    requestType: values.requestType,
    region: requestRegion(city, values.state, context.region),
    sourcePage: context.sourcePage,
    pathname: context.pathname,
    submissionDate: context.now.toISOString(),
    userAgent: context.userAgent.slice(0, 500),
    browserInfo: context.browserInfo,
    website: values.website ?? '',
  };
}

/**
 * The service region a request is for: the one its address lies in, so the office and the confirmation page
 * use the number of the place the technician goes to; the site's region when the address is in none.
 */
export function requestRegion(city: string, state: string, siteRegion: ServiceRegionKey): ServiceRegionKey {
  const fromAddress = deriveServiceRegion({ city, state });
  return fromAddress === 'nationwide' ? siteRegion : fromAddress;
}

/**
 * /confirmation with the request's reference only: the name, place and the rest go in the history state
 * (`confirmationState`), since personal data in an address ends up in logs, history and analytics (decision 0252).
 */
export function confirmationHref(submission: ContactSubmission): string {
  return `${CONFIRMATION_PATH}?${new URLSearchParams({ submissionId: submission.submissionId })}`;
}

/** The history state /confirmation reads: SPEC §7's fields and the request's region (else the site's). */
export function confirmationState(submission: ContactSubmission, siteRegion: ServiceRegionKey) {
  return receivedRequestState({ ...submission, region: submission.region ?? siteRegion });
}

/** The browser's side of the context, read at submit time. */
export function browserContext(): Pick<SubmissionContext, 'userAgent' | 'browserInfo'> {
  return {
    userAgent: navigator.userAgent,
    browserInfo: {
      language: navigator.language,
      // navigator.platform is deprecated but still the only cross-browser source; userAgentData is Chromium-only.
      platform: navigator.platform,
      screenSize: `${window.screen.width}x${window.screen.height}`,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
  };
}
