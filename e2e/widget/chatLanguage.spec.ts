import { expect, test } from '@playwright/test';
import { CHAT_LIMITS, WIDGET_CATALOGUE_EN, WIDGET_CATALOGUE_ES } from '@tod/domain/facts';
import { openHostPage, widget } from './host.ts';

const EN = WIDGET_CATALOGUE_EN;
const ES = WIDGET_CATALOGUE_ES;

// Against the real chat server: its reply names its language (metadata.locale, decision 0180).
test.describe("issue 23: the widget's chrome speaks the chat's language", () => {
  test('a visitor who writes Spanish on an English page gets every label in Spanish, and the escalation too', async ({
    page,
  }, testInfo) => {
    await openHostPage(page, testInfo, { data: { delay: '0' } });
    await widget(page).launcher.click();
    const input = page.getByRole('textbox', { name: EN.inputLabel });
    await expect(input).toHaveAttribute('placeholder', EN.inputPlaceholder);
    await input.fill('Hola, se rompió el resorte de mi puerta de garaje. ¿Cuánto cuesta cambiarlo?');
    await input.press('Enter');

    const spanishInput = page.getByRole('textbox', { name: ES.inputLabel });
    await expect(spanishInput).toHaveAttribute('placeholder', ES.inputPlaceholder, { timeout: 15_000 });
    await expect(page.locator('tod-chat .tod')).toHaveAttribute('lang', 'es');
    const quick = page.getByRole('navigation', { name: ES.quickActionsLabel });
    await expect(quick.getByRole('link')).toHaveText([ES.quickCall, ES.quickBook, ES.quickEstimate]);
    await expect(page.locator('tod-chat .tod-footer')).toHaveText(ES.footerNote);
    await expect(page.locator('tod-chat #tod-hint')).toHaveText(ES.newLineHint);
    const dialog = page.getByRole('dialog', { name: ES.title });
    await expect(dialog.getByRole('button', { name: ES.closeLabel })).toBeVisible();
    // Issue 33.9: the greeting is said again in Spanish, and the reply is read out marked Spanish.
    const greeting = widget(page).messages('welcome');
    await expect(greeting).toHaveAttribute('lang', 'es');
    await expect(greeting).toContainText(ES.greeting.jobsLine.slice(0, 20));
    await expect(page.locator('tod-chat [role=status]')).toHaveAttribute('lang', 'es');
    await expect(page.locator('tod-chat [role=status]')).toContainText(ES.assistantPrefix);

    // Talk to Human with nobody of the office online: the SPEC confirmation, in Spanish.
    await widget(page).messages('assistant').last().getByRole('button', { name: ES.ctaEscalate }).click();
    await expect(widget(page).messages('escalation')).toContainText(ES.escalationSuccessNoPhone.slice(0, 40), { timeout: 15_000 });
    await expect(page.locator('tod-chat')).not.toContainText(EN.quickCall);
  });
});

test.describe('issue 23: a message over the contract length', () => {
  test('a pasted 3,000-character message stays in the box, marked invalid, with the limit said; it is not sent', async ({
    page,
  }, testInfo) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/chat')) posts.push(request.url());
    });
    await openHostPage(page, testInfo, { data: { delay: '0', lang: 'es' } });
    await widget(page).launcher.click();
    const input = page.getByRole('textbox', { name: ES.inputLabel });
    const pasted = 'a'.repeat(3000);
    await input.fill(pasted);
    await input.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(ES.tooLong);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue(pasted);
    await expect(page.getByRole('button', { name: ES.sendLabel })).toBeDisabled();
    expect(posts).toEqual([]);

    await input.fill(pasted.slice(0, CHAT_LIMITS.messageMaxChars));
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: ES.sendLabel })).toBeEnabled();
  });

  test("the server's 400 for an over-long message is said as the limit, and the text goes back into the box", async ({
    page,
  }, testInfo) => {
    // An older page could still send one: the real server answers the over-long body this test forwards.
    await page.route('**/api/chat/stream', async (route) => {
      const body = route.request().postDataJSON() as { message: string };
      await route.continue({ postData: JSON.stringify({ ...body, message: 'b'.repeat(CHAT_LIMITS.messageMaxChars + 1) }) });
    });
    const answered = page.waitForResponse('**/api/chat/stream');
    await openHostPage(page, testInfo, { data: { delay: '0' } });
    await widget(page).launcher.click();
    await widget(page).input.fill('My spring broke');
    await widget(page).input.press('Enter');
    expect((await answered).status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(EN.tooLong);
    await expect(widget(page).input).toHaveValue('My spring broke');
  });
});
