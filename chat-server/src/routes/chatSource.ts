import type { Request } from 'express';

/** The longest source kept (the page context alone is at most 200 characters). */
const SOURCE_MAX_CHARS = 300;

/** An http(s) address's origin and path, without its query and fragment (they can hold a visitor's data). */
function pageOf(address: string | undefined, withPath: boolean): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return withPath ? `${url.origin}${url.pathname}` : url.origin;
  } catch {
    return undefined;
  }
}

/**
 * Where a chat request comes from, for the office (issue 16: "the page or partner origin it came from"):
 * the page (Referer, which browsers cut to the origin on a partner's site) or else the Origin header, and
 * the partner's page description (`context.pageContext`). Undefined when the request tells neither.
 * @example chatSource(req, 'Showroom: Modern Steel') // 'https://partner.example · Showroom: Modern Steel'
 */
export function chatSource(req: Pick<Request, 'get'>, pageContext: string | undefined): string | undefined {
  const page = pageOf(req.get('referer'), true) ?? pageOf(req.get('origin'), false);
  const parts = [page, pageContext?.trim()].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ').slice(0, SOURCE_MAX_CHARS) : undefined;
}
