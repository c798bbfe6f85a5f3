// Mixed soak (hardening 5): contact submissions, chat turns, pages and health checks at once for
// SOAK_SECONDS (default 300, bounded to 300). Checks that the server's memory stays flat and that nothing
// is lost: 2xx contact answers = rows stored = office mails delivered over SMTP to a loopback sink. Prints
// the mail rates (issue 21.10): mails queued per second, mails drained per second under the load and
// after it (idle, while the backlog empties).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { exampleContactSubmission, newSubmissionId } from '@tod/domain/contracts';
import autocannon from 'autocannon';
import { startBenchServer } from './lib.mjs';

/** Makes every session id of this run unique and as long as the API requires (22+ characters). */
const RUN_ID = randomBytes(9).toString('base64url');

const PORT = Number(process.env.BENCH_SOAK_PORT || 4570);
const SECONDS = Math.min(300, Math.max(10, Number(process.env.SOAK_SECONDS || 300)));
const SAMPLE_EVERY_MS = 2000;
const CONTACT_CONNECTIONS = 4;
/**
 * Memory passes when the last fifth's median RSS is at most this much above the second fifth's: the soak
 * looks for leaks, and memory handed back after start-up (the database's initdb) is not one.
 */
const FLAT_TOLERANCE = 0.2;

let sequence = 0;
const nextAddress = () => {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
};

/** A new visitor per request (own address via X-Forwarded-For), so the abuse limits do not interfere. */
function contactRequest(request) {
  const address = nextAddress();
  const body = JSON.stringify(exampleContactSubmission(newSubmissionId(Date.now(), (sequence % 1000) / 1000)));
  return { ...request, body, headers: { 'content-type': 'application/json', 'x-forwarded-for': address } };
}

function chatRequest(request) {
  const address = nextAddress();
  const body = JSON.stringify({
    message: sequence % 2 ? 'My garage door spring snapped, how much to fix it?' : 'opener just hums and nothing happens',
    sessionId: `soak_${process.pid}_${sequence}_${RUN_ID}`,
    context: { conversationHistory: [], userRegion: 'portland-metro' },
  });
  return { ...request, body, headers: { 'content-type': 'application/json', 'x-forwarded-for': address } };
}

function run1(url, connections, request, overallRate) {
  return autocannon({ url, connections, duration: SECONDS, ...(overallRate ? { overallRate } : {}), requests: [request] });
}

async function rssKb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}

const lossless = (missing, acknowledged, stored, mails, pending) =>
  missing === 0 && stored >= acknowledged && stored - acknowledged <= CONTACT_CONNECTIONS && stored === mails && pending === 0;

/**
 * A loopback SMTP server in a process of its own (the load generator must not slow it down) that reports
 * the X-TOD-Key of each message it accepts (the outbox's idempotency key) on stdout.
 */
async function startMailSink() {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./_smtpSink.mjs', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const keys = [];
  let port;
  let pending = '';
  child.stdout.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('key ')) keys.push(line.slice(4));
      else if (line.startsWith('port ')) port = Number(line.slice(5));
    }
  });
  while (port === undefined) {
    if (child.exitCode !== null) throw new Error('the SMTP sink did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `smtp://127.0.0.1:${port}`,
    keys,
    close: async () => {
      child.kill();
      await once(child, 'exit').catch(() => {});
    },
  };
}

