import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { type Logger, type LoggerOptions, pino } from 'pino';
import { pinoHttp } from 'pino-http';

/**
 * Paths never logged even if someone passes them in a log object: visitor text, phones, emails,
 * names, and request bodies/headers that may carry them.
 */
export const REDACTED_PATHS = [
  'body',
  'req.body',
  'req.headers',
  'req.query',
  'res.headers',
  '*.content',
  '*.phone',
  '*.email',
  'message',
  'content',
  'phone',
  'email',
  'name',
  'fullName',
  'streetAddress',
  'address',
  'text',
  'html',
  'to',
];

export function createLogger(level: LoggerOptions['level'] = 'info', destination?: pino.DestinationStream): Logger {
  const options: LoggerOptions = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * What a log keeps of a chat session id: a short hash (issue 37.5). The id alone does not open a session's
 * data, but a log line must not hand it out; the hash still ties one session's lines together.
 */
export function sessionIdHash(sessionId: string): string {
  return `s_${createHash('sha256').update(sessionId).digest('hex').slice(0, 16)}`;
}

/** The live routes name the session in the path: /api/live/<sessionId>/… */
const LIVE_SESSION_PATH = /^(\/api\/live\/)([^/?#]+)/;

/**
 * The path a log line keeps: no query string (it can carry personal data, e.g. /confirmation?name=…, or a
 * live stream's ?token=), and a session id in it replaced by its hash.
 */
export function loggedPath(url: string | undefined): string {
  const path = (url ?? '').split('?')[0] ?? '';
  return path.replace(LIVE_SESSION_PATH, (_, prefix: string, sessionId: string) => `${prefix}${sessionIdHash(sessionId)}`);
}

/** One line per request: method, path (session ids hashed), status, time. No bodies, query strings or headers. */
export function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, path: loggedPath(req.url) }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  }) as unknown as RequestHandler;
}
