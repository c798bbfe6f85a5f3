import { expect, test } from '@playwright/test';

/**
 * Security headers (hardening 7): the built site, with the widget opened, runs under the server's CSP
 * (no 'unsafe-inline' scripts) without a single violation.
 */
const PAGES = [
  '/',
  '/contact',
  '/locations/oregon/portland',
  '/services/spring-replacement',
  '/confirmation?submissionId=DL-1763000000000123&name=Jo&requestType=Other&city=Salem&state=OR&isEmergency=No',
];

test.describe.configure({ timeout: 90_000 });

for (const path of PAGES) {
  test(`${path.split('?')[0]} runs under the CSP without violations, the chat widget included`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    const consoleViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
    });

    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain("'unsafe-inline'");
    expect(response?.headers()['permissions-policy']).toContain('geolocation=(self)');

    // The widget's UI chunk and its stylesheet load on first interaction.
    const launcher = page.locator('tod-chat .tod-launcher');
    await expect(launcher).toBeVisible({ timeout: 20_000 });
    await launcher.click();
    await expect(page.getByRole('textbox', { name: 'Message T.O.D.' })).toBeVisible();
    await page.waitForLoadState('load');

    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations).toEqual([]);
    expect(consoleViolations).toEqual([]);
  });
}
