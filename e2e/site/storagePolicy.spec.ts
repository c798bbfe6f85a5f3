import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { COOKIE_COPY, SESSION_STORAGE_KEYS, STORAGE_ENTRIES, WIDGET_SESSION_STORAGE_KEY } from '@tod/domain/facts';
import { axeViolations } from '../support/axe.ts';

/**
 * Issue 23 point 13: the cookie policy's list (domain STORAGE_ENTRIES) is compared with what a real browser
 * session writes, so neither can drift from the other. The session uses every feature that stores something:
 * location detection, a region picked by hand, the theme, the cookie choice and the chat.
 */
async function storedKeys(page: Page, context: BrowserContext): Promise<string[]> {
  const web = await page.evaluate(() => [
    ...Object.keys(localStorage).map((key) => `localStorage ${key}`),
    ...Object.keys(sessionStorage).map((key) => `sessionStorage ${key}`),
  ]);
  const cookies = (await context.cookies()).map((cookie) => `cookie ${cookie.name}`);
  return [...web, ...cookies].sort();
}

async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

// Uses the top bar's region picker: runs once, in the desktop project.
test.describe('the cookie policy and what the browser stores', { tag: '@desktop' }, () => {
  test.describe.configure({ timeout: 60_000 });

  test('a session using every feature writes exactly the keys the policy lists, and the policy page shows each', async ({
    context,
    page,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 45.52, longitude: -122.68 });
    // The map lookup would leave the machine; the detection still records the permission answer.
    await page.route('**/api/geo/reverse**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"off","code":"off"}' }),
    );

    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEYS.locationPermission)).toBe('granted');

    await page.getByLabel('Theme').selectOption('dark');
    await page.locator('.top-bar').getByLabel('Your region').selectOption('salem');

    await page.evaluate(() => (window as unknown as { TOD: { open(): void } }).TOD.open());
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key) !== null, WIDGET_SESSION_STORAGE_KEY)).toBe(true);
    await page.evaluate(() => (window as unknown as { TOD: { close(): void } }).TOD.close());

    // A US visitor sees no banner: 'Manage Cookies' opens the same panel.
    await page.getByRole('button', { name: COOKIE_COPY.manage }).click();
    const panel = page.getByRole('region', { name: COOKIE_COPY.bannerTitle });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: COOKIE_COPY.acceptAll }).click();
    await expect(panel).toBeHidden();

    // With analytics allowed the journey is counted; /confirmation is its 'action' stage.
    await page.goto('/confirmation');
    await waitForHydration(page);
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEYS.journeyActionTaken)).toBe('true');

    const written = await storedKeys(page, context);
    const listed = STORAGE_ENTRIES.map((entry) => `${entry.area} ${entry.key}`).sort();
    expect(written).toEqual(listed);

    await page.goto('/privacy-cookie-policy');
    for (const entry of STORAGE_ENTRIES) {
      const row = page.locator(`tr[data-storage-key="${entry.key}"]`);
      await expect(row).toContainText(entry.purpose);
      await expect(row).toContainText(entry.lifetime);
    }
  });
});

test.describe('Manage Cookies for a visitor where consent is not required', () => {
  test('opens the preferences panel (no alert), and Essential Cookies Only turns analytics off', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'true');
    const manage = page.getByRole('button', { name: COOKIE_COPY.manage });
    await manage.focus();
    await manage.press('Enter');
    const panel = page.getByRole('region', { name: COOKIE_COPY.bannerTitle });
    await expect(panel).toBeFocused();
    await expect(panel).toContainText(COOKIE_COPY.currentAnalyticsOn);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await axeViolations(page, { include: '.cookie-banner' })).toEqual([]);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(manage).toBeFocused();

    await manage.click();
    const reloaded = page.waitForEvent('load');
    await panel.getByRole('button', { name: COOKIE_COPY.essentialOnly }).click();
    await reloaded;
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'false');
    expect(await page.evaluate(() => localStorage.getItem('analytics_consent'))).toBe('denied');
    expect(dialogs).toEqual([]);
  });
});
