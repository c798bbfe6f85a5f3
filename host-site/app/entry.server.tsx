import { prerender } from 'react-dom/static';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

/**
 * Only the build runs this (ssr: false, every page prerendered), so each page is rendered whole with
 * react-dom/static. The default entry streams: React then moves any Suspense boundary larger than its
 * chunk size (12.8 KB) out of place, into a hidden div that an inline script swaps in after the page
 * has parsed, a late layout shift. With no chunk limit every boundary stays where it belongs; the
 * boundaries still hydrate on their own after the page (the /contact form, DESIGN §5 Lighthouse targets).
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: request.signal,
  });
  headers.set('Content-Type', 'text/html');
  return new Response(prelude, { status, headers });
}
