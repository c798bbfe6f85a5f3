import { expect, test } from '@playwright/test';
import { widget } from './host.ts';
import { mailsWith, openWidgetOn, useOwnServer } from './ownServer.ts';

// Issue 23.5: 'Talk to Human' clicked three times sends one office mail and shows one confirmation. The test
// runs its own server (on a free port) so it can read the mails that server writes to its DATA_DIR.

const ownServer = useOwnServer();

test('three clicks on Talk to Human send one mail and show one confirmation', async ({ page }) => {
  const running = ownServer();
  await openWidgetOn(page, running.url, { region: 'salem' });
  const ui = widget(page);
  await ui.launcher.click();
  await ui.input.fill('my garage door opener stopped working');
  await ui.input.press('Enter');
  const answer = ui.messages('assistant').last();
  await expect(answer).toBeVisible({ timeout: 15_000 });
  const talk = answer.getByRole('button', { name: 'Talk to Human' });

  const references: string[] = [];
  for (let click = 1; click <= 3; click += 1) {
    const response = page.waitForResponse((res) => res.url().endsWith('/api/escalations') && res.request().method() === 'POST');
    await talk.click();
    const body = (await (await response).json()) as { success: boolean; submissionId: string; alreadyOpen: boolean; phoneKnown: boolean };
    expect(body).toMatchObject({ success: true, alreadyOpen: click > 1, phoneKnown: false });
    references.push(body.submissionId);
    await expect(talk).toBeEnabled();
  }
  expect(new Set(references).size).toBe(1);
  await expect(ui.messages('escalation')).toHaveCount(1);
  // No phone was given: the confirmation asks for one in the chat instead of promising a call.
  await expect(ui.messages('escalation')).toContainText('share your phone number here');

  // A lead mail queued after the clicks: once it is written, every mail queued before it has been sent.
  const lead = await page.request.post(`${running.url}/api/chat`, {
    data: {
      message: "My garage door spring snapped. I'm Dana Price, 503-555-0142, in Salem.",
      sessionId: `barrier_${Date.now().toString(36)}_abcdefgh`,
      context: { conversationHistory: [], userRegion: 'salem' },
    },
  });
  expect(lead.ok()).toBe(true);
  await expect.poll(() => mailsWith(running.dataDir, 'New chat lead'), { timeout: 20_000 }).toBe(1);
  expect(await mailsWith(running.dataDir, 'Chat escalation')).toBe(1);
  expect(await mailsWith(running.dataDir, references[0]!)).toBe(1);
});
