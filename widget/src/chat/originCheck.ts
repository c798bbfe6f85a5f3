import type { ErrorCode } from '@tod/domain/contracts';

/** ERROR_CODES.originNotAllowed, typed against the contract (importing the value would pull zod into the widget). */
const ORIGIN_NOT_ALLOWED: ErrorCode = 'origin_not_allowed';

/** 'refused': the chat server answered that this page's origin may not use it. */
export type OriginStatus = 'pending' | 'allowed' | 'refused' | 'unknown';

/**
 * Asks the chat server, once when the widget starts, whether this page's origin may use it
 * (issue 18.4). `GET /api/health` is a simple request (no preflight); the server answers a refused
 * origin with 403 origin_not_allowed and an Access-Control-Allow-Origin header, so the refusal is
 * readable. Anything else (network down, other statuses) is 'unknown': the chat stays on and a send
 * shows its own error.
 */
export async function checkOrigin(apiBase: string, fetchImpl: typeof fetch, signal?: AbortSignal): Promise<OriginStatus> {
  try {
    const response = await fetchImpl(`${apiBase}/api/health`, { credentials: 'omit', ...(signal ? { signal } : {}) });
    if (response.ok) return 'allowed';
    if (response.status !== 403) return 'unknown';
    const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
    return body?.code === ORIGIN_NOT_ALLOWED ? 'refused' : 'unknown';
  } catch {
    return 'unknown';
  }
}
