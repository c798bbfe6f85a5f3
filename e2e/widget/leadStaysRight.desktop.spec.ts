import { expect, test } from '@playwright/test';
import { emlFiles, htmlPartOf } from '../hardening/support.ts';
import { openWidgetOn, useOwnServer } from './ownServer.ts';

/**
 * Issue 23.4 through the widget: a finished lead stays right. A question about Tigard and a sister's opener
 * sends no "Updated chat lead"; only the visitor's explicit correction does, and every office mail keeps
 * "Dana Price", Portland and the broken spring. A server of our own, so its DATA_DIR/mail can be read.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const ownServer = useOwnServer();

/** The office mails so far, each as its subject and decoded HTML body. */
async function officeMails(dataDir: string): Promise<Array<{ subject: string; html: string }>> {
  return (await emlFiles(dataDir)).map((raw) => ({
    subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
    html: htmlPartOf(raw) ?? '',
  }));
}

test('a question about Tigard and a sister’s opener leaves Dana Price’s lead whole', async ({ page }) => {
  const running = ownServer();
  await openWidgetOn(page, running.url, { region: 'portland-metro' });
  await page.locator('tod-chat .tod-launcher').click();
  const input = page.getByRole('textbox', { name: 'Message T.O.D.' });
  const answers = page.locator('tod-chat [data-kind="assistant"]');

  async function say(message: string) {
    const before = await answers.count();
    await input.fill(message);
    await input.press('Enter');
    await expect(answers).toHaveCount(before + 1, { timeout: 30_000 });
    await expect(input).toBeEnabled({ timeout: 30_000 });
  }

  await say("My garage door spring snapped this morning. I'm Dana Price, 503-555-0142, in Portland.");
  await expect(async () => {
    const mails = await officeMails(running.dataDir);
    expect(mails.some((mail) => mail.subject.includes('New chat lead'))).toBe(true);
  }).toPass({ timeout: 60_000 });

  await say('Do you also work in Tigard? My sister lives there and her opener is dead.');
  // The explicit correction that follows does send an update; the Tigard question, queued before it, must not have.
  await say('sorry, my number is actually 503-555-0199');
  await expect(async () => {
    const mails = await officeMails(running.dataDir);
    expect(mails.filter((mail) => mail.subject.includes('Updated chat lead'))).toHaveLength(1);
  }).toPass({ timeout: 60_000 });

  const mails = (await officeMails(running.dataDir)).filter((mail) => /chat lead/.test(mail.subject));
  // The new lead, the phone correction, and the sister's opener as a note on the lead (issue 23.4), no more.
  expect(mails).toHaveLength(3);
  expect(mails.filter((mail) => mail.subject.startsWith('Note on chat lead'))).toHaveLength(1);
  for (const mail of mails) {
    expect(mail.subject).toContain('Broken spring in Portland');
    expect(mail.subject).not.toContain('Tigard');
    expect(mail.html).toContain('Dana Price');
    expect(mail.html).not.toContain('Opener problem');
  }
  const updated = mails.find((mail) => mail.subject.includes('Updated chat lead'));
  expect(updated?.html).toContain('(503) 555-0199');
});
