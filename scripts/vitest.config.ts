import { defineProject } from 'vitest/config';

/**
 * Checks of the repository itself (documentation links, the widget's recorded releases) and of its scripts. They
 * only read files and call pure functions (no environment, mocks or timers of their own), so they share one
 * worker thread's modules: about a third less CPU than a forked, isolated process per file (docs/testing.md).
 */
export default defineProject({
  test: { name: 'repo', include: ['repo/**/*.test.ts', 'widget/**/*.test.ts', 'test/**/*.test.ts'], pool: 'threads', isolate: false },
});
