import type { Page } from '@playwright/test';
import { CHAT_COPY, chatRegionData, telHref, WIDGET_COPY } from '@tod/domain/facts';
import { expect, test } from './fixtures.ts';

const boise = chatRegionData('idaho');

async function openChat(page: Page) {
  await page.getByRole('button', { name: CHAT_COPY.launcherLabel }).click();
  const dialog = page.getByRole('dialog', { name: CHAT_COPY.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: CHAT_COPY.inputLabel }).fill(text);
  await page.getByRole('button', { name: CHAT_COPY.sendLabel }).click();
}

test.describe('partner showroom example (plain HTML, one script tag)', () => {
  test('mounts T.O.D. from the chat server on another origin and answers through the API', async ({ page, examples }) => {
    expect(new URL(examples.showroom).origin).not.toBe(new URL(examples.server).origin);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(examples.showroom);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('See, touch and open the door before you buy it');
    const dialog = await openChat(page);
    expect(scripts).toContain(`${examples.server}/widget/v1/tod.js`);

    const reply = page.waitForResponse(
      (response) => response.url().startsWith(`${examples.server}/api/chat`) && response.request().method() === 'POST',
    );
    await send(page, 'How much does a broken spring replacement cost?');
    expect((await reply).status()).toBe(200);
    const answer = dialog.locator('[data-testid="message"][data-kind="assistant"]');
    await expect(answer).toHaveCount(1);
    await expect(answer).not.toBeEmpty();
    await expect(dialog.locator('[data-kind="error"]')).toHaveCount(0);
  });

  test("uses the showroom's Boise region: greeting city, phone and booking link", async ({ page, examples }) => {
    await page.goto(examples.showroom);
    const dialog = await openChat(page);
    await expect(dialog.locator('[data-kind="welcome"]').first()).toContainText(boise.displayCity);
    await expect(dialog.locator('[data-kind="welcome"]').last()).toContainText(boise.phone);
    const quickActions = dialog.getByRole('navigation', { name: WIDGET_COPY.quickActionsLabel });
    await expect(quickActions.getByRole('link', { name: CHAT_COPY.quickCall })).toHaveAttribute('href', telHref(boise.phone));
    await expect(quickActions.getByRole('link', { name: CHAT_COPY.quickBook })).toHaveAttribute('href', boise.bookingLink);
  });

  test("the page's own button opens the chat through window.TOD", async ({ page, examples }) => {
    await page.goto(examples.showroom);
    await page.getByRole('button', { name: 'Ask T.O.D. now' }).click();
    await expect(page.getByRole('dialog', { name: CHAT_COPY.title })).toBeVisible();
  });

  test('runs under the strict CSP the showroom is served with, without a single violation', async ({ page, examples }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(examples.showroom);
    expect(response?.headers()['content-security-policy']).toContain(`script-src 'self' ${examples.server}`);
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
    await openChat(page);
    expect(violations).toEqual([]);
  });

  test('an origin outside CORS_ORIGINS is refused: the API answers 403 and the widget offers the phone instead', async ({
    page,
    request,
    examples,
  }) => {
    const refusedOrigin = new URL(examples.refusedShowroom).origin;
    const preflight = await request.fetch(`${examples.server}/api/chat`, {
      method: 'OPTIONS',
      headers: { Origin: refusedOrigin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status()).toBe(204);
    const refused = await request.post(`${examples.server}/api/chat`, { headers: { Origin: refusedOrigin }, data: {} });
    expect(refused.status()).toBe(403);
    const refusal = (await refused.json()) as { code: string; message: string };
    expect(refusal.code).toBe('origin_not_allowed');

    // The widget checks its origin when it starts (issue 18.4): the region's phone replaces the chat.
    await page.goto(examples.refusedShowroom);
    await expect(page.locator('tod-chat [data-testid=call-launcher]')).toHaveAttribute('href', telHref(boise.phone));
    await expect(page.getByRole('button', { name: CHAT_COPY.launcherLabel })).toHaveCount(0);
    await page.getByRole('button', { name: 'Ask T.O.D. now' }).click();
    await expect(
      page.locator('tod-chat [data-testid=refused]').getByRole('link', { name: new RegExp(boise.phone.replace(/[()]/g, '\\$&')) }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: CHAT_COPY.inputLabel })).toHaveCount(0);
  });
});
