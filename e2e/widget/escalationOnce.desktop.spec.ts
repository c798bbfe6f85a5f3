import { expect, test } from '@playwright/test';
import { widget } from './host.ts';
import { mailsWith, openWidgetOn, useOwnServer } from './ownServer.ts';

// Issue 23.5: 'Talk to Human' asked three times sends one office mail and shows one confirmation. The test
// runs its own server (on a free port) so it can read the mails that server writes to its DATA_DIR.

const ownServer = useOwnServer();

test('three Talk to Human requests send one mail and show one confirmation', async ({ page }) => {
  const running = ownServer();
  await openWidgetOn(page, running.url, { region: 'salem' });
  const ui = widget(page);
  await ui.launcher.click();
  await ui.input.fill('my garage door opener stopped working');
  await ui.input.press('Enter');
  const answer = ui.messages('assistant').last();
  await expect(answer).toBeVisible({ timeout: 15_000 });
  const talk = answer.getByRole('button', { name: 'Talk to Human' });

  // The first press hands the conversation over; the button then shows it is done (issue 33.2), so the
  // second and third requests are sent as a page that still offered the button would send them.
  const references: string[] = [];
  const first = page.waitForResponse((res) => res.url().endsWith('/api/escalations') && res.request().method() === 'POST');
  await talk.click();
  const response = await first;
  const request = response.request().postDataJSON() as unknown;
  for (let click = 1; click <= 3; click += 1) {
    const res = click === 1 ? response : await page.request.post(`${running.url}/api/escalations`, { data: request });
    const body = (await res.json()) as { success: boolean; submissionId: string; alreadyOpen: boolean; phoneKnown: boolean };
    expect(body).toMatchObject({ success: true, alreadyOpen: click > 1, phoneKnown: false });
    references.push(body.submissionId);
  }
  await expect(answer.getByRole('button', { name: 'Request sent' })).toBeDisabled();
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
