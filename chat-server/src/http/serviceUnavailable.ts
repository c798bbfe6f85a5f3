import { ERROR_CODES } from '@tod/domain/contracts';
import { ERROR_MESSAGES } from './errorMessages.ts';
import { HttpError } from './httpError.ts';

/**
 * Every 503 says when to try again (docs/api.md): storage outages are short (a restart, a failover) and the
 * storage breaker notices the database back within a second of it answering.
 */
export const UNAVAILABLE_RETRY_AFTER = { 'Retry-After': '5' } as const;

/** 503 service_unavailable with Retry-After: the answer to a request whose storage is unreachable. */
export function serviceUnavailable(): HttpError {
  return new HttpError(503, ERROR_CODES.unavailable, ERROR_MESSAGES.unavailable, UNAVAILABLE_RETRY_AFTER);
}