const perSecond = (count, ms) => (ms > 0 ? (count / (ms / 1000)).toFixed(1) : 'n/a');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export default async function run() {
  const dataDir = await mkdtemp(join(tmpdir(), 'tod-soak-'));
  const sink = await startMailSink();
  const server = await startBenchServer({
    port: PORT,
    env: { DATA_DIR: dataDir, SMTP_URL: sink.url, TRUST_PROXY: '1', TOD_ENGINE: 'local', OPENAI_API_KEY: '', LOG_LEVEL: 'warn' },
  });
  const memory = [];
  const acknowledgedIds = new Set();
  const sampler = setInterval(() => {
    rssKb(server.child.pid).then(
      (kb) => memory.push(kb),
      () => {},
    );
  }, SAMPLE_EVERY_MS);
  let stopped = false;
  try {
    process.stdout.write(`soak: ${SECONDS} s of mixed load on ${server.url} (data in ${dataDir})\n`);
    const contactMails = () => sink.keys.filter((key) => key.startsWith('contact:')).length;
    const loadStarted = Date.now();
    const [contact, chat, home, health] = await Promise.all([
      run1(
        server.url,
        CONTACT_CONNECTIONS,
        {
          method: 'POST',
          path: '/api/contact-form',
          setupRequest: contactRequest,
          onResponse: (status, body) => {
            if (status === 201) acknowledgedIds.add(JSON.parse(body).submissionId);
          },
        },
        40,
      ),
      run1(server.url, 4, { method: 'POST', path: '/api/chat', setupRequest: chatRequest }, 60),
      run1(server.url, 2, { method: 'GET', path: '/' }, 20),
      run1(server.url, 2, { method: 'GET', path: '/api/health' }, 20),
    ]);
    clearInterval(sampler);
    const loadMs = Date.now() - loadStarted;
    const drainedUnderLoad = sink.keys.length;

    const acknowledged = acknowledgedIds.size;
    // Let the outbox worker finish, then stop the server so its database can be read.
    const idleStarted = Date.now();
    let idleDrainedAt = idleStarted;
    const deadline = Date.now() + 300_000;
    // Until every acknowledged mail is delivered and the count has not moved for three seconds.
    let last = -1;
    let unchanged = 0;
    while (Date.now() < deadline && unchanged < 3) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const count = contactMails();
      if (count !== last) idleDrainedAt = Date.now();
      unchanged = count >= acknowledged && count === last ? unchanged + 1 : 0;
      last = count;
    }
    const drainedIdle = sink.keys.length - drainedUnderLoad;
    await server.stop();
    stopped = true;
    const database = new PGlite(join(dataDir, 'pg'));
    const storedIds = new Set((await database.query('SELECT submission_id FROM contact_submissions')).rows.map((row) => row.submission_id));
    const stored = storedIds.size;
    const missing = [...acknowledgedIds].filter((id) => !storedIds.has(id)).length;
    const pending = (await database.query("SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'sent'")).rows[0].n;
    await database.close();
    const mails = contactMails();

    const fifth = Math.max(1, Math.floor(memory.length / 5));
    const early = median(memory.slice(fifth, 2 * fifth));
    const late = median(memory.slice(-fifth));
    const growth = (late - early) / early;
    const line = (name, result) =>
      `${name.padEnd(26)} ${String(result.requests.total).padStart(8)} ${String(result['2xx']).padStart(8)} ${String(result.non2xx).padStart(7)} ${String(result.errors + result.timeouts).padStart(6)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)}`;
    process.stdout.write(
      [
        `${'soak traffic'.padEnd(26)} ${'requests'.padStart(8)} ${'2xx'.padStart(8)} ${'non2xx'.padStart(7)} ${'errors'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`,
        line('POST /api/contact-form', contact),
        line('POST /api/chat', chat),
        line('GET /', home),
        line('GET /api/health', health),
        `memory (RSS): ${Math.round(early / 1024)} MB early → ${Math.round(late / 1024)} MB late (${(growth * 100).toFixed(1)} %, ${memory.length} samples) — ${growth <= FLAT_TOLERANCE ? 'no growth' : 'GROWING'}`,
        // Requests still in flight when the load stops are stored but their answers are never read (at most one per connection).
        `nothing lost: ${acknowledged} contact 2xx, all stored (${missing} missing); ${stored} rows stored (${stored - acknowledged} answered after the load stopped) = ${mails} mails delivered (${pending} not sent) — ${lossless(missing, acknowledged, stored, mails, pending) ? 'ok' : 'MISMATCH'}`,
        `mail (SMTP, pooled): queued ${perSecond(stored, loadMs)}/s; drained ${perSecond(drainedUnderLoad, loadMs)}/s under load (${drainedUnderLoad} sent), ${drainedIdle > 0 ? `${perSecond(drainedIdle, idleDrainedAt - idleStarted)}/s idle (${drainedIdle} left at the end of the load)` : 'no backlog left to drain idle'}`,
        '',
      ].join('\n'),
    );
    if (!lossless(missing, acknowledged, stored, mails, pending)) throw new Error('soak lost or duplicated contact submissions or mails');
    if (growth > FLAT_TOLERANCE) throw new Error(`server memory grew ${(growth * 100).toFixed(1)} % during the soak`);
  } finally {
    clearInterval(sampler);
    if (!stopped) await server.stop();
    await sink.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
