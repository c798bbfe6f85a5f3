import { expect, type Page, test } from '@playwright/test';
import { SCROLL_THRESHOLDS, SKIP_LINK_COPY, THEME_STORAGE_KEY, WIDGET_CATALOGUE_EN } from '@tod/domain/facts';

async function openHydrated(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((offset) => window.scrollTo(0, offset), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

test.describe('header scroll behaviour', () => {
  test('compacts after 50 px, hides scrolling down past 100 px and returns on scroll up', async ({ page }) => {
    await openHydrated(page, '/locations/oregon/portland');
    const header = page.locator('.site-header');
    await scrollTo(page, SCROLL_THRESHOLDS.headerCompactPx);
    await expect(header).not.toHaveAttribute('data-compact');
    await scrollTo(page, SCROLL_THRESHOLDS.headerCompactPx + 20);
    await expect(header).toHaveAttribute('data-compact', 'true');
    await expect(header).not.toHaveAttribute('data-hidden');
    await scrollTo(page, SCROLL_THRESHOLDS.headerHidePx + 300);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await scrollTo(page, SCROLL_THRESHOLDS.headerHidePx + 200);
    await expect(header).not.toHaveAttribute('data-hidden');
    await expect(header).toBeInViewport();
    await scrollTo(page, 0);
    await expect(header).not.toHaveAttribute('data-compact');
  });
});

test.describe('desktop menus', { tag: '@desktop' }, () => {
  test('the top info bar shows the region phone and license', async ({ page }) => {
    await openHydrated(page);
    await expect(page.locator('.top-bar')).toBeVisible();
    await expect(page.locator('.top-bar__phone')).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  });

  test('Services opens on hover after the delay and closes when the pointer leaves', async ({ page }) => {
    await openHydrated(page);
    const trigger = page.getByRole('button', { name: 'Services' });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-services').getByRole('link', { name: 'Spring Replacement' })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#menu-services')).toBeHidden();
  });

  test('Service Area opens on click and closes on Escape with focus back on its button', async ({ page }) => {
    await openHydrated(page);
    const trigger = page.getByRole('button', { name: 'Service Area' });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('a click outside closes an open menu', async ({ page }) => {
    await openHydrated(page);
    const trigger = page.getByRole('button', { name: 'Service Area' });
    await trigger.click();
    await expect(page.locator('#menu-service-area')).toBeVisible();
    await page.mouse.click(5, 760);
    await expect(page.locator('#menu-service-area')).toBeHidden();
  });

  test('keyboard: focus opens the menu, Tab walks its links, leaving the menu closes it', async ({ page }) => {
    await openHydrated(page);
    const trigger = page.getByRole('button', { name: 'Services' });
    await page.getByRole('link', { name: /home$/ }).focus();
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-services a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Shift+Tab');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a link in a dropdown navigates and closes the menu', async ({ page }) => {
    await openHydrated(page);
    await page.getByRole('button', { name: 'Services' }).click();
    await page.locator('#menu-services').getByRole('link', { name: 'Spring Replacement' }).click();
    await expect(page).toHaveURL(/\/services\/spring-replacement$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring Replacement');
    await expect(page.locator('#menu-services')).toBeHidden();
  });

  test('Call, Schedule Now (new tab) and Get Estimate buttons', async ({ page }) => {
    await openHydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:/);
    await expect(nav.getByRole('link', { name: /Schedule Now/ })).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', { name: 'Get Estimate' })).toHaveAttribute('href', '/get-estimate');
  });
});

test.describe('mobile header and menu', { tag: '@mobile' }, () => {
  test('hides the top bar and shows the call, estimate and schedule icon buttons', async ({ page }) => {
    await openHydrated(page);
    await expect(page.locator('.top-bar')).toBeHidden();
    await expect(page.getByRole('link', { name: /^Call \(/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get an estimate' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Schedule online/ })).toHaveAttribute('target', '_blank');
  });

  test('the slide-in menu locks page scroll, expands sections and resets them after closing', async ({ page }) => {
    await openHydrated(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/is-scroll-locked/);
    await expect(menu.getByRole('link', { name: /Schedule Online Now/ })).toHaveAttribute('target', '_blank');
    await expect(menu.getByText(/Licensed, bonded/)).toBeVisible();

    // Located by id: a closed menu is inert and leaves the accessibility tree.
    const services = page.locator('#mobile-menu button[aria-controls="mobile-menu-services"]');
    await services.tap();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Garage Door Repair' })).toBeVisible();

    await menu.getByRole('button', { name: 'Close menu' }).tap();
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/is-scroll-locked/);
    // The sections collapse 300 ms after closing; wait for that state, then reopen.
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(menu).toBeVisible();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the menu and a menu link navigates and closes it', async ({ page }) => {
    await openHydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await menu.getByRole('link', { name: 'Pricing' }).tap();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });

  test('the floating Schedule Now appears after 300 px and hides while the menu is open', async ({ page }) => {
    await openHydrated(page, '/locations/oregon/portland');
    const floating = page.locator('.floating-schedule');
    await expect(floating).toHaveCount(0);
    await scrollTo(page, SCROLL_THRESHOLDS.floatingSchedulePx + 100);
    await expect(floating.getByRole('link', { name: /Schedule Now/ })).toBeVisible();
    await scrollTo(page, SCROLL_THRESHOLDS.floatingSchedulePx + 50);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(floating).toHaveCount(0);
  });
});

test.describe('theme', () => {
  test('follows the system preference without a stored choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openHydrated(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(15, 23, 32)');
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  });

  test('a dark choice is stored under the SPEC key and applied before the first paint on the next page', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openHydrated(page);
    await page.getByLabel('Theme').selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');

    // Record the theme at the first point scripts can see the body: before React loads or hydrates.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { firstPaintTheme: string | null }).firstPaintTheme = document.documentElement.getAttribute('data-theme');
      });
    });
    await openHydrated(page, '/about');
    expect(await page.evaluate(() => (window as unknown as { firstPaintTheme: string | null }).firstPaintTheme)).toBe('dark');

    await page.getByLabel('Theme').selectOption('system');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  });
});

