import { defineConfig } from '@playwright/test';

/** Browser tests in Debian's Chromium (a browser download is impossible here). Filled in by the platform work. */
export default defineConfig({ testDir: 'e2e' });
