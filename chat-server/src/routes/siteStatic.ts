import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import { contentSecurityPolicy, inlineScriptHashes } from '../http/securityHeaders.ts';
import { staticCompression } from '../http/staticCompression.ts';

/** Lets the site rewrite each HTML page before it is sent (e.g. geo meta tags). */
export type HtmlTransform = (html: string, req: Request) => string | Promise<string>;

export interface SiteStaticOptions {
  /** React Router prerender output: `<route>/index.html`, `404.html`, `__spa-fallback.html`, assets. */
  siteDir: string;
  htmlTransform?: HtmlTransform | undefined;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED_FILE = /[-.][A-Za-z0-9_-]{8,}\.(?:m?js|css|woff2?|png|jpe?g|webp|avif|svg)$/;

/**
 * Serves the built site: a route's prerendered HTML, /admin/* → the SPA fallback (200), anything
 * else unknown → 404.html with status 404. A missing build leaves every path to the JSON/plain 404.
 */
export function siteStaticRoutes(options: SiteStaticOptions): Router {
  const router = Router();
  router.use(staticCompression());
  // HTML asked for by file name still goes through the transform and gets its CSP hashes.
  router.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.endsWith('.html')) return next();
    const filePath = safeFilePath(options.siteDir, req.path);
    if (filePath && (await isFile(filePath))) return sendHtml(options, req, res, filePath, 200);
    next();
  });
  router.use(
    express.static(options.siteDir, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      extensions: false,
      setHeaders: (res, path) => {
        if (path.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
        else if (path.includes(`${sep}assets${sep}`) || HASHED_FILE.test(path)) res.setHeader('Cache-Control', IMMUTABLE);
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    const pagePath = routeHtmlPath(options.siteDir, req.path);
    if (pagePath && (await isFile(pagePath))) return sendHtml(options, req, res, pagePath, 200);
    if (req.path === '/admin' || req.path.startsWith('/admin/')) {
      const fallback = join(options.siteDir, '__spa-fallback.html');
      if (await isFile(fallback)) return sendHtml(options, req, res, fallback, 200);
    }
    const notFound = join(options.siteDir, '404.html');
    if (await isFile(notFound)) return sendHtml(options, req, res, notFound, 404);
    next();
  });
  return router;
}

/** `/a/b` or `/a/b/` → `<root>/a/b/index.html`; `/` → `<root>/index.html`; nothing outside the root. */
export function routeHtmlPath(root: string, urlPath: string): string | undefined {
  const directory = safeFilePath(root, urlPath);
  return directory === undefined ? undefined : join(directory, 'index.html');
}

/** The file a URL path names inside root, or undefined for escapes, dot segments and bad encoding. */
export function safeFilePath(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  const candidate = normalize(join(root, decoded));
  const rootWithSep = root.endsWith(sep) ? root : root + sep;
  return candidate === root || candidate.startsWith(rootWithSep) ? candidate : undefined;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function sendHtml(options: SiteStaticOptions, req: Request, res: Response, path: string, status: number): Promise<void> {
  const raw = await readFile(path, 'utf8');
  const html = options.htmlTransform ? await options.htmlTransform(raw, req) : raw;
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) }),
    })
    .send(html);
}
