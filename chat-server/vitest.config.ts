import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'chat-server',
    include: ['src/**/*.test.ts'],
    // The assistant's tests run apart, without per-file isolation (vitest.assistant.config.ts).
    exclude: ['src/assistant/**'],
    // PGlite and real sockets: generous per-test ceiling on a shared 2-core machine (not a timing assertion).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
