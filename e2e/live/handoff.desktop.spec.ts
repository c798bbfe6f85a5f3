import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { widget } from '../widget/host.ts';
import { type LiveServers, STAFF_PASSWORD, startLiveServers } from './liveServers.ts';

// Issue 17: a person from the office joins the visitor's chat. The visitor is on one server process and the
// dispatcher on another (Postgres, plus Redis when TEST_REDIS_URL is set, when TEST_DATABASE_URL is set; else
// one PGlite process for both). Desktop only: each test drives two or three browser contexts and its own servers.
test.describe.configure({ mode: 'serial' });

const MARIA = 'maria@example.com';
const SAM = 'sam@example.com';

async function context(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Office inbox', exact: true })).toBeVisible();
}

/** The widget for a Salem visitor, on a page of the visitor's server's own origin. */
async function openVisitor(page: Page, server: string): Promise<void> {
  const url = `${server}/e2e-live-visitor`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Visitor</title><script src="${server}/widget/tod.js" defer data-region="salem" data-city="Salem" data-delay="0"></script></head><body><main><h1>Doors</h1></main></body></html>`,
    }),
  );
  await page.goto(url);
}

/** The visitor chats once with T.O.D. (giving a phone), then presses Talk to Human. */
async function askForAHuman(page: Page): Promise<void> {
  const ui = widget(page);
  await ui.launcher.click();
  await ui.input.fill("My garage door won't close. I'm Nora Vance, call me at 503-555-0148");
  await ui.input.press('Enter');
  const answer = ui.messages('assistant').last();
  await expect(answer).toBeVisible({ timeout: 20_000 });
  await ui.input.fill('Can I talk to a person?');
  await ui.input.press('Enter');
  await expect(ui.messages('assistant')).toHaveCount(2, { timeout: 20_000 });
  await page.locator('tod-chat').getByRole('button', { name: 'Talk to Human' }).last().click();
}

const system = (page: Page) => page.locator('tod-chat [data-kind="system"]');
const status = (page: Page) => page.locator('tod-chat .tod-typing');

/** The dispatcher's composer and live thread. */
const office = (page: Page) => ({
  reply: page.getByRole('textbox', { name: 'Reply' }),
  send: page.getByRole('button', { name: 'Send', exact: true }),
  hint: page.locator('#live-reply-hint'),
  thread: page.locator('.admin-live-thread'),
  typing: page.locator('.admin-live-typing'),
});

let servers: LiveServers;

/**
 * Sends the dispatcher's typed line each way there is: Enter at a desk; at 375 px, where the "Enter sends"
 * hint is hidden, a tap on the Send button; and from the keyboard, Tab to Send and Enter.
 */
async function sendStaffLine(page: Page, index: number): Promise<void> {
  const { reply, send, hint } = office(page);
  if (index === 0) {
    await reply.press('Enter');
    return;
  }
  if (index === 1) {
    await page.setViewportSize({ width: 375, height: 667 });
    await expect(hint).toBeHidden();
    await expect(send).toBeVisible();
    await send.scrollIntoViewIfNeeded();
    const box = await send.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    await send.click();
    await page.setViewportSize({ width: 1280, height: 800 });
    return;
  }
  await reply.focus();
  await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('a person joins the chat', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    servers = await startLiveServers(
      [
        { email: MARIA, regions: 'salem' },
        { email: SAM, regions: 'salem' },
      ],
      { env: { LIVE_RING_TIMEOUT_SECONDS: '120' } },
    );
  });
  test.afterAll(async () => servers?.dispose());

  test('visitor on one process, dispatcher on another: ring, join, three messages each way, hand back', async ({ browser }) => {
    test.setTimeout(180_000);
    const desk = await context(browser, servers.office.url);
    const inbox = await desk.newPage();
    await signIn(inbox, MARIA);
    await expect(inbox.getByText('Live', { exact: true })).toBeVisible();

    const home = await context(browser, servers.visitor.url);
    const visitor = await home.newPage();
    await openVisitor(visitor, servers.visitor.url);
    await askForAHuman(visitor);
    const ui = widget(visitor);

    // Someone of the Salem office is online: the widget says so and waits; no SPEC confirmation yet.
    await expect(system(visitor).first()).toContainText('Salem office', { timeout: 20_000 });
    await expect(ui.messages('escalation')).toHaveCount(0);
    const assistantBefore = await ui.messages('assistant').count();

    // The inbox rings; the dispatcher opens the hand-off and joins.
    const ring = inbox.locator('.admin-ringing');
    await expect(ring).toBeVisible({ timeout: 20_000 });
    expect(await axeViolations(inbox), 'ringing inbox').toEqual([]);
    await ring.getByRole('link').first().click();
    await inbox.getByRole('button', { name: 'Join' }).click();
    await expect(ring).toBeHidden();
    await expect(system(visitor).last()).toContainText('joined', { timeout: 20_000 });
    await expect(system(visitor).last()).toContainText('Maria');
    expect(await axeViolations(inbox), 'joined chat').toEqual([]);

    // A second dispatcher sees who has the chat instead of Join, and the API refuses them too.
    const other = await context(browser, servers.office.url);
    const second = await other.newPage();
    await signIn(second, SAM);
    const itemPath = new URL(inbox.url()).pathname;
    await second.goto(itemPath);
    await expect(second.locator('.admin-live-held')).toContainText(MARIA);
    await expect(second.getByRole('button', { name: 'Join' })).toHaveCount(0);
    const itemId = Number(itemPath.split('/').pop());
    const refused = await second.evaluate(async (id) => {
      const session = await (await fetch('/api/admin/session')).json();
      const response = await fetch(`/api/admin/items/${id}/join`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
        body: '{}',
      });
      return { status: response.status, body: await response.json() };
    }, itemId);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('live_taken');
    await other.close();

    // Three messages each way, in order, each announced by a typing indicator on the other side.
    const staffLines = [
      'Hi Nora, Maria here. Is the door stuck open?',
      'See https://example.com/safety <b>first</b>',
      'A technician can come at 6 pm.',
    ];
    const visitorLines = ['Yes, it is stuck open', 'The opener light blinks', '6 pm works, thanks'];
    for (let index = 0; index < 3; index += 1) {
      const staffText = staffLines[index] as string;
      const { reply } = office(inbox);
      await reply.pressSequentially(staffText.slice(0, 4));
      await expect(status(visitor)).toContainText('Maria is typing...');
      await reply.fill(staffText);
      await sendStaffLine(inbox, index);
      await expect(reply).toHaveValue('');
      await expect(ui.messages('staff')).toHaveCount(index + 1);
      await expect(ui.messages('staff').last()).toContainText(staffText);

      const visitorText = visitorLines[index] as string;
      await ui.input.pressSequentially(visitorText.slice(0, 4));
      await expect(office(inbox).typing).toHaveText('The visitor is typing…');
      await ui.input.fill(visitorText);
      await ui.input.press('Enter');
      await expect(office(inbox).thread.locator('.admin-line-user')).toHaveCount(index + 1);
      await expect(office(inbox).thread.locator('.admin-line-user').last()).toContainText(visitorText);
    }
    // In order on both sides, each once; the staff text shows as written, its link clickable and safe.
    await expect(ui.messages('staff')).toHaveText(staffLines.map((line) => new RegExp(`^Maria: ${escapeRegExp(line)}$`)));
    await expect(ui.messages('staff').nth(1).getByRole('link', { name: 'https://example.com/safety' })).toHaveAttribute('rel', /noopener/);
    expect(await visitor.locator('tod-chat b').count()).toBe(0);
    await expect(office(inbox).thread.locator('.admin-line-user p')).toHaveText(visitorLines);
    await expect(office(inbox).thread.locator('.admin-line-staff p')).toHaveText(staffLines);
    // T.O.D. stayed silent while the person was in.
    expect(await ui.messages('assistant').count()).toBe(assistantBefore);

    // The joined chat works at 390 px, light and dark: nothing wider than the screen, no axe violation.
    await inbox.setViewportSize({ width: 390, height: 844 });
    for (const scheme of ['light', 'dark'] as const) {
      await inbox.emulateMedia({ colorScheme: scheme });
      await expect(office(inbox).reply).toBeVisible();
      expect(await inbox.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(inbox), `joined chat at 390 px, ${scheme}`).toEqual([]);
      await visitor.emulateMedia({ colorScheme: scheme });
      expect(await axeViolations(visitor), `visitor in the live chat, ${scheme}`).toEqual([]);
    }
    await inbox.setViewportSize({ width: 1280, height: 800 });

    // Hand back: the visitor is told, and T.O.D. answers the next message.
    await inbox.getByRole('button', { name: 'Hand back to T.O.D.' }).click();
    await expect(system(visitor).last()).toContainText('T.O.D.', { timeout: 20_000 });
    await expect(inbox.getByRole('button', { name: 'Join' })).toBeVisible();
    await ui.input.fill('How much is a new spring?');
    await ui.input.press('Enter');
    await expect(ui.messages('assistant')).toHaveCount(assistantBefore + 1, { timeout: 20_000 });
    expect(await axeViolations(visitor), 'visitor after the live chat').toEqual([]);
    await desk.close();
    await home.close();
  });

  test('the visitor’s stream breaks mid-chat: after reconnecting nothing is lost or doubled', async ({ browser }) => {
    test.setTimeout(180_000);
    const desk = await context(browser, servers.office.url);
    const inbox = await desk.newPage();
    await signIn(inbox, MARIA);
    await expect(inbox.getByText('Live', { exact: true })).toBeVisible();
    const home = await context(browser, servers.visitor.url);
    const visitor = await home.newPage();
    await openVisitor(visitor, servers.visitor.url);
    await askForAHuman(visitor);
    const ui = widget(visitor);
    await expect(inbox.locator('.admin-ringing')).toBeVisible({ timeout: 20_000 });
    await inbox.locator('.admin-ringing').getByRole('link').first().click();
    await inbox.getByRole('button', { name: 'Join' }).click();
    await expect(system(visitor).last()).toContainText('joined', { timeout: 20_000 });
    const { reply } = office(inbox);
    await reply.fill('Before the break');
    await reply.press('Enter');
    await expect(ui.messages('staff')).toHaveCount(1);

    // The visitor's process dies, taking the stream with it. With two processes the dispatcher (on the other
    // one) writes meanwhile; with one, right after it is back, before the widget has reconnected.
    const dispatcherWritesDuringOutage = servers.mode !== 'pglite';
    const send = async (text: string) => {
      await reply.fill(text);
      await reply.press('Enter');
      await expect(reply).toHaveValue('', { timeout: 20_000 });
    };
    const restart = servers.restartVisitor();
    if (dispatcherWritesDuringOutage) {
      await send('During the break 1');
      await send('During the break 2');
      await restart;
    } else {
      await restart;
      await expect(inbox.getByText('Live', { exact: true })).toBeVisible({ timeout: 30_000 });
      await send('During the break 1');
      await send('During the break 2');
    }
    await expect(ui.messages('staff')).toHaveCount(3, { timeout: 60_000 });
    await send('After the break');
    await expect(ui.messages('staff')).toHaveText([/Before the break$/, /During the break 1$/, /During the break 2$/, /After the break$/], {
      timeout: 20_000,
    });
    // Navigating in the same tab resumes from the stored last event: still each message once.
    await visitor.reload();
    await expect(ui.messages('staff')).toHaveCount(4);
    await send('After the reload');
    await expect(ui.messages('staff')).toHaveCount(5, { timeout: 20_000 });

    // Issue 33.5 / 35.11: while Maria is in the chat the box is labelled for her and no AI note shows; 'End chat'
    // is an action button (not a chip) and keeps the focus in the widget, on the message box.
    const forMaria = visitor.getByRole('textbox', { name: 'Message Maria' });
    await expect(forMaria).toBeVisible();
    await expect(visitor.locator('tod-chat .tod-footer')).not.toContainText('AI assistant');
    const end = visitor.locator('tod-chat').getByRole('button', { name: 'End chat' });
    await expect(end).toHaveClass('tod-cta');
    // The visitor ends the chat from the widget: the dispatcher sees that they left, the visitor that T.O.D. is back.
    await end.click();
    await expect(system(visitor).last()).toContainText('T.O.D.', { timeout: 20_000 });
    await expect(ui.input).toBeFocused();
    await expect(visitor.locator('tod-chat .tod-footer')).toContainText('AI assistant');
    await expect(visitor.locator('tod-chat').getByRole('button', { name: 'End chat' })).toHaveCount(0);
    await expect(office(inbox).thread).toContainText('The visitor left the chat', { timeout: 20_000 });
    await desk.close();
    await home.close();
  });
});

test.describe('nobody joins', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    servers = await startLiveServers([{ email: MARIA, regions: 'salem' }], { portOffset: 2, env: { LIVE_RING_TIMEOUT_SECONDS: '4' } });
  });
  test.afterAll(async () => servers?.dispose());

  test('nobody of the office is online: the SPEC confirmation at once, no waiting line', async ({ browser }) => {
    test.setTimeout(120_000);
    const home = await context(browser, servers.visitor.url);
    const visitor = await home.newPage();
    await openVisitor(visitor, servers.visitor.url);
    // No inbox of the region has been opened on these servers yet.
    await askForAHuman(visitor);
    const ui = widget(visitor);
    await expect(ui.messages('escalation')).toHaveCount(1, { timeout: 20_000 });
    await expect(ui.messages('escalation')).toContainText('(503) 555-0148');
    await expect(system(visitor)).toHaveCount(0);
    await home.close();
  });

  test('someone is online but nobody joins: after the ring timeout the SPEC confirmation shows', async ({ browser }) => {
    test.setTimeout(120_000);
    const desk = await context(browser, servers.office.url);
    const inbox = await desk.newPage();
    await signIn(inbox, MARIA);
    await expect(inbox.getByText('Live', { exact: true })).toBeVisible();
    const home = await context(browser, servers.visitor.url);
    const visitor = await home.newPage();
    await openVisitor(visitor, servers.visitor.url);
    await askForAHuman(visitor);
    const ui = widget(visitor);
    await expect(system(visitor).first()).toContainText('Salem office', { timeout: 20_000 });
    await expect(status(visitor)).toContainText('Waiting');
    await expect(ui.messages('escalation')).toHaveCount(1, { timeout: 30_000 });
    await expect(ui.messages('escalation')).toContainText('(503) 555-0148');
    await expect(status(visitor)).toHaveCount(0);
    await expect(inbox.locator('.admin-ringing')).toBeHidden({ timeout: 20_000 });
    await desk.close();
    await home.close();
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
