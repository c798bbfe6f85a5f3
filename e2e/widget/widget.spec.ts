import { expect, test } from '@playwright/test';
import { WIDGET_SESSION_STORAGE_KEY } from '@tod/domain/facts';
import { axeViolations } from '../support/axe.ts';
import { isMobile, openHostPage, pausedClock, serverUrl, widget } from './host.ts';
import { servePartnerPage } from './partnerServer.ts';

test.describe('T.O.D. widget: launcher, teaser and window', () => {
  test('shows nothing and loads no UI chunk before the default 3000 ms delay, then the launcher with both dots', async ({
    page,
  }, testInfo) => {
    await pausedClock(page);
    const chunkRequests: string[] = [];
    page.on('request', (request) => {
      if (/tod-ui-[^/]+\.js$/.test(request.url())) chunkRequests.push(request.url());
    });
    await openHostPage(page, testInfo);
    await page.clock.runFor(2900);
    await expect(widget(page).host).toHaveCount(0);
    expect(chunkRequests).toEqual([]);
    await page.clock.runFor(200);
    await expect(widget(page).launcher).toBeVisible();
    await expect(widget(page).launcher).toHaveAccessibleName('Chat with T.O.D.');
    await expect(page.locator('tod-chat .tod-dot--notify')).toBeAttached();
    await expect(page.locator('tod-chat .tod-dot--online')).toBeAttached();
    expect(chunkRequests).toHaveLength(1);
    expect(chunkRequests[0]).toContain(`${serverUrl(testInfo)}/widget/`);
  });

  test('shows the teaser 5 s after the launcher with the SPEC texts and hides it after 10 s', async ({ page }, testInfo) => {
    await pausedClock(page);
    await openHostPage(page, testInfo, { data: { delay: '100' } });
    await page.clock.runFor(200);
    await expect(widget(page).launcher).toBeVisible();
    const teaser = widget(page).teaser;
    await page.clock.runFor(4800);
    await expect(teaser).toHaveCount(0);
    await page.clock.runFor(400);
    await expect(teaser).toBeVisible();
    for (const text of [
      'Need garage door help?',
      'T.O.D. is online',
      'I can help with repairs, pricing or scheduling.',
      'Usually responds in less than 30s',
    ]) {
      await expect(teaser).toContainText(text);
    }
    await page.clock.runFor(9700);
    await expect(teaser).toBeVisible();
    await page.clock.runFor(400);
    await expect(teaser).toHaveCount(0);
  });

  test('the teaser dismiss button hides it, and a click anywhere hides it too', async ({ page }, testInfo) => {
    await pausedClock(page);
    await openHostPage(page, testInfo, { data: { delay: '0' } });
    await page.clock.runFor(10);
    await expect(widget(page).launcher).toBeVisible();
    await page.clock.runFor(5200);
    await expect(widget(page).teaser).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(widget(page).teaser).toHaveCount(0);

    await page.reload();
    await page.clock.runFor(10);
    await expect(widget(page).launcher).toBeVisible();
    await page.clock.runFor(5200);
    await expect(widget(page).teaser).toBeVisible();
    await page.locator('h1').click();
    await expect(widget(page).teaser).toHaveCount(0);
  });

  test('no teaser when the visitor scrolled first', async ({ page }, testInfo) => {
    await pausedClock(page);
    await openHostPage(page, testInfo, { data: { delay: '1000' } });
    await page.mouse.wheel(0, 400);
    await page.evaluate(() => window.scrollTo(0, 500));
    await page.clock.runFor(1100);
    await expect(widget(page).launcher).toBeVisible();
    await page.clock.runFor(6000);
    await expect(widget(page).teaser).toHaveCount(0);
  });

  test('opens from the launcher with the SPEC window, focuses the input, closes on Escape and returns focus', async ({
    page,
  }, testInfo) => {
    await openHostPage(page, testInfo, { data: { delay: '0', region: 'salem' } });
    const ui = widget(page);
    await ui.launcher.click();
    await expect(ui.dialog).toBeVisible();
    await expect(ui.dialog).toContainText('Your AI Garage Door Assistant');
    await expect(ui.dialog).toContainText('Start a conversation');
    await expect(ui.dialog).toContainText('Ask about repairs, pricing, or schedule service');
    await expect(ui.dialog).toContainText("Please note: I'm an AI assistant — I may make mistakes.");
    await expect(ui.messages('welcome')).toContainText('5,000+ jobs in Salem');
    await expect(ui.input).toHaveAttribute('placeholder', 'Ask about garage door repairs, pricing, or schedule service...');
    await expect(ui.input).toBeFocused();
    expect(await ui.input.evaluate((element) => getComputedStyle(element).fontSize)).toBe('16px');
    const learnMore = ui.dialog.getByRole('link', { name: 'Learn more' });
    await expect(learnMore).toHaveAttribute('href', `${serverUrl(testInfo)}/legal/ai-disclosure`);

    const quick = ui.dialog.getByRole('navigation', { name: 'Quick actions' });
    await expect(quick.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+15035550175');
    await expect(quick.getByRole('link', { name: 'Book Service' })).toHaveAttribute('href', 'https://book.doorlogic.example/salem');
    await expect(quick.getByRole('link', { name: 'Book Service' })).toHaveAttribute('target', '_blank');
    await expect(quick.getByRole('link', { name: 'Online Estimator' })).toHaveAttribute('href', `${serverUrl(testInfo)}/get-estimate`);
    await expect(quick.getByRole('link', { name: 'Online Estimator' })).toHaveAttribute('target', '_blank');

    await page.keyboard.press('Escape');
    await expect(ui.dialog).toHaveCount(0);
    await expect(ui.launcher).toBeFocused();
    await expect(page.locator('tod-chat .tod-dot--notify')).toHaveCount(0);
  });

  test('opens with the keyboard alone: Tab to the launcher, Enter', async ({ page }, testInfo) => {
    await openHostPage(page, testInfo, { data: { delay: '0' }, body: '<main><a href="#x">Skip</a></main>' });
    await expect(widget(page).launcher).toBeVisible();
    await widget(page).launcher.focus();
    await page.keyboard.press('Enter');
    await expect(widget(page).dialog).toBeVisible();
    await expect(widget(page).input).toBeFocused();
  });

  test('lays out as a 420x640 box bottom right on desktop, a full-screen modal with backdrop and scroll lock on mobile', async ({
    page,
  }, testInfo) => {
    // Measure the final layout, not a frame of the 160 ms entrance animation.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHostPage(page, testInfo, { data: { delay: '0' } });
    await widget(page).launcher.click();
    const box = await widget(page).dialog.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('no layout');
    if (isMobile(testInfo)) {
      expect(box).toEqual({ x: 0, y: 16, width: viewport.width, height: viewport.height - 16 });
      await expect(page.locator('tod-chat .tod-backdrop')).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      // Tab from the last control wraps to the first: the focus stays in the dialog.
      for (let index = 0; index < 12; index += 1) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TOD-CHAT');
      await page.mouse.click(5, 5);
      await expect(widget(page).dialog).toHaveCount(0);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
    } else {
      expect(box.width).toBe(420);
      expect(box.height).toBe(640);
      expect(Math.round(viewport.width - (box.x + box.width))).toBe(20);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
    }
  });

  test("the scroll lock and data-z-index leave the host's own cookie banner usable above the open chat", async ({ page }, testInfo) => {
    await openHostPage(page, testInfo, {
      data: { delay: '0', 'z-index': '1000' },
      body: `<main id="app"><h1>Host</h1></main><div id="cookie" style="position:fixed;left:0;right:0;bottom:0;z-index:5000;background:#fff;padding:12px"><button id="accept" onclick="this.textContent='Accepted'">Accept All Cookies</button></div>`,
    });
    await widget(page).launcher.click({ force: isMobile(testInfo) });
    await expect(widget(page).dialog).toBeVisible();
    await page.locator('#accept').click();
    await expect(page.locator('#accept')).toHaveText('Accepted');
    await expect(widget(page).dialog).toBeVisible();
  });

  test('writes nothing to storage before the first open; the conversation survives an SPA route change and a reload', async ({
    page,
  }, testInfo) => {
    await openHostPage(page, testInfo, { data: { delay: '0' } });
    await expect(widget(page).launcher).toBeVisible();
    expect(await page.evaluate(() => [sessionStorage.length, localStorage.length])).toEqual([0, 0]);
    await widget(page).launcher.click();
    await expect(widget(page).messages('welcome')).toHaveCount(1);
    const welcome = await widget(page).messages('welcome').textContent();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), WIDGET_SESSION_STORAGE_KEY)).toContain('"open":true');

    await page.evaluate(() => {
      history.pushState({}, '', '/e2e-widget-host/services');
      const app = document.getElementById('app');
      if (app) app.innerHTML = '<h1>Services</h1>';
    });
    await expect(widget(page).dialog).toBeVisible();
    await expect(widget(page).messages('welcome')).toHaveText(welcome ?? '');

    await page.reload();
    await expect(widget(page).dialog).toBeVisible();
    await expect(widget(page).messages('welcome')).toHaveText(welcome ?? '');
  });
});

