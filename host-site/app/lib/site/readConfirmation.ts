import { type ConfirmationQuery, confirmationQuerySchema } from '@tod/domain/contracts';

/** The /confirmation query string (SPEC §7) as the shared schema reads it; null when it is missing or malformed. */
export function readConfirmation(search: URLSearchParams): ConfirmationQuery | null {
  const parsed = confirmationQuerySchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : null;
}
