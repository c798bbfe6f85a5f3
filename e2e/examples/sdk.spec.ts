// Issue 18 points 7-9 in Chromium against the real chat server: launcher control, programmatic
// messages, identify and page context on the wire, lifecycle events and the host's analytics consent.

import { expect, type Page, test } from '@playwright/test';
import { CHAT_COPY, LOCAL_STORAGE_KEYS } from '@tod/domain/facts';
import { spawnServer } from '../support/serverProcess.mjs';
import { freePort, page as partnerPage, servePages } from './partnerPages.ts';

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let server: Awaited<ReturnType<typeof spawnServer>>;
let pages: Awaited<ReturnType<typeof servePages>>;

/** Records every widget event on window.__events, as a partner's listener would. */
const RECORD_EVENTS = `<script>
window.__events = [];
window.TOD = [];
for (const name of ['ready','open','close','unread','conversation_started','message_sent','lead_captured','cta_clicked','error_occurred'])
  window.TOD.push(['on', name, (event) => window.__events.push(event)]);
</script>`;

function widgetPage(attributes: string, body = '<main><h1>Partner page</h1></main>'): string {
  return partnerPage(`${RECORD_EVENTS}<script src="${server.url}/widget/v1/tod.js" defer data-delay="0" ${attributes}></script>`, body);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The pages' origin must be allowed by the chat server's CORS_ORIGINS: start the pages first.
  pages = await servePages({});
  server = await spawnServer({ port: await freePort(), env: { CORS_ORIGINS: pages.url }, stdio: 'ignore', timeoutMs: 200_000 });
  pages.set(
    '/own-button.html',
    widgetPage('data-launcher="none"', '<main><button type="button" onclick="TOD.open()">Ask about this door</button></main>'),
  );
  pages.set('/left.html', widgetPage('data-position="left" data-offset-x="30" data-offset-y="40"'));
  pages.set('/showroom.html', widgetPage('data-context="Showroom: Clopay Modern Steel, 16x7"'));
  pages.set('/plain.html', widgetPage(''));
});

test.afterAll(async () => {
  await server?.stop();
  await pages?.close();
});

const launcher = (page: Page) => page.getByRole('button', { name: CHAT_COPY.launcherLabel });
const dialog = (page: Page) => page.getByRole('dialog', { name: CHAT_COPY.title });
const events = (page: Page) => page.evaluate(() => (window as unknown as { __events: { event: string; unread?: number }[] }).__events);
const names = async (page: Page) => (await events(page)).map((event) => event.event);

test.describe('launcher control (point 7)', () => {
  test('data-launcher="none" shows no launcher; the partner button opens the chat with TOD.open()', async ({ page }) => {
    await page.goto(`${pages.url}/own-button.html`);
    await expect.poll(() => names(page)).toContain('ready');
    await expect(launcher(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Ask about this door' }).click();
    await expect(dialog(page)).toBeVisible();
  });

  test('data-position="left" with offsets puts the launcher at the bottom left', async ({ page }) => {
    await page.goto(`${pages.url}/left.html`);
    const box = await launcher(page).boundingBox();
    const viewport = page.viewportSize();
    expect(Math.round(box?.x ?? -1)).toBe(30);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe((viewport?.height ?? 0) - 40);
  });
});

test.describe('programmatic messages, identify and context (point 8)', () => {
  test('TOD.open({ message }) opens with the text in the message box, unsent', async ({ page }) => {
    await page.goto(`${pages.url}/plain.html`);
    await page.evaluate(() => (window as unknown as { TOD: { open(o: object): void } }).TOD.open({ message: 'Is this door in stock?' }));
    await expect(page.getByRole('textbox', { name: CHAT_COPY.inputLabel })).toHaveValue('Is this door in stock?');
    await expect(dialog(page).locator('[data-kind="user"]')).toHaveCount(0);
  });

  test('TOD.send() sends; identify and data-context reach the chat request, never an event', async ({ page }) => {
    await page.goto(`${pages.url}/showroom.html`);
    const request = page.waitForRequest((sent) => sent.url().startsWith(`${server.url}/api/chat`) && sent.method() === 'POST');
    await page.evaluate(() => {
      const tod = (window as unknown as { TOD: { identify(o: object): void; send(t: string): void } }).TOD;
      tod.identify({ name: 'Ana Ruiz', phone: '(208) 555-0199', zip: '83702', email: 'not@a.field' });
      tod.send('Do you install this door?');
    });
    const body = (await request).postDataJSON() as { message: string; context: { visitor?: object; pageContext?: string } };
    expect(body.message).toBe('Do you install this door?');
    expect(body.context.visitor).toEqual({ name: 'Ana Ruiz', phone: '(208) 555-0199', zip: '83702' });
    expect(body.context.pageContext).toBe('Showroom: Clopay Modern Steel, 16x7');
    await expect(dialog(page).locator('[data-kind="assistant"]')).toHaveCount(1);
    await expect.poll(() => names(page)).toContain('message_sent');
    expect(JSON.stringify(await events(page))).not.toMatch(/Ana|555-0199|83702|Showroom/);
  });
});

test.describe('lifecycle events and consent (point 9)', () => {
  test('ready, open, close, and a reply that lands while closed counts as unread until opened', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${server.url}/api/chat/stream`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${pages.url}/plain.html`);
    await page.evaluate(() => (window as unknown as { TOD: { send(t: string): void } }).TOD.send('My spring broke'));
    await expect(dialog(page)).toBeVisible();
    await page.evaluate(() => (window as unknown as { TOD: { close(): void } }).TOD.close());
    release();
    await expect
      .poll(async () => (await events(page)).filter((event) => event.event === 'unread').map((event) => event.unread))
      .toEqual([1]);
    expect(await page.evaluate(() => (window as unknown as { TOD: { getState(): object } }).TOD.getState())).toEqual({
      ready: true,
      open: false,
      unread: 1,
    });
    await launcher(page).click();
    await expect
      .poll(async () => (await events(page)).filter((event) => event.event === 'unread').map((event) => event.unread))
      .toEqual([1, 0]);
    expect(await names(page)).toEqual(expect.arrayContaining(['ready', 'open', 'close']));
  });

  test("events reach dataLayer only once the page grants consent, whatever the site's localStorage says", async ({ page }) => {
    await page.goto(`${pages.url}/plain.html`);
    await page.evaluate((key) => localStorage.setItem(key, 'granted'), LOCAL_STORAGE_KEYS.analyticsConsent);
    const dataLayer = () =>
      page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((e) => e.event));
    await page.evaluate(() => (window as unknown as { TOD: { send(t: string): void } }).TOD.send('My spring broke'));
    await expect.poll(() => names(page)).toContain('message_sent');
    expect(await dataLayer()).toEqual([]);
    await page.evaluate(() =>
      (window as unknown as { TOD: { configure(o: object): void } }).TOD.configure({ analyticsConsent: 'granted' }),
    );
    await page.getByRole('textbox', { name: CHAT_COPY.inputLabel }).fill('How much is a new spring?');
    await page.getByRole('button', { name: CHAT_COPY.sendLabel }).click();
    await expect.poll(dataLayer).toContain('message_sent');
    expect(await dataLayer()).not.toEqual(expect.arrayContaining(['open']));
    expect(await dataLayer()).not.toContain('unread');
  });
});
