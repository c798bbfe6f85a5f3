import { createServer } from 'node:http';

/**
 * A partner's page on its own origin (not in the test server's CORS_ORIGINS unless its port is) (a page fulfilled by page.route counts as a public address, and
 * Chromium's local network access rules then block the loopback server).
 */
export async function servePartnerPage(
  port: number,
  server: string,
  data: Record<string, string> = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${value}"`)
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner showroom</title><script src="${server}/widget/tod.js" defer data-delay="0" data-api-base="${server}"${attributes}></script></head><body><main><h1>Partner showroom</h1></main></body></html>`;
  const http = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, '127.0.0.1', resolve);
  });
  // Port 0 takes a free port.
  const address = http.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}/`,
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };
}
