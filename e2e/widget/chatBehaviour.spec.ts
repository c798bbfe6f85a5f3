import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { WIDGET_CATALOGUE_EN, WIDGET_CATALOGUE_ES } from '@tod/domain/facts';
import { CTA_VARIANTS, LONG_REPLY, mockChat } from './chatMocks.ts';
import { openHostPage, widget } from './host.ts';

const list = (page: Page) => page.locator('tod-chat [data-testid=messages]');
const scrollTopOf = (page: Page) => list(page).evaluate((element) => element.scrollTop);
/** How far the newest assistant message's top is below the list's top edge (its padding excluded). */
const replyOffset = (page: Page) =>
  list(page).evaluate((element) => {
    const replies = element.querySelectorAll('[data-kind=assistant]');
    const reply = replies[replies.length - 1];
    if (!reply) throw new Error('no reply');
    return Math.round(
      reply.getBoundingClientRect().top - element.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(element).paddingTop),
    );
  });

/** Issue 23's widths: phones (320, 375) in the mobile project (touch), 1280 in the desktop one; each once. */
const WIDTHS = [320, 375, 1280] as const;
async function atWidth(page: Page, testInfo: TestInfo, width: number): Promise<void> {
  test.skip(width <= 768 !== (testInfo.project.name === 'mobile'), 'phones run in the mobile project, 1280 px in the desktop one');
  await page.setViewportSize({ width, height: 800 });
}

test.describe('issue 23.1: the message box while a reply is on its way (the reply delayed by 800 ms)', () => {
  for (const width of WIDTHS) {
    test(`stays editable and focused, blocks only the send, and Escape still closes at ${width} px`, async ({ page }, testInfo) => {
      await atWidth(page, testInfo, width);
      const chat = await mockChat(page, { delayMs: 800 });
      await openHostPage(page, testInfo, { data: { delay: '0' } });
      const ui = widget(page);
      await ui.launcher.click();
      await expect(ui.input).toBeFocused();
      await ui.input.fill('My spring snapped');
      await ui.send.click();
      await expect(page.locator('tod-chat .tod-typing')).toBeVisible();
      await expect(ui.input).toBeFocused();
      await expect(ui.input).toBeEditable();
      await expect(ui.send).toBeDisabled();
      await page.keyboard.insertText('And the cables look loose');
      await page.keyboard.press('Enter');
      await expect(ui.input).toHaveValue('And the cables look loose');
      await expect(ui.messages('assistant')).toHaveCount(1);
      expect(chat.requests).toHaveLength(1);
      await expect(ui.input).toHaveValue('And the cables look loose');
      await expect(ui.input).toBeFocused();

      chat.queue.push({ content: 'Noted.', metadata: CTA_VARIANTS.callPrimary ?? { confidence: 1, region: 'x' } });
      await page.keyboard.press('Enter');
      await expect(page.locator('tod-chat .tod-typing')).toBeVisible();
      await expect(ui.input).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(ui.dialog).toHaveCount(0);
    });
  }

  for (const width of WIDTHS) {
    test(`grows with its text up to about five lines, then scrolls at ${width} px`, async ({ page }, testInfo) => {
      await atWidth(page, testInfo, width);
      await mockChat(page);
      await openHostPage(page, testInfo, { data: { delay: '0' } });
      const ui = widget(page);
      await ui.launcher.click();
      await ui.input.fill('one');
      const one = await ui.input.evaluate((element) => element.clientHeight);
      await ui.input.fill('one\ntwo\nthree');
      const three = await ui.input.evaluate((element) => element.clientHeight);
      expect(three).toBeGreaterThan(one);
      await ui.input.fill(Array.from({ length: 12 }, (_, index) => `line ${index}`).join('\n'));
      const box = await ui.input.evaluate((element) => ({
        height: element.clientHeight,
        scroll: element.scrollHeight,
        line: Number.parseFloat(getComputedStyle(element).lineHeight),
      }));
      expect(box.scroll).toBeGreaterThan(box.height);
      expect(box.height).toBeGreaterThanOrEqual(4.5 * box.line);
      expect(box.height).toBeLessThanOrEqual(6 * box.line);
    });
  }

  for (const width of WIDTHS) {
    test(`the placeholder fits the box at ${width} px`, async ({ page }, testInfo) => {
      await atWidth(page, testInfo, width);
      await mockChat(page);
      await openHostPage(page, testInfo, { data: { delay: '0' } });
      await widget(page).launcher.click();
      const fit = await widget(page).input.evaluate((element) => {
        const textarea = element as HTMLTextAreaElement;
        const height = textarea.clientHeight;
        textarea.value = textarea.placeholder;
        const needed = textarea.scrollHeight;
        textarea.value = '';
        return { height, needed };
      });
      expect(fit.needed).toBeLessThanOrEqual(fit.height);
    });
  }
});

