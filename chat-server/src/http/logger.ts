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

/** Only the path: query strings can carry personal data (e.g. /confirmation?name=…). */
function pathOnly(url: string | undefined): string {
  return (url ?? '').split('?')[0] ?? '';
}

/** One line per request: method, path, status, time. No bodies, query strings or headers. */
export function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, path: pathOnly(req.url) }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  }) as unknown as RequestHandler;
}
