import { expect, test } from '@playwright/test';
import { WIDGET_CATALOGUE_EN, WIDGET_CATALOGUE_ES } from '@tod/domain/facts';
import { openHostPage, widget } from './host.ts';

// These journeys talk to the real chat server (POST /api/chat/stream, /api/escalations).
test.describe('T.O.D. widget: conversation against the real server', () => {
  test('streams the reply to a question: user message at once, typing indicator, then the answer', async ({ page }, testInfo) => {
    await openHostPage(page, testInfo, { data: { delay: '0' } });
    const ui = widget(page);
    await ui.launcher.click();
    await expect(ui.send).toBeDisabled();
    await ui.input.fill('How much does a broken spring replacement cost?');
    await expect(ui.send).toBeEnabled();
    const streamRequest = page.waitForRequest((request) => request.url().endsWith('/api/chat/stream') && request.method() === 'POST');
    await ui.input.press('Enter');
    await expect(ui.messages('user')).toContainText('How much does a broken spring replacement cost?');
    await expect(ui.input).toHaveValue('');
    const request = await streamRequest;
    expect(request.postDataJSON()).toMatchObject({
      message: 'How much does a broken spring replacement cost?',
      context: { userRegion: 'portland-metro' },
    });
    await expect(ui.messages('assistant')).toHaveCount(1, { timeout: 15_000 });
    await expect(ui.messages('assistant')).toContainText('$');
    expect((await request.response())?.headers()['content-type']).toContain('text/event-stream');
    await expect(page.locator('tod-chat .tod-typing')).toHaveCount(0);
    await expect(ui.input).toBeEnabled();
  });

  test('sends chat events to window.dataLayer only with analytics consent, without message text', async ({ page }, testInfo) => {
    // The host grants consent through the widget's option (issue 18 point 9), not a storage key.
    await openHostPage(page, testInfo, { data: { delay: '0', 'analytics-consent': 'granted' } });
    const ui = widget(page);
    await ui.launcher.click();
    await ui.input.fill('My name is Dana, my opener beeps');
    await ui.input.press('Enter');
    await expect(ui.messages('assistant')).toHaveCount(1, { timeout: 15_000 });
    const layer = await page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
    expect(layer.map((entry) => entry.event)).toEqual(['conversation_started', 'message_sent']);
    expect(layer[1]).toMatchObject({ region: 'Portland Metro', city: 'Portland', browser: 'chrome', responseTimeMs: expect.any(Number) });
    expect(JSON.stringify(layer)).not.toMatch(/Dana|opener/);
  });

  test('an emergency gets the highlighted emergency call, and Talk to Human escalates to the team', async ({ page }, testInfo) => {
    await openHostPage(page, testInfo, { data: { delay: '0' } });
    const ui = widget(page);
    await ui.launcher.click();
    await ui.input.fill("door won't open and my car is stuck inside, I need to get to work");
    await ui.input.press('Enter');
    const answer = ui.messages('assistant').last();
    await expect(answer).toBeVisible({ timeout: 15_000 });
    const emergency = answer.getByRole('link', { name: 'Call Now - Emergency' });
    await expect(emergency).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(emergency).toHaveClass(/tod-cta--emergency/);
    await answer.getByRole('button', { name: 'Talk to Human' }).click();
    await expect(ui.messages('escalation')).toContainText("I've forwarded our conversation to our team.", { timeout: 15_000 });
  });

  // Decision 0250: the chip that asks for a person is the hand-off button in other words, in either language.
  for (const [language, copy, question] of [
    ['English', WIDGET_CATALOGUE_EN, 'My garage door opens by itself in the middle of the night'],
    ['Spanish', WIDGET_CATALOGUE_ES, 'Mi puerta se salió del riel'],
  ] as const) {
    test(`the ${language} chip that asks for a person starts the hand-off, as Talk to Human does`, async ({ page }, testInfo) => {
      await openHostPage(page, testInfo, { data: { delay: '0' } });
      const ui = widget(page);
      await ui.launcher.click();
      const chats: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/chat/stream')) chats.push(request.postDataJSON().message);
      });
      await ui.input.fill(question);
      await ui.input.press('Enter');
      const chip = ui.messages('assistant').last().getByTestId('chip').filter({ hasText: copy.chipEscalate });
      await expect(chip).toBeVisible({ timeout: 15_000 });
      const escalation = page.waitForRequest((request) => request.url().endsWith('/api/escalations') && request.method() === 'POST');
      await chip.click();
      expect((await escalation).postDataJSON()).toMatchObject({ region: 'portland-metro', messages: expect.any(Array) });
      await expect(ui.messages('escalation')).toContainText(copy.escalationSuccessNoPhone.slice(0, 40), { timeout: 15_000 });
      // The chip's words were not sent as a chat message.
      expect(chats).toEqual([question]);
      await expect(ui.messages('user')).toHaveCount(1);
    });
  }

  test('shows the SPEC failure bubble with a call button when the chat server cannot be reached', async ({ page }, testInfo) => {
    // Nothing listens on 4299 (our range): the request fails like a stopped server.
    await openHostPage(page, testInfo, { data: { delay: '0', 'api-base': 'http://127.0.0.1:4299', region: 'idaho' } });
    const ui = widget(page);
    await ui.launcher.click();
    await ui.input.fill('Hello?');
    await ui.send.click();
    const failure = ui.messages('error');
    await expect(failure).toContainText(
      "I'm having trouble connecting right now. Please try calling us directly at (208) 555-0163 or submit a contact form.",
    );
    await expect(failure.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+12085550163');
    await expect(ui.input).toBeEnabled();
  });
});