test.describe('issue 23.2: where a new reply opens', () => {
  for (const width of WIDTHS) {
    test(`a long reply opens at its first line, and so do the later ones at ${width} px`, async ({ page }, testInfo) => {
      await atWidth(page, testInfo, width);
      const chat = await mockChat(page);
      await openHostPage(page, testInfo, { data: { delay: '0' } });
      const ui = widget(page);
      await ui.launcher.click();
      for (const [index, text] of ['What should I do?', 'And after that?'].entries()) {
        chat.queue.push({ content: LONG_REPLY, metadata: CTA_VARIANTS.callPrimary ?? { confidence: 1, region: 'x' } });
        await ui.input.fill(text);
        await ui.input.press('Enter');
        await expect(ui.messages('assistant')).toHaveCount(index + 1);
        await expect.poll(() => replyOffset(page)).toBeLessThanOrEqual(2);
        expect(await replyOffset(page)).toBeGreaterThanOrEqual(-2);
        const atEnd = await list(page).evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);
        expect(atEnd).toBeGreaterThan(50);
      }
    });
  }

  for (const [width, lang] of [
    [320, 'es'],
    [375, 'en'],
    [1280, 'en'],
    [1280, 'es'],
  ] as const) {
    test(`a visitor who scrolled up stays put; the "new message" button shows the reply's first line by keyboard at ${width} px (${lang})`, async ({
      page,
    }, testInfo) => {
      await atWidth(page, testInfo, width);
      const copy = lang === 'es' ? WIDGET_CATALOGUE_ES : WIDGET_CATALOGUE_EN;
      const chat = await mockChat(page);
      await openHostPage(page, testInfo, { data: { delay: '0', lang } });
      const ui = widget(page);
      const input = page.getByRole('textbox', { name: copy.inputLabel });
      await ui.launcher.click();
      chat.queue.push({ content: LONG_REPLY, metadata: CTA_VARIANTS.callPrimary ?? { confidence: 1, region: 'x' } });
      await input.fill('What should I do?');
      await input.press('Enter');
      await expect(ui.messages('assistant')).toHaveCount(1);

      chat.queue.push('hold');
      await input.fill('Is it safe to drive out?');
      await input.press('Enter');
      await expect(page.locator('tod-chat .tod-typing')).toBeVisible();
      await list(page).evaluate((element) => element.scrollTo({ top: 0 }));
      await expect.poll(() => scrollTopOf(page)).toBe(0);
      await chat.release(LONG_REPLY, CTA_VARIANTS.emergency ?? { confidence: 1, region: 'x' });
      await expect(ui.messages('assistant')).toHaveCount(2);
      const button = page.getByRole('button', { name: copy.newMessageButton });
      await expect(button).toBeVisible();
      // The list did not move while the visitor was reading.
      expect(await scrollTopOf(page)).toBe(0);

      // Keyboard: the button sits between the list and the message box in the tab order.
      await input.focus();
      await page.keyboard.press('Shift+Tab');
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(button).toHaveCount(0);
      // The new reply's first line is at the top of the list, and the focus is on that reply.
      await expect.poll(() => replyOffset(page)).toBeLessThanOrEqual(2);
      expect(await replyOffset(page)).toBeGreaterThanOrEqual(-2);
      await expect(ui.messages('assistant').last()).toBeFocused();
      // Escape still closes the chat from there.
      await page.keyboard.press('Escape');
      await expect(ui.dialog).toHaveCount(0);
    });
  }
});

