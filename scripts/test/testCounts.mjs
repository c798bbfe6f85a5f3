// The test counts a runner prints in its closing lines, and the summary `npm test` ends with.
import { stripVTControlCharacters } from 'node:util';

/**
 * Passed, failed, skipped and flaky counts from the end of a Vitest or Playwright run's output.
 * @param {'vitest' | 'playwright'} runner
 * @param {string} output
 * @returns {{ passed: number, failed: number, skipped: number, flaky: number }}
 */
export function countsOf(runner, output) {
  const text = stripVTControlCharacters(output);
  const counts = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  if (runner === 'vitest') {
    // " Tests  1844 passed | 2 skipped (1846)" (the "Test Files" line comes just before it)
    const line = text.match(/^\s*Tests\s+(.+)$/m)?.[1] ?? '';
    for (const [, number, word] of line.matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
      if (word === 'todo') counts.skipped += Number(number);
      else counts[word] += Number(number);
    }
    return counts;
  }
  // Playwright's list reporter: "  427 passed (12.9m)", "  3 skipped", "  1 flaky", "  2 failed"
  for (const [, number, word] of text.matchAll(/^\s*(\d+) (passed|failed|skipped|flaky|did not run|interrupted)\b/gm)) {
    if (word === 'passed' || word === 'failed' || word === 'skipped' || word === 'flaky') counts[word] = Number(number);
    else counts.skipped += Number(number);
  }
  return counts;
}

/**
 * The closing summary: each step's time, each runner's counts, and one total line in the plain form CI reads
 * ("tests: N passed, N failed, N skipped"). A flaky test passed on retry: it counts as passed and is named.
 * @param {{ name: string, seconds: number, ok: boolean, counts?: ReturnType<typeof countsOf> }[]} results
 * @param {number} totalSeconds
 */
export function formatSummary(results, totalSeconds) {
  const lines = ['npm test: time per step'];
  const total = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
  for (const result of results) {
    const counts = result.counts
      ? `  ${result.counts.passed} passed, ${result.counts.failed} failed, ${result.counts.skipped} skipped${result.counts.flaky ? `, ${result.counts.flaky} flaky` : ''}`
      : '';
    lines.push(`  ${result.name.padEnd(8)} ${`${result.seconds.toFixed(0)} s`.padStart(7)}  ${result.ok ? 'ok' : 'FAILED'}${counts}`);
    if (result.counts) for (const key of Object.keys(total)) total[key] += result.counts[key];
  }
  lines.push(`  ${'total'.padEnd(8)} ${`${(totalSeconds / 60).toFixed(1)} min`.padStart(7)}`);
  lines.push(`tests: ${total.passed + total.flaky} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return lines.join('\n');
}
