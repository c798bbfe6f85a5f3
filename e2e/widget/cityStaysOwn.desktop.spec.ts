import { expect, type Page, test } from '@playwright/test';
import { emlFiles } from '../hardening/support.ts';
import { openWidgetOn, useOwnServer } from './ownServer.ts';

/**
 * Issue 33.1 through the widget, at 1280 and 375 px: asked for the city, a sister's town is answered and T.O.D.
 * asks whose address it is, mailing nothing; a wrong city is corrected after the lead was sent ("No, I live in
 * Salem"), the widget shows the corrected city and the office gets the update. A server of our own, so its
 * DATA_DIR/mail can be read; the viewport sizes are set here, so the suite runs once, in the desktop project.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const ownServer = useOwnServer();

async function subjects(dataDir: string): Promise<string[]> {
  return (await emlFiles(dataDir)).map((raw) => /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '');
}

/** How many office mails have exactly this subject (the tests share one server, so they count what they add). */
async function mailsTitled(dataDir: string, subject: string): Promise<number> {
  return (await subjects(dataDir)).filter((each) => each === subject).length;
}

/** Opens the widget at `width` and returns a function that sends a message and waits for T.O.D.'s answer. */
async function chatAt(page: Page, base: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await openWidgetOn(page, base, { region: 'salem' });
  await page.locator('tod-chat .tod-launcher').click();
  const input = page.getByRole('textbox', { name: 'Message T.O.D.' });
  const answers = page.locator('tod-chat [data-kind="assistant"]');
  return async (message: string) => {
    const before = await answers.count();
    await input.fill(message);
    await input.press('Enter');
    await expect(answers).toHaveCount(before + 1, { timeout: 30_000 });
    await expect(input).toBeEnabled({ timeout: 30_000 });
    return answers.last();
  };
}

for (const width of [1280, 375]) {
  test(`at ${width} px a sister's town is asked about, not mailed; the visitor's own city completes the lead`, async ({ page }) => {
    const running = ownServer();
    const say = await chatAt(page, running.url, width);
    const salem = 'New chat lead: Cable problem in Salem';
    const before = await mailsTitled(running.dataDir, salem);
    await say('My garage door cable snapped, can someone come out?');
    await say('Lou Hart, 503-555-0120');
    const asked = await say('Do you also work in Keizer? My sister lives there.');
    await expect(asked).toContainText('Keizer');
    await expect(asked).toContainText('Is the visit for your own home');
    await expect(asked).toBeInViewport();

    const confirmed = await say('Salem');
    await expect(confirmed).toContainText('cable problem in Salem');
    await expect(async () => {
      expect(await mailsTitled(running.dataDir, salem)).toBe(before + 1);
    }).toPass({ timeout: 60_000 });
    // The outbox sends in order: with the Salem lead delivered, a Keizer lead queued before it would be too.
    expect(await mailsTitled(running.dataDir, 'New chat lead: Cable problem in Keizer')).toBe(0);
  });

  test(`at ${width} px a city corrected after the lead was sent shows in the chat and reaches the office`, async ({ page }) => {
    const running = ownServer();
    const say = await chatAt(page, running.url, width);
    const keizer = 'New chat lead: Broken spring in Keizer';
    const salem = 'Updated chat lead: Broken spring in Salem';
    const before = { keizer: await mailsTitled(running.dataDir, keizer), salem: await mailsTitled(running.dataDir, salem) };
    await say('My garage door spring broke, please send someone');
    await say('Kim Ross, 503-555-0166');
    await expect(await say('Keizer')).toContainText('broken spring in Keizer');
    const corrected = await say('No, I live in Salem');
    await expect(corrected).toContainText('Salem');
    await expect(corrected).toBeInViewport();
    await expect(async () => {
      expect(await mailsTitled(running.dataDir, keizer)).toBe(before.keizer + 1);
      expect(await mailsTitled(running.dataDir, salem)).toBe(before.salem + 1);
    }).toPass({ timeout: 60_000 });
  });
}
