// Helpers every benchmark module shares: a real server on loopback, autocannon runs, one table format.
import autocannon from 'autocannon';
import { spawnServer } from '../../e2e/support/serverProcess.mjs';

/** Seconds per measurement (BENCH_DURATION to change). */
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION || 10);

/**
 * Starts the real server (temp DATA_DIR, PGlite, .eml mail) on a loopback port.
 * @param {{ port: number, env?: Record<string, string> }} options
 */
export function startBenchServer(options) {
  return spawnServer({ port: options.port, env: { LOG_LEVEL: 'info', ...options.env }, stdio: 'ignore' });
}

/**
 * One autocannon run.
 * @param {{ url: string, connections: number, method?: string, path: string, headers?: Record<string,string>, body?: () => string, duration?: number }} options
 * @returns {Promise<{ p50: number, p99: number, rps: number, non2xx: number, errors: number }>}
 */
export async function measure(options) {
  const headers = options.headers ?? (options.body ? { 'content-type': 'application/json' } : {});
  const request = { method: options.method ?? 'GET', path: options.path, headers };
  if (options.body) {
    const makeBody = options.body;
    request.setupRequest = (current) => ({ ...current, body: makeBody() });
  }
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration ?? DURATION_SECONDS,
    requests: [request],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A short warm-up so JIT and the database's first queries do not count. */
export async function warmUp(options) {
  await measure({ ...options, connections: 5, duration: 2 });
}

/**
 * Prints one row per measurement; `ratio` is requests/s against the baseline row of the same connections.
 * @param {string} title
 * @param {{ name: string, connections: number, p50: number, p99: number, rps: number, non2xx: number, errors: number, baseline?: { rps: number } }[]} rows
 */
export function printTable(title, rows) {
  const lines = [
    title,
    `${'endpoint'.padEnd(34)} ${'conns'.padStart(5)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(9)} ${'vs base'.padStart(8)} ${'non2xx'.padStart(7)} ${'errors'.padStart(6)}`,
  ];
  for (const row of rows) {
    const ratio = row.baseline ? `${Math.round((row.rps / row.baseline.rps) * 100)} %` : '—';
    lines.push(
      `${row.name.padEnd(34)} ${String(row.connections).padStart(5)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${row.rps.toFixed(0).padStart(9)} ${ratio.padStart(8)} ${String(row.non2xx).padStart(7)} ${String(row.errors).padStart(6)}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * The common pattern: measure the GET /api/health baseline and each endpoint at 10 and 50 connections.
 * @param {{ title: string, url: string, endpoints: { name: string, method?: string, path: string, body?: () => string }[], connections?: number[] }} options
 */
export async function benchAgainstBaseline(options) {
  const baselineEndpoint = { name: 'GET /api/health (baseline)', path: '/api/health' };
  const rows = [];
  for (const connections of options.connections ?? [10, 50]) {
    await warmUp({ url: options.url, path: baselineEndpoint.path });
    const baseline = {
      name: baselineEndpoint.name,
      connections,
      ...(await measure({ url: options.url, path: baselineEndpoint.path, connections })),
    };
    rows.push(baseline);
    for (const endpoint of options.endpoints) {
      const measured = await measure({ url: options.url, connections, ...endpoint });
      rows.push({ name: endpoint.name, connections, ...measured, baseline });
    }
  }
  printTable(options.title, rows);
  return rows;
}
