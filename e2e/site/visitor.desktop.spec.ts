import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  CONFIRMATION_COPY,
  COOKIE_COPY,
  DEFAULT_VISITOR_LOCATION,
  REGIONS,
  SESSION_STORAGE_KEYS,
  TOLL_FREE_PHONE,
  telHref,
} from '@tod/domain/facts';
import { expectNoAxeViolationsLightAndDark } from '../support/axe.ts';
import { contactForm, fillValid, submit } from './contactFormSteps.ts';

/**
 * Issue 23 points 7, 9, 10 and 12 as a visitor meets them, at 320, 375 and 1280 px. Each test sets its own
 * viewport, so the suite runs once, in the desktop project.
 */
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const PHONES = [320, 375] as const;
const WIDTHS = [...PHONES, 1280] as const;
const isPhone = (width: number) => width <= 768;

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: isPhone(width) ? 740 : 800 });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

/** Every phone number a visitor can dial on the page (header, body, menu, footer), the widget's script tag included. */
async function phonesOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const digits = (text: string) => text.replace(/\D/g, '').slice(-10);
    const numbers = new Set<string>();
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')) {
      numbers.add(digits(link.getAttribute('href') ?? ''));
    }
    const widget = document.querySelector('script[src$="/tod.js"]')?.getAttribute('data-phone');
    if (widget) numbers.add(digits(widget));
    return [...numbers];
  });
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

test.describe('point 7: one region, one phone on a place page', () => {
  for (const width of WIDTHS) {
    test(`/locations/oregon/salem gives Salem's number everywhere and tells the widget its city and region at ${width} px`, async ({
      page,
    }) => {
      await open(page, '/locations/oregon/salem', width);
      await expect.poll(() => phonesOnPage(page)).toEqual([digitsOf(REGIONS.salem.phone)]);
      const script = page.locator('script[src$="/tod.js"]');
      await expect(script).toHaveAttribute('data-region', 'salem');
      await expect(script).toHaveAttribute('data-city', 'Salem');
      await expect(page.locator('main')).not.toContainText(TOLL_FREE_PHONE);
    });
  }

  for (const width of WIDTHS) {
    test(`a Portland request's confirmation gives Portland's number everywhere on the page, header included, at ${width} px`, async ({
      page,
    }) => {
      await open(page, '/contact', width);
      const form = contactForm(page);
      await fillValid(form, { city: 'Portland', zip: '97202' });
      await submit(form);
      await page.waitForURL(/\/confirmation\?/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRMATION_COPY.receivedTitle);
      const portland = digitsOf(REGIONS['portland-metro'].phone);
      await expect.poll(() => phonesOnPage(page)).toEqual([portland]);
      const header = page.locator(isPhone(width) ? 'header a[href^="tel:"]' : '.top-bar__phone');
      await expect(header.first()).toHaveAttribute('href', telHref(REGIONS['portland-metro'].phone));
      await expect(page.locator('script[src$="/tod.js"]')).toHaveAttribute('data-region', 'portland-metro');
      await expect(page.locator('body')).not.toContainText(TOLL_FREE_PHONE);
      await expectNoAxeViolationsLightAndDark(page);
      // A reload keeps the request (history state), and so its number.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRMATION_COPY.receivedTitle);
      await expect.poll(() => phonesOnPage(page)).toEqual([portland]);
    });
  }

  test('the prerendered city page already carries the city and its number, before any script runs', async ({ request }) => {
    const html = await (await request.get('/locations/oregon/salem')).text();
    expect(html).toContain(`data-city="Salem"`);
    expect(html).toContain(`data-phone="${REGIONS.salem.phone}"`);
    expect(html).not.toContain(telHref(TOLL_FREE_PHONE));
  });

  test("the chat on the Salem page greets, fails and falls back with Salem's number", async ({ page }) => {
    await page.route('**/api/chat**', (route) => route.abort('connectionrefused'));
    await open(page, '/locations/oregon/salem', 375);
    await page.evaluate(() => (window as unknown as { TOD: { open(): void } }).TOD.open());
    const dialog = page.getByRole('dialog', { name: 'T.O.D. (Technician On Demand)' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Call Now' })).toHaveAttribute(
      'href',
      telHref(REGIONS.salem.phone),
    );
    await page.getByRole('textbox', { name: 'Message T.O.D.' }).fill('My spring broke');
    await page.getByRole('textbox', { name: 'Message T.O.D.' }).press('Enter');
    const lastReply = page.locator('tod-chat [data-kind="error"], tod-chat [data-kind="assistant"]').last();
    await expect(lastReply).toContainText(REGIONS.salem.phone);
    await expect(dialog).not.toContainText(TOLL_FREE_PHONE);
  });

  test('a region the visitor picked by hand wins on a city page', async ({ context, page }) => {
    const picked = {
      ...DEFAULT_VISITOR_LOCATION,
      city: 'Boise',
      region: 'Idaho',
      serviceRegion: 'idaho',
      phone: REGIONS.idaho.phone,
      isLocationOverridden: true,
      source: 'manual',
    };
    await context.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
      SESSION_STORAGE_KEYS.location,
      JSON.stringify(picked),
    ] as const);
    await open(page, '/locations/oregon/salem', 1280);
    await expect(page.locator('.top-bar__phone')).toContainText(REGIONS.idaho.phone);
    await expect(page.locator('script[src$="/tod.js"]')).toHaveAttribute('data-region', 'idaho');
  });
});

