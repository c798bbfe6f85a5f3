#!/usr/bin/env node
import { pathToFileURL } from 'node:url';
// Lighthouse 12 mobile scores (DESIGN §5) for /, a city page and /contact of the built site, served by
// the real chat server on loopback. Build first: npm run build. Audits each page LIGHTHOUSE_RUNS times (default 3)
// and prints the median run's four category scores and LCP / TBT / CLS, with the range of performance scores:
// one run's performance score moves by several points on a shared machine (Lighthouse's own guidance on
// variability is the median of several runs). Standalone: node scripts/bench/lighthouse.mjs
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from './lib.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT || 4320);
const PAGES = ['/', '/locations/oregon/portland', '/contact'];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** One Lighthouse run with its default mobile emulation and simulated throttling. */
async function audit(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    scores: Object.fromEntries(CATEGORIES.map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)])),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}

/**
 * Chromium sometimes leaves the navigation-start event out of a trace (NO_NAVSTART, mostly on the first
 * page of a fresh browser); that run measured nothing, so the page is audited once more.
 */
async function auditPage(url, port) {
  try {
    return await audit(url, port);
  } catch (error) {
    if (!String(error).includes('NO_NAVSTART')) throw error;
    process.stdout.write(`${url}: no navigation start in the trace, audited again\n`);
    return audit(url, port);
  }
}

/** The run whose performance score is the median of the runs (with an even count, the lower middle one). */
export function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function formatRow(path, runs) {
  const { scores, lcpMs, tbtMs, cls } = medianRun(runs);
  const performances = runs.map((run) => run.scores.performance);
  return [
    path.padEnd(28),
    ...CATEGORIES.map((key) => String(scores[key]).padStart(key.length)),
    `${(lcpMs / 1000).toFixed(2)} s`.padStart(8),
    `${Math.round(tbtMs)} ms`.padStart(8),
    cls.toFixed(3).padStart(6),
    `${Math.min(...performances)}–${Math.max(...performances)}`.padStart(8),
  ].join('  ');
}

export default async function run() {
  const server = await startBenchServer({ port: PORT });
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const lines = [
      `Lighthouse mobile (simulated throttling), the median of ${RUNS} runs per page`,
      ['page'.padEnd(28), ...CATEGORIES, '     LCP', '     TBT', '   CLS', '   range'].join('  '),
    ];
    for (const path of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await auditPage(`${server.url}${path}`, chrome.port));
      lines.push(formatRow(path, runs));
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
