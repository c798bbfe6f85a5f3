import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testApp.ts';

describe('serving the widget bundle', () => {
  let root: string;
  let app: Express;
  let dispose: () => Promise<void>;
  // Above the compressor's 1 KB threshold, as the real chunks are.
  const bigChunk = `export const panel = ${JSON.stringify('chat panel markup '.repeat(100))};`;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'tod-widget-'));
    const widgetDir = join(root, 'dist');
    await mkdir(join(widgetDir, 'chunks'), { recursive: true });
    await writeFile(join(widgetDir, 'tod.js'), 'import("./chunks/ui-Ab12Cd34.js")');
    await writeFile(join(widgetDir, 'chunks', 'ui-Ab12Cd34.js'), 'export const ui = 1;');
    await writeFile(join(widgetDir, 'chunks', 'panel-Ef56Gh78.js'), bigChunk);
    // Two releases: the current build's files also sit in v1.1.0/; v1.0.0/ holds the chunk of a loader
    // that browsers cached before the release.
    await mkdir(join(widgetDir, 'v1.1.0'), { recursive: true });
    await mkdir(join(widgetDir, 'v1.0.0'), { recursive: true });
    await writeFile(join(widgetDir, 'v1.1.0', 'tod.js'), 'import("./tod-ui-New12345.js")');
    await writeFile(join(widgetDir, 'v1.1.0', 'tod-ui-New12345.js'), 'export const ui = 2;');
    await writeFile(join(widgetDir, 'v1.0.0', 'tod-ui-Old12345.js'), 'export const ui = 1;');
    // v0.9.0 is retired in favour of v1.1.0; v1.0.0 too, but its folder is still deployed.
    await writeFile(join(widgetDir, 'retired.json'), JSON.stringify({ 'v0.9.0': 'v1.1.0', 'v1.0.0': 'v1.1.0' }));
    ({ app, dispose } = await createTestApp({ config: { widgetDir, siteDir: join(root, 'no-site') } }));
  });
  afterAll(async () => {
    await dispose();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the loader at /widget/tod.js and /widget/v1/tod.js with a short cache', async () => {
    for (const path of ['/widget/tod.js', '/widget/v1/tod.js']) {
      const response = await request(app).get(path);
      expect(response.status).toBe(200);
      expect(response.type).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    }
  });

  it('lets partner pages on any origin load the loader and its module chunks', async () => {
    for (const path of ['/widget/tod.js', '/widget/v1/chunks/ui-Ab12Cd34.js']) {
      const response = await request(app).get(path).set('Origin', 'https://partner.example');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('caches hashed chunks for a year as immutable', async () => {
    const response = await request(app).get('/widget/v1/chunks/ui-Ab12Cd34.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends chunks brotli-compressed to a browser that accepts br, keeping CORS and the cache header', async () => {
    const response = await request(app).get('/widget/v1/chunks/panel-Ef56Gh78.js').set('Accept-Encoding', 'gzip, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.text).toBe(bigChunk);
  });

  it('serves a release at /widget/vX.Y.Z/ with every file immutable, the loader too', async () => {
    for (const path of ['/widget/v1.1.0/tod.js', '/widget/v1.1.0/tod-ui-New12345.js']) {
      const response = await request(app).get(path);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it("serves a cached loader's chunk from the release folder that holds it, at the moving URLs", async () => {
    for (const path of ['/widget/v1/tod-ui-Old12345.js', '/widget/tod-ui-Old12345.js']) {
      const response = await request(app).get(path);
      expect(response.status).toBe(200);
      expect(response.text).toBe('export const ui = 1;');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never reaches outside the release folders for a missing chunk', async () => {
    expect((await request(app).get('/widget/v1/..%2Fpackage-Ab12Cd34.js')).status).toBe(404);
    expect((await request(app).get('/widget/v1/tod-ui-Missing1.js')).status).toBe(404);
  });

  it("redirects a retired release's loader to the release that replaces it", async () => {
    const response = await request(app).get('/widget/v0.9.0/tod.js');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/widget/v1.1.0/tod.js');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it("serves a retired release's chunks from its replacement at the retired URL, so no module loads twice (decision 0386)", async () => {
    const response = await request(app).get('/widget/v0.9.0/tod-ui-New12345.js');
    expect(response.status).toBe(200);
    expect(response.text).toBe('export const ui = 2;');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect((await request(app).get('/widget/v0.9.0/tod-ui-Missing1.js')).status).toBe(404);
  });

  it('serves a release folder that is deployed even when it is listed as retired', async () => {
    const response = await request(app).get('/widget/v1.0.0/tod-ui-Old12345.js');
    expect(response.status).toBe(200);
  });

  it('answers 404 for a release that is neither deployed nor retired', async () => {
    expect((await request(app).get('/widget/v0.8.0/tod.js')).status).toBe(404);
  });

  it('answers 404 for a file the build does not have', async () => {
    const response = await request(app).get('/widget/v1/missing.js');
    expect(response.status).toBe(404);
  });
});
