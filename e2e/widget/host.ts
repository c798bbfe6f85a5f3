import type { Locator, Page, TestInfo } from '@playwright/test';

/** A small host page served by page.route (no server of ours needed), on the server's origin by default. */
export interface HostPageOptions {
  /** data-* attributes of the script tag (without the data- prefix). */
  data?: Record<string, string>;
  /** Extra markup before the script tag (styles, stub queue, page content). */
  head?: string;
  body?: string;
  /** Response headers, e.g. a Content-Security-Policy. */
  headers?: Record<string, string>;
  /** Origin of the host page; default the server's own. */
  origin?: string;
  /** Include the script tag twice. */
  twice?: boolean;
  /** Extra attributes for the script tag, e.g. 'nonce="abc"'. */
  scriptAttributes?: string;
  path?: string;
}

export function serverUrl(testInfo: TestInfo): string {
  const base = testInfo.project.use.baseURL;
  if (!base) throw new Error('playwright.config.ts sets baseURL to the real server');
  return base.replace(/\/$/, '');
}

export async function openHostPage(page: Page, testInfo: TestInfo, options: HostPageOptions = {}): Promise<string> {
  const server = serverUrl(testInfo);
  const origin = options.origin ?? server;
  const url = `${origin}${options.path ?? '/e2e-widget-host'}`;
  const attributes = Object.entries(options.data ?? {})
    .map(([name, value]) => ` data-${name}="${value}"`)
    .join('');
  const script = `<script src="${server}/widget/tod.js" defer${attributes} ${options.scriptAttributes ?? ''}></script>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Host page</title>${options.head ?? ''}${script}${options.twice ? script : ''}</head><body>${options.body ?? '<main id="app"><h1>Garage doors</h1><p>Host page content.</p><div style="height:3000px"></div></main>'}</body></html>`;
  await page.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers: options.headers ?? {}, body: html }),
  );
  await page.goto(url);
  return url;
}

/** Playwright locators pierce open shadow roots. */
export const widget = (page: Page) => ({
  host: page.locator('tod-chat'),
  launcher: page.locator('tod-chat .tod-launcher'),
  teaser: page.locator('tod-chat .tod-teaser'),
  dialog: page.getByRole('dialog', { name: 'T.O.D. (Technician On Demand)' }),
  /** "Message T.O.D.", or "Message Maria" while a person is in the chat. */
  input: page.getByRole('textbox', { name: /^Message / }),
  send: page.getByRole('button', { name: 'Send message' }),
  messages: (kind: string): Locator => page.locator(`tod-chat [data-kind="${kind}"]`),
});

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/**
 * Fake timers paused before the page loads, so the page's timers move only with clock.runFor
 * (Playwright's installed clock otherwise keeps flowing in real time).
 */
export async function pausedClock(page: Page): Promise<void> {
  const start = new Date('2026-01-15T18:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}
