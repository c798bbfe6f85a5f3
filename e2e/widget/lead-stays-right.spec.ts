import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import { emlFiles, htmlPartOf, ownServerProject } from '../hardening/support.ts';
import { type StartedServer, startServer } from '../support/startServer.ts';

/**
 * Issue 23.4 through the widget: a finished lead stays right. A question about Tigard and a sister's opener
 * sends no "Updated chat lead"; only the visitor's explicit correction does, and every office mail keeps
 * "Dana Price", Portland and the broken spring. A server of our own, so its DATA_DIR/mail can be read.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let server: StartedServer | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern, and this hook needs none
test.beforeAll(async ({}, testInfo) => {
  if (!ownServerProject(testInfo)) return;
  testInfo.setTimeout(180_000);
  server = await startServer({ port: await freePort() });
});
test.afterAll(async () => {
  await server?.stop();
  server = undefined;
});

/** The office mails so far, each as its subject and decoded HTML body. */
async function officeMails(dataDir: string): Promise<Array<{ subject: string; html: string }>> {
  return (await emlFiles(dataDir)).map((raw) => ({
    subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
    html: htmlPartOf(raw) ?? '',
  }));
}

test('a question about Tigard and a sister’s opener leaves Dana Price’s lead whole', async ({ page }, testInfo) => {
  test.skip(!ownServerProject(testInfo), 'runs once, against its own server');
  const running = server as StartedServer;
  const hostUrl = `${running.url}/e2e-lead-host`;
  await page.route(hostUrl, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><script src="${running.url}/widget/tod.js" defer data-delay="0" data-region="portland-metro"></script></head><body><main><h1>Host</h1></main></body></html>`,
    }),
  );
  await page.goto(hostUrl);
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