// Viewport-independent: runs once, in the desktop project.
test.describe('T.O.D. widget: embedding', { tag: '@desktop' }, () => {
  // Embedding does not depend on the viewport: once, on desktop, keeps the suite fast.
  test('mounts once when the script is included twice', async ({ page }, testInfo) => {
    await openHostPage(page, testInfo, { data: { delay: '0' }, twice: true });
    await expect(widget(page).launcher).toBeVisible();
    await expect(widget(page).host).toHaveCount(1);
    await expect(widget(page).launcher).toHaveCount(1);
  });

  test('mounts when the script is added after DOMContentLoaded, and adds no global but window.TOD', async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      (window as unknown as { initialKeys: string[] }).initialKeys = Object.keys(window);
    });
    const server = serverUrl(testInfo);
    await openHostPage(page, testInfo, { body: '<main id="app"><h1>Late</h1></main>' });
    await page.evaluate((src) => {
      const script = document.createElement('script');
      script.src = src;
      script.dataset.delay = '0';
      document.body.appendChild(script);
    }, `${server}/widget/tod.js`);
    await widget(page).launcher.click();
    await expect(widget(page).dialog).toBeVisible();
    const added = await page.evaluate(() => {
      const before = new Set((window as unknown as { initialKeys: string[] }).initialKeys);
      return Object.keys(window).filter((key) => !before.has(key) && key !== 'initialKeys');
    });
    expect(added).toEqual(['TOD']);
  });

  test('replays TOD calls queued on a stub before the loader ran', async ({ page }, testInfo) => {
    await openHostPage(page, testInfo, {
      head: `<script>window.TOD = window.TOD || []; window.TOD.push(['configure', { region: 'idaho' }]); window.TOD.push(['open']);</script>`,
    });
    await expect(widget(page).dialog).toBeVisible();
    await expect(widget(page).dialog.getByRole('link', { name: 'Call Now' }).last()).toHaveAttribute('href', 'tel:+12085550163');
  });

  test('TOD.configure on a region change updates phone, booking link and city at once', async ({ page }, testInfo) => {
    await openHostPage(page, testInfo, { data: { delay: '0' } });
    await page.evaluate(() => (window as unknown as { TOD: { open(): void } }).TOD.open());
    const quick = widget(page).dialog.getByRole('navigation', { name: 'Quick actions' });
    await expect(quick.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+15035550142');
    await page.evaluate(() => (window as unknown as { TOD: { configure(options: object): void } }).TOD.configure({ region: 'idaho' }));
    await expect(quick.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+12085550163');
    await expect(quick.getByRole('link', { name: 'Book Service' })).toHaveAttribute('href', 'https://book.doorlogic.example/boise');
  });

  test('warns once for a bad data-* value and still works with the default', async ({ page }, testInfo) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await openHostPage(page, testInfo, { data: { delay: '0', theme: 'neon' } });
    await expect(widget(page).launcher).toBeVisible();
    expect(warnings.filter((text) => text.includes('[T.O.D.]'))).toEqual([expect.stringContaining('theme')]);
    // The default 'system' follows prefers-color-scheme (light here).
    await expect(page.locator('tod-chat .tod')).toHaveAttribute('data-theme', 'light');
  });

  test("the host page's CSS cannot restyle the widget and the widget's CSS does not touch the page", async ({ page }, testInfo) => {
    await openHostPage(page, testInfo, {
      data: { delay: '0' },
      head: '<style>* { font-family: serif !important; color: rgb(255, 0, 0) !important; } button { background: rgb(0, 255, 0) !important; border-radius: 0 !important; } div, tod-chat { line-height: 5 !important; }</style>',
      body: '<main id="app"><button class="tod-launcher" id="own">Own button</button><div class="tod-window">Own window</div></main>',
    });
    const launcher = widget(page).launcher;
    await expect(launcher).toBeVisible();
    const styles = await launcher.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, radius: style.borderRadius, position: style.position, font: style.fontFamily };
    });
    expect(styles).toEqual({
      background: 'rgb(29, 78, 216)',
      radius: '30px',
      position: 'fixed',
      font: expect.stringContaining('system-ui'),
    });
    const own = await page.locator('#own').evaluate((element) => getComputedStyle(element).position);
    expect(own).toBe('static');
    expect(await page.locator('main .tod-window').evaluate((element) => getComputedStyle(element).position)).toBe('static');
  });

  test("works on a strict-CSP page (script-src 'self' server; style-src 'self') without a single violation", async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const server = serverUrl(testInfo);
    await openHostPage(page, testInfo, {
      data: { delay: '0' },
      headers: {
        'Content-Security-Policy': `default-src 'self'; script-src 'self' ${server}; style-src 'self'; connect-src 'self' ${server}`,
      },
      body: '<main id="app"><h1>Strict page</h1></main>',
    });
    await widget(page).launcher.click();
    await expect(widget(page).dialog).toBeVisible();
    expect(await widget(page).dialog.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });

  test("works on a nonce-based CSP page with 'strict-dynamic' and data-nonce", async ({ page }, testInfo) => {
    await openHostPage(page, testInfo, {
      data: { delay: '0', nonce: 'r4nd0mN0nce' },
      scriptAttributes: 'nonce="r4nd0mN0nce"',
      headers: {
        'Content-Security-Policy': "script-src 'nonce-r4nd0mN0nce' 'strict-dynamic'; style-src 'self'; object-src 'none'; base-uri 'none'",
      },
    });
    await widget(page).launcher.click();
    await expect(widget(page).dialog).toBeVisible();
  });

  test('on a partner origin the server refuses, shows the phone instead of the chat and warns once with the fix (issue 18.4)', async ({
    page,
  }, testInfo) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const partner = await servePartnerPage(0, serverUrl(testInfo), { region: 'idaho' });
    try {
      await page.goto(partner.url);
      const call = page.locator('tod-chat [data-testid=call-launcher]');
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', 'tel:+12085550163');
      await expect(call).toHaveText('Call (208) 555-0163');
      await expect(widget(page).launcher.and(page.locator('button'))).toHaveCount(0);
      await expect.poll(() => warnings.filter((text) => text.includes('CORS_ORIGINS'))).toHaveLength(1);
      expect(warnings.find((text) => text.includes('CORS_ORIGINS'))).toContain(`add ${new URL(partner.url).origin} to CORS_ORIGINS`);
      // TOD.open() from a partner's own button shows the phone too, not a chat that cannot answer.
      await page.evaluate(() => (window as unknown as { TOD: { open(): void } }).TOD.open());
      const refused = page.locator('tod-chat [data-testid=refused]');
      await expect(refused).toContainText("Chat isn't available on this website");
      await expect(refused.getByRole('link', { name: 'Call (208) 555-0163' })).toHaveAttribute('href', 'tel:+12085550163');
      await expect(widget(page).input).toHaveCount(0);
    } finally {
      await partner.close();
    }
  });
});

test.describe('T.O.D. widget: accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds no violations in the open window (${theme})`, async ({ page }, testInfo) => {
      // No entrance animation: axe must see the final colours.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openHostPage(page, testInfo, { data: { delay: '0', theme } });
      await widget(page).launcher.click();
      await expect(widget(page).messages('welcome')).toHaveCount(1);
      expect(await axeViolations(page, { include: 'tod-chat' })).toEqual([]);
    });
  }
});
