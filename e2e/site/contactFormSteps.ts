import { expect, type Locator, type Page } from '@playwright/test';

/** A visitor's steps on the contact form, shared by the contact and visitor suites. */

/** The sum asked by the verification question, read from its label once hydrated. */
export async function verificationSum(form: Locator): Promise<{ sum: number; label: string }> {
  const label = form.getByText(/^Verification: what is \d+ \+ \d+\?$/);
  await expect(label).toBeVisible();
  const text = (await label.textContent()) ?? '';
  const [, a, b] = /(\d+) \+ (\d+)/.exec(text) ?? [];
  return { sum: Number(a) + Number(b), label: text };
}

export async function fillValid(form: Locator, overrides: { answer?: string; city?: string; zip?: string; emergency?: boolean } = {}) {
  await form.getByLabel('Full name').fill('Jane Doe');
  await form.getByLabel('Email').fill('jane@example.com');
  await form.getByLabel('Phone').fill('(503) 555-0100');
  await form.getByLabel('Street address').fill('12 Elm St');
  await form.getByLabel('City').fill(overrides.city ?? 'Salem');
  await form.getByLabel('State').selectOption('OR');
  await form.getByLabel('ZIP code').fill(overrides.zip ?? '97301');
  if (overrides.emergency) await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByLabel('I am a').selectOption('homeowner');
  await form.getByLabel('Service needed').selectOption('springRepair');
  await form.getByLabel('Message').fill('The spring above the door snapped this morning.');
  const { sum } = await verificationSum(form);
  await form.getByLabel(/^Verification: what is/).fill(overrides.answer ?? String(sum));
}

export const contactForm = (page: Page) => page.locator('main form.contact-form');
export const submit = (form: Locator) => form.getByRole('button', { name: 'Send Message' }).click();
