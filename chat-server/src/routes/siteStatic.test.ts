import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testApp.ts';
import { routeHtmlPath } from './siteStatic.ts';

async function writeFixture(root: string, files: Record<string, string>) {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
}

describe('serving the built site', () => {
  let root: string;
  let app: Express;
  let dispose: () => Promise<void>;
  const inlineScript = 'window.__ctx = 1;';
  // Above the compressor's 1 KB threshold, as real pages and bundles are.
  const bigScript = `export const copy = ${JSON.stringify('garage door spring replacement '.repeat(100))};`;
  const bigPage = `<html><head><meta name="geo" content="%GEO%"></head><body>${'<p>Same-day garage door repair.</p>'.repeat(60)}</body></html>`;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tod-site-'));
    const siteDir = join(root, 'client');
    await writeFixture(siteDir, {
      'index.html': `<html><head><meta name="geo" content="%GEO%"></head><body>home<script>${inlineScript}</script><script type="module" src="/assets/entry-abcdef12.js"></script></body></html>`,
      'services/index.html': '<html><body>services</body></html>',
      'locations/oregon/portland/index.html': '<html><body>portland</body></html>',
      '404.html': '<html><body>page not found</body></html>',
      '__spa-fallback.html': '<html><body>spa</body></html>',
      'assets/entry-abcdef12.js': 'console.info(1)',
      'assets/copy-abcdef12.js': bigScript,
      'about/index.html': bigPage,
      'sitemap.xml': '<urlset></urlset>',
    });
    ({ app, dispose } = await createTestApp({
      config: { siteDir, widgetDir: join(root, 'no-widget') },
      htmlTransform: (html, req) => html.replace('%GEO%', `path=${req.path}`),
    }));
  });
  afterAll(async () => {
    await dispose();
    await rm(root, { recursive: true, force: true });
  });

  it('serves / from index.html through the HTML transform', async () => {
    const response = await request(app).get('/');
    expect(response.status).toBe(200);
    expect(response.type).toBe('text/html');
    expect(response.text).toContain('content="path=/"');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("allows the page's own inline scripts by hash in its CSP, never by unsafe-inline", async () => {
    const response = await request(app).get('/');
    const csp = response.headers['content-security-policy'] ?? '';
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).not.toContain("unsafe-inline' ;");
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain('unsafe-inline');
  });

  it('sends HTML asked for by file name through the transform with its CSP hashes', async () => {
    const response = await request(app).get('/index.html');
    expect(response.status).toBe(200);
    expect(response.text).toContain('content="path=/index.html"');
    expect(response.headers['content-security-policy']).toContain("'sha256-");
  });

  it('serves a nested route from its prerendered index.html, with or without a trailing slash', async () => {
    expect((await request(app).get('/locations/oregon/portland')).text).toContain('portland');
    expect((await request(app).get('/services/')).text).toContain('services');
  });

  it('answers HEAD of a route with 200 and no body', async () => {
    const response = await request(app).head('/services');
    expect(response.status).toBe(200);
    expect(response.text).toBeUndefined();
  });

  it('serves /admin and anything under it from the SPA fallback with 200', async () => {
    for (const path of ['/admin', '/admin/leads/42']) {
      const response = await request(app).get(path);
      expect(response.status).toBe(200);
      expect(response.text).toContain('spa');
    }
  });

  it('answers an unknown page with 404.html and status 404', async () => {
    const response = await request(app).get('/no/such/page');
    expect(response.status).toBe(404);
    expect(response.text).toContain('page not found');
  });

  it('serves hashed assets with an immutable year-long cache', async () => {
    const response = await request(app).get('/assets/entry-abcdef12.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files of the build as they are', async () => {
    const response = await request(app).get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.text).toBe('<urlset></urlset>');
  });

  it('sends text assets brotli-compressed to a browser that accepts br, gzip to one that accepts only gzip', async () => {
    const brotli = await request(app).get('/assets/copy-abcdef12.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotli.text).toBe(bigScript);
    const gzip = await request(app).get('/assets/copy-abcdef12.js').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(bigScript);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the plain bytes to a client that accepts no compression', async () => {
    const response = await request(app).get('/assets/copy-abcdef12.js').set('Accept-Encoding', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe(bigScript);
  });

  it('compresses a prerendered page after the HTML transform, with the CSP of the transformed page', async () => {
    const response = await request(app).get('/about').set('Accept-Encoding', 'br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.text).toContain('content="path=/about"');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers a Range request with the uncompressed bytes it names', async () => {
    const response = await request(app).get('/assets/copy-abcdef12.js').set('Accept-Encoding', 'br').set('Range', 'bytes=0-9');
    expect(response.status).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe(bigScript.slice(0, 10));
  });

  it('leaves API responses uncompressed', async () => {
    const response = await request(app).get('/api/missing').set('Accept-Encoding', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary ?? '').not.toMatch(/Accept-Encoding/i);
  });

  it('never serves a file outside the build', async () => {
    const response = await request(app).get('/%2e%2e/%2e%2e/etc/passwd');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('root:');
  });

  it('keeps JSON 404s for unknown /api routes', async () => {
    const response = await request(app).get('/api/missing');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('not_found');
  });
});

describe('without a built site', () => {
  it('answers 404 for pages rather than inventing content', async () => {
    const { app, dispose } = await createTestApp({
      config: { siteDir: join(tmpdir(), 'tod-absent-site'), widgetDir: join(tmpdir(), 'tod-absent-widget') },
    });
    try {
      expect((await request(app).get('/')).status).toBe(404);
      expect((await request(app).get('/admin')).status).toBe(404);
      expect((await request(app).get('/widget/tod.js')).status).toBe(404);
    } finally {
      await dispose();
    }
  });
});

describe('routeHtmlPath', () => {
  it('maps a route to its index.html inside the root', () => {
    expect(routeHtmlPath('/site', '/')).toBe('/site/index.html');
    expect(routeHtmlPath('/site', '/a/b')).toBe('/site/a/b/index.html');
  });

  it('refuses dot segments, NUL bytes and bad escapes', () => {
    expect(routeHtmlPath('/site', '/../etc')).toBeUndefined();
    expect(routeHtmlPath('/site', '/%2e%2e/etc')).toBeUndefined();
    expect(routeHtmlPath('/site', '/a%00b')).toBeUndefined();
    expect(routeHtmlPath('/site', '/%E0%A4%A')).toBeUndefined();
  });
});
