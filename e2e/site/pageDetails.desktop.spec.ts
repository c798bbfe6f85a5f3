import { expect, type Page, test } from '@playwright/test';
import { REGIONS, TOLL_FREE_PHONE, telHref } from '@tod/domain/facts';
import { expectNoAxeViolationsLightAndDark } from '../support/axe.ts';
import { contactForm } from './contactFormSteps.ts';

/** Issue 33 points 10 and 11 at the desktop width where the audit met them. */
test.describe.configure({ mode: 'parallel' });

async function open(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

test.describe('point 10: the 404 page', () => {
  test('gives the toll-free number without a region, and the chosen region’s phone once one is chosen', async ({ page }) => {
    await open(page, '/no-such-page');
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(main.locator('a[href^="tel:"]')).toHaveAttribute('href', telHref(TOLL_FREE_PHONE));

    await page.locator('.top-bar').getByLabel('Your region').selectOption({ label: 'Boise ID' });
    await expect(main.locator('a[href^="tel:"]')).toHaveAttribute('href', telHref(REGIONS.idaho.phone));
    await expect(main.locator('a[href^="tel:"]')).toHaveText(REGIONS.idaho.phone);
    await expectNoAxeViolationsLightAndDark(page, { include: 'main' });
  });
});

test.describe('point 11: the contact form after an error', () => {
  test('a field with an error keeps its box in line with the others of its row, at their height', async ({ page }) => {
    await open(page, '/contact');
    const form = contactForm(page);
    await form.getByLabel('Full name').fill('Pat Doe');
    await form.getByLabel('Email').fill('pat@');
    await form.getByLabel('Phone').fill('(503) 555-0100');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    for (const row of [
      ['Full name', 'Email', 'Phone'],
      ['City', 'State', 'ZIP code'],
    ]) {
      const boxes = [];
      for (const label of row) boxes.push(await form.getByLabel(label, { exact: true }).boundingBox());
      const [first, ...others] = boxes;
      for (const [index, other] of others.entries()) {
        expect(other?.y, `${row[index + 1]} top`).toBeCloseTo(first?.y ?? -1, 0);
        expect(other?.height, `${row[index + 1]} height`).toBeCloseTo(first?.height ?? -1, 0);
      }
    }
    await expectNoAxeViolationsLightAndDark(page, { include: 'main form' });
  });
});
