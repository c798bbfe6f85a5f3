import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { extname, join, normalize } from 'node:path';

/** A port the OS says is free right now (the suite's servers each ask for their own). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Serves partner pages on their own origin: each path answers with its HTML (a page fulfilled by
 * page.route would count as public, and Chromium then blocks the loopback chat server).
 */
export async function servePages(
  initial: Record<string, string>,
): Promise<{ url: string; set: (path: string, html: string) => void; close: () => Promise<void> }> {
  const pages = new Map(Object.entries(initial));
  const http: Server = createServer((request, response) => {
    const html = pages.get(new URL(request.url ?? '/', 'http://x').pathname);
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html ?? 'Not found');
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', resolve);
  });
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (path, html) => pages.set(path, html),
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };
}

/** A minimal partner page with the given head markup. */
export function page(head: string, body = '<main><h1>Partner page</h1></main>'): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner page</title>${head}</head><body>${body}</body></html>`;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** Serves a folder's files (a built app, a built Storybook) on a free port. */
export async function serveStatic(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const http: Server = createServer(async (request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path === '/' ? 'index.html' : path);
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };
}
