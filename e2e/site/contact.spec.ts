import { expect, type Page, test } from '@playwright/test';
import { CONFIRMATION_COPY, CONTACT_FORM_COPY, CONTACT_MESSAGES, REGIONS, TOLL_FREE_PHONE, telHref } from '@tod/domain';
import { contactForm, fillValid, submit, verificationSum } from './contactFormSteps.ts';

// The form's behaviour does not depend on the viewport; the footer journey below runs on both.

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  await page.waitForLoadState('load');
}

// Each journey loads and hydrates real pages; on the shared 2-core machine that can take a while.
test.describe.configure({ timeout: 60_000 });

// Desktop only; the footer journey covers mobile.
test.describe('contact page form', { tag: '@desktop' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page);
  });

  test('shows every SPEC validation message only after a submit attempt', async ({ page }) => {
    const form = contactForm(page);
    await form.getByLabel('Full name').fill('J');
    await form.getByLabel('Email').focus();
    await expect(form.getByText(CONTACT_MESSAGES.name)).toHaveCount(0);
    await form.evaluate((element) => {
      // 'Reason for contacting us' has no empty option: clear it the way a script or an old browser could.
      const select = element.querySelector('select') as HTMLSelectElement;
      select.value = '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await submit(form);
    for (const message of [
      CONTACT_MESSAGES.name,
      CONTACT_MESSAGES.email,
      CONTACT_MESSAGES.phone,
      CONTACT_MESSAGES.streetAddress,
      CONTACT_MESSAGES.city,
      CONTACT_MESSAGES.state,
      CONTACT_MESSAGES.zipCode,
      CONTACT_MESSAGES.userType,
      CONTACT_MESSAGES.serviceType,
      CONTACT_MESSAGES.message,
      CONTACT_MESSAGES.verificationAnswer,
      CONTACT_MESSAGES.requestType,
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    // The first field in error takes the focus.
    await expect(form.getByLabel('Reason for contacting us')).toBeFocused();

    await form.getByLabel('ZIP code').fill('9730');
    await form.getByLabel('Email').fill('not-an-email');
    await expect(form.getByText(CONTACT_MESSAGES.zipCode)).toBeVisible();
    await expect(form.getByText(CONTACT_MESSAGES.email)).toBeVisible();
    await form.getByLabel('Preferred date').fill('2001-01-01');
    await submit(form);
    await expect(form.getByText(CONTACT_MESSAGES.preferredDate)).toBeVisible();
  });

  test('a wrong verification answer is refused with the SPEC message and a new question, and nothing is sent', async ({ page }) => {
    const form = contactForm(page);
    const posts: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/contact-form') && posts.push(request.method()));
    await fillValid(form);
    const { sum, label } = await verificationSum(form);
    await form.getByLabel(/^Verification: what is/).fill(String(sum + 1));
    await submit(form);
    await expect(form.getByText(CONTACT_FORM_COPY.verificationIncorrect)).toBeVisible();
    await expect(form.getByLabel(/^Verification: what is/)).toHaveValue('');
    await expect(form.getByLabel(/^Verification: what is/)).toBeFocused();
    expect(posts).toEqual([]);
    // The refresh button draws new numbers; a draw may repeat (1 in 100), so draw until the question changes.
    const current = (await verificationSum(form)).label;
    await expect
      .poll(async () => {
        await form.getByRole('button', { name: 'New verification question' }).click();
        return (await verificationSum(form)).label;
      })
      .not.toBe(current);
    expect(label).toMatch(/^Verification: what is \d+ \+ \d+\?$/);
  });

  test('an emergency disables and dims the preferred date and time', async ({ page }) => {
    const form = contactForm(page);
    await form.getByLabel('Yes', { exact: true }).check();
    await expect(form.getByLabel('Preferred date')).toBeDisabled();
    await expect(form.getByLabel('Preferred time')).toBeDisabled();
    await expect(form.getByLabel('Preferred date').locator('xpath=..')).toHaveCSS('opacity', '0.5');
    await form.getByLabel('No', { exact: true }).check();
    await expect(form.getByLabel('Preferred date')).toBeEnabled();
    await expect(form.getByLabel('Preferred date').locator('xpath=..')).toHaveCSS('opacity', '1');
  });

  test("a server error shows the server's message in the banner and the form can be sent again", async ({ page }) => {
    const form = contactForm(page);
    await page.route('**/api/contact-form', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The service is temporarily unavailable. Please try again shortly.', code: 'service_unavailable' }),
      }),
    );
    await fillValid(form);
    await submit(form);
    const banner = form.getByRole('alert').filter({ hasText: CONTACT_FORM_COPY.errorBannerTitle });
    await expect(banner).toContainText('The service is temporarily unavailable. Please try again shortly.');
    await expect(banner).toBeFocused();
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    await page.unroute('**/api/contact-form');
    await page.route('**/api/contact-form', (route) => route.abort('connectionrefused'));
    await form.getByLabel(/^Verification: what is/).fill(String((await verificationSum(form)).sum));
    await submit(form);
    await expect(form.getByRole('alert').filter({ hasText: CONTACT_FORM_COPY.unexpectedError })).toBeVisible();
  });

  test('success sends the SPEC payload and goes to /confirmation with the reference only in the address', async ({ page }) => {
    const form = contactForm(page);
    await fillValid(form);
    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/contact-form') && candidate.method() === 'POST');
    await submit(form);
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Jane Doe',
      fullName: 'Jane Doe',
      postalCode: '97301',
      address: '12 Elm St, Salem, OR 97301',
      contactReason: 'springRepair',
      isEmergency: 'No',
      requestType: 'Service/Estimate',
      sourcePage: 'contact-page',
      pathname: '/contact',
      // The region of the request's address (Salem), not the default the site showed (issue 23 point 7).
      region: 'salem',
    });
    expect(body.submissionId).toMatch(/^DL-\d{14,16}$/);
    await page.waitForURL(/\/confirmation\?/);
    // No personal data in the address, where logs, history and analytics keep it (decision 0252).
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ submissionId: body.submissionId });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRMATION_COPY.receivedTitle);
    const summary = page.getByRole('region', { name: 'Your request' });
    await expect(summary).toContainText(String(body.submissionId));
    await expect(summary).toContainText('Jane Doe');
    await expect(summary).toContainText('Service/Estimate');
    await expect(summary).toContainText('Salem, OR');
    await expect(summary.getByRole('link', { name: REGIONS.salem.phone })).toHaveAttribute('href', telHref(REGIONS.salem.phone));
  });

  test("a Portland request's confirmation gives the Portland number everywhere on the page, and a reload keeps it", async ({ page }) => {
    const form = contactForm(page);
    await fillValid(form, { city: 'Portland', zip: '97202', emergency: true });
    await submit(form);
    await page.waitForURL(/\/confirmation\?/);
    const portland = REGIONS['portland-metro'].phone;
    await expect(page.getByRole('heading', { name: 'This is an emergency: call us now' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: `Call ${portland}` })).toHaveAttribute('href', telHref(portland));
    // 911 comes first for anyone in danger, and "call" is not said twice before the button (fresh-eyes review).
    await expect(page.locator('main').getByRole('link', { name: '911', exact: true })).toHaveAttribute('href', 'tel:911');
    await expect(page.locator('main')).not.toContainText(/call Call/i);
    await expect(page.locator('main')).not.toContainText(TOLL_FREE_PHONE);
    // The request is in the history state, which a reload keeps: the summary and the emergency notice stay.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONFIRMATION_COPY.receivedTitle);
    await expect(page.getByRole('region', { name: 'Your request' })).toContainText('Jane Doe');
    await expect(page.getByRole('region', { name: 'Your request' })).toContainText('Portland, OR');
    await expect(page.getByRole('heading', { name: 'This is an emergency: call us now' })).toBeVisible();
  });
});

test.describe('footer form', () => {
  test('shows the success panel in place and starts over with Send Another Message', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const form = page.locator('footer form.contact-form');
    await form.scrollIntoViewIfNeeded();
    await fillValid(form);
    await submit(form);
    await expect(page.getByText(CONTACT_FORM_COPY.successTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole('button', { name: CONTACT_FORM_COPY.sendAnother }).click();
    await expect(page.locator('footer form.contact-form').getByLabel('Full name')).toHaveValue('');
  });
});
