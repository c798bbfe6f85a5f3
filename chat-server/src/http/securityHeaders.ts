import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

export interface ContentSecurityPolicyOptions {
  /** sha256 hashes ('sha256-…') of the inline scripts of the page being served. */
  scriptHashes?: readonly string[];
}

/** The tag manager loads only after consent (the site decides when); CSP just allows its hosts. */
const TAG_MANAGER_HOSTS = ['https://www.googletagmanager.com'];
const ANALYTICS_HOSTS = ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * The site's CSP directives. Inline scripts are allowed only by their hash (never 'unsafe-inline');
 * extend here (one place) when the site needs another source.
 */
export function contentSecurityPolicyDirectives(options: ContentSecurityPolicyOptions = {}): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`), ...TAG_MANAGER_HOSTS],
    'script-src-attr': ["'none'"],
    // React's style attributes and the consent banner's injected styles; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...TAG_MANAGER_HOSTS, ...ANALYTICS_HOSTS],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...TAG_MANAGER_HOSTS, ...ANALYTICS_HOSTS],
    'frame-src': ["'self'", ...TAG_MANAGER_HOSTS],
  };
}

export function contentSecurityPolicy(options: ContentSecurityPolicyOptions = {}): string {
  return Object.entries(contentSecurityPolicyDirectives(options))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** sha256 of every inline <script> (no src) of an HTML page, as CSP hash sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const content = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || content === '') continue;
    // JSON data blocks are not executed and need no hash, but hashing them does no harm.
    hashes.push(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/**
 * helmet with DESIGN §2's changes: referrer policy keeps the origin, CSP from the function above,
 * and Cross-Origin-Resource-Policy relaxed for /widget/* (set by the widget route).
 */
export function securityHeaders(): RequestHandler {
  const base = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives() },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // The embedding pages are partners' own; COEP would block their resources.
    crossOriginEmbedderPolicy: false,
    // Sent below only when the request came over TLS (directly or via a trusted proxy's X-Forwarded-Proto).
    strictTransportSecurity: false,
  });
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (req.secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    base(req, res, next);
  };
}

/** Geolocation for the site itself (region detection); nothing else, and no embedding page gets any. */
export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), display-capture=()';
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
