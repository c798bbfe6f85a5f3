import { defineProject } from 'vitest/config';

/**
 * The assistant's tests: pure understanding, decisions and copy over the trained model, with no server, socket
 * or environment of their own. The files share one module graph (and the loaded model) per worker thread
 * instead of importing the sources and reading the model again each: a third of the time.
 */
export default defineProject({
  test: {
    name: 'assistant',
    include: ['src/assistant/**/*.test.ts'],
    pool: 'threads',
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
