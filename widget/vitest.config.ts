import { defineProject } from 'vitest/config';

export default defineProject({
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  // The loader build injects the UI chunk's hashed file name; tests use a fixed one.
  define: { __TOD_UI_CHUNK__: JSON.stringify('tod-ui.test.js') },
  test: {
    name: 'widget',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
