import { expect, type Page, test } from '@playwright/test';
import { NOT_FOUND_PAGE, PAGES } from '../../host-site/app/lib/site/pages.ts';

// Issue 23 point 8: no page is wider than the phone it is shown on.
test.describe.configure({ mode: 'parallel' });

const PHONE_WIDTHS = [320, 375] as const;

async function widestLayout(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

// Sets its own phone widths: runs once, in the desktop project.
test.describe('no page is wider than a phone', { tag: '@desktop' }, () => {
  for (const path of [...PAGES.map((entry) => entry.path), NOT_FOUND_PAGE.path]) {
    test(`${path} fits 320 and 375 px`, async ({ page }) => {
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
        const { scrollWidth, innerWidth } = await widestLayout(page);
        expect(innerWidth).toBe(width);
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    });
  }
});
