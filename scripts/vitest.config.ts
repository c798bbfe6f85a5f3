import { defineProject } from 'vitest/config';

/** Checks of the repository itself (documentation links, the widget's recorded releases) and of its scripts. */
export default defineProject({ test: { name: 'repo', include: ['repo/**/*.test.ts', 'widget/**/*.test.ts', 'test/**/*.test.ts'] } });
