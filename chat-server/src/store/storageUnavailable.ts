const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
const CONNECTION_MESSAGES = [
  /PGlite is closed/i,
  /The database is closed/i,
  /The embedded database thread (stopped|failed)/i,
  /Connection terminated/i,
  /Cannot use a pool after calling end/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  // pg's query_timeout: the database did not answer a statement in time (a blackholed link).
  /Query read timeout/i,
];

/**
 * Storage is known to be unreachable (the database breaker is open, store/storageBreaker.ts): the request is
 * refused at once instead of waiting for a database that is away.
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  constructor(message = 'The database is unavailable', options?: ErrorOptions) {
    super(message, options);
  }
}

/**
 * Whether an error means the database cannot be reached or answer in time (as opposed to a bug): the request
 * then gets 503 service_unavailable with Retry-After, which the widget turns into its SPEC failure bubble.
 */
export function isStorageUnavailable(error: unknown): boolean {
  if (error instanceof StorageUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (CONNECTION_CODES.has(code)) return true;
    // SQLSTATE class 08 (connection exception), 57P01-57P03 (server shutting down / cannot connect now), 53300 (too many
    // connections), 57014 (statement cancelled: statement_timeout).
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300' || code === '57014') return true;
  }
  return typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}
