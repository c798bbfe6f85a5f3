import { expect, test } from '@playwright/test';
import { ownServerProject } from '../hardening/support.ts';
import { type StartedServer, startServer } from '../support/startServer.ts';
import { widget } from './host.ts';
import { freePort, mails, openWidgetOn } from './ownServer.ts';

// Issue 23.4 (the store and mail side): after Dana's lead is sent, a question about her sister's opener in
// Tigard does not rewrite the lead or mail an 'Updated chat lead'; the office's mails stay right.

let server: StartedServer | undefined;

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern, and this hook needs none
test.beforeAll(async ({}, testInfo) => {
  if (!ownServerProject(testInfo)) return;
  testInfo.setTimeout(120_000);
  server = await startServer({ port: await freePort() });
});

test.afterAll(async () => {
  await server?.stop();
  server = undefined;
});

test("a question about another town and another person's door leaves the sent lead and its mails right", async ({ page }, testInfo) => {
  test.skip(!ownServerProject(testInfo), 'runs once, with its own server');
  const running = server!;
  await openWidgetOn(page, running.url);
  const ui = widget(page);
  await ui.launcher.click();
  const say = async (text: string, replies: number) => {
    await ui.input.fill(text);
    await ui.input.press('Enter');
    await expect(ui.messages('assistant')).toHaveCount(replies, { timeout: 15_000 });
  };
  await say("My garage door spring snapped this morning. I'm Dana Price, 503-555-0142, in Portland.", 1);
  await expect
    .poll(async () => (await mails(running.dataDir)).filter((raw) => raw.includes('New chat lead')).length, { timeout: 20_000 })
    .toBe(1);

  await say('Do you also work in Tigard? My sister lives there and her opener is dead.', 2);
  // A lead mail of another session, queued after Dana's second turn: once it is written, every mail queued
  // before it has been written too.
  const barrier = await page.request.post(`${running.url}/api/chat`, {
    data: {
      message: "My cable snapped. I'm Sam Lee, 503-555-0111, in Gresham.",
      sessionId: `barrier_${Date.now().toString(36)}_abcdefgh`,
      context: { conversationHistory: [], userRegion: 'portland-metro' },
    },
  });
  expect(barrier.ok()).toBe(true);
  await expect
    .poll(async () => (await mails(running.dataDir)).filter((raw) => raw.includes('Gresham')).length, { timeout: 20_000 })
    .toBe(1);

  const all = (await mails(running.dataDir)).filter((raw) => raw.includes('555-0142'));
  // The sister's opener is a note on the lead (issue 23.4), never a rewrite of it.
  const notes = all.filter((raw) => raw.includes('Subject: Note on chat lead'));
  expect(notes.length).toBeLessThanOrEqual(1);
  for (const note of notes) expect(note).toContain('City: Portland');
  const dana = all.filter((raw) => !notes.includes(raw));
  expect(dana).toHaveLength(1);
  const [lead] = dana;
  expect(lead).toContain('New chat lead: Broken spring in Portland');
  expect(lead).toContain('City: Portland');
  expect(lead).not.toContain('City: Tigard');
  expect(dana.some((raw) => raw.includes('Updated chat lead'))).toBe(false);
});
