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
 * CORS allow-list for the API. Requests without Origin (curl, servers) and same-origin requests pass.
 * A browser request from any other origin is refused with 403 origin_not_allowed; its preflight is
 * answered (without doing anything) and the refusal carries Access-Control-Allow-Origin, so that the
 * widget on a page that is not allowed can read the refusal and show it, instead of a bare network
 * error. The refusal itself holds no data and nothing is done for such a request.
 */
export function corsAllowList(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  const applyCors = cors({
    origin: true,
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    // Authorization: the live hand-off's stream sends the session token as a Bearer token (issue 17).
    allowedHeaders: ['Content-Type', 'Accept', 'Last-Event-ID', 'Authorization'],
    maxAge: 600,
  });
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin === undefined || allowed.has(origin) || origin === ownOrigin(req)) {
      applyCors(req, res, next);
      return;
    }
    res.vary('Origin');
    res.set('Access-Control-Allow-Origin', origin);
    if (req.method === 'OPTIONS') {
      res.set('Access-Control-Allow-Methods', 'POST');
      res.set('Access-Control-Allow-Headers', 'Content-Type, Accept');
      res.status(204).end();
      return;
    }
    next(new HttpError(403, ERROR_CODES.originNotAllowed, ERROR_MESSAGES.originNotAllowed));
  };
}