test.describe('point 9: the region picker on phones, the launcher and the cookie banner', () => {
  const launcher = (page: Page) => page.locator('tod-chat');

  for (const width of PHONES) {
    test(`the mobile menu holds the region picker and hides the chat launcher while open at ${width} px`, async ({ page }) => {
      await open(page, '/', width);
      await page.evaluate(() => (window as unknown as { TOD: { configure(options: object): void } }).TOD.configure({ delay: 0 }));
      await expect(launcher(page)).toBeAttached({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      await expect(launcher(page)).toBeHidden();
      await expectNoAxeViolationsLightAndDark(page, { include: '#mobile-menu' });

      await menu.getByLabel('Your region').selectOption('sw-washington');
      await expect(
        menu.getByRole('link', { name: new RegExp(`Call ${REGIONS['sw-washington'].phone.replace(/[()]/g, '\\$&')}`) }),
      ).toBeVisible();
      await expect(page.locator('script[src$="/tod.js"]')).toHaveAttribute('data-region', 'sw-washington');

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(launcher(page)).not.toHaveCSS('display', 'none');
    });
  }

  for (const width of WIDTHS) {
    test(`the cookie banner and the chat launcher don't cover each other, and an open chat's input is not covered at ${width} px`, async ({
      context,
      page,
    }) => {
      const germany = { ...DEFAULT_VISITOR_LOCATION, country: 'DE', source: 'lookup' };
      await context.addInitScript(
        ([key, value]) => {
          if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
        },
        [SESSION_STORAGE_KEYS.location, JSON.stringify(germany)] as const,
      );
      await open(page, '/', width);
      const banner = page.getByRole('region', { name: COOKIE_COPY.bannerTitle });
      await expect(banner).toBeVisible();
      const launcherButton = page.locator('tod-chat').getByRole('button').first();
      await expect(launcherButton).toBeVisible({ timeout: 15_000 });
      expect(overlap(await box(banner), await box(launcherButton))).toBe(false);
      // The teaser card comes 5 s after the launcher when the visitor has not interacted (trial clicks don't count).
      const teaser = page.locator('tod-chat').getByText('Need garage door help?');
      await expect(teaser).toBeVisible({ timeout: 15_000 });
      expect(overlap(await box(banner), await box(page.locator('tod-chat .tod-teaser')))).toBe(false);
      await expect(banner.getByRole('button', { name: COOKIE_COPY.acceptAll })).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, { include: '.cookie-banner' });
      await page.emulateMedia({ colorScheme: 'light' });
      await banner.getByRole('button', { name: COOKIE_COPY.acceptAll }).click({ trial: true });
      await launcherButton.click({ trial: true });

      await page.evaluate(() => (window as unknown as { TOD: { open(): void } }).TOD.open());
      const input = page.locator('tod-chat textarea, tod-chat input[type="text"]').first();
      await expect(input).toBeVisible();
      await input.click({ trial: true });
    });
  }
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('point 10: header dropdowns by keyboard', () => {
  for (const key of ['Enter', 'Space'] as const) {
    test(`Services and Service Area open with ${key} and close on Escape with focus back on their button`, async ({ page }) => {
      await open(page, '/', 1280);
      for (const name of ['Services', 'Service Area']) {
        const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });
        await trigger.focus();
        await page.keyboard.press(key);
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await expect(page.locator(`#${await trigger.getAttribute('aria-controls')}`)).toBeVisible();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Escape');
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
        await expect(trigger).toBeFocused();
      }
    });
  }

  test('an open dropdown passes axe in light and dark', async ({ page }) => {
    await open(page, '/', 1280);
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Service Area' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolationsLightAndDark(page, { include: 'header' });
  });
});

test.describe('point 11: /confirmation without a received request', () => {
  for (const width of WIDTHS) {
    test(`a forged confirmation link says nothing was received and points to the form and the phone at ${width} px`, async ({ page }) => {
      await open(
        page,
        '/confirmation?submissionId=DL-1732200000000123&name=Ana&requestType=Other&city=Salem&state=OR&isEmergency=No',
        width,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRMATION_COPY.notReceivedTitle);
      await expect(page.locator('main').getByRole('link', { name: CONFIRMATION_COPY.notReceivedFormLink })).toBeVisible();
      await expect(page.locator('main a[href^="tel:+1"]')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe('point 12: state pages', () => {
  for (const [path, state, region] of [
    ['/locations/oregon', 'Oregon', 'portland-metro'],
    ['/locations/washington', 'Washington', 'sw-washington'],
    ['/locations/idaho', 'Idaho', 'idaho'],
  ] as const) {
    for (const width of WIDTHS) {
      test(`${path} lists the state's cities with the office phone, license and booking link at ${width} px`, async ({ page }) => {
        const response = await page.request.get(path);
        expect(response.status()).toBe(200);
        await open(page, path, width);
        const main = page.locator('main');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Garage door repair in ${state}`);
        await expect(main.getByRole('link', { name: `Call ${REGIONS[region].phone}` })).toHaveAttribute(
          'href',
          telHref(REGIONS[region].phone),
        );
        await expect(main).toContainText(REGIONS[region].license?.text ?? '');
        await expect(main.getByRole('link', { name: new RegExp(`^Book in ${REGIONS[region].city}`) }).first()).toHaveAttribute(
          'target',
          '_blank',
        );
        const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(breadcrumbs.getByRole('link', { name: 'Locations' })).toHaveAttribute('href', '/locations');
        await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(state);
        if (width === 1280) await expectNoAxeViolationsLightAndDark(page);
      });
    }
  }

  test("a city page's breadcrumbs lead to its state page, and the sitemap lists the three", async ({ page, request }) => {
    await open(page, '/locations/idaho/nampa', 1280);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Idaho' }).click();
    await expect(page).toHaveURL(/\/locations\/idaho$/);
    await expect(page.locator('main').getByRole('link', { name: 'Nampa, ID' })).toBeVisible();
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const state of ['oregon', 'washington', 'idaho']) expect(sitemap).toContain(`/locations/${state}</loc>`);
  });
});
