import { expect, type Page, test } from '@playwright/test';
import { CONFIRMATION_COPY, CONTACT_MESSAGES, exampleContactSubmission } from '@tod/domain';
import { axeViolations } from '../support/axe.ts';
import { contactForm, fillValid, submit } from './contactFormSteps.ts';

/*
 * Issue 30: an emergency contact request always sends. The form does not depend on the viewport, so these run
 * in the desktop project only (tag @desktop, see playwright.config.ts).
 */
test.describe('issue 30: the emergency contact request always sends', { tag: '@desktop' }, () => {
  test.describe.configure({ timeout: 60_000 });

  /** Yesterday in the browser's own time zone, as its date field counts days. */
  const yesterdayInBrowser = (page: Page) =>
    page.evaluate(() => {
      const date = new Date(Date.now() - 24 * 60 * 60 * 1000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    });

  test("an emergency whose date field held yesterday's date is sent and reaches /confirmation", async ({ page }) => {
    await page.goto('/contact');
    await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules);
    await page.waitForLoadState('load');
    const form = contactForm(page);
    await fillValid(form);
    const yesterday = await yesterdayInBrowser(page);
    await form.getByLabel('Preferred date').fill(yesterday);
    await form.getByLabel('Yes', { exact: true }).check();
    await expect(form.getByLabel('Preferred date')).toBeDisabled();
    // The emergency line names 911 and the office, each a number to tap.
    await expect(form.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    await expect(form.locator('.contact-form__hint a[href^="tel:+1"]')).toHaveCount(1);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const violations = await axeViolations(page, { include: 'main form.contact-form' });
      expect(violations.map((line) => `${colorScheme} ${line}`)).toEqual([]);
    }

    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/contact-form') && candidate.method() === 'POST');
    await submit(form);
    expect((await request).postDataJSON()).toMatchObject({ isEmergency: 'Yes', preferredDate: '' });
    await page.waitForURL(/\/confirmation\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRMATION_COPY.receivedTitle);
  });

  test('POST /api/contact-form accepts an emergency with a past preferredDate and refuses one that is not an emergency', async ({
    request,
  }) => {
    const past = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const emergency = await request.post('/api/contact-form', {
      data: { ...exampleContactSubmission(), isEmergency: 'Yes', preferredDate: past },
    });
    expect(emergency.status()).toBe(201);
    const routine = await request.post('/api/contact-form', {
      data: { ...exampleContactSubmission(), isEmergency: 'No', preferredDate: past },
    });
    expect(routine.status()).toBe(400);
    expect((await routine.json()).fieldErrors).toEqual({ preferredDate: CONTACT_MESSAGES.preferredDate });
  });
});
