import { defineConfig } from 'vitest/config';

/** One Vitest run over every workspace; each has its own vitest.config.ts. */
export default defineConfig({
  test: {
    projects: ['domain', 'chat-server', 'widget', 'host-site'],
  },
});
