import { EMERGENCY_SERVICES_HREF, telHref } from '@tod/domain/facts';

export type TextPart = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

// http(s) URLs, US phone numbers like (503) 555-0142, 503-555-0142, 1-888-555-0199, and other numbers whole
// ($1,911.50, 911-5), of which only 911 itself becomes a link.
const PATTERN = /(https?:\/\/[^\s<>"']+)|((?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4})(?!\d)|\$?\b\d+(?:[.,-]\d+)*\b/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/**
 * Splits assistant text into plain text and safe links: only http(s) and tel: hrefs are produced,
 * and the caller renders every part as text, never as HTML.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    let value = match[0];
    let href: string | undefined;
    const start = match.index ?? 0;
    if (match[1]) {
      value = value.replace(TRAILING_PUNCTUATION, '');
      href = safeHttpUrl(value);
    } else if (match[2]) {
      href = telHref(value);
    } else if (value === '911') {
      href = EMERGENCY_SERVICES_HREF;
    }
    if (!href) continue;
    if (start > last) parts.push({ type: 'text', text: text.slice(last, start) });
    parts.push({ type: 'link', text: value, href });
    last = start + value.length;
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) });
  return parts;
}

function safeHttpUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
