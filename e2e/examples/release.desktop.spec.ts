// Issue 18 point 5: a release must not break loaders that browsers or CDNs still cache. The suite builds
// the widget twice into a temporary folder (a release 1.2.0 with changed UI code after 1.1.0), records each
// as released (decision 0380), serves the second build, and loads the FIRST build's loader against it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CHAT_COPY } from '@tod/domain/facts';
import { type RollupOptions, rollup } from 'rollup';
import { widgetBuild } from '../../rollup.config.mjs';
import { recordRelease } from '../../scripts/widget/releases.mjs';
import { spawnServer } from '../support/serverProcess.mjs';
import { freePort, page as partnerPage, servePages } from './partnerPages.ts';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

interface Release {
  version: string;
  url: string;
  uiChunk: string;
  'tod.js': string;
}

async function build(version: string, uiChange?: string): Promise<void> {
  const stamp = uiChange
    ? [{ name: 'ui-change', transform: (code: string, id: string) => (id.endsWith('mountUi.tsx') ? `${code}\n${uiChange}` : null) }]
    : [];
  for (const config of widgetBuild({ dist, releases, version, uiPlugins: stamp, scriptOnly: true }) as RollupOptions[]) {
    const bundle = await rollup(config);
    for (const output of [config.output].flat()) if (output) await bundle.write(output);
    await bundle.close();
  }
}

/** Builds `version` and records it as released, as `npm run build` then `npm run release` do. */
async function release(version: string, uiChange?: string): Promise<Release> {
  await build(version, uiChange);
  recordRelease(dist, releases);
  return JSON.parse(await readFile(join(dist, 'sri.json'), 'utf8')) as Release;
}

let dist: string;
let releases: string;
let first: Release;
let second: Release;
let cachedLoader: string;
let server: Awaited<ReturnType<typeof spawnServer>>;
let pages: Awaited<ReturnType<typeof servePages>>;

test.beforeAll(async () => {
  // Two builds and a server start, on a machine other suites share.
  test.setTimeout(300_000);
  const root = await mkdtemp(join(tmpdir(), 'tod-widget-release-'));
  dist = join(root, 'dist');
  releases = join(root, 'releases');
  first = await release('1.1.0');
  cachedLoader = await readFile(join(dist, 'tod.js'), 'utf8');
  second = await release('1.2.0', 'export const releaseNote = "1.2.0";');
  // The partner pages' origin must be allowed, or the widget shows the phone instead of the chat (issue 18.4).
  pages = await servePages({});
  server = await spawnServer({
    port: await freePort(),
    env: { WIDGET_DIR: dist, CORS_ORIGINS: pages.url },
    stdio: 'ignore',
    timeoutMs: 200_000,
  });
  pages.set('/moving.html', partnerPage(`<script src="${server.url}/widget/v1/tod.js" defer data-delay="0"></script>`));
  pages.set(
    '/pinned.html',
    partnerPage(
      `<script src="${server.url}${second.url}" integrity="${second['tod.js']}" crossorigin="anonymous" defer data-delay="0"></script>`,
    ),
  );
  pages.set(
    '/tampered.html',
    partnerPage(
      `<script src="${server.url}${second.url}" integrity="${first['tod.js']}" crossorigin="anonymous" defer data-delay="0"></script>`,
    ),
  );
});

test.afterAll(async () => {
  await pages?.close();
  await server?.stop();
  await rm(dirname(dist), { recursive: true, force: true });
});

test('the second build has a new chunk, and the first chunk is no longer at the top of dist/', async () => {
  expect(second.uiChunk).not.toBe(first.uiChunk);
  await expect(readFile(join(dist, first.uiChunk))).rejects.toThrow();
  expect(await readFile(join(dist, 'v1.1.0', first.uiChunk), 'utf8')).not.toBe('');
});

test('a loader cached before the release still mounts the widget: its chunk comes from the release folder', async ({ page }) => {
  const chunkStatus: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(first.uiChunk)) chunkStatus.push(response.status());
  });
  // The browser's cache still holds the first build's loader at the moving URL.
  await page.route(`${server.url}/widget/v1/tod.js`, (route) =>
    route.fulfill({ body: cachedLoader, contentType: 'text/javascript', headers: { 'access-control-allow-origin': '*' } }),
  );
  await page.goto(`${pages.url}/moving.html`);
  await expect(page.getByRole('button', { name: CHAT_COPY.launcherLabel })).toBeVisible();
  expect(chunkStatus).toEqual([200]);
});

test('the moving URL serves the new loader with a short cache', async ({ request }) => {
  const response = await request.get(`${server.url}/widget/v1/tod.js`);
  expect(response.headers()['cache-control']).toBe('public, max-age=300');
  expect(await response.text()).toContain(second.uiChunk);
});

test('the per-version URL is immutable and loads with its recorded SRI hash', async ({ page, request }) => {
  const response = await request.get(`${server.url}${second.url}`);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await page.goto(`${pages.url}/pinned.html`);
  await expect(page.getByRole('button', { name: CHAT_COPY.launcherLabel })).toBeVisible();
  expect((await request.get(`${server.url}/widget/v1.1.0/tod.js`)).status()).toBe(200);
});

test('a pinned hash that does not match is refused by the browser, so nothing mounts', async ({ page }) => {
  const blocked = page.waitForEvent('console', (message) => /integrity/i.test(message.text()));
  await page.goto(`${pages.url}/tampered.html`);
  await blocked;
  await expect(page.locator('tod-chat')).toHaveCount(0);
});

// Last: the failed build leaves the top of dist/ half written.
test('a released version built again from other code fails the build and keeps its files', async () => {
  const released = await readFile(join(dist, 'v1.2.0', second.uiChunk), 'utf8');
  await expect(build('1.2.0', 'export const releaseNote = "changed after 1.2.0";')).rejects.toThrow(/v1\.2\.0 is released .* never change/);
  expect(await readFile(join(dist, 'v1.2.0', second.uiChunk), 'utf8')).toBe(released);
});
