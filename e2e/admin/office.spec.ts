import { type Browser, type BrowserContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { ADMIN_COPY, LIVE_ADMIN_COPY, REQUEST_TYPES, SAVED_REPLY_LABELS, SERVICE_CALL_FEE } from '@tod/domain/facts';
import { axeViolations } from '../support/axe.ts';
import { widget } from '../widget/host.ts';
import { INBOX_STORAGES, type InboxServer, STAFF_PASSWORD, startInboxServer } from './inboxServer.ts';

// Issue 34's office capabilities, against a real server on PGlite: alerts that reach a busy person (8), a list
// made for triage with ownership views (14), the live chat on a phone (13), saved replies, the CSV (15).

const OWNER = 'office-owner@example.com';

let server: InboxServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startInboxServer([{ email: OWNER, role: 'owner', regions: 'all', name: 'Olive Park' }]);
});
test.afterAll(async () => server?.dispose());

function url(): string {
  if (!server) throw new Error('the inbox server did not start');
  return server.url;
}

async function newContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  return browser.newContext({ baseURL: url(), viewport: viewport ?? null, isMobile, hasTouch });
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(OWNER);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The password check is deliberately slow (scrypt), more so on a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_COPY.title, exact: true })).toBeVisible({ timeout: 20_000 });
}

/** An emergency contact request as the site's form sends it. */
async function postEmergency(page: Page, name: string): Promise<void> {
  await postContactRequest(page, name, true);
}

/** A contact request as the site's form sends it, an emergency or not. */
async function postContactRequest(page: Page, name: string, emergency = false, message = 'The door fell on the car'): Promise<void> {
  const response = await page.request.post('/api/contact-form', {
    data: {
      submissionId: `DL-${Date.now()}${Math.floor(Math.random() * 1000)}`,
      name,
      fullName: name,
      email: 'visitor@example.com',
      phone: '503-555-0166',
      message,
      streetAddress: '1 Main St',
      city: 'Salem',
      state: 'OR',
      postalCode: '97301',
      address: '1 Main St, Salem, OR 97301',
      userType: 'propertyManager',
      isEmergency: emergency ? 'Yes' : 'No',
      serviceType: 'springRepair',
      contactReason: 'springRepair',
      preferredTime: 'morning',
      requestType: REQUEST_TYPES[0],
      region: 'salem',
      sourcePage: 'contact-page',
      pathname: '/contact',
    },
  });
  expect(response.status()).toBe(201);
}

/**
 * The browser's alert outputs, recorded: a Notification API that has not been answered yet (and grants when
 * asked), an AudioContext whose tones are recorded by frequency, and a tab that is not in front (so a
 * notification is due).
 */
async function recordAlerts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = { asked: 0, shown: [] as { title: string; body: string }[], tones: [] as number[] };
    Object.assign(window, { __alerts: record });
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static async requestPermission() {
        record.asked += 1;
        FakeNotification.permission = 'granted';
        return 'granted' as const;
      }
      onclick = null;
      constructor(title: string, options?: NotificationOptions) {
        record.shown.push({ title, body: options?.body ?? '' });
      }
      close() {}
    }
    class FakeAudioContext {
      currentTime = 0;
      destination = {};
      createOscillator() {
        const oscillator = {
          frequency: { value: 0 },
          connect: (next: unknown) => next,
          start: () => record.tones.push(oscillator.frequency.value),
          stop: () => undefined,
        };
        return oscillator;
      }
      createGain() {
        return { gain: { value: 0 }, connect: (next: unknown) => next };
      }
      close() {
        return Promise.resolve();
      }
    }
    Object.assign(window, { Notification: FakeNotification, AudioContext: FakeAudioContext });
    Document.prototype.hasFocus = () => false;
  });
}

type Recorded = { asked: number; shown: { title: string; body: string }[]; tones: number[] };
const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __alerts: Recorded }).__alerts);

async function openAlerts(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: ADMIN_COPY.menu }).click();
  await page.locator('.admin-alerts > summary').click();
}

