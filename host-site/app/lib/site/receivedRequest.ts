import type { ConfirmationQuery } from '@tod/domain/contracts';
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

/** The navigation state the contact form sets when it goes to /confirmation. */
export function receivedRequestState(request: ReceivedRequest): { receivedRequest: ReceivedRequest } {
  return { receivedRequest: { submissionId: request.submissionId, region: request.region } };
}

/**
 * The request this history entry received, when its state holds one and it is the request the query
 * string names; null for a link without a request, a forged one, or a query about another request.
 */
export function receivedRequestFor(state: unknown, query: ConfirmationQuery | null): ReceivedRequest | null {
  return query ? receivedRequestNamed(state, query.submissionId) : null;
}

/**
 * The request this history entry received when it is the one `submissionId` names, without reading the
 * whole query: the site frame uses it to show the request's region in the header and footer (issue 23
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
