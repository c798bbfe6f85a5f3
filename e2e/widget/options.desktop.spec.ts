import { expect, type Page, test } from '@playwright/test';
import { WIDGET_CATALOGUE_ES } from '@tod/domain/facts';
import { CTA_VARIANTS, mockChat } from './chatMocks.ts';
import { openHostPage, widget } from './host.ts';

// Options are read the same way at every size: once, on desktop.

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('[T.O.D.]')) warnings.push(message.text());
  });
  return warnings;
}

const quickCall = (page: Page) =>
  widget(page).dialog.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Call Now' });

test.describe('issue 18.3: data-region', () => {
  for (const value of ['Idaho', 'IDAHO', 'Idaho & Eastern Oregon', 'boise id']) {
    test(`data-region="${value}" selects Idaho without a warning`, async ({ page }, testInfo) => {
      const warnings = collectWarnings(page);
      await mockChat(page);
      await openHostPage(page, testInfo, { data: { delay: '0', region: value, city: 'Boise' } });
      await widget(page).launcher.click();
      await expect(quickCall(page)).toHaveAttribute('href', 'tel:+12085550163');
      await expect(widget(page).messages('welcome')).toContainText('(208) 555-0163');
      expect(warnings).toEqual([]);
    });
  }

  test('an unknown region warns once with the valid keys and names', async ({ page }, testInfo) => {
    const warnings = collectWarnings(page);
    await mockChat(page);
    await openHostPage(page, testInfo, { data: { delay: '0', region: 'Idahoo' } });
    await expect(widget(page).launcher).toBeVisible();
    expect(warnings).toHaveLength(1);
    for (const label of ['portland-metro', 'Portland Metro', 'idaho', 'Idaho & Eastern Oregon', 'nationwide'])
      expect(warnings[0]).toContain(label);
  });
});

