/** DEPLOYMENT: phone numbers (the SPEC leaves them open; fictional 555-01xx numbers). The toll-free line. */
export const TOLL_FREE_PHONE = '(888) 555-0199';

/** The emergency number (fire, police, ambulance) in every state the company serves, and its tel: link. */
export const EMERGENCY_SERVICES_NUMBER = '911';
export const EMERGENCY_SERVICES_HREF = `tel:${EMERGENCY_SERVICES_NUMBER}`;

/** Digits of a US phone number as written for people, e.g. '(503) 555-0142' → '5035550142'. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** A tel: link for a US phone number: 'tel:+15035550142'. */
export function telHref(phone: string): string {
  return `tel:+1${phoneDigits(phone)}`;
}

/** E.164 for structured data: '+1-503-555-0142'. */
export function phoneForSchema(phone: string): string {
  const d = phoneDigits(phone);
  return `+1-${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}