test.describe('issue 23.3: what a reply shows', () => {
  for (const width of WIDTHS) {
    test(`no FAQ match line; chips look unlike action buttons and go once the visitor answered at ${width} px`, async ({
      page,
    }, testInfo) => {
      await atWidth(page, testInfo, width);
      const chat = await mockChat(page);
      await openHostPage(page, testInfo, { data: { delay: '0' } });
      const ui = widget(page);
      await ui.launcher.click();
      chat.queue.push({
        content: 'A spring is a job for a technician.',
        metadata: CTA_VARIANTS.faqMatch ?? { confidence: 1, region: 'x' },
      });
      await ui.input.fill('My garage door spring is broken');
      await ui.input.press('Enter');
      await expect(ui.messages('assistant')).toHaveCount(1);
      await expect(ui.dialog).not.toContainText('Matched');
      await expect(ui.dialog).not.toContainText('65%');

      chat.queue.push({ content: 'We can book you in.', metadata: CTA_VARIANTS.bookPrimary ?? { confidence: 1, region: 'x' } });
      await ui.input.fill('Can you fix it?');
      await ui.input.press('Enter');
      const reply = ui.messages('assistant').last();
      const chip = reply.getByRole('button', { name: 'What is the service call fee?' });
      const action = reply.getByRole('link', { name: 'Call Now' });
      await expect(chip).toBeVisible();
      await expect(reply).toContainText('Suggested replies');
      const look = (element: typeof chip) =>
        element.evaluate((node) => {
          const style = getComputedStyle(node);
          return { radius: style.borderTopLeftRadius, border: style.borderTopStyle, background: style.backgroundColor };
        });
      const [chipLook, actionLook] = [await look(chip), await look(action)];
      expect(chipLook.radius).not.toBe(actionLook.radius);
      expect(chipLook.border).not.toBe(actionLook.border);

      await ui.input.fill('Yes please, tomorrow');
      await ui.input.press('Enter');
      await expect(ui.messages('assistant')).toHaveCount(3);
      await expect(page.locator('tod-chat [data-testid=chip]')).toHaveCount(0);
    });
  }
});

test.describe('issue 23.6: after a 429', () => {
  for (const width of WIDTHS) {
    test(`says when to try again, keeps the unsent text in the box, and sends it once the wait is over at ${width} px`, async ({
      page,
    }, testInfo) => {
      await atWidth(page, testInfo, width);
      await page.clock.install();
      const chat = await mockChat(page);
      await openHostPage(page, testInfo, { data: { delay: '0' } });
      const ui = widget(page);
      await ui.launcher.click();
      chat.queue.push({ status: 429, headers: { 'Retry-After': '30' }, body: { message: 'Too many requests', code: 'rate_limited' } });
      await ui.input.fill('Is it safe to open my door by hand?');
      await ui.input.press('Enter');
      const banner = page.locator('tod-chat [role=alert]');
      await expect(banner).toContainText(/You can send again in (30|29) seconds\./);
      await expect(ui.input).toHaveValue('Is it safe to open my door by hand?');
      await expect(ui.messages('user')).toHaveCount(0);
      await expect(ui.send).toBeDisabled();
      await page.clock.runFor(31_000);
      await expect(banner).toHaveCount(0);
      await expect(ui.send).toBeEnabled();
      await ui.input.press('Enter');
      await expect(ui.messages('assistant')).toHaveCount(1);
      expect(chat.requests.map((request) => request.message)).toEqual([
        'Is it safe to open my door by hand?',
        'Is it safe to open my door by hand?',
      ]);
    });
  }
});
