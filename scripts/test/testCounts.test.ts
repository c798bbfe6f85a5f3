import { describe, expect, it } from 'vitest';
import { countsOf, formatSummary } from './testCounts.mjs';

describe('countsOf', () => {
  it('reads Vitest’s Tests line, with colours, and counts todo as skipped', () => {
    const output =
      ' Test Files  176 passed (176)\n\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[32m1844 passed\u001b[39m\u001b[22m | 3 skipped | 1 todo (1848)\n';
    expect(countsOf('vitest', output)).toEqual({ passed: 1844, failed: 0, skipped: 4, flaky: 0 });
  });

  it('reads a failing Vitest run', () => {
    expect(countsOf('vitest', '      Tests  2 failed | 40 passed (42)\n')).toEqual({ passed: 40, failed: 2, skipped: 0, flaky: 0 });
  });

  it('reads Playwright’s closing lines, flaky and did-not-run included', () => {
    const output = '  ✓ 1 [desktop] › a.spec.ts:3:1 › x (2s)\n\n  1 failed\n  1 flaky\n  2 did not run\n  427 passed (12.9m)\n';
    expect(countsOf('playwright', output)).toEqual({ passed: 427, failed: 1, skipped: 2, flaky: 1 });
  });

  it('finds nothing in output without a summary', () => {
    expect(countsOf('playwright', 'Error: no tests found\n')).toEqual({ passed: 0, failed: 0, skipped: 0, flaky: 0 });
  });
});

describe('formatSummary', () => {
  it('ends with the plain total line CI reads, flaky tests counted as passed', () => {
    const summary = formatSummary(
      [
        { name: 'lint', seconds: 12, ok: true },
        { name: 'unit', seconds: 241, ok: true, counts: { passed: 1844, failed: 0, skipped: 3, flaky: 0 } },
        { name: 'browser', seconds: 700, ok: true, counts: { passed: 440, failed: 0, skipped: 8, flaky: 1 } },
      ],
      960,
    );
    expect(summary.split('\n').at(-1)).toBe('tests: 2285 passed, 0 failed, 11 skipped');
    expect(summary).toMatch(/unit\s+241 s\s+ok\s+1844 passed/);
    expect(summary).toContain('16.0 min');
  });
});
