import { timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@tod/domain/contracts';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/httpError.ts';
import type { Queryable } from '../store/database.ts';
import { resolveSession, SESSION_ABSOLUTE_MS, type StaffSessionRecord } from './sessions.ts';

export const SESSION_COOKIE = 'tod_admin';
/**
 * A readable cookie without any secret, set beside the session: the inbox page asks who is signed in only
 * when it is there, so a signed-out visit to /admin makes no request that answers 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'tod_admin_signed_in';
export const CSRF_HEADER = 'x-csrf-token';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** `Secure` everywhere except plain-HTTP localhost, where a browser would drop a Secure cookie. */
function cookieOptions(req: Request): CookieOptions {
  const plainLocalhost = req.protocol === 'http' && LOCAL_HOSTS.has(req.hostname);
  return { httpOnly: true, secure: !plainLocalhost, sameSite: 'strict', path: '/' };
}

export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: SESSION_ABSOLUTE_MS });
  res.cookie(SIGNED_IN_HINT_COOKIE, '1', { ...cookieOptions(req), httpOnly: false, maxAge: SESSION_ABSOLUTE_MS });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
  res.clearCookie(SIGNED_IN_HINT_COOKIE, { ...cookieOptions(req), httpOnly: false });
}

/** The session token the request carries, if any (no cookie-parser: this is the one cookie read). */
export function sessionToken(req: Request): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(index + 1).trim();
    return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
  }
  return undefined;
}

export function unauthenticated(): HttpError {
  return new HttpError(401, ERROR_CODES.unauthenticated, 'Please sign in.');
}

export function forbidden(message = 'You do not have access to this.'): HttpError {
  return new HttpError(403, ERROR_CODES.forbidden, message);
}

/** The session that requireStaff found (set on res.locals). */
export function staffOf(res: Response): StaffSessionRecord {
  const session = res.locals.staffSession as StaffSessionRecord | undefined;
  if (!session) throw unauthenticated();
  return session;
}

/** 401 without a live session; the session is left on res.locals for the handlers. */
export function requireStaff(deps: { database: Queryable; clock: Clock }): RequestHandler {
  return async (req, res, next) => {
    const token = sessionToken(req);
    const session = token ? await resolveSession(deps.database, token, deps.clock.now()) : undefined;
    if (!session) throw unauthenticated();
    res.locals.staffSession = session;
    // Inbox data is never stored by a browser's or a proxy's cache.
    res.set('Cache-Control', 'no-store');
    next();
  };
}

/** The request's own origin as the browser sees it (honours 'trust proxy' for the scheme). */
function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? ''}`;
}

/** 403 unless a state-changing request comes from this site's own origin. */
export function requireSameOrigin(req: Request): void {
  if (req.get('origin') !== ownOrigin(req)) throw new HttpError(403, ERROR_CODES.csrf, 'This request must come from the inbox itself.');
}

/** Same origin and the session's CSRF token, for every method that changes something. */
export const requireCsrf: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  requireSameOrigin(req);
  if (!sameToken(req.get(CSRF_HEADER), staffOf(res).csrfToken))
    throw new HttpError(403, ERROR_CODES.csrf, 'This request must come from the inbox itself.');
  next();
};

/** Constant-time comparison of two tokens. */
function sameToken(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}
