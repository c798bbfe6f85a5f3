import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'host-site',
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
    // The files share one module graph per worker thread instead of importing the sources again each (about half
    // the time). Each file that stubs a global or fakes timers restores it (vitest --shuffle keeps them honest).
    pool: 'threads',
    isolate: false,
  },
});
