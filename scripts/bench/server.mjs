// Server figures (DESIGN §5): POST /api/contact-form including its durable write, against the GET /api/health baseline.
import { exampleContactSubmission, newSubmissionId } from '@tod/domain/contracts';
import { benchAgainstBaseline, startBenchServer } from './lib.mjs';

const PORT = Number(process.env.BENCH_SERVER_PORT || 4150);

let sequence = 0;
/** The domain's example submission with a fresh submissionId per request, so every request stores and queues mail. */
function contactBody() {
  sequence += 1;
  // 13-digit ms + 0..999: unique as long as fewer than 1000 requests share one millisecond.
  return JSON.stringify(exampleContactSubmission(newSubmissionId(Date.now(), (sequence % 1000) / 1000)));
}

export default async function run() {
  // Every request comes from 127.0.0.1: the per-IP contact limit would otherwise answer 429 mid-run.
  const server = await startBenchServer({ port: PORT, env: { CONTACT_RATE_LIMIT: '10000000' } });
  try {
    const rows = await benchAgainstBaseline({
      title: 'chat-server: contact form vs baseline (target ≥ 30 % of baseline req/s at 50 connections, p99 ≤ 20 ms at 10)',
      url: server.url,
      pid: server.child.pid,
      endpoints: [{ name: 'POST /api/contact-form', method: 'POST', path: '/api/contact-form', body: contactBody }],
    });
    const failures = rows.filter((row) => row.name.startsWith('POST')).reduce((sum, row) => sum + row.non2xx + row.errors, 0);
    if (failures > 0) process.stdout.write(`warning: ${failures} contact requests did not answer 2xx\n`);
  } finally {
    await server.stop();
  }
}
