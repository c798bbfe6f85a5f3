import type { RequestHandler } from 'express';
import { z } from 'zod';
import { wellFormed } from './wellFormed.ts';

/** Any C0/C1 control or format character (NUL, DEL, bidi overrides, zero-width marks…). */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;

const idField = z
  .string()
  .refine((value) => !CONTROL_OR_FORMAT.test(value), 'must not contain control characters')
  .optional();

/** The ids that key limiters and idempotency: refused when they hold a control character, never repaired. */
const idFieldsSchema = z.looseObject({ sessionId: idField, submissionId: idField });

/**
 * Runs right after the JSON parser, before every limiter and route: ids with a control character are
 * refused (400 validation_failed via the ZodError), and the rest of the body is made storable
 * (wellFormed). Limiters and routes then read the same values, so an id cannot be one thing to a
 * limiter ("abc\u0000", skipped as invalid) and another to the route ("abc", after NUL stripping).
 * @example app.use('/api', express.json(), normalizeBody())
 */
export function normalizeBody(): RequestHandler {
  return (req, _res, next) => {
    const body: unknown = req.body;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) idFieldsSchema.parse(body);
    if (body !== undefined) req.body = wellFormed(body);
    next();
  };
}
