import { expect, type Locator, type Page, test } from '@playwright/test';
import { WIDGET_CATALOGUE_EN as EN } from '@tod/domain/facts';
import { CTA_VARIANTS, LONG_REPLY, mockChat } from './chatMocks.ts';
import { openHostPage, widget } from './host.ts';

// Issue 33.2: Talk to Human at desktop size (1280 × 800) must look like something happened.

const list = (page: Page) => page.locator('tod-chat [data-testid=messages]');

/** Whether the element's box lies wholly inside the message list's visible area. */
const inView = (element: Locator) =>
  element.evaluate((node) => {
    const list = node.closest('[data-testid=messages]');
    if (!list) throw new Error('not in the list');
    const box = node.getBoundingClientRect();
    const area = list.getBoundingClientRect();
    return box.top >= area.top - 1 && box.bottom <= area.bottom + 1;
  });

const overlaps = async (a: Locator, b: Locator) => {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) throw new Error('not rendered');
  return (
    first.y < second.y + second.height &&
    second.y < first.y + first.height &&
    first.x < second.x + second.width &&
    second.x < first.x + first.width
  );
};

test('Talk to Human: the confirmation comes into view, the button shows it is done and cannot ask twice', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const chat = await mockChat(page);
  const escalations: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/escalations')) escalations.push(request.postDataJSON());
  });
  await openHostPage(page, testInfo, { data: { delay: '0' } });
  const ui = widget(page);
  await ui.launcher.click();
  // A long reply with the hand-off button and chips below it: the list goes on past the button.
  chat.queue.push({
    content: LONG_REPLY,
    metadata: {
      ...(CTA_VARIANTS.escalatePrimary ?? { confidence: 1, region: 'x' }),
      suggestions: ['Is it safe to use?', 'What does it cost?'],
    },
  });
  await ui.input.fill('My door is stuck');
  await ui.input.press('Enter');
  const talk = page.getByRole('button', { name: EN.ctaEscalate });
  await expect(talk).toBeVisible();
  // The visitor scrolls to the button, not to the very end of the list, and presses it.
  await talk.evaluate((node) => node.scrollIntoView({ block: 'end' }));
  expect(await list(page).evaluate((node) => node.scrollHeight - node.scrollTop - node.clientHeight)).toBeGreaterThan(30);
  await talk.click();

  const confirmation = ui.messages('escalation');
  await expect(confirmation).toContainText(EN.escalationSuccessNoPhone.slice(0, 40));
  await expect.poll(() => inView(confirmation)).toBe(true);
  // Nothing to catch up on: no "New message" button over the list.
  await expect(page.getByRole('button', { name: EN.newMessageButton })).toHaveCount(0);
  const done = page.getByRole('button', { name: EN.ctaEscalated });
  await expect(done).toBeDisabled();
  await expect(talk).toHaveCount(0);
  expect(escalations).toHaveLength(1);
  // The focus stays in the chat, on the message box.
  await expect(ui.input).toBeFocused();

  // A reply that arrives while the visitor reads further up: the "New message" button sits below the list,
  // never over it (so never over a button in it).
  chat.queue.push('hold');
  await ui.input.fill('Thanks, and how long does it take?');
  await ui.input.press('Enter');
  await list(page).evaluate((node) => node.scrollTo({ top: 0 }));
  await chat.release(LONG_REPLY, CTA_VARIANTS.escalatePrimary ?? { confidence: 1, region: 'x' });
  const pill = page.getByRole('button', { name: EN.newMessageButton });
  await expect(pill).toBeVisible();
  expect(await overlaps(pill, list(page))).toBe(false);
  // The later reply offers the hand-off as done too; still one request.
  await expect(page.getByRole('button', { name: EN.ctaEscalated })).toHaveCount(2);
  expect(escalations).toHaveLength(1);
});
