import { ERROR_CODES } from '@tod/domain/contracts';
import cors from 'cors';
import type { Request, RequestHandler } from 'express';
import { ERROR_MESSAGES } from './errorMessages.ts';
import { HttpError } from './httpError.ts';

/** The request's own origin as the browser sees it (honours 'trust proxy' for the scheme). */
function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? ''}`;
}

/**
 * CORS allow-list for the API. Requests without Origin (curl, servers) and same-origin requests pass;
 * a browser request from any other origin gets 403 origin_not_allowed, preflight included.
 */
export function corsAllowList(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  const applyCors = cors({
    origin: true,
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept', 'Last-Event-ID'],
    maxAge: 600,
  });
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin !== undefined && !allowed.has(origin) && origin !== ownOrigin(req)) {
      res.vary('Origin');
      next(new HttpError(403, ERROR_CODES.originNotAllowed, ERROR_MESSAGES.originNotAllowed));
      return;
    }
    applyCors(req, res, next);
  };
}
