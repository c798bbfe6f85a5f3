import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface AxeScope {
  /** CSS selectors to test; the whole page when absent. */
  include?: string;
  /** CSS selectors to leave out (e.g. 'tod-chat', which has axe tests of its own). */
  exclude?: string;
  /** Run only these rules; every rule when absent. */
  rules?: string[];
}

/**
 * axe-core's violations in the page as one `rule: targets` line each, so an assertion's diff names them.
 *
 * axe runs in the page itself (the builder's legacy mode) and keeps details of violations only: by default the
 * builder finishes every run in a second, blank page and serialises every passing node too, which took twice
 * as long. The legacy mode tests same-origin frames only; the pages tested here have no cross-origin frames.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (scope.include) builder.include(scope.include);
  if (scope.exclude) builder.exclude(scope.exclude);
  if (scope.rules) builder.withRules(scope.rules);
  const results = await builder.analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Asserts axe finds nothing: every rule in the light theme, then the colour rules again in the dark theme (the
 * theme changes colours only), and leaves the page light. The widget (<tod-chat>) is left out unless `exclude`
 * says otherwise: it has axe tests of its own, per state.
 */
export async function expectNoAxeViolationsLightAndDark(page: Page, scope: Omit<AxeScope, 'rules'> = {}): Promise<void> {
  const { include, exclude = 'tod-chat' } = scope;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const violations = await axeViolations(page, {
      exclude,
      ...(include ? { include } : {}),
      ...(colorScheme === 'dark' ? { rules: ['color-contrast', 'link-in-text-block'] } : {}),
    });
    expect(violations.map((line) => `${colorScheme} ${line}`)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
