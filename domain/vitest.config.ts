import { defineProject } from 'vitest/config';

// Pure functions over constants: the files share one module graph per worker thread (no per-file isolation).
export default defineProject({ test: { name: 'domain', include: ['src/**/*.test.ts'], pool: 'threads', isolate: false } });
