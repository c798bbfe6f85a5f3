import type { ConfirmationSummary } from '@tod/domain/contracts';
import { isServiceRegionKey, type ServiceRegionKey } from '@tod/domain/facts';

/**
 * What the contact form hands /confirmation in the history entry's state after the server took a request.
 * A typed or shared link has no such state, so it can't make the page claim a request was received.
 */
export interface ReceivedRequest {
  submissionId: string;
  /** The request's service region: the confirmation shows that region's phone. */
  region: ServiceRegionKey;
}

/**
 * The navigation state the contact form sets when it goes to /confirmation: the request's reference and
 * region, and what the page shows back. Not the address: personal data there ends up in logs, history and
 * analytics (decision 0252). History state survives a reload and Back/Forward in the same tab.
 */
export function receivedRequestState(request: ConfirmationSummary): { receivedRequest: ConfirmationSummary } {
  const { submissionId, region, name, requestType, city, state, isEmergency } = request;
  return { receivedRequest: { submissionId, region, name, requestType, city, state, isEmergency } };
}

/**
 * The request this history entry received when it is the one `submissionId` names, without reading the
 * whole state: the site frame uses it to show the request's region in the header and footer (issue 23
 * point 7) and must not load the contracts' schemas for it.
 */
export function receivedRequestNamed(state: unknown, submissionId: string | null): ReceivedRequest | null {
  if (!submissionId || typeof state !== 'object' || state === null) return null;
  const candidate = (state as { receivedRequest?: unknown }).receivedRequest;
  if (typeof candidate !== 'object' || candidate === null) return null;
  const { submissionId: received, region } = candidate as Record<string, unknown>;
  if (received !== submissionId || !isServiceRegionKey(region)) return null;
  return { submissionId, region };
}
