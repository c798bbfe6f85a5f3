import { basename } from 'node:path';
import express, { Router } from 'express';
import { staticCompression } from '../http/staticCompression.ts';

export interface WidgetStaticOptions {
  /** The widget build output (loader tod.js and its chunks). */
  widgetDir: string;
}

const LOADER_CACHE = 'public, max-age=300';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Rollup's [name]-[hash] file names. */
const HASHED_FILE = /-[A-Za-z0-9_-]{8,}\.(?:m?js|css|map)$/;

/**
 * The widget bundle at /widget/ and /widget/v1/: partner pages load it from other origins, so it is
 * CORS-open and cross-origin embeddable; the loader caches briefly, hashed chunks forever.
 */
export function widgetStaticRoutes(options: WidgetStaticOptions): Router {
  const router = Router();
  const serve = express.static(options.widgetDir, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', HASHED_FILE.test(basename(path)) ? IMMUTABLE : LOADER_CACHE);
    },
  });
  const crossOrigin: express.RequestHandler = (_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  };
  router.use('/widget', crossOrigin, staticCompression());
  router.use('/widget/v1', serve);
  router.use('/widget', serve);
  router.use('/widget', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
