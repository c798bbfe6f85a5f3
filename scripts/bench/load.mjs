// Load on what a visitor's browser fetches first (DESIGN §5 ratios): the prerendered home page, a city
// page and the widget loader, each beside the GET /api/health baseline of the same run. POST /api/chat
// and POST /api/contact-form have their own modules (chat.mjs, server.mjs); this one does not repeat them.
import { benchAgainstBaseline, startBenchServer } from './lib.mjs';

const PORT = Number(process.env.BENCH_LOAD_PORT || 4560);

export default async function run() {
  const server = await startBenchServer({ port: PORT, env: { LOG_LEVEL: 'warn' } });
  try {
    const home = await fetch(`${server.url}/`);
    if (!home.ok || !(home.headers.get('content-type') ?? '').includes('text/html')) {
      throw new Error(`GET / answered ${home.status}: build the site first (npm run build)`);
    }
    const rows = await benchAgainstBaseline({
      title: 'chat-server: static pages and widget loader vs baseline (HTML per request: geo meta, CSP hashes)',
      url: server.url,
      pid: server.child.pid,
      endpoints: [
        { name: 'GET / (home page)', path: '/' },
        { name: 'GET /locations/oregon/portland', path: '/locations/oregon/portland' },
        { name: 'GET /widget/tod.js', path: '/widget/tod.js' },
      ],
    });
    const failures = rows.filter((row) => !row.name.includes('baseline')).reduce((sum, row) => sum + row.non2xx + row.errors, 0);
    if (failures > 0) process.stdout.write(`warning: ${failures} page requests did not answer 2xx\n`);
  } finally {
    await server.stop();
  }
}
