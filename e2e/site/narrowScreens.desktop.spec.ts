import { expect, type Locator, type Page, test } from '@playwright/test';
import { COOKIE_COPY, DEFAULT_VISITOR_LOCATION, SESSION_STORAGE_KEYS } from '@tod/domain/facts';
import { expectNoAxeViolationsLightAndDark } from '../support/axe.ts';
import { contactForm, fillValid } from './contactFormSteps.ts';

/**
 * Issue 33 points 6, 7, 8 and 11 on the phone sizes of the audit (320 and 375 px wide). Each test sets its own
 * viewport, so the suite runs once, in the desktop project.
 */
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

const PHONES = [320, 375] as const;

async function open(page: Page, path: string, width: number, height = 740) {
  await page.setViewportSize({ width, height });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

type Box = Awaited<ReturnType<typeof box>>;
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Whether the element itself is what a tap at its centre reaches (nothing floats over it). With `besideChat`,
 * the chat widget does not count: on a short phone its 10 s teaser may overlap the banner (decision 0402).
 */
async function isOnTop(locator: Locator, besideChat = false): Promise<boolean> {
  return locator.evaluate((element, skipChat) => {
    const rect = element.getBoundingClientRect();
    const hits = document.elementsFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    const hit = hits.find((candidate) => !skipChat || candidate.closest('tod-chat') === null);
    return hit !== undefined && (hit === element || element.contains(hit));
  }, besideChat);
}

test.describe('point 8: the header on a narrow phone', () => {
  for (const width of PHONES) {
    test(`the menu button is whole and the logo takes at most two lines at ${width} px`, async ({ page }) => {
      await open(page, '/', width);
      const menuButton = await box(page.getByRole('button', { name: 'Open menu' }));
      expect(menuButton.x).toBeGreaterThanOrEqual(0);
      expect(menuButton.x + menuButton.width).toBeLessThanOrEqual(width);
      expect(menuButton.width).toBeGreaterThanOrEqual(44);
      const logoLines = await page.locator('.logo__text').evaluate((text) => {
        const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
        return Math.round(text.getBoundingClientRect().height / lineHeight);
      });
      expect(logoLines).toBeLessThanOrEqual(2);
      for (const name of [/^Call \(/, /^Get an estimate$/, /^Schedule online/]) {
        const button = await box(page.getByRole('banner').getByRole('link', { name }));
        expect(button.x + button.width, String(name)).toBeLessThanOrEqual(width);
      }
      await expectNoAxeViolationsLightAndDark(page, { include: 'header' });
    });
  }
});

test.describe('point 7: wide tables scroll by keyboard', () => {
  for (const [path, caption] of [
    ['/pricing', 'Typical price ranges'],
    ['/privacy-cookie-policy', 'Every cookie and storage entry of this site and the chat'],
  ] as const) {
    test(`${path}: the table is a named region that Tab reaches and the arrow keys scroll at 320 px`, async ({ page }) => {
      await open(page, path, 320);
      const region = page.getByRole('region', { name: caption });
      const scroller = await region.evaluate((element) => ({
        tabIndex: element.tabIndex,
        overflows: element.scrollWidth > element.clientWidth,
      }));
      expect(scroller).toEqual({ tabIndex: 0, overflows: true });
      // Tab from the element before it lands on it.
      await region.evaluate((element) => {
        const before = document.createElement('button');
        before.textContent = 'before';
        element.before(before);
        before.focus();
      });
      await page.keyboard.press('Tab');
      await expect(region).toBeFocused();
      for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      await region.evaluate((element) => element.previousElementSibling?.remove());
      await expectNoAxeViolationsLightAndDark(page, { include: 'main' });
    });
  }
});

test.describe('point 6: the cookie banner on a phone', () => {
  const sizes = [
    [320, 568],
    [320, 740],
    [375, 667],
    [375, 740],
  ] as const;
  for (const [width, height] of sizes) {
    test(`shows its whole text, and the policy link in sight and uncovered, at ${width}×${height} px`, async ({ context, page }) => {
      const germany = { ...DEFAULT_VISITOR_LOCATION, country: 'DE', source: 'lookup' };
      await context.addInitScript(
        ([key, value]) => {
          if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
        },
        [SESSION_STORAGE_KEYS.location, JSON.stringify(germany)] as const,
      );
      await open(page, '/', width, height);
      const banner = page.getByRole('region', { name: COOKIE_COPY.bannerTitle });
      await expect(banner).toBeVisible();
      const fits = await banner.evaluate((element) => element.scrollHeight <= element.clientHeight);
      expect(fits).toBe(true);
      const policy = banner.getByRole('link', { name: 'privacy and cookie policy' });
      await expect(policy).toBeInViewport({ ratio: 1 });
      expect(await isOnTop(policy, true)).toBe(true);
      for (const name of [COOKIE_COPY.essentialOnly, COOKIE_COPY.acceptAll]) {
        const button = banner.getByRole('button', { name });
        await expect(button).toBeInViewport({ ratio: 1 });
        expect(await isOnTop(button, true), name).toBe(true);
      }
      await expectNoAxeViolationsLightAndDark(page, { include: '.cookie-banner' });
    });

    test(`Manage Cookies, with its Close button too, shows its whole text at ${width}×${height} px (fresh-eyes, 29 Nov)`, async ({
      page,
    }) => {
      await open(page, '/', width, height);
      await page.getByRole('contentinfo').getByRole('button', { name: COOKIE_COPY.manage }).click();
      const panel = page.getByRole('region', { name: COOKIE_COPY.bannerTitle });
      await expect(panel).toBeVisible();
      expect(await panel.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
      await expect(panel.getByRole('link', { name: 'privacy and cookie policy' })).toBeInViewport({ ratio: 1 });
    });
  }
});

test.describe('point 11: the floating buttons leave the contact form free on a phone', () => {
  for (const width of PHONES) {
    test(`the last field and Send Message come into view above Schedule Now and the chat launcher at ${width} px`, async ({ page }) => {
      await open(page, '/contact', width);
      await page.evaluate(() => (window as unknown as { TOD: { configure(options: object): void } }).TOD.configure({ delay: 0 }));
      const launcher = page.locator('tod-chat').getByRole('button').first();
      await expect(launcher).toBeVisible({ timeout: 15_000 });
      const form = contactForm(page);
      await fillValid(form);
      const message = form.getByLabel('Message');
      const answer = form.getByLabel(/^Verification: what is/);
      const send = form.getByRole('button', { name: 'Send Message' });
      const schedule = page.locator('.floating-schedule').getByRole('link', { name: /Schedule Now/ });

      const expectClear = async (control: Locator) => {
        await expect(schedule).toBeVisible();
        const controlBox = await box(control);
        expect(controlBox.y + controlBox.height).toBeLessThanOrEqual((page.viewportSize()?.height ?? 0) + 0.5);
        expect(overlap(controlBox, await box(schedule))).toBe(false);
        expect(overlap(controlBox, await box(launcher))).toBe(false);
        expect(await isOnTop(control)).toBe(true);
      };
      // Brought up from below the fold by the least scroll (as a phone does for the field it types in).
      for (const control of [message, answer, send]) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await control.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
        await expectClear(control);
      }
      // The keyboard's way down the form.
      await page.evaluate(() => window.scrollTo(0, 0));
      await message.focus();
      for (const control of [answer, send]) {
        while (!(await control.evaluate((element) => element === document.activeElement))) await page.keyboard.press('Tab');
        await expectClear(control);
      }
      await expectNoAxeViolationsLightAndDark(page, { include: 'main' });
    });
  }
});
