import { describe, expect, it } from 'vitest';
import { clearConsentCookieString, consentCookieString, readConsentCookie } from './consentCookie.ts';

describe('consent cookie', () => {
  it('reads accepted, essential and undecided', () => {
    expect(readConsentCookie('a=1; cookie_consent=accepted; b=2')).toBe(true);
    expect(readConsentCookie('cookie_consent=essential')).toBe(false);
    expect(readConsentCookie('a=1')).toBeNull();
    expect(readConsentCookie('cookie_consent=maybe')).toBeNull();
    expect(readConsentCookie('')).toBeNull();
  });

  it('writes a year-long, site-wide, Lax cookie, Secure on https', () => {
    expect(consentCookieString(true, true)).toBe('cookie_consent=accepted; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(consentCookieString(false, false)).toBe('cookie_consent=essential; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('clears the cookie', () => {
    expect(clearConsentCookieString()).toBe('cookie_consent=; Max-Age=0; Path=/; SameSite=Lax');
  });
});
