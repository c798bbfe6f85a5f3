import { defineProject } from 'vitest/config';

/** Checks of the repository itself (documentation links). */
export default defineProject({ test: { name: 'repo', include: ['repo/**/*.test.ts'] } });
