import { type Browser, type BrowserContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import {
  ADMIN_CONTACT_FIELD_LABELS,
  ADMIN_COPY,
  ADMIN_URGENCY_DESCRIPTIONS,
  ADMIN_URGENCY_LABELS,
  PREFERRED_TIMES,
  REQUEST_TYPES,
  SERVICE_TYPES,
  USER_TYPES,
} from '@tod/domain/facts';
import { axeViolations } from '../support/axe.ts';
import { type InboxServer, STAFF_PASSWORD, startInboxServer } from './inboxServer.ts';

// Issue 34's inbox points, against a real server on PGlite: sign-out clears the screen (5), the e key and its
// Undo (7), urgency in words (11), search in any format (9) and the contact request's page (12).

const OWNER = 'triage-owner@example.com';

let server: InboxServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startInboxServer([{ email: OWNER, role: 'owner', regions: 'all' }]);
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
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_COPY.title, exact: true })).toBeVisible();
}

/** A contact request as the site's form sends it; resolves when the server stored it. @returns its reference */
async function postContactRequest(
  page: Page,
  fields: { name: string; phone?: string; email?: string; emergency?: boolean; postalCode?: string },
): Promise<string> {
  const submissionId = `DL-${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const response = await page.request.post('/api/contact-form', {
    data: {
      submissionId,
      name: fields.name,
      fullName: fields.name,
      email: fields.email ?? 'visitor@example.com',
      phone: fields.phone ?? '503-555-0166',
      message: 'The door stops half way and reverses',
      streetAddress: '1 Main St',
      city: 'Salem',
      state: 'OR',
      postalCode: fields.postalCode ?? '97301',
      address: `1 Main St, Salem, OR ${fields.postalCode ?? '97301'}`,
      userType: 'propertyManager',
      isEmergency: fields.emergency ? 'Yes' : 'No',
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
  return submissionId;
}

/** A hand-off ("Talk to Human") whose lead has this urgency, as the widget sends it. */
async function postHandOff(page: Page, name: string, urgency: 'urgent' | 'routine'): Promise<void> {
  const response = await page.request.post('/api/escalations', {
    data: {
      sessionId: `triage_${urgency}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`,
      session: { conversationCount: 2, leadData: { name, phone: '503-555-0170', city: 'Salem', issue: 'Door off track', urgency } },
      messages: [{ role: 'user', content: 'The door is off its track', timestamp: new Date().toISOString() }],
      region: 'salem',
    },
  });
  expect(response.status()).toBe(201);
}

/** Opens the header's tools on a phone (behind Menu); at a desk they are always shown. */
async function headerTools(page: Page, testInfo: TestInfo): Promise<void> {
  if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: ADMIN_COPY.menu }).click();
}

async function axeInBothSchemes(page: Page, state: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeViolations(page), `${state}, ${scheme}`).toEqual([]);
  }
}

test('signing out clears names and phones at once, in this tab and in the browser’s other inbox tab', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const office = await newContext(browser, testInfo);
  const page = await office.newPage();
  await signIn(page);
  await postContactRequest(page, { name: 'Shared Screen', phone: '503-555-0123' });
  await page.reload();
  const row = page.locator('.admin-item', { hasText: 'Shared Screen' });
  await expect(row).toBeVisible();
  const other = await office.newPage();
  await other.goto('/admin');
  await expect(other.locator('.admin-item', { hasText: 'Shared Screen' })).toBeVisible();
  // A mark in each page's memory: still there afterwards means nothing was reloaded.
  for (const tab of [page, other]) await tab.evaluate(() => Object.assign(window, { __notReloaded: true }));

  for (const [button, everywhere] of [
    [ADMIN_COPY.signOut, false],
    [ADMIN_COPY.signOutEverywhere, true],
  ] as const) {
    await headerTools(page, testInfo);
    await page.getByRole('button', { name: button, exact: true }).click();
    for (const tab of [page, other]) {
      await expect(tab.getByRole('button', { name: ADMIN_COPY.signIn })).toBeVisible();
      await expect(tab.locator('body')).not.toContainText('Shared Screen');
      await expect(tab.locator('body')).not.toContainText('555-0123');
      await expect(tab).toHaveTitle(ADMIN_COPY.title);
      expect(await tab.evaluate(() => (window as { __notReloaded?: boolean }).__notReloaded), `${button}: no reload`).toBe(true);
    }
    await axeInBothSchemes(page, `signed out by ${button}`);
    // The session really ended on the server: a reload asks to sign in.
    await other.reload();
    await expect(other.getByRole('button', { name: ADMIN_COPY.signIn })).toBeVisible();
    if (!everywhere) {
      await signIn(page);
      await other.goto('/admin');
      await expect(other.locator('.admin-item', { hasText: 'Shared Screen' })).toBeVisible();
      await other.evaluate(() => Object.assign(window, { __notReloaded: true }));
      await page.evaluate(() => Object.assign(window, { __notReloaded: true }));
    }
  }
  await office.close();
});

test('urgency shows in words in the row and the item, with its own filter and sort', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const office = await newContext(browser, testInfo);
  const page = await office.newPage();
  await signIn(page);
  await postHandOff(page, 'Triage Routine', 'routine');
  await postHandOff(page, 'Triage Urgent', 'urgent');
  await postContactRequest(page, { name: 'Triage Emergency', emergency: true });
  await page.goto('/admin?q=triage');
  const rows = page.locator('.admin-item');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Triage Urgent' }).getByText(ADMIN_URGENCY_LABELS.urgent, { exact: true })).toBeVisible();
  await expect(rows.filter({ hasText: 'Triage Routine' }).getByText(ADMIN_URGENCY_LABELS.routine, { exact: true })).toBeVisible();
  // Every status chip is whole on screen, on a phone too.
  const width = page.viewportSize()?.width ?? 0;
  for (const chip of await page.locator('.admin-counts a').all()) {
    const box = await chip.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, await chip.innerText()).toBe(true);
  }

  // The filters sit behind their button at every width (they stay open after Apply).
  const filters = async () => {
    const toggle = page.getByRole('button', { name: /^Filters/ });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  };
  await filters();
  await page.getByLabel(ADMIN_COPY.urgency, { exact: true }).selectOption('urgent');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/urgency=urgent/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Triage Urgent');
  await axeInBothSchemes(page, 'filtered by urgency');

  await filters();
  await page.getByLabel(ADMIN_COPY.urgency, { exact: true }).selectOption('');
  await page.getByLabel(ADMIN_COPY.sort, { exact: true }).selectOption('urgency');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/sort=urgency/);
  await expect(rows).toHaveCount(3);
  expect(await page.locator('.admin-item-link').allInnerTexts()).toEqual(['Triage Emergency', 'Triage Urgent', 'Triage Routine']);
  await axeInBothSchemes(page, 'sorted by urgency');

  await page.locator('.admin-item-link', { hasText: 'Triage Urgent' }).click();
  await expect(page.getByText(ADMIN_URGENCY_DESCRIPTIONS.urgent)).toBeVisible();
  await expect(page.locator('.admin-fields')).not.toContainText(/\burgent\b/);
  await axeInBothSchemes(page, 'an urgent item');
  await office.close();
});

test('a contact request is found by its phone in any format, its email, ZIP and reference, and its page reads as the form', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const office = await newContext(browser, testInfo);
  const page = await office.newPage();
  await signIn(page);
  const reference = await postContactRequest(page, {
    name: 'Found Everywhere',
    phone: '5035550188',
    email: 'found.everywhere@example.com',
    postalCode: '97317',
  });
  for (const typed of ['+1 503 555 0188', '503-555-0188', '503.555.0188', '0188', 'found.everywhere@example.com', '97317', reference]) {
    await page.goto(`/admin?q=${encodeURIComponent(typed)}`);
    await expect(page.locator('.admin-item-link'), typed).toHaveText(['Found Everywhere']);
  }
  // Typed in the search box, as the office does.
  await page.getByLabel(ADMIN_COPY.search).fill('(503) 555-0188');
  await page.getByLabel(ADMIN_COPY.search).press('Enter');
  await expect(page.locator('.admin-item-link')).toHaveText(['Found Everywhere']);

  await page.locator('.admin-item-link').click();
  const fields = page.locator('.admin-contact-fields');
  await expect(fields.getByRole('link', { name: '(503) 555-0188' })).toHaveAttribute('href', 'tel:+15035550188');
  await expect(fields.getByRole('link', { name: 'found.everywhere@example.com' })).toHaveAttribute(
    'href',
    'mailto:found.everywhere@example.com',
  );
  const labels = await fields.locator('dt').allInnerTexts();
  expect(labels).toContain(ADMIN_CONTACT_FIELD_LABELS.page);
  expect(labels).not.toContain('fullName');
  expect(new Set(labels).size).toBe(labels.length);
  const pageRow = fields.locator('.admin-field-pair', { hasText: ADMIN_CONTACT_FIELD_LABELS.page });
  await expect(pageRow.locator('dd')).toHaveText('/contact');
  await expect(fields).toContainText(USER_TYPES.propertyManager);
  await expect(fields).toContainText(SERVICE_TYPES.springRepair);
  await expect(fields).toContainText(PREFERRED_TIMES.morning);
  await expect(fields.getByText('Found Everywhere')).toHaveCount(1);
  await axeInBothSchemes(page, 'a contact request’s page');
  await office.close();
});

test('a refused sign-in puts the focus on its message, and the inbox never says “Reconnecting…” while it first connects', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const office = await newContext(browser, testInfo);
  const page = await office.newPage();
  await page.goto('/admin');
  await page.getByLabel('Email').fill(OWNER);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('alert')).toBeFocused();
  await axeInBothSchemes(page, 'a refused sign-in');

  // The event stream answers slowly, as on a poor connection: the header waits quietly, then says "Live".
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __liveTexts: seen });
    new MutationObserver(() => {
      const text = document.querySelector('.admin-live')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.route('**/api/admin/events', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => {});
  });
  await signIn(page);
  await page.reload();
  await expect(page.getByText(ADMIN_COPY.live, { exact: true })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as { __liveTexts?: string[] }).__liveTexts)).toEqual([ADMIN_COPY.live]);
  await office.close();
});

test('/contact shows the contact form once, with or without a trailing slash', async ({ browser }, testInfo) => {
  const visitor = await newContext(browser, testInfo);
  const page = await visitor.newPage();
  for (const path of ['/contact', '/contact/']) {
    await page.goto(path);
    await page.waitForLoadState('load');
    await expect(page.locator('form.contact-form').first()).toBeVisible();
    // The footer's deferred form would arrive once the page settles: scroll to it and give it the chance.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('form.contact-form'), path).toHaveCount(1);
  }
  await visitor.close();
});

// The e key and its Undo are the keyboard's, at a desk.
test.describe('the e key', { tag: '@desktop' }, () => {
  test('closes only an open item, offers Undo (z or the button), and never fires from the live chat', async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const office = await newContext(browser, testInfo);
    const page = await office.newPage();
    await signIn(page);
    await postContactRequest(page, { name: 'Key Second' });
    await postContactRequest(page, { name: 'Key First' });
    await page.goto('/admin?q=key');
    const link = (name: string) => page.locator('.admin-item-link', { hasText: name });
    const row = (name: string) => page.locator('.admin-item', { hasText: name });
    const toast = page.locator('.admin-toast-slot[role="status"]');
    await expect(link('Key Second')).toBeVisible();

    await page.keyboard.press('j');
    await expect(link('Key First')).toBeFocused();
    await page.keyboard.press('e');
    await expect(row('Key First')).toHaveAttribute('data-status', 'closed');
    await expect(link('Key Second')).toBeFocused();
    await expect(toast).toContainText(ADMIN_COPY.closedByKey('Key First'));
    await expect(toast.getByRole('button', { name: ADMIN_COPY.undo })).toBeVisible();
    await axeInBothSchemes(page, 'Undo offered, 1280 px');
    await page.setViewportSize({ width: 390, height: 844 });
    await axeInBothSchemes(page, 'Undo offered, 390 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });

    // z puts it back as it was, and the focus on its row.
    await page.keyboard.press('z');
    await expect(row('Key First')).toHaveAttribute('data-status', 'new');
    await expect(toast.getByRole('button', { name: ADMIN_COPY.undo })).toHaveCount(0);
    await expect(link('Key First')).toBeFocused();

    // e on a closed row does nothing, and stays there.
    await page.keyboard.press('e');
    await expect(row('Key First')).toHaveAttribute('data-status', 'closed');
    await toast.getByRole('button', { name: ADMIN_COPY.dismiss }).click();
    await expect(toast.getByRole('button', { name: ADMIN_COPY.undo })).toHaveCount(0);
    await link('Key First').focus();
    await page.keyboard.press('e');
    await expect(link('Key First')).toBeFocused();
    await expect(toast.getByRole('button', { name: ADMIN_COPY.undo })).toHaveCount(0);
    await expect(row('Key Second')).toHaveAttribute('data-status', 'new');

    // A hand-off's page: typing in its live conversation area never closes it; e elsewhere does, with Undo.
    await postHandOff(page, 'Key Live', 'routine');
    await page.goto('/admin?q=key%20live');
    await link('Key Live').first().click();
    const status = page.getByLabel(ADMIN_COPY.status);
    await expect(status).toHaveValue('new');
    await page.locator('.admin-live-thread').focus();
    await page.keyboard.type('everything ok? e');
    await expect(page.locator('.admin-live-thread')).toBeFocused();
    // The close, had it fired, would have landed by the time a round trip of the inbox's own has.
    await page.reload();
    await expect(status).toHaveValue('new');
    await page.getByRole('heading', { level: 1 }).focus();
    await page.keyboard.press('e');
    await expect(status).toHaveValue('closed');
    await toast.getByRole('button', { name: ADMIN_COPY.undo }).click();
    await expect(status).toHaveValue('new');
    await expect(status).toBeFocused();
    await office.close();
  });
});
