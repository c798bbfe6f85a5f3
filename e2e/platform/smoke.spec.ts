import { expect, test } from '@playwright/test';
import { CONTACT_MESSAGES, exampleContactSubmission, newSubmissionId } from '@tod/domain/contracts';

const submission = exampleContactSubmission;

test.describe('platform smoke', () => {
  test('the browser reaches the server', async ({ page }) => {
    const response = await page.goto('/api/health');
    expect(response?.status()).toBe(200);
    expect(await response?.json()).toEqual({ ok: true });
  });

  test('a contact submission round-trips through fetch and a repeat answers the same id', async ({ page }) => {
    await page.goto('/api/health');
    const submissionId = newSubmissionId();
    const post = (body: unknown) =>
      page.evaluate(async (payload) => {
        const response = await fetch('/api/contact-form', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
        });
        return { status: response.status, body: await response.json() };
      }, body);

    const first = await post(submission(submissionId));
    expect(first).toEqual({ status: 201, body: { ok: true, submissionId } });
    const repeat = await post(submission(submissionId));
    expect(repeat).toEqual(first);

    const invalid = await post({ ...submission(newSubmissionId()), postalCode: '972' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors).toEqual({ postalCode: CONTACT_MESSAGES.zipCode });
  });
});
