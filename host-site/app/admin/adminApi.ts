import type { ErrorBody } from '@tod/domain/contracts';

/** An error answer of /api/admin: its status, the API's code, its message and field errors (safe to show). */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * What to tell the office about a failed request: the first field error when the API named one (every form
 * of the inbox sends one field the office typed), else the message.
 */
export function errorText(error: Error): string {
  if (!(error instanceof AdminApiError)) return error.message;
  return Object.values(error.fieldErrors)[0] ?? error.message;
}

let csrfToken: string | undefined;

/** The session's CSRF token, sent with every request that changes something. */
export function setCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

/**
 * One call to the inbox API: same-origin with the session cookie; JSON in and out.
 * @throws AdminApiError for every error answer (a network failure keeps fetch's own TypeError)
 */
export async function adminFetch<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; body?: unknown; keepalive?: boolean } = {},
): Promise<T> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    keepalive: init.keepalive ?? false,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => undefined)) as (ErrorBody & T) | undefined;
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new AdminApiError(
      response.status,
      body?.code ?? 'unknown',
      body?.message ?? 'Something went wrong. Please try again.',
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      body?.fieldErrors,
    );
  }
  return body as T;
}

/** The query string of the list's filters, without empty values. */
export function filterQuery(filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
