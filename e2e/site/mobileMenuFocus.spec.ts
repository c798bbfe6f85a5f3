import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';

// Issue 33 point 4: the open phone menu is modal for the keyboard.

async function openHydrated(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

/** Presses `key` `times` times and says, for each press, what has the focus and whether it is in the menu. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', times: number): Promise<{ name: string; inMenu: boolean }[]> {
  const stops = [];
  for (let press = 0; press < times; press += 1) {
    await page.keyboard.press(key);
    stops.push(
      await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        const name = active?.getAttribute('aria-label') || active?.textContent?.trim() || active?.tagName || '';
        return { name, inMenu: document.getElementById('mobile-menu')?.contains(active) ?? false };
      }),
    );
  }
  return stops;
}

test.describe('the open phone menu keeps the focus', { tag: '@mobile' }, () => {
  test('Tab and Shift+Tab go round the open menu; Escape closes it and gives the focus back to the menu button', async ({ page }) => {
    await openHydrated(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // An expanded section's links are stops too; a collapsed one's are not.
    await menu.getByRole('button', { name: 'Services' }).click();
    await expect(menu.getByRole('link', { name: 'Garage Door Repair' })).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).focus();

    const stopCount = await menu.evaluate(
      (nav) =>
        Array.from(nav.querySelectorAll<HTMLElement>('a[href], button, select')).filter(
          (element) => element.closest('[hidden]') === null && element.getClientRects().length > 0,
        ).length,
    );
    const forward = await walk(page, 'Tab', stopCount + 2);
    expect(forward.filter((stop) => !stop.inMenu)).toEqual([]);
    // Once round: the press after the last stop is back on the first, the Close button.
    expect(forward[stopCount - 1]?.name).toBe('Close menu');
    expect(forward.map((stop) => stop.name)).toContain('Schedule Online Now (opens in a new tab)');

    const backward = await walk(page, 'Shift+Tab', stopCount + 2);
    expect(backward.filter((stop) => !stop.inMenu)).toEqual([]);

    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect((await axeViolations(page, { include: '#mobile-menu' })).map((line) => `${colorScheme} ${line}`)).toEqual([]);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});
