import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { bookingUrl, REGIONS, SESSION_STORAGE_KEYS, TOLL_FREE_PHONE, telHref } from '@tod/domain/facts';
import { type StartedServer, startServer } from '../support/startServer.ts';

// The region dropdown sits in the top bar, which SPEC §2 hides on mobile; detection itself does not depend on the viewport.

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  await page.waitForLoadState('load');
}

/** In this engineer's port range (4350–4399), apart from the shared test server. */
const DETECTION_SERVER_PORT = 4362;

/** A stale server left on the port would answer the readiness check with the wrong REVERSE_GEOCODE_URL. */
async function expectPortFree(port: number) {
  const answered = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`Port ${port} is already in use; stop the process listening there first.`);
}

const regionSelect = (page: Page) => page.locator('.top-bar').getByLabel('Your region');
const topBarPhone = (page: Page) => page.locator('.top-bar__phone');

async function expectRegionEverywhere(page: Page, key: keyof typeof REGIONS) {
  const region = REGIONS[key];
  await expect(regionSelect(page)).toHaveValue(key);
  await expect(topBarPhone(page)).toContainText(region.phone);
  await expect(page.locator('footer .service-area-list')).toHaveAttribute('data-region', key);
  await expect(page.locator(`header a[href="${bookingUrl(region.bookingPath)}"]`).first()).toBeAttached();
  await expect(page.locator('script[src$="/tod.js"]')).toHaveAttribute('data-region', key);
  await expect(page.locator('script[src$="/tod.js"]')).toHaveAttribute('data-phone', region.phone);
}

test.describe('manual region choice', () => {
  test('override changes the header phone, footer list, booking links and the widget, survives a reload, and resets', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(topBarPhone(page)).toContainText(TOLL_FREE_PHONE);
    await expect(page.getByRole('option', { name: 'Use my detected location' })).toHaveCount(0);

    await regionSelect(page).selectOption({ label: 'Salem OR' });
    await expectRegionEverywhere(page, 'salem');
    await expect(page.getByRole('status').filter({ hasText: 'Region changed to Salem & Mid-Valley' })).toBeAttached();

    await page.evaluate(() => (window as unknown as { TOD: { open(): void } }).TOD.open());
    const widget = page.locator('tod-chat');
    await expect(widget.locator(`a[href="${telHref(REGIONS.salem.phone)}"]`).first()).toBeVisible();

    await regionSelect(page).selectOption({ label: 'Boise ID' });
    await expectRegionEverywhere(page, 'idaho');
    await expect(widget.locator(`a[href="${telHref(REGIONS.idaho.phone)}"]`).first()).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expectRegionEverywhere(page, 'idaho');

    await regionSelect(page).selectOption({ label: 'Use my detected location' });
    await expect(regionSelect(page)).toHaveValue('nationwide');
    await expect(topBarPhone(page)).toContainText(TOLL_FREE_PHONE);
    await expect(page.getByRole('option', { name: 'Use my detected location' })).toHaveCount(0);
  });
});

