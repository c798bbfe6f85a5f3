import { defineProject } from 'vitest/config';

/** Checks of the repository itself (documentation links) and of its scripts. */
export default defineProject({ test: { name: 'repo', include: ['repo/**/*.test.ts', 'test/**/*.test.ts'] } });
