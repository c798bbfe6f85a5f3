// Serves one example as a partner site on its own origin (so it is cross-origin to the chat server).
// Usage: node serve.mjs showroom|react-app. No dependencies: a partner page needs only static files.
//   TOD_SERVER      the chat server's origin written into the pages (default http://127.0.0.1:3000)
//   SHOWROOM_PORT   port of the showroom (default 4301); REACT_APP_PORT for the React app (4302); 0 = any free port
//   REACT_APP_DIST  the built React app to serve (default react-app/dist)
//   EXAMPLES_HOST   interface to listen on (default 127.0.0.1)
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The chat server origin the example pages are written with; replaced by TOD_SERVER when served. */
export const DEFAULT_TOD_SERVER = 'http://127.0.0.1:3000';

const here = fileURLToPath(new URL('.', import.meta.url));

const SITES = {
  showroom: { root: join(here, 'showroom'), port: 4301, portVariable: 'SHOWROOM_PORT', title: 'Showroom' },
  'react-app': {
    root: resolve(process.env.REACT_APP_DIST || join(here, 'react-app', 'dist')),
    port: 4302,
    portVariable: 'REACT_APP_PORT',
    title: 'React app',
  },
};

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** The origin of an http(s) URL, or an Error naming the variable. */
export function parseServerOrigin(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return new Error(`TOD_SERVER: '${value}' is not a URL like http://127.0.0.1:3000`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return new Error(`TOD_SERVER: '${value}' must be an http(s) URL`);
  return url.origin;
}

/** A port from the environment: a whole number 0–65535, or an Error naming the variable. */
export function parsePort(name, value, fallback) {
  if (value === undefined || value === '') return fallback;
  const port = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return port <= 65535 ? port : new Error(`${name}: '${value}' must be a port number from 0 to 65535`);
}

/** The file under root a URL path names, or undefined when it would leave root. */
export function fileFor(root, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  if (path.includes('\0')) return undefined;
  const file = resolve(root, `.${path.endsWith('/') ? `${path}index.html` : path}`);
  return file === root || file.startsWith(root + sep) ? file : undefined;
}

/**
 * The Content-Security-Policy the examples run under: what a strict partner page needs to allow for
 * T.O.D. (README "Content Security Policy"), and nothing inline.
 */
export function contentSecurityPolicy(serverOrigin) {
  return [
    "default-src 'self'",
    `script-src 'self' ${serverOrigin}`,
    `connect-src 'self' ${serverOrigin}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Starts the static server; resolves with its URL once it listens. */
export function serveExample({ root, port, host, serverOrigin }) {
  const server = createServer(async (req, res) => {
    const send = (status, text) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : text);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      send(405, 'Method not allowed');
      return;
    }
    const file = fileFor(root, req.url ?? '/');
    const info = file ? await stat(file).catch(() => undefined) : undefined;
    if (!file || !info?.isFile()) {
      send(404, 'Not found');
      return;
    }
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const headers = { 'Content-Type': type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
    if (extname(file) === '.html') {
      const html = (await readFile(file, 'utf8')).replaceAll(DEFAULT_TOD_SERVER, serverOrigin);
      res.writeHead(200, { ...headers, 'Content-Security-Policy': contentSecurityPolicy(serverOrigin) });
      res.end(req.method === 'HEAD' ? undefined : html);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': info.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolvePromise({ server, url: `http://${host}:${actualPort}` });
    });
  });
}

async function main() {
  const name = process.argv[2];
  const site = SITES[name];
  const fail = (message) => {
    process.stderr.write(`${message}\n`);
    process.exit(1);
  };
  if (!site) return fail(`Usage: node serve.mjs ${Object.keys(SITES).join('|')}`);
  const serverOrigin = parseServerOrigin(process.env.TOD_SERVER || DEFAULT_TOD_SERVER);
  if (serverOrigin instanceof Error) return fail(serverOrigin.message);
  const port = parsePort(site.portVariable, process.env[site.portVariable], site.port);
  if (port instanceof Error) return fail(port.message);
  const index = await stat(join(site.root, 'index.html')).catch(() => undefined);
  if (!index) return fail(`${site.root}/index.html is missing (for the React app run: npm run build -w examples).`);

  const host = process.env.EXAMPLES_HOST || '127.0.0.1';
  const { server, url } = await serveExample({ root: site.root, port, host, serverOrigin }).catch((error) =>
    fail(`Cannot listen on ${host}:${port}: ${error.message}`),
  );
  process.stdout.write(`${site.title} on ${url} (chat server ${serverOrigin})\n`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
