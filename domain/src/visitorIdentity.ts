import { phoneDigits } from './phones.ts';

/**
 * What a partner page may tell the chat about its visitor (`TOD.identify()`), so the assistant does not
 * ask again. Zod-free, so the widget checks it in the browser; the wire schema in
 * contracts/visitorIdentity.ts applies the same rules on the server.
 */
export interface VisitorIdentity {
  name?: string;
  phone?: string;
  city?: string;
  zip?: string;
}

export const VISITOR_IDENTITY_FIELDS = ['name', 'phone', 'city', 'zip'] as const;
export type VisitorIdentityField = (typeof VISITOR_IDENTITY_FIELDS)[number];

/** The rule of each field: a test of the trimmed text and what is expected, for error messages. */
export const VISITOR_IDENTITY_RULES: Record<VisitorIdentityField, { test(value: string): boolean; expected: string }> = {
  name: { test: (value) => value.length >= 2 && value.length <= 100 && !/[<>{}\d]/.test(value), expected: 'a name of 2 to 100 letters' },
  phone: {
    test: (value) => /^[\d\s()+.-]{10,20}$/.test(value) && phoneDigits(value).length === 10,
    expected: 'a 10-digit US phone number',
  },
  city: { test: (value) => value.length >= 2 && value.length <= 100 && !/[<>{}]/.test(value), expected: 'a city of 2 to 100 characters' },
  zip: { test: (value) => /^\d{5}$/.test(value), expected: 'a 5-digit ZIP code' },
};

/** The outcome of checking an identity: the valid fields, trimmed, and one message per field left out. */
export interface VisitorIdentityCheck {
  identity: VisitorIdentity;
  problems: string[];
}

/** Checks each known field; an invalid or unknown field is left out and named in `problems` (never its value). */
export function checkVisitorIdentity(input: unknown): VisitorIdentityCheck {
  const identity: VisitorIdentity = {};
  const problems: string[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { identity, problems: ['expected an object with name, phone, city or zip'] };
  }
  for (const [field, raw] of Object.entries(input)) {
    if (!(VISITOR_IDENTITY_FIELDS as readonly string[]).includes(field)) {
      problems.push(`${field}: not a known field (name, phone, city, zip)`);
      continue;
    }
    if (raw === undefined) continue;
    const rule = VISITOR_IDENTITY_RULES[field as VisitorIdentityField];
    const value = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
    if (rule.test(value)) identity[field as VisitorIdentityField] = value;
    else problems.push(`${field}: expected ${rule.expected}`);
  }
  return { identity, problems };
}
