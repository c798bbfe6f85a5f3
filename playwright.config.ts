import { defineConfig } from '@playwright/test';

/** Browser tests in Debian's Chromium (a browser download is impossible here). */
const port = Number(process.env.E2E_PORT || 4173);
const baseURL = `http://127.0.0.1:${port}`;

export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

export default defineConfig({
  testDir: 'e2e',
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'retain-on-failure',
  },
  // A test tagged @desktop runs in the desktop project only, one tagged @mobile in the mobile one only; untagged
  // tests run in both. A tag keeps a viewport-bound journey out of the other project instead of skipping it there.
  projects: [
    { name: 'desktop', grepInvert: /@mobile\b/, use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', grepInvert: /@desktop\b/, use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: 'node e2e/support/server.mjs',
    url: `${baseURL}/api/ready`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
    // SIGTERM lets the server close its database and remove its temporary DATA_DIR.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
