import { type ConfirmationSummary, confirmationQuerySchema, confirmationSummarySchema } from '@tod/domain/contracts';
import { receivedRequestNamed } from './receivedRequest.ts';

/**
 * The request /confirmation shows: the one the contact form left in this history entry's state, when it is
 * the request the address names (decision 0082). Null for a link without that state (typed, shared, forged
 * or opened in another tab), a state about another request, or one the shared schema does not accept.
 */
export function readConfirmation(search: URLSearchParams, state: unknown): ConfirmationSummary | null {
  const query = confirmationQuerySchema.safeParse(Object.fromEntries(search));
  if (!query.success || !receivedRequestNamed(state, query.data.submissionId)) return null;
  const summary = confirmationSummarySchema.safeParse((state as { receivedRequest: unknown }).receivedRequest);
  return summary.success ? summary.data : null;
}
