import type { ContactSubmission } from '@tod/domain/contracts';
import { CONTACT_FORM_COPY } from '@tod/domain/facts';

export const CONTACT_ENDPOINT = '/api/contact-form';

export type PostContactResult = { data: { submissionId: string } } | { error: { message: string; fieldErrors: Record<string, string> } };

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** POST /api/contact-form; a not-ok answer shows the server's message (SPEC §7, §8). */
export async function postContact(fetcher: typeof fetch, submission: ContactSubmission): Promise<PostContactResult> {
  let response: Response;
  try {
    response = await fetcher(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(submission),
    });
  } catch {
    return { error: { message: CONTACT_FORM_COPY.unexpectedError, fieldErrors: {} } };
  }
  const body = record(await response.json().catch(() => null));
  if (!response.ok) {
    const message = typeof body.message === 'string' && body.message.trim() ? body.message : CONTACT_FORM_COPY.serverFallbackError;
    const fieldErrors = Object.fromEntries(
      Object.entries(record(body.fieldErrors)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { error: { message, fieldErrors } };
  }
  return { data: { submissionId: typeof body.submissionId === 'string' ? body.submissionId : submission.submissionId } };
}
