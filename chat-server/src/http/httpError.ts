import type { ErrorCode } from '@tod/domain/contracts';

/** The one error class of the API: a status, a code and a message safe to show a visitor. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}