test('alerts: a sound per kind, remembered; notifications asked for once by a button; axe light and dark', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const context = await newContext(browser, testInfo);
  await recordAlerts(context);
  const page = await context.newPage();
  await signIn(page);
  expect((await recorded(page)).asked, 'nothing is asked on load').toBe(0);

  await openAlerts(page, testInfo);
  const emergencySound = page.getByLabel(ADMIN_COPY.emergencySound);
  const ringSound = page.getByLabel(LIVE_ADMIN_COPY.ringSound);
  await expect(emergencySound).toBeChecked();
  await expect(ringSound).toBeChecked();
  await ringSound.uncheck();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeViolations(page), `alerts open, ${scheme}`).toEqual([]);
  }

  // Remembered across a reload: each sound on its own.
  await page.reload();
  await openAlerts(page, testInfo);
  await expect(emergencySound).toBeChecked();
  await expect(ringSound).not.toBeChecked();

  // By keyboard: the button asks the browser, once; then the panel says notifications are on.
  const ask = page.getByRole('button', { name: ADMIN_COPY.notificationsEnable });
  await ask.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(ADMIN_COPY.notificationsOn)).toBeVisible();
  await expect(ask).toHaveCount(0);
  expect((await recorded(page)).asked).toBe(1);
  await context.close();
});

test('a hand-off and an emergency reach a busy person: the title counts both on every page, notifications, the sound chosen @desktop', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const context = await newContext(browser, testInfo);
  await recordAlerts(context);
  const inbox = await context.newPage();
  await signIn(inbox);
  await expect(inbox.getByText(ADMIN_COPY.live, { exact: true })).toBeVisible();
  await openAlerts(inbox, testInfo);
  await inbox.getByLabel(LIVE_ADMIN_COPY.ringSound).uncheck();
  await inbox.getByRole('button', { name: ADMIN_COPY.notificationsEnable }).click();
  await expect(inbox.getByText(ADMIN_COPY.notificationsOn)).toBeVisible();

  // A visitor asks for a person: the banner rings, the tab title counts the ring, a notification says so.
  const visitorContext = await browser.newContext({ baseURL: url() });
  const visitor = await visitorContext.newPage();
  const visitorUrl = `${url()}/e2e-office-visitor`;
  await visitor.route(visitorUrl, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visitor</title><script src="${url()}/widget/tod.js" defer data-region="salem" data-city="Salem" data-delay="0"></script></head><body><main><h1>Doors</h1></main></body></html>`,
    }),
  );
  await visitor.goto(visitorUrl);
  const ui = widget(visitor);
  await ui.launcher.click();
  await ui.input.fill("My garage door won't close. I'm Rae Quinn, call me at 503-555-0149");
  await ui.input.press('Enter');
  await expect(ui.messages('assistant').last()).toBeVisible({ timeout: 20_000 });
  await visitor.locator('tod-chat').getByRole('button', { name: 'Talk to Human' }).last().click();
  await expect(inbox.locator('.admin-ringing')).toBeVisible({ timeout: 20_000 });
  await expect(inbox).toHaveTitle(/^\(1 ringing · /);
  await expect.poll(async () => (await recorded(inbox)).shown.map((shown) => shown.title)).toContain(ADMIN_COPY.notificationRing);

  // An emergency arrives: its sound plays (the hand-off's ring stays off), a notification names kind and region.
  await postEmergency(inbox, 'Busy Day Emergency');
  await expect
    .poll(async () => (await recorded(inbox)).shown.map((shown) => shown.title), { timeout: 20_000 })
    .toContain(ADMIN_COPY.notificationEmergency);
  const alerts = await recorded(inbox);
  expect(alerts.shown.find((shown) => shown.title === ADMIN_COPY.notificationEmergency)?.body).toContain('Salem');
  expect(alerts.shown.map((shown) => shown.body).join(' ')).not.toContain('Busy Day');
  expect(alerts.tones, 'the emergency sound').toContain(880);
  expect(alerts.tones, 'no hand-off ring: it is off').not.toContain(988);
  await expect(inbox).toHaveTitle(/^\(1 ringing · 1 emergency · \d+ new\) Office inbox$/);

  // On an item's page the title still counts, before the item's name.
  await inbox.locator('.admin-item', { hasText: 'Busy Day Emergency' }).getByRole('link', { name: 'Busy Day Emergency' }).click();
  await expect(inbox).toHaveTitle(/^\(1 ringing · 1 emergency · \d+ new\) Busy Day Emergency · Office inbox$/);
  await visitorContext.close();
  await context.close();
});

/** A hand-off ("Talk to Human") as the widget sends it. */
async function postHandOff(page: Page, name: string): Promise<void> {
  const response = await page.request.post('/api/escalations', {
    data: {
      sessionId: `office_${Date.now()}_${Math.floor(Math.random() * 1e6)}`,
      session: {
        conversationCount: 2,
        leadData: { name, phone: '503-555-0171', city: 'Salem', issue: 'Door off track', urgency: 'urgent' },
      },
      messages: [{ role: 'user', content: 'The door is off its track', timestamp: new Date().toISOString() }],
      region: 'salem',
    },
  });
  expect(response.status()).toBe(201);
}

/** The signed-in member of staff's id, as the inbox knows it. */
async function myStaffId(page: Page): Promise<number> {
  return page.evaluate(async () => (await (await fetch('/api/admin/session')).json()).staff.id as number);
}

test('triage: a compact list with the wait and the owner, Mine and Unassigned views, by keyboard, axe light and dark', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'mobile';
  const context = await newContext(browser, testInfo);
  const page = await context.newPage();
  if (!phone) await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  for (let index = 0; index < 8; index += 1) await postContactRequest(page, `Triage Form ${index}`, false, 'The door squeaks');
  for (let index = 0; index < 6; index += 1) await postHandOff(page, `Triage Handoff ${index}`);
  await page.reload();
  const rows = page.locator('.admin-item');
  // Earlier tests of this server added items of their own: these are this test's.
  const triage = rows.filter({ hasText: 'Triage ' });
  await expect(triage).toHaveCount(14);

  // At a desk, one line a row: twelve or more rows on a 1280×900 screen, filters folded into one bar.
  if (!phone) {
    // Ringing hand-offs (these, and any an earlier test left) push the list down by the banner's height: the
    // list itself fits twelve rows on the screen.
    const banner = (await page.locator('.admin-ringing-slot').boundingBox())?.height ?? 0;
    const visible = await rows.evaluateAll(
      (items, below) => items.filter((item) => item.getBoundingClientRect().bottom <= 900 + below).length,
      banner,
    );
    expect(visible).toBeGreaterThanOrEqual(12);
    const heights = await rows.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThan(48);
    await expect(page.getByLabel('Urgency', { exact: true })).toBeHidden();
  } else {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  }
  const newest = rows.filter({ hasText: 'Triage Handoff 5' });
  await expect(newest.locator('.admin-item-wait')).toHaveText(/^Waiting /);
  await expect(newest.locator('.admin-item-owner')).toHaveText(ADMIN_COPY.viewUnassigned);

  // Assign one to me: its row names me; Mine lists only it, Unassigned everything but it.
  const id = Number(await newest.getAttribute('data-item-id'));
  const me = await myStaffId(page);
  const assigned = await page.evaluate(
    async ({ id, me }) => {
      const session = await (await fetch('/api/admin/session')).json();
      const response = await fetch(`/api/admin/items/${id}`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrfToken },
        body: JSON.stringify({ assigneeId: me }),
      });
      return response.status;
    },
    { id, me },
  );
  expect(assigned).toBe(200);
  await page.reload();
  await expect(rows.filter({ hasText: 'Triage Handoff 5' }).locator('.admin-item-owner')).toHaveText('Olive Park');
  const views = page.getByRole('navigation', { name: ADMIN_COPY.views });
  await views.getByRole('link', { name: ADMIN_COPY.viewMine }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/assignee=me/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Triage Handoff 5');
  await expect(views.getByRole('link', { name: ADMIN_COPY.viewMine })).toHaveAttribute('aria-current', 'page');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeViolations(page), `Mine, ${scheme}`).toEqual([]);
  }
  await views.getByRole('link', { name: ADMIN_COPY.viewUnassigned }).click();
  await expect(triage).toHaveCount(13);
  await expect(page.locator('.admin-items')).not.toContainText('Triage Handoff 5');
  await views.getByRole('link', { name: ADMIN_COPY.viewAll }).click();
  await expect(triage).toHaveCount(14);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeViolations(page), `list, ${scheme}`).toEqual([]);
  }

  // A long link in a note wraps on the item's page, never widening it.
  await rows.filter({ hasText: 'Triage Form 0' }).getByRole('link', { name: 'Triage Form 0' }).click();
  await page.getByLabel('Note').fill(`See https://example.com/${'a-very-long-path-segment/'.repeat(14)}`);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.locator('.admin-history')).toContainText('a-very-long-path-segment');
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await context.close();
});

