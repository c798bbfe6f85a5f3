// Server figures (DESIGN §5): POST /api/contact-form including its durable write, against the GET /api/health baseline.
import { benchAgainstBaseline, startBenchServer } from './lib.mjs';

const PORT = Number(process.env.BENCH_SERVER_PORT || 4150);

let sequence = 0;
/** A valid submission with a fresh submissionId per request, so every request stores and queues mail. */
function contactBody() {
  sequence += 1;
  return JSON.stringify({
    // 13-digit ms + 0..999: unique as long as fewer than 1000 requests share one millisecond.
    submissionId: `DL-${Date.now()}${sequence % 1000}`,
    name: 'Bench Visitor',
    email: 'bench@example.com',
    phone: '(503) 555-0100',
    message: 'Benchmark: the spring is broken and the door is stuck.',
    streetAddress: '12 Oak St',
    city: 'Portland',
    state: 'OR',
    postalCode: '97201',
    userType: 'homeowner',
    isEmergency: 'No',
    serviceType: 'springRepair',
    preferredTime: 'asap',
    requestType: 'Service/Estimate',
  });
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
