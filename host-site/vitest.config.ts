import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'host-site',
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
  },
});
