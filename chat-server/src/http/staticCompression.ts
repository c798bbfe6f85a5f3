import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Brotli or gzip (by the request's Accept-Encoding) for the site's and the widget's files: text
 * assets shrink to about a quarter, which is most of a mobile page's load time. Only the static
 * routers use it; API responses are small JSON and streams that must not be buffered by a
 * compressor. Range requests get the plain bytes, so Content-Range keeps describing them.
 */
export function staticCompression(): RequestHandler {
  return compression({
    filter: (req, res) => req.headers.range === undefined && compression.filter(req, res),
  });
}
