// Issue 18 point 12: every Storybook story, in the light and the dark theme, rendered in Chromium with its
// play function run, has no axe violation. Needs the built Storybook: `npm run test:storybook -w widget`
// builds it and runs this file (about two minutes on two cores, so it is not part of `npm test`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { serveStatic } from '../examples/partnerPages.ts';
import { axeViolations } from '../support/axe.ts';
import { REPO_ROOT } from '../support/serverProcess.mjs';

const STATIC = join(REPO_ROOT, 'widget/storybook-static');
const built = existsSync(join(STATIC, 'index.json'));

test.describe.configure({ mode: 'parallel', timeout: 90_000 });
test.skip(!process.env.TOD_STORYBOOK_TESTS, 'run with `npm run test:storybook -w widget`');

const stories = built
  ? Object.values(JSON.parse(readFileSync(join(STATIC, 'index.json'), 'utf8')).entries as Record<string, { id: string; type: string }>)
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.id)
  : [];

let server: Awaited<ReturnType<typeof serveStatic>>;

test.beforeAll(async () => {
  if (!built) throw new Error('Build Storybook first: npm run build-storybook -w widget');
  server = await serveStatic(STATIC);
});

test.afterAll(async () => {
  await server?.close();
});

test('the built Storybook has the stories of issue 18 point 12', () => {
  expect(stories).toEqual(
    expect.arrayContaining([
      'widget-chatwindow--lead-captured',
      'widget-chatwindow--escalation-in-progress',
      'widget-chatwindow--cta-variants',
      'widget-chatwindow--cta-variants-dark',
      'widget-chatwindow--mobile-full-screen',
    ]),
  );
});

for (const theme of ['light', 'dark']) {
  test.describe(`${theme} theme`, () => {
    for (const id of stories) {
      test(`${id} renders, plays and has no axe violation`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${server.url}iframe.html?id=${id}&viewMode=story&globals=theme:${theme}`);
        // The story's play function (if any) has run to its end without a failed expectation.
        await expect
          .poll(
            () =>
              page.evaluate(() => {
                const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders: { phase?: string }[] } })
                  .__STORYBOOK_PREVIEW__;
                return preview?.storyRenders.map((render) => render.phase).join(',') ?? '';
              }),
            { timeout: 45_000 },
          )
          .toMatch(/^(completed|finished)$/);
        expect(errors).toEqual([]);
        expect(await axeViolations(page, { include: '#storybook-root', exclude: 'tod-chat' })).toEqual([]);
      });
    }
  });
}
