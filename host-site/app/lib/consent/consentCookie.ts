import { CONSENT_COOKIE } from '@tod/domain/facts';
import type { ConsentChoice } from './consentRules.ts';

const VALUES = { accepted: true, essential: false } as const;

/** The choice stored in the consent cookie, from a document.cookie string. */
export function readConsentCookie(cookies: string): ConsentChoice {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CONSENT_COOKIE.name) continue;
    const value = rest.join('=').trim();
    return value in VALUES ? VALUES[value as keyof typeof VALUES] : null;
  }
  return null;
}

/** A Set-Cookie style string for document.cookie; Secure on https. */
export function consentCookieString(choice: boolean, secure: boolean): string {
  const maxAge = CONSENT_COOKIE.maxAgeDays * 24 * 60 * 60;
  return `${CONSENT_COOKIE.name}=${choice ? 'accepted' : 'essential'}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearConsentCookieString(): string {
  return `${CONSENT_COOKIE.name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