test('on a phone the live chat comes first: Join on the first screen, the reply box focused and kept in view, no line twice, a saved reply in Spanish @desktop', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: url(), viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const inbox = await context.newPage();
  await signIn(inbox);
  await expect(inbox.getByText(ADMIN_COPY.live, { exact: true })).toBeVisible();

  const visitorContext = await browser.newContext({ baseURL: url() });
  const visitor = await visitorContext.newPage();
  const visitorUrl = `${url()}/e2e-office-phone-visitor`;
  await visitor.route(visitorUrl, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visitor</title><script src="${url()}/widget/tod.js" defer data-region="salem" data-city="Salem" data-delay="0"></script></head><body><main><h1>Doors</h1></main></body></html>`,
    }),
  );
  await visitor.goto(visitorUrl);
  const ui = widget(visitor);
  await ui.launcher.click();
  await ui.input.fill("My door is stuck open. I'm Pia Lund, call me at 503-555-0147");
  await ui.input.press('Enter');
  await expect(ui.messages('assistant').last()).toBeVisible({ timeout: 20_000 });
  await visitor.locator('tod-chat').getByRole('button', { name: 'Talk to Human' }).last().click();

  await inbox
    .locator('.admin-ringing')
    .getByRole('link', { name: /Pia Lund/ })
    .click({ timeout: 20_000 });
  const join = inbox.getByRole('button', { name: LIVE_ADMIN_COPY.join });
  await expect(join).toBeVisible();
  expect((await join.boundingBox())?.y ?? Number.POSITIVE_INFINITY, 'Join on the first screen').toBeLessThan(844);
  await join.click();
  const reply = inbox.getByRole('textbox', { name: LIVE_ADMIN_COPY.reply });
  await expect(reply).toBeFocused();

  // Lines from the visitor: the reply box stays on screen, and each line shows once on the page.
  for (const line of ['Are you there?', 'The door is still open', 'Please hurry']) {
    await ui.input.fill(line);
    await ui.input.press('Enter');
    await expect(inbox.locator('.admin-live-thread')).toContainText(line, { timeout: 20_000 });
  }
  await expect(reply).toBeInViewport();
  await inbox.reload();
  await expect(inbox.locator('.admin-live-thread')).toContainText('Please hurry');
  await expect(inbox.locator('main').getByText('Please hurry', { exact: true })).toHaveCount(1);
  await expect(inbox.locator('.admin-transcript')).toContainText('stuck open');

  // A saved reply in Spanish, by keyboard: into the box to edit, sent only by Send.
  await reply.focus();
  await inbox.getByLabel(SAVED_REPLY_LABELS.language).selectOption('es');
  const fee = inbox.getByRole('button', { name: SAVED_REPLY_LABELS.replies.serviceFee });
  await fee.focus();
  await inbox.keyboard.press('Enter');
  await expect(reply).toBeFocused();
  await expect(reply).toHaveValue(new RegExp(`\\$${SERVICE_CALL_FEE} más impuestos`));
  for (const scheme of ['light', 'dark'] as const) {
    await inbox.emulateMedia({ colorScheme: scheme });
    expect(await axeViolations(inbox), `joined chat at 390 px, ${scheme}`).toEqual([]);
  }
  expect(await inbox.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await inbox.getByRole('button', { name: LIVE_ADMIN_COPY.send, exact: true }).click();
  await expect(visitor.locator('tod-chat')).toContainText('más impuestos', { timeout: 20_000 });
  await visitorContext.close();
  await context.close();
});

// Ownership (assignment on Join, the mark of a colleague's open item) and "Sign out everywhere" (point 5) with
// two staff browsers: on PGlite, and on Postgres with each browser on its own server process (TEST_DATABASE_URL).
for (const storage of INBOX_STORAGES) {
  test.describe(`two staff browsers on ${storage === 'pglite' ? 'PGlite' : 'Postgres, two processes'} @desktop`, () => {
    const ANN = 'ann-desk@example.com';
    const BEN = 'ben-desk@example.com';
    let shared: InboxServer | undefined;
    let peerUrl = '';
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      shared = await startInboxServer(
        [
          { email: ANN, role: 'dispatcher', regions: 'salem', name: 'Ann' },
          { email: BEN, role: 'dispatcher', regions: 'salem', name: 'Ben' },
        ],
        storage,
      );
      peerUrl = (await shared.peer()).url;
    });
    test.afterAll(async () => shared?.dispose());

    async function desk(browser: Browser, baseURL: string, email: string): Promise<{ context: BrowserContext; page: Page }> {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto('/admin');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(STAFF_PASSWORD);
      await page.getByRole('button', { name: ADMIN_COPY.signIn }).click();
      await expect(page.getByRole('heading', { level: 1, name: ADMIN_COPY.title, exact: true })).toBeVisible({ timeout: 30_000 });
      return { context, page };
    }

    test('ownership: Join makes the unassigned item mine, and a colleague sees who has it open, in the row and on the page', async ({
      browser,
    }) => {
      test.setTimeout(150_000);
      if (!shared) throw new Error('the inbox server did not start');
      // A visitor's chat lead, as the widget sends it, on Ann's server.
      const visitor = await browser.newContext({ baseURL: shared.url });
      const chat = await visitor.request.post('/api/chat', {
        data: {
          message: "My garage door is noisy. I'm Rosa Owner in Salem, call me at 503-555-0181",
          sessionId: `e2e-own-${storage}-${Date.now()}`,
          context: { conversationHistory: [], userRegion: 'salem' },
        },
      });
      expect(chat.status()).toBe(200);

      const ann = await desk(browser, shared.url, ANN);
      const ben = await desk(browser, peerUrl, BEN);
      const annRow = ann.page.locator('.admin-item', { hasText: 'Rosa Owner' });
      const benRow = ben.page.locator('.admin-item', { hasText: 'Rosa Owner' });
      await expect(benRow.locator('.admin-item-owner')).toHaveText(ADMIN_COPY.viewUnassigned);

      // Ann opens the item by keyboard and joins: the item is hers, on her page and in Ben's list, without a reload.
      await annRow.getByRole('link', { name: 'Rosa Owner' }).focus();
      await ann.page.keyboard.press('Enter');
      await expect(ann.page.getByRole('heading', { level: 1, name: /Rosa Owner/ })).toBeVisible();
      await ann.page.getByRole('button', { name: 'Join' }).click();
      await expect(ann.page.locator('#item-assignee option:checked')).toHaveText('Ann', { timeout: 20_000 });
      await expect(benRow.locator('.admin-item-owner')).toHaveText('Ann', { timeout: 20_000 });
      await expect(ann.page.locator('.admin-history')).toContainText(`assigned to ${ANN}`);

      // Ben sees that Ann has it open before he opens it himself, and each sees the other on the page.
      await expect(benRow).toContainText(ADMIN_COPY.viewing(['Ann']), { timeout: 25_000 });
      for (const scheme of ['light', 'dark'] as const) {
        await ben.page.emulateMedia({ colorScheme: scheme });
        expect(await axeViolations(ben.page), `a row a colleague has open, ${scheme}`).toEqual([]);
      }
      await benRow.getByRole('link', { name: 'Rosa Owner' }).click();
      await expect(ben.page.locator('.admin-viewing')).toHaveText(ADMIN_COPY.viewing(['Ann']), { timeout: 20_000 });
      await expect(ann.page.locator('.admin-viewing')).toHaveText(ADMIN_COPY.viewing(['Ben']), { timeout: 25_000 });
      for (const scheme of ['light', 'dark'] as const) {
        await ann.page.emulateMedia({ colorScheme: scheme });
        expect(await axeViolations(ann.page), `an item a colleague has open, ${scheme}`).toEqual([]);
      }
      // On a phone the mark is under the name too, and the page stays within the screen.
      await ben.page.setViewportSize({ width: 390, height: 844 });
      await expect(ben.page.locator('.admin-viewing')).toBeInViewport();
      expect(await ben.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const scheme of ['light', 'dark'] as const) {
        await ben.page.emulateMedia({ colorScheme: scheme });
        expect(await axeViolations(ben.page), `an item a colleague has open at 390 px, ${scheme}`).toEqual([]);
      }
      await ben.page.setViewportSize({ width: 1280, height: 900 });

      // Ann leaves the item: Ben's page and list lose the mark.
      await ann.page.getByRole('button', { name: 'Leave' }).click();
      await ann.page.getByRole('link', { name: /Back to the inbox/ }).click();
      await expect(ben.page.locator('.admin-viewing')).toBeEmpty({ timeout: 25_000 });
      await ben.page.getByRole('link', { name: /Back to the inbox/ }).click();
      await expect(benRow).not.toContainText(ADMIN_COPY.viewing(['Ann']), { timeout: 25_000 });
      await expect(benRow.locator('.admin-item-owner')).toHaveText('Ann');
      await ann.context.close();
      await ben.context.close();
      await visitor.close();
    });

    test('"Sign out everywhere" clears another browser of the account within the 25 seconds docs/admin.md gives', async ({ browser }) => {
      test.setTimeout(90_000);
      if (!shared) throw new Error('the inbox server did not start');
      const here = await desk(browser, shared.url, ANN);
      const there = await desk(browser, peerUrl, ANN);
      await postContactRequest(there.page, 'Other Browser', false, 'The door squeaks');
      await there.page.reload();
      await expect(there.page.locator('.admin-item', { hasText: 'Other Browser' })).toBeVisible();
      await here.page.getByRole('button', { name: ADMIN_COPY.signOutEverywhere }).click();
      await expect(there.page.getByRole('button', { name: ADMIN_COPY.signIn })).toBeVisible({ timeout: 25_000 });
      await expect(there.page.locator('body')).not.toContainText('Other Browser');
      await here.context.close();
      await there.context.close();
    });
  });
}