test.describe('detection order', () => {
  test.describe.configure({ mode: 'serial' });

  let geocoder: Server;
  let server: StartedServer;
  const lookups: { url: string; userAgent: string | undefined }[] = [];
  const places: Record<string, object> = {
    '43.615,-116.202': { address: { city: 'Boise', county: 'Ada County', state: 'Idaho', country_code: 'us' } },
    '45.639,-122.661': { address: { city: 'Vancouver', county: 'Clark County', state: 'Washington', country_code: 'us' } },
  };

  test.beforeAll(async () => {
    // A second server process starts slowly on a loaded machine (PGlite, tsx).
    test.setTimeout(120_000);
    geocoder = createServer((request: IncomingMessage, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      lookups.push({ url: url.pathname + url.search, userAgent: request.headers['user-agent'] });
      const place = places[`${url.searchParams.get('lat')},${url.searchParams.get('lon')}`];
      if (!place) return void response.writeHead(404).end();
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(place));
    });
    geocoder.listen(0, '127.0.0.1');
    await once(geocoder, 'listening');
    const geocoderUrl = `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/reverse`;
    await expectPortFree(DETECTION_SERVER_PORT);
    server = await startServer({ port: DETECTION_SERVER_PORT, env: { REVERSE_GEOCODE_URL: geocoderUrl, TRUST_PROXY: '1' } });
  });

  test.afterAll(async () => {
    // SIGKILL: the server is disposable (temporary DATA_DIR), and a slow graceful stop must not outlive the worker.
    await server?.kill();
    geocoder?.closeAllConnections();
    geocoder?.close();
  });

  test.beforeEach(() => {
    lookups.length = 0;
  });

  test('without a stored or server location, the browser position is looked up and stored for the session', async ({ browser }) => {
    const context = await browser.newContext({ permissions: ['geolocation'], geolocation: { latitude: 43.61501, longitude: -116.20231 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await expect(regionSelect(page)).toHaveValue('idaho', { timeout: 15_000 });
    await expect(topBarPhone(page)).toContainText(REGIONS.idaho.phone);
    await expect(page.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
    expect(lookups).toEqual([
      { url: '/reverse?format=json&lat=43.615&lon=-116.202&zoom=18&addressdetails=1', userAgent: expect.stringContaining('TOD') },
    ]);
    const stored = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEYS.location);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ city: 'Boise', serviceRegion: 'idaho', isLocationOverridden: false });
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEYS.locationPermission)).toBe('granted');

    // Step 1: the stored location wins on the next page; nothing is looked up again.
    await page.goto(`${server.url}/about`);
    await waitForHydration(page);
    await expect(regionSelect(page)).toHaveValue('idaho');
    expect(lookups).toHaveLength(1);
    await context.close();
  });

  test('server meta tags from trusted CDN headers come before the browser position', async ({ browser }) => {
    const context = await browser.newContext({
      permissions: ['geolocation'],
      geolocation: { latitude: 45.63901, longitude: -122.66101 },
      extraHTTPHeaders: { 'CloudFront-Viewer-Country': 'US', 'CloudFront-Viewer-City': 'Salem', 'CloudFront-Viewer-Country-Region': 'OR' },
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await expect(page.locator('meta[name="geo-service-region"]')).toHaveAttribute('content', 'salem');
    await waitForHydration(page);
    await expect(regionSelect(page)).toHaveValue('salem');
    await expect(topBarPhone(page)).toContainText(REGIONS.salem.phone);
    await page.goto(`${server.url}/about`);
    await waitForHydration(page);
    await expect(regionSelect(page)).toHaveValue('salem');
    // A named city is never geolocated (the unit tests pin the timers; here the page simply never asked).
    expect(lookups).toEqual([]);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEYS.locationPermission)).toBeNull();
    await context.close();
  });

  test('a generic CDN location falls back to the default and then to the browser position', async ({ browser }) => {
    const context = await browser.newContext({
      permissions: ['geolocation'],
      geolocation: { latitude: 45.63901, longitude: -122.66101 },
      extraHTTPHeaders: { 'CloudFront-Viewer-Country': 'US' },
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await expect(regionSelect(page)).toHaveValue('sw-washington');
    await expect(topBarPhone(page)).toContainText(REGIONS['sw-washington'].phone);
    expect(lookups).toHaveLength(1);
    await context.close();
  });

  test('a denied permission keeps the default silently and is recorded', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEYS.locationPermission)).toBe('denied');
    await expect(regionSelect(page)).toHaveValue('nationwide');
    await expect(topBarPhone(page)).toContainText(TOLL_FREE_PHONE);
    expect(lookups).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a failing lookup is silent and keeps the default', async ({ browser }) => {
    const context = await browser.newContext({ permissions: ['geolocation'], geolocation: { latitude: 10, longitude: 10 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await expect.poll(() => lookups.length).toBe(1);
    await expect(regionSelect(page)).toHaveValue('nationwide');
    await expect(page.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