test.describe('issue 18.10: data-accent and the launcher options', () => {
  test('data-accent="#0a7" colours the launcher, header and send with readable derived text and hover colours', async ({
    page,
  }, testInfo) => {
    const warnings = collectWarnings(page);
    await mockChat(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHostPage(page, testInfo, { data: { delay: '0', accent: '#0a7', theme: 'light' } });
    const launcher = widget(page).launcher;
    await expect(launcher).toHaveCSS('background-color', 'rgb(0, 170, 119)');
    await expect(launcher).toHaveCSS('color', 'rgb(17, 24, 39)');
    await launcher.hover();
    await expect(launcher).not.toHaveCSS('background-color', 'rgb(0, 170, 119)');
    expect(warnings).toEqual([]);
  });

  test("the launcher's first painted frame already has the accent, no flash of T.O.D. blue (issue 35.7)", async ({ page }, testInfo) => {
    // Every frame before paint, the launcher's background as soon as it exists.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { launcherFrames: string[] }).launcherFrames = seen;
      const watch = () => {
        const launcher = document.querySelector('tod-chat')?.shadowRoot?.querySelector('.tod-launcher');
        if (launcher) seen.push(getComputedStyle(launcher).backgroundColor);
        if (seen.length < 5) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await mockChat(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHostPage(page, testInfo, { data: { delay: '0', accent: '#0a7', theme: 'light' } });
    await expect(widget(page).launcher).toHaveCSS('background-color', 'rgb(0, 170, 119)');
    const frames = await page.evaluate(() => (window as unknown as { launcherFrames: string[] }).launcherFrames);
    expect(frames[0]).toBe('rgb(0, 170, 119)');
  });

  test("a focused button inside the widget shows the widget's own focus ring (descendant :focus-visible kept)", async ({
    page,
  }, testInfo) => {
    await mockChat(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHostPage(page, testInfo, { data: { delay: '0', accent: '#0a7', theme: 'light' } });
    await expect(widget(page).launcher).toBeVisible();
    await widget(page).launcher.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(widget(page).launcher).toBeFocused();
    await expect(widget(page).launcher).toHaveCSS('outline-style', 'solid');
    await expect(widget(page).launcher).toHaveCSS('outline-width', '3px');
    const focusColour = await widget(page).launcher.evaluate((element) =>
      getComputedStyle(element.closest('.tod') as Element)
        .getPropertyValue('--tod-focus')
        .trim(),
    );
    const outline = await widget(page).launcher.evaluate((element) => getComputedStyle(element).outlineColor);
    const probe = await page.evaluate((colour) => {
      const span = document.createElement('span');
      span.style.color = colour;
      document.body.appendChild(span);
      const value = getComputedStyle(span).color;
      span.remove();
      return value;
    }, focusColour);
    expect(outline).toBe(probe);
  });

  test('with data-launcher="none", data-offset-y sets the window above a corner-placed partner button (issue 35.10)', async ({
    page,
  }, testInfo) => {
    await mockChat(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const body =
      '<main><h1>Garage doors</h1><button id="own" type="button" onclick="TOD.open()" style="position:fixed;right:20px;bottom:20px;height:56px;width:160px">Chat with us</button></main>';
    await openHostPage(page, testInfo, { data: { delay: '0', launcher: 'none', 'offset-y': '90' }, body });
    const own = page.locator('#own');
    await own.click();
    await expect(widget(page).dialog).toBeVisible();
    const windowBox = await page.locator('tod-chat .tod-window').boundingBox();
    const buttonBox = await own.boundingBox();
    expect(windowBox && buttonBox && windowBox.y + windowBox.height).toBeLessThanOrEqual(buttonBox?.y ?? 0);
    // The partner's button stays the element under its own centre: it can close the chat again.
    const onTop = await own.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === button;
    });
    expect(onTop).toBe(true);
  });

  test('an accent too mid-tone for any text is adjusted, with one console warning per theme it fails', async ({ page }, testInfo) => {
    const warnings = collectWarnings(page);
    await mockChat(page);
    await openHostPage(page, testInfo, { data: { delay: '0', accent: '#808080', theme: 'light' } });
    await expect(widget(page).launcher).toBeVisible();
    await expect.poll(() => warnings.length).toBeGreaterThan(0);
    expect(warnings[0]).toMatch(/accent #808080 .* theme \(4\.5:1 needed\); using #[\da-f]{6}/);
    await expect(widget(page).launcher).not.toHaveCSS('background-color', 'rgb(128, 128, 128)');
  });

  test('data-launcher-label and data-launcher-icon give a labelled pill whose name includes the label', async ({ page }, testInfo) => {
    await mockChat(page);
    await openHostPage(page, testInfo, { data: { delay: '0', 'launcher-label': 'Ask a technician', 'launcher-icon': 'help' } });
    const launcher = page.getByRole('button', { name: /Ask a technician/ });
    await expect(launcher).toBeVisible();
    await expect(launcher).toContainText('Ask a technician');
    expect((await launcher.boundingBox())?.width ?? 0).toBeGreaterThan(120);
  });
});

test('the default theme follows prefers-color-scheme: dark', async ({ page }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await mockChat(page);
  await openHostPage(page, testInfo, { data: { delay: '0' } });
  await expect(page.locator('tod-chat .tod')).toHaveAttribute('data-theme', 'dark');
  await expect(widget(page).launcher).toHaveCSS('background-color', 'rgb(147, 197, 253)');
});

test.describe('issue 18.11: language', () => {
  test('data-lang="es" shows the Spanish catalogue and sends locale es', async ({ page }, testInfo) => {
    const chat = await mockChat(page);
    await openHostPage(page, testInfo, { data: { delay: '0', lang: 'es' } });
    await page.getByRole('button', { name: 'Chatear con T.O.D.' }).click();
    await expect(page.locator('tod-chat .tod')).toHaveAttribute('lang', 'es');
    const input = page.getByRole('textbox', { name: 'Mensaje para T.O.D.' });
    await expect(input).toHaveAttribute('placeholder', WIDGET_CATALOGUE_ES.inputPlaceholder);
    await expect(page.getByRole('navigation', { name: 'Acciones rápidas' }).getByRole('link', { name: 'Llamar ahora' })).toBeVisible();
    chat.queue.push({ content: 'Claro.', metadata: CTA_VARIANTS.bookPrimary ?? { confidence: 1, region: 'x' } });
    await input.fill('¿Cuánto cuesta un resorte?');
    await input.press('Enter');
    await expect(page.getByRole('link', { name: 'Agendar servicio' })).toBeVisible();
    expect(chat.requests[0]).toMatchObject({ message: '¿Cuánto cuesta un resorte?', locale: 'es' });
  });

  test('English pages send locale en', async ({ page }, testInfo) => {
    const chat = await mockChat(page);
    await openHostPage(page, testInfo, { data: { delay: '0' } });
    await widget(page).launcher.click();
    await widget(page).input.fill('Hello');
    await widget(page).input.press('Enter');
    await expect(widget(page).messages('assistant')).toHaveCount(1);
    expect(chat.requests[0]).toMatchObject({ locale: 'en' });
  });

  test.describe('a Spanish browser', () => {
    test.use({ locale: 'es-MX' });
    test('gets Spanish without data-lang', async ({ page }, testInfo) => {
      await mockChat(page);
      await openHostPage(page, testInfo, { data: { delay: '0' } });
      await expect(page.getByRole('button', { name: 'Chatear con T.O.D.' })).toBeVisible();
    });
  });
});

test.describe('issue 23.7: the greeting', () => {
  test('names the region with its article and has no double period', async ({ page }, testInfo) => {
    await mockChat(page);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await openHostPage(page, testInfo, { data: { delay: '0', region: 'nationwide', city: 'Pacific Northwest' } });
      await widget(page).launcher.click();
      const welcome = widget(page).messages('welcome');
      await expect(welcome).toContainText('jobs in the Pacific Northwest.');
      await expect(welcome).not.toContainText(/(around|in|for) Pacific Northwest/);
      await expect(welcome).not.toContainText('T.O.D..');
      await page.evaluate(() => sessionStorage.clear());
    }
  });
});
