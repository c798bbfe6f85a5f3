export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
  flaky: number;
}
export interface StepResult {
  name: string;
  seconds: number;
  ok: boolean;
  counts?: TestCounts;
}
export function countsOf(runner: 'vitest' | 'playwright', output: string): TestCounts;
export function formatSummary(results: StepResult[], totalSeconds: number): string;
