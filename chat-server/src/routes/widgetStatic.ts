import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import express, { Router } from 'express';
import { staticCompression } from '../http/staticCompression.ts';

export interface WidgetStaticOptions {
  /** The widget build output: the current loader tod.js and its chunk, and one vX.Y.Z/ folder per release. */
  widgetDir: string;
}

const LOADER_CACHE = 'public, max-age=300';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Rollup's [name]-[hash] file names. */
const HASHED_FILE = /-[A-Za-z0-9_-]{8,}\.(?:m?js|css|map)$/;
/** A release folder of the build: dist/v1.4.0/. */
const RELEASE = /^v(\d+)\.(\d+)\.(\d+)$/;
/** A file in a release folder: /v1.1.0/tod.js. */
const RELEASED_FILE = /^\/(v\d+\.\d+\.\d+)\/([A-Za-z0-9_.-]+)$/;

/**
 * The widget bundle at /widget/ and /widget/v1/ (the moving release: the loader caches for 5 minutes)
 * and at /widget/vX.Y.Z/ (one release, every file cached for a year, so the loader can be pinned with
 * SRI). Partner pages load it from other origins, so it is CORS-open and cross-origin embeddable.
 * A loader cached before a release asks the moving URL for its own chunk, which the new build no
 * longer has at the top: that chunk is served from the release folder that holds it (decision 0070).
 */
export function widgetStaticRoutes(options: WidgetStaticOptions): Router {
  const router = Router();
  const serve = express.static(options.widgetDir, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    setHeaders: (res, path) => {
      const released = RELEASE.test(basename(dirname(path)));
      res.setHeader('Cache-Control', released || HASHED_FILE.test(basename(path)) ? IMMUTABLE : LOADER_CACHE);
    },
  });
  const crossOrigin: express.RequestHandler = (_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  };
  const releasedChunk: express.RequestHandler = (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !/^[A-Za-z0-9_.-]+$/.test(name) || !HASHED_FILE.test(name)) return next();
    const folder = releasesNewestFirst(options.widgetDir).find((release) => existsSync(join(options.widgetDir, release, name)));
    if (!folder) return next();
    res.sendFile(join(options.widgetDir, folder, name), { headers: { 'Cache-Control': IMMUTABLE } }, (error) => {
      if (error) next();
    });
  };
  // A retired release (decision 0380) is not served; its loader redirects to the release that replaces it.
  // Its module chunks are that release's, served at the retired URL (decision 0386): the loader imports the UI
  // chunk relative to the URL the page named (/v1.1.0/), and a browser keys modules by the URL asked for, so a
  // redirected chunk whose own imports resolve under /v1.2.0/ would be loaded and run a second time.
  const retiredRelease: express.RequestHandler = (req, res, next) => {
    const [, version = '', file = ''] = RELEASED_FILE.exec(req.path) ?? [];
    const replacement = retiredReleases(options.widgetDir)[version];
    if (!replacement || !RELEASE.test(replacement) || existsSync(join(options.widgetDir, version))) return next();
    if (!HASHED_FILE.test(file)) return res.redirect(301, `${req.baseUrl}/${replacement}/${file}`);
    res.sendFile(join(options.widgetDir, replacement, file), { headers: { 'Cache-Control': IMMUTABLE } }, (error) => {
      if (error) next();
    });
  };
  router.use('/widget', crossOrigin, staticCompression());
  router.use('/widget/v1', serve);
  router.use('/widget', serve);
  router.use('/widget', retiredRelease);
  router.use('/widget/v1', releasedChunk);
  router.use('/widget', releasedChunk);
  router.use('/widget', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}

/** The retired releases the build installed (dist/retired.json): each with the release that replaces it. */
function retiredReleases(widgetDir: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(join(widgetDir, 'retired.json'), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** The release folders of the build, newest version first. */
function releasesNewestFirst(widgetDir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(widgetDir);
  } catch {
    return [];
  }
  const version = (name: string) => (RELEASE.exec(name) ?? []).slice(1).map(Number);
  return entries
    .filter((name) => RELEASE.test(name))
    .sort((a, b) => {
      const [x, y] = [version(a), version(b)];
      return (y[0] ?? 0) - (x[0] ?? 0) || (y[1] ?? 0) - (x[1] ?? 0) || (y[2] ?? 0) - (x[2] ?? 0);
    });
}
