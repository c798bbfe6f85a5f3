import { defineConfig } from 'vitest/config';

/** One Vitest run over every workspace; each has its own vitest.config.ts. */
export default defineConfig({
  test: {
    projects: ['domain', 'chat-server', 'chat-server/vitest.assistant.config.ts', 'widget', 'host-site', 'scripts'],
    // Vitest's default keeps one core free (cores - 1): on a 2-core CI machine that is one test file at a
    // time. Most files wait on PGlite, sockets and child servers, so every core runs one (96 s instead of
    // 153 s on 2 cores).
    maxWorkers: '100%',
  },
});
