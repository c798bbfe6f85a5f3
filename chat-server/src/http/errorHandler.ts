import { ERROR_CODES, type ErrorBody, fieldErrorsOf } from '@tod/domain/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { isStorageUnavailable } from '../store/storageUnavailable.ts';
import { ERROR_MESSAGES } from './errorMessages.ts';
import { HttpError } from './httpError.ts';
import { loggedPath } from './logger.ts';
import { serviceUnavailable, UNAVAILABLE_RETRY_AFTER } from './serviceUnavailable.ts';

/** body-parser's errors carry a `type`; mapped here so the answer keeps the API's error shape. */
interface BodyParserError {
  type?: string;
  status?: number;
  /** http-errors sets it on every 4xx: the client's fault, safe to report. */
  expose?: boolean;
}

function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const type = (error as BodyParserError | null)?.type;
  if (type === 'entity.parse.failed') return new HttpError(400, ERROR_CODES.malformedJson, ERROR_MESSAGES.malformedJson);
  if (type === 'entity.too.large') return new HttpError(413, ERROR_CODES.payloadTooLarge, ERROR_MESSAGES.payloadTooLarge);
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return new HttpError(415, ERROR_CODES.unsupportedMediaType, ERROR_MESSAGES.unsupportedMediaType);
  }
  if ((error as BodyParserError | null)?.status === 404) return new HttpError(404, ERROR_CODES.notFound, ERROR_MESSAGES.notFound);
  if (type === 'request.aborted') return new HttpError(400, ERROR_CODES.malformedJson, ERROR_MESSAGES.malformedJson);
  if (isClientBodyError(error)) return new HttpError(400, ERROR_CODES.malformedJson, ERROR_MESSAGES.malformedJson);
  if (isStorageUnavailable(error)) return serviceUnavailable();
  return undefined;
}

/**
 * Any other 4xx the body parser raises: a corrupt gzip, deflate or brotli body (a zlib error it wraps
 * with status 400 and no type), a body shorter than its Content-Length. The client's fault, never a 500.
 */
function isClientBodyError(error: unknown): boolean {
  const { status, expose } = (error as BodyParserError | null) ?? {};
  return expose === true && typeof status === 'number' && status >= 400 && status < 500;
}

/** The one central error handler: ZodError → 400 with fieldErrors, HttpError → its status, else a logged 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    let status: number;
    let body: ErrorBody;
    if (error instanceof ZodError) {
      status = 400;
      body = { message: ERROR_MESSAGES.validation, code: ERROR_CODES.validation, fieldErrors: fieldErrorsOf(error) };
    } else {
      const httpError = toHttpError(error);
      if (httpError) {
        status = httpError.status;
        body = { message: httpError.message, code: httpError.code };
        // A 503 without Retry-After would break docs/api.md's promise, whoever raised it.
        res.set(status === 503 ? { ...UNAVAILABLE_RETRY_AFTER, ...httpError.headers } : httpError.headers);
      } else {
        status = 500;
        body = { message: ERROR_MESSAGES.internal, code: ERROR_CODES.internal };
        logger.error({ err: error, method: req.method, path: loggedPath(req.originalUrl) }, 'unhandled error');
      }
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(status).json(body);
  };
}

/** JSON 404 for any /api route nobody answered. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new HttpError(404, ERROR_CODES.notFound, ERROR_MESSAGES.notFound));
};
