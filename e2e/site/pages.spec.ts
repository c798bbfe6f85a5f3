import { type ConsoleMessage, expect, type Page, test } from '@playwright/test';
import { CONFIRMATION_COPY, SITE_ORIGIN } from '@tod/domain/facts';
import { NOT_FOUND_PAGE, PAGES } from '../../host-site/app/lib/site/pages.ts';
import { expectNoAxeViolationsLightAndDark } from '../support/axe.ts';

// Every test loads its own page: the routes split across the workers instead of queueing in one.
test.describe.configure({ mode: 'parallel' });

/**
 * Console errors, uncaught exceptions (e.g. React hydration mismatches) and failed requests of a page. A failed
 * request is reported with its URL instead of Chromium's anonymous 'Failed to load resource' console line.
 */
function collectErrors(page: Page, options: { allowStatus?: (url: string, status: number) => boolean } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400 && !options.allowStatus?.(response.url(), response.status()))
      errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

/** SiteShell marks <html data-hydrated> once React has hydrated the prerendered page. */
async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

// Every route once, at desktop size; the mobile project runs the sample below.
test.describe('every public route', { tag: '@desktop' }, () => {
  for (const entry of PAGES) {
    test(`${entry.path} renders its title, description and canonical URL without console errors, and passes axe in light and dark`, async ({
      page,
    }) => {
      test.slow(); // two axe-core runs on a shared, busy machine
      const errors = collectErrors(page);
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(entry.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', entry.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(entry.path, SITE_ORIGIN).href);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', entry.title);
      await expect(page.locator('h1')).toHaveCount(1);
      await waitForHydration(page);
      await expectNoAxeViolationsLightAndDark(page);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('mobile sample', { tag: '@mobile' }, () => {
  for (const path of ['/', '/locations/oregon/portland', '/contact', '/get-estimate']) {
    test(`${path} renders without console errors and passes axe in light and dark`, async ({ page }) => {
      test.slow();
      const errors = collectErrors(page);
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolationsLightAndDark(page);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('special routes', () => {
  test('an unknown path answers 404 with the prerendered not-found page', async ({ page }) => {
    test.slow();
    const errors = collectErrors(page, { allowStatus: (url, status) => status === 404 && new URL(url).pathname === '/no/such/page' });
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(NOT_FOUND_PAGE.title);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await waitForHydration(page);
    await expectNoAxeViolationsLightAndDark(page);
    expect(errors).toEqual([]);
  });

  test('a city or service that does not exist shows the not-found content', async ({ page }) => {
    await page.goto('/locations/oregon/portland');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/services/underwater-doors');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('/admin renders bare: no header, footer, chat widget or analytics', async ({ page }) => {
    const errors = collectErrors(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/admin/leads');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('admin');
    await expect(page.locator('header, footer, .site-header, .site-footer')).toHaveCount(0);
    await expect(page.locator('script[src="/widget/tod.js"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(requests.filter((path) => path.startsWith('/widget/'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a prerendered page paints from its HTML, then fetches its modules and hydrates', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<script type="text/x-deferred-module" data-modulepreload="/assets/');
    expect(html).toContain('<style>');
    const errors = collectErrors(page);
    await page.goto('/');
    await waitForHydration(page);
    const timings = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      moduleRequests: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .map((entry) => entry.startTime),
    }));
    expect(timings.moduleRequests.length).toBeGreaterThan(0);
    expect(Math.min(...timings.moduleRequests)).toBeGreaterThanOrEqual(timings.firstContentfulPaint);
    expect(errors).toEqual([]);
  });

  test('public pages embed the widget with one script tag carrying the region', async ({ page }) => {
    await page.goto('/');
    const script = page.locator('script[src="/widget/tod.js"]');
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('data-phone', /\(\d{3}\) 555-01\d\d/);
    await expect(script).toHaveAttribute('data-booking-url', /^https:\/\//);
  });

  test('/confirmation from a typed or forged link says nothing was received and points to the form and the phone', async ({ page }) => {
    const errors = collectErrors(page);
    for (const link of [
      '/confirmation',
      '/confirmation?name=Ana',
      '/confirmation?submissionId=DL-1732200000000123&name=Ana%20Diaz&requestType=Billing&city=Salem&state=OR&isEmergency=Yes',
    ]) {
      await page.goto(link);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRMATION_COPY.notReceivedTitle);
      await expect(page.getByText(CONFIRMATION_COPY.receivedTitle)).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Your request' })).toHaveCount(0);
      await expect(page.locator('main').getByText('Ana Diaz')).toHaveCount(0);
      await expect(page.locator('main').getByRole('link', { name: CONFIRMATION_COPY.notReceivedFormLink })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(page.locator('main a[href^="tel:+1"]')).toHaveCount(1);
    }
    await expectNoAxeViolationsLightAndDark(page);
    expect(errors).toEqual([]);
  });

  test('/sitemap.xml lists every listed page and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const entry of PAGES.filter((candidate) => candidate.listed))
      expect(sitemap).toContain(`<loc>${new URL(entry.path, SITE_ORIGIN).href}</loc>`);
    expect(sitemap).not.toContain('/confirmation');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  });

  test('the home page carries valid organization JSON-LD', async ({ page }) => {
    await page.goto('/');
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? '');
    expect(data['@type']).toBe('HomeAndConstructionBusiness');
    expect(data.aggregateRating.ratingValue).toBe(4.7);
  });
});