/** Holds the page's modules back until the returned function is called, as a slow phone network does. */
async function holdModules(page: Page): Promise<() => void> {
  let releaseModules = () => {};
  const modulesHeld = new Promise<void>((resolve) => {
    releaseModules = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await modulesHeld;
    await route.continue();
  });
  return releaseModules;
}

test.describe('choices made before the page has hydrated', () => {
  test('a theme and a ZIP code chosen on the bare HTML hold once React has hydrated', async ({ page }) => {
    const releaseModules = await holdModules(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/locations', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Theme').selectOption('dark');
    await page.locator('.zip-lookup').getByLabel('ZIP code').fill('97201');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    releaseModules();

    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByLabel('Theme')).toHaveValue('dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
    await expect(page.locator('.zip-lookup').getByLabel('ZIP code')).toHaveValue('97201');
    // The lookup answers from the component's state, so the ZIP reached it, not only the field.
    await page.getByRole('button', { name: 'Check my ZIP' }).click();
    await expect(page.locator('.zip-lookup__result')).toContainText('Good news: we serve Portland, OR');
  });

  // The menu button is on small screens.
  test('the menu button tapped on the bare HTML opens the menu once React has hydrated', { tag: '@mobile' }, async ({ page }) => {
    const releaseModules = await holdModules(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    releaseModules();

    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('footer', () => {
  test('has the legal links, the computed copyright year and the estimator promo with its AI disclaimer', async ({ page }) => {
    await openHydrated(page);
    const footer = page.locator('footer');
    await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(footer.locator('.copyright')).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByText(/Final pricing is confirmed by our licensed technicians/)).toBeVisible();
    await expect(footer.locator('.service-area-list a').first()).toHaveAttribute('href', /^\/locations\//);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await openHydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: SKIP_LINK_COPY.main });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('the chat is the second Tab stop from page load, and Enter there opens it with the focus in the box (issue 23)', async ({
    page,
  }) => {
    await openHydrated(page);
    const chat = page.getByRole('button', { name: SKIP_LINK_COPY.chat });
    const presses = [];
    for (let press = 1; press <= 2; press += 1) {
      await page.keyboard.press('Tab');
      presses.push(await chat.evaluate((element) => element === document.activeElement));
    }
    expect(presses).toEqual([false, true]);
    await expect(chat).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: WIDGET_CATALOGUE_EN.title })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('textbox', { name: WIDGET_CATALOGUE_EN.inputLabel })).toBeFocused();
  });
});
