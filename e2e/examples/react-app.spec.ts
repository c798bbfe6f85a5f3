import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CHAT_COPY, chatRegionData, REGIONS, telHref, WIDGET_COPY } from '@tod/domain/facts';
import { REPO_ROOT } from '../support/serverProcess.mjs';
import { expect, test } from './fixtures.ts';

const vancouver = chatRegionData('sw-washington');
const salem = chatRegionData('salem');

const launcher = (page: Page) => page.getByRole('button', { name: CHAT_COPY.launcherLabel });
const quickLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: WIDGET_COPY.quickActionsLabel }).getByRole('link', { name });

test.describe('partner React app example (@tod/widget/react over the ESM build)', () => {
  test('mounts T.O.D. with its region phone and booking link and answers cross-origin', async ({ page, examples }) => {
    expect(new URL(examples.reactApp).origin).not.toBe(new URL(examples.server).origin);
    await page.goto(examples.reactApp);
    await launcher(page).click();
    const dialog = page.getByRole('dialog', { name: CHAT_COPY.title });
    await expect(dialog).toBeVisible();
    await expect(quickLink(page, CHAT_COPY.quickCall)).toHaveAttribute('href', telHref(vancouver.phone));
    await expect(quickLink(page, CHAT_COPY.quickBook)).toHaveAttribute('href', vancouver.bookingLink);

    const reply = page.waitForResponse(
      (response) => response.url().startsWith(`${examples.server}/api/chat`) && response.request().method() === 'POST',
    );
    await page.getByRole('textbox', { name: CHAT_COPY.inputLabel }).fill('Do you repair garage door openers?');
    await page.getByRole('button', { name: CHAT_COPY.sendLabel }).click();
    expect((await reply).status()).toBe(200);
    await expect(dialog.locator('[data-testid="message"][data-kind="assistant"]')).toHaveCount(1);
    await expect(dialog.locator('[data-kind="error"]')).toHaveCount(0);
    await expect(page.locator('.events output')).not.toHaveText('0');
  });

  test('a region change in the app reconfigures the open widget: phone and booking link follow', async ({ page, examples }) => {
    await page.goto(examples.reactApp);
    await launcher(page).click();
    await expect(quickLink(page, CHAT_COPY.quickCall)).toHaveAttribute('href', telHref(vancouver.phone));
    await page.getByLabel('Property region').selectOption({ label: REGIONS.salem.displayName });
    await expect(quickLink(page, CHAT_COPY.quickCall)).toHaveAttribute('href', telHref(salem.phone));
    await expect(quickLink(page, CHAT_COPY.quickBook)).toHaveAttribute('href', salem.bookingLink);
    await expect(page.locator('tod-chat')).toHaveCount(1);
  });

  test('unmounting the component destroys the widget; mounting it again brings it back', async ({ page, examples }) => {
    await page.goto(examples.reactApp);
    await expect(launcher(page)).toBeVisible();
    const toggle = page.getByLabel('Offer the chat assistant on this page');
    await toggle.uncheck();
    await expect(page.locator('tod-chat')).toHaveCount(0);
    await toggle.check();
    await expect(launcher(page)).toBeVisible();
    await expect(page.locator('tod-chat')).toHaveCount(1);
  });

  // A check of the build output: runs once, in the desktop project.
  test("the built @tod/widget/react imports the app's React and bundles none of its own", { tag: '@desktop' }, async () => {
    const built = await readFile(join(REPO_ROOT, 'widget/dist/esm/react.js'), 'utf8');
    expect(built).toMatch(/from\s*"react"/);
    expect(built).not.toContain('react.transitional.element');
    expect(built).not.toContain('__CLIENT_INTERNALS');
  });
});
