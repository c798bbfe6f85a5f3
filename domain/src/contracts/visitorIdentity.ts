import { z } from 'zod';
import { VISITOR_IDENTITY_RULES, type VisitorIdentityField } from '../visitorIdentity.ts';

const field = (name: VisitorIdentityField) =>
  z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, ' '))
    .refine(VISITOR_IDENTITY_RULES[name].test, `${name} must be ${VISITOR_IDENTITY_RULES[name].expected}`);

/**
 * `context.visitor` of a chat request: what the partner page told the widget with `TOD.identify()`.
 * The same rules as the widget's check (visitorIdentity.ts), so what the widget sends always passes.
 */
export const visitorIdentitySchema = z.object({
  name: field('name').optional(),
  phone: field('phone').optional(),
  city: field('city').optional(),
  zip: field('zip').optional(),
});

/** `context.pageContext`: the partner's short page description, for the office; never assistant instructions. */
export const pageContextSchema = z.string().trim().max(200);
