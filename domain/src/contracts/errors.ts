import { z } from 'zod';
import { LIVE_ERROR_CODES } from '../liveFacts.ts';

/** Every error response of the API (DESIGN §3). `message` is safe to show a visitor. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The error codes the API uses. */
export const ERROR_CODES = {
  validation: 'validation_failed',
  malformedJson: 'malformed_json',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  notFound: 'not_found',
  rateLimited: 'rate_limited',
  originNotAllowed: 'origin_not_allowed',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
  conversationLimit: 'conversation_limit',
  escalationLimit: 'escalation_limit',
  /** A contact submission reused the `submissionId` of another with different content (409). */
  submissionConflict: 'submission_conflict',
  /** A service the server forwards to (the reverse geocoder) failed or answered nonsense. */
  upstreamFailed: 'upstream_failed',
  /** A service the server forwards to did not answer in time. */
  upstreamTimeout: 'upstream_timeout',
  /** The office inbox (contracts/admin.ts): wrong email or password, no session, outside one's role or regions, a failed CSRF check. */
  invalidCredentials: 'invalid_credentials',
  /** The right password of a disabled account (decision 0426): only someone who knows it is told. */
  accountDisabled: 'account_disabled',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  csrf: 'csrf_failed',
  /** The live hand-off (contracts/live.ts, LIVE_ERROR_CODES). */
  liveTaken: LIVE_ERROR_CODES.taken,
  liveNotJoined: LIVE_ERROR_CODES.notJoined,
  liveUnavailable: LIVE_ERROR_CODES.unavailable,
  liveVisitorLeft: LIVE_ERROR_CODES.visitorLeft,
  liveBadToken: LIVE_ERROR_CODES.badToken,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** One message per field, the first problem of each, from a zod error (paths joined by '.'). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}
