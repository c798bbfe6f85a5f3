import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { COOKIE_COPY, DEFAULT_VISITOR_LOCATION, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '@tod/domain/facts';

const GTM_ID = 'GTM-E2ETEST';

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  await page.waitForLoadState('load');
}

/**
 * The deployment's tag manager id arrives as a <meta name="gtm-id"> in the HTML (the build has none), and
 * the tag manager itself is answered locally: tests never leave 127.0.0.1. Returns the requests it saw.
 */
async function withTagManager(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route('https://www.googletagmanager.com/**', async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await context.route(
    (url) => url.hostname === '127.0.0.1' && !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace('</head>', `<meta name="gtm-id" content="${GTM_ID}"></head>`);
      await route.fulfill({ response, body: html });
    },
  );
  return requests;
}

/** A visitor whose detected location (stored for the session) is in Germany: explicit consent required. */
async function visitFromGermany(context: BrowserContext) {
  const location = { ...DEFAULT_VISITOR_LOCATION, country: 'DE', source: 'lookup' };
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    [SESSION_STORAGE_KEYS.location, JSON.stringify(location)] as const,
  );
}

const banner = (page: Page) => page.getByRole('region', { name: COOKIE_COPY.bannerTitle });
const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value;

test.describe('where explicit consent is required', () => {
  test('no tag manager request before Accept; Accept records consent and loads it', async ({ context, page }) => {
    const requests = await withTagManager(context);
    await visitFromGermany(context);
    await page.goto('/');
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: COOKIE_COPY.essentialOnly })).toBeVisible();
    expect(requests).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-consent', /.*/);
    expect(
      await page.evaluate(() =>
        (window as unknown as { dataLayer: unknown[] }).dataLayer.some((entry) => Array.from(entry as ArrayLike<unknown>)[1] === 'default'),
      ),
    ).toBe(true);

    await banner(page).getByRole('button', { name: COOKIE_COPY.acceptAll }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'true');
    await expect.poll(() => requests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`]);
    expect(await consentCookie(context)).toBe('accepted');
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCAL_STORAGE_KEYS.analyticsConsent)).toBe('granted');

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => requests.length).toBe(2);
    await expect(banner(page)).toBeHidden();
  });

  test('on a 320 × 640 phone every button of the panel is in sight and can be pressed', async ({ context, page }) => {
    await visitFromGermany(context);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    for (const name of [COOKIE_COPY.essentialOnly, COOKIE_COPY.acceptAll]) {
      const button = banner(page).getByRole('button', { name });
      // The element at the button's centre is the button itself: not clipped by the panel's scroll box.
      const onTop = await button.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.bottom <= window.innerHeight && (hit === element || element.contains(hit));
      });
      expect(onTop, name).toBe(true);
    }
    await banner(page).getByRole('button', { name: COOKIE_COPY.essentialOnly }).click();
    await expect(banner(page)).toBeHidden();
  });

  test('Essential Cookies Only keeps the tag manager out for good', async ({ context, page }) => {
    const requests = await withTagManager(context);
    await visitFromGermany(context);
    await page.goto('/');
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: COOKIE_COPY.essentialOnly }).click();
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'false');
    expect(await consentCookie(context)).toBe('essential');
    await page.goto('/services');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'false');
    await expect(banner(page)).toBeHidden();
    expect(requests).toEqual([]);
  });

  test('Manage Cookies reopens the panel with the current choice; withdrawing analytics reloads without the tag manager', async ({
    context,
    page,
  }) => {
    const requests = await withTagManager(context);
    await visitFromGermany(context);
    await page.goto('/');
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: COOKIE_COPY.acceptAll }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => requests.length).toBe(1);

    await page.getByRole('button', { name: COOKIE_COPY.manage }).click();
    await expect(banner(page)).toContainText(COOKIE_COPY.currentAnalyticsOn);
    const reloaded = page.waitForEvent('load');
    await banner(page).getByRole('button', { name: COOKIE_COPY.essentialOnly }).click();
    await reloaded;
    await waitForHydration(page);
    expect(await consentCookie(context)).toBe('essential');
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'false');
    await expect(banner(page)).toBeHidden();
    expect(requests).toHaveLength(1);
  });
});

test.describe('in the US (no opt-in required)', () => {
  test('shows no banner, and Manage Cookies opens the same preferences panel instead of an alert', async ({ context, page }) => {
    await withTagManager(context);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'true');
    await expect(banner(page)).toHaveCount(0);
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      await dialog.dismiss();
    });
    await page.getByRole('button', { name: COOKIE_COPY.manage }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: COOKIE_COPY.essentialOnly })).toBeVisible();
    await banner(page).getByRole('button', { name: COOKIE_COPY.close }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(await consentCookie(context)).toBeUndefined();
  });
});
