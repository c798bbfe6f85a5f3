import { ERROR_CODES } from '@tod/domain/contracts';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { ERROR_MESSAGES } from './errorMessages.ts';
import { HttpError } from './httpError.ts';
import { wellFormed } from './wellFormed.ts';

/**
 * Validates the JSON body with a schema and hands the parsed value to the handler; handlers never
 * read the raw body. A ZodError reaches the central handler (400 with fieldErrors).
 * @example router.post('/x', validateBody(xSchema, async (body, req, res) => { … }))
 */
export function validateBody<Schema extends z.ZodType>(
  schema: Schema,
  handler: (body: z.output<Schema>, req: Request, res: Response) => unknown,
): RequestHandler {
  return async (req, res) => {
    if (!req.is('application/json')) {
      throw new HttpError(415, ERROR_CODES.unsupportedMediaType, ERROR_MESSAGES.unsupportedMediaType);
    }
    const body = schema.parse(wellFormed(req.body));
    await handler(body, req, res);
  };
}
