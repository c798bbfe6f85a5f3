// Helpers every benchmark module shares: a real server on loopback, autocannon runs, one table format.
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { spawnServer } from '../../e2e/support/serverProcess.mjs';

/** Seconds per measurement (BENCH_DURATION to change). */
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION || 10);

/**
 * Starts the real server (temp DATA_DIR, PGlite, .eml mail) on a loopback port; BENCH_READY_TIMEOUT_MS gives a
 * loaded machine longer to start it.
 * @param {{ port: number, env?: Record<string, string> }} options
 */
export function startBenchServer(options) {
  // A loaded machine (CI, shared cores) can take minutes to start a server; the figures say so, not a timeout.
  const timeoutMs = Number(process.env.BENCH_READY_TIMEOUT_MS) || 300_000;
  return spawnServer({ port: options.port, env: { LOG_LEVEL: 'info', ...options.env }, stdio: 'ignore', timeoutMs });
}

/** Linux reports process CPU time in clock ticks of 1/100 s (USER_HZ, the same on every architecture). */
const TICKS_PER_MS = 100 / 1000;

/** CPU time in ms that each thread of a process has used so far, by thread id; undefined without /proc. */
export function threadCpuMs(pid) {
  try {
    const threads = new Map();
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      threads.set(tid, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS);
    }
    return threads;
  } catch {
    return undefined;
  }
}

/**
 * Runs one autocannon measurement and adds, when the server's `pid` is given, the server's CPU time per
 * answered request: all its threads together (`cpuMsPerRequest`, what a request costs whatever the
 * machine's load) and its busiest thread's (`threadMsPerRequest`, what bounds the rate when every
 * thread has a core of its own).
 * @template {{ requests: { total: number } }} R
 * @param {number | undefined} pid
 * @param {() => Promise<R>} run
 * @returns {Promise<{ result: R, cpuMsPerRequest: number | undefined, threadMsPerRequest: number | undefined }>}
 */
export async function withServerCpu(pid, run) {
  const before = pid === undefined ? undefined : threadCpuMs(pid);
  const result = await run();
  const after = pid === undefined ? undefined : threadCpuMs(pid);
  if (!before || !after || result.requests.total === 0) return { result, cpuMsPerRequest: undefined, threadMsPerRequest: undefined };
  const used = [...after].map(([tid, ms]) => ms - (before.get(tid) ?? 0));
  return {
    result,
    cpuMsPerRequest: used.reduce((sum, ms) => sum + ms, 0) / result.requests.total,
    threadMsPerRequest: Math.max(...used) / result.requests.total,
  };
}

/**
 * One autocannon run. `body` makes each request's body; `setupRequest` may rewrite each whole request instead
 * (autocannon's hook: a body and headers of its own per request).
 * @param {{ url: string, connections: number, method?: string, path: string, headers?: Record<string,string>, body?: () => string, setupRequest?: (request: object) => object, duration?: number, pid?: number }} options
 * @returns {Promise<{ p50: number, p99: number, rps: number, non2xx: number, errors: number, cpuMsPerRequest: number | undefined, threadMsPerRequest: number | undefined }>}
 */
export async function measure(options) {
  const headers = options.headers ?? (options.body ? { 'content-type': 'application/json' } : {});
  const request = { method: options.method ?? 'GET', path: options.path, headers };
  if (options.setupRequest) request.setupRequest = options.setupRequest;
  else if (options.body) {
    const makeBody = options.body;
    request.setupRequest = (current) => ({ ...current, body: makeBody() });
  }
  const { result, cpuMsPerRequest, threadMsPerRequest } = await withServerCpu(options.pid, () =>
    autocannon({
      url: options.url,
      connections: options.connections,
      duration: options.duration ?? DURATION_SECONDS,
      requests: [request],
    }),
  );
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMsPerRequest,
    threadMsPerRequest,
  };
}

/** A short warm-up so JIT and the database's first queries do not count. */
export async function warmUp(options) {
  await measure({ ...options, connections: 5, duration: 2 });
}

/**
 * Prints one row per measurement; `ratio` is requests/s against the baseline row of the same connections,
 * `cpu ms` the server's CPU time per request (all threads) and `thread ms` its busiest thread's ('—' where
 * not measured).
 * @param {string} title
 * @param {{ name: string, connections: number, p50: number, p99: number, rps: number, non2xx: number, errors: number, cpuMsPerRequest?: number, threadMsPerRequest?: number, baseline?: { rps: number } }[]} rows
 */
export function printTable(title, rows) {
  const lines = [
    title,
    `${'endpoint'.padEnd(34)} ${'conns'.padStart(5)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(9)} ${'vs base'.padStart(8)} ${'cpu ms'.padStart(7)} ${'thread ms'.padStart(9)} ${'non2xx'.padStart(7)} ${'errors'.padStart(6)}`,
  ];
  for (const row of rows) {
    const ratio = row.baseline ? `${Math.round((row.rps / row.baseline.rps) * 100)} %` : '—';
    const ms = (value) => (value === undefined ? '—' : value.toFixed(2));
    lines.push(
      `${row.name.padEnd(34)} ${String(row.connections).padStart(5)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${row.rps.toFixed(0).padStart(9)} ${ratio.padStart(8)} ${ms(row.cpuMsPerRequest).padStart(7)} ${ms(row.threadMsPerRequest).padStart(9)} ${String(row.non2xx).padStart(7)} ${String(row.errors).padStart(6)}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * The common pattern: measure the GET /api/health baseline and each endpoint at 10 and 50 connections.
 * @param {{ title: string, url: string, pid?: number, endpoints: { name: string, method?: string, path: string, body?: () => string }[], connections?: number[] }} options
 */
export async function benchAgainstBaseline(options) {
  const baselineEndpoint = { name: 'GET /api/health (baseline)', path: '/api/health' };
  const rows = [];
  for (const connections of options.connections ?? [10, 50]) {
    await warmUp({ url: options.url, path: baselineEndpoint.path });
    const baseline = {
      name: baselineEndpoint.name,
      connections,
      ...(await measure({ url: options.url, path: baselineEndpoint.path, connections, pid: options.pid })),
    };
    rows.push(baseline);
    for (const endpoint of options.endpoints) {
      const measured = await measure({ url: options.url, connections, pid: options.pid, ...endpoint });
      rows.push({ name: endpoint.name, connections, ...measured, baseline });
    }
  }
  printTable(options.title, rows);
  return rows;
}
