import { afterEach, describe, expect, it } from 'vitest';
import { type StartedServer, startServer } from '../../e2e/support/startServer.ts';
import { unusedPort } from './mail/smtpSink.ts';
import { createScratchDatabase, withClient } from './store/testDatabases.ts';
import { chatBody, contactSubmission, escalationBody, testSessionId } from './testing/hardeningFixtures.ts';
import { startTcpProxy, type TcpProxy } from './testing/tcpProxy.ts';
import { waitFor } from './waitFor.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

/** Issue 37's bound: a database that is away answers within 5 s. */
const AWAY_ANSWER_BOUND_MS = 5000;
/** The blackhole test's server waits 1 s for a connection and 1.5 s for a statement: half the bound, as slack. */
const BLACKHOLE_TIMEOUTS = { DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '1500' };
/** Upper bound of the load of the terminate test, whatever the machine's speed. */
const MAX_REQUESTS = 2000;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown> | undefined;
  ms: number;
}

let visitor = 0;

/** One request from its own address (the per-IP limits measure nothing here); undefined when no HTTP answer came. */
async function send(base: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer | undefined> {
  visitor += 1;
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.37.${(visitor >> 8) & 255}.${visitor & 255}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(60_000),
    });
    // An event stream that opened would never end: its status and headers are the answer.
    let parsed: Record<string, unknown> | undefined;
    if (response.headers.get('content-type')?.includes('json')) parsed = (await response.json()) as Record<string, unknown>;
    else await response.body?.cancel();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: parsed, ms: performance.now() - started };
  } catch {
    return undefined;
  }
}

/** Every stored contact submission and chat session of the database at `url`. */
async function storedKeys(url: string): Promise<Set<string>> {
  return withClient(url, async (client) => {
    const contacts = await client.query<{ submission_id: string }>('SELECT submission_id FROM contact_submissions');
    const chats = await client.query<{ session_id: string }>('SELECT session_id FROM chat_sessions');
    return new Set([...contacts.rows.map((row) => `contact:${row.submission_id}`), ...chats.rows.map((row) => `chat:${row.session_id}`)]);
  });
}

/**
 * Faults (issue 37.1, 37.2, 37.12): the Postgres the server runs on goes away under it. A real server process on
 * loopback, on a database of its own; the database's connections are terminated as a restart or a failover
 * does, or its link is blackholed by a TCP proxy the test controls.
 */
describe.runIf(databaseUrl)('Postgres goes away under a running server (TEST_DATABASE_URL)', () => {
  let server: StartedServer | undefined;
  let proxy: TcpProxy | undefined;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;

  afterEach(async () => {
    await server?.kill();
    server = undefined;
    await proxy?.close();
    proxy = undefined;
    await scratch?.drop();
    scratch = undefined;
  });

  it('survives pg_terminate_backend of its connections under load: 503 with Retry-After meanwhile, then recovers and loses nothing acknowledged', async () => {
    scratch = await createScratchDatabase(databaseUrl as string, 'tod_faults_term');
    const scratchName = new URL(scratch.url).pathname.slice(1);
    server = await startServer({
      port: await unusedPort(),
      env: { DATABASE_URL: scratch.url, TRUST_PROXY: '1', CONTACT_RATE_LIMIT: '100000' },
    });
    const base = server.url;

    const acknowledged: string[] = [];
    const answers: Answer[] = [];
    let unanswered = 0;
    let sent = 0;
    let phase: 'before' | 'away' | 'after' | 'done' = 'before';
    const afterRecovery = () => acknowledged.length - acknowledgedBeforeRecovery;
    let acknowledgedBeforeRecovery = 0;

    // Six visitors at a time: two of three send the contact form, one a chat turn.
    const load = Promise.all(
      Array.from({ length: 6 }, async (_, lane) => {
        while (phase !== 'done' && sent < MAX_REQUESTS) {
          sent += 1;
          const chat = lane % 3 === 2;
          const sessionId = testSessionId('terminate');
          const submission = contactSubmission();
          const answer = chat
            ? await send(base, 'POST', '/api/chat', chatBody('my garage door opener hums', sessionId))
            : await send(base, 'POST', '/api/contact-form', submission);
          if (!answer) {
            unanswered += 1;
            continue;
          }
          answers.push(answer);
          if (answer.status === 201 || answer.status === 200) {
            acknowledged.push(chat ? `chat:${sessionId}` : `contact:${submission.submissionId}`);
          }
        }
      }),
    );

    await waitFor(() => acknowledged.length >= 20 || sent >= MAX_REQUESTS, {
      what: 'acknowledged requests before the cut',
      timeoutMs: 60_000,
    });
    phase = 'away';
    const unavailableBefore = () => answers.filter((answer) => answer.status === 503).length;
    // The database goes away: every connection of the server is terminated, again and again, as a restart does.
    await withClient(databaseUrl as string, async (client) => {
      const awayUntil = Date.now() + 1500;
      while (Date.now() < awayUntil || (unavailableBefore() < 3 && Date.now() < awayUntil + 30_000)) {
        await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
          scratchName,
        ]);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    phase = 'after';
    acknowledgedBeforeRecovery = acknowledged.length;
    // Back by itself: no restart, no operator.
    await waitFor(() => afterRecovery() >= 20 || sent >= MAX_REQUESTS, { what: 'acknowledged requests after the cut', timeoutMs: 60_000 });
    phase = 'done';
    await load;

    // The process lived through it: every request got an HTTP answer, and it still answers.
    expect(unanswered).toBe(0);
    expect((await send(base, 'GET', '/api/health'))?.status).toBe(200);
    expect((await send(base, 'GET', '/api/ready'))?.status).toBe(200);
    // Acknowledged, or refused as unavailable with Retry-After: never a 500.
    const unavailable = answers.filter((answer) => answer.status === 503);
    expect(unavailable.length).toBeGreaterThanOrEqual(3);
    expect(answers.filter((answer) => ![200, 201, 503].includes(answer.status)).map((answer) => answer.status)).toEqual([]);
    for (const answer of unavailable) {
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(answer.body).toMatchObject({ code: 'service_unavailable' });
    }
    expect(afterRecovery()).toBeGreaterThanOrEqual(20);

    const stored = await storedKeys(scratch.url);
    expect(acknowledged.filter((key) => !stored.has(key))).toEqual([]);
  }, 240_000);

  it('answers 503 with Retry-After within 5 s while its database is blackholed, and recovers when the link is back', async () => {
    scratch = await createScratchDatabase(databaseUrl as string, 'tod_faults_hole');
    const target = new URL(scratch.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const throughProxy = new URL(scratch.url);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    server = await startServer({
      port: await unusedPort(),
      env: { DATABASE_URL: throughProxy.toString(), TRUST_PROXY: '1', CONTACT_RATE_LIMIT: '100000', ...BLACKHOLE_TIMEOUTS },
    });
    const base = server.url;

    const acknowledged: string[] = [];
    const first = contactSubmission();
    expect((await send(base, 'POST', '/api/contact-form', first))?.status).toBe(201);
    acknowledged.push(`contact:${first.submissionId}`);
    const sessionId = testSessionId('blackhole');
    const chat = await send(base, 'POST', '/api/chat', chatBody('my garage door opener hums', sessionId));
    expect(chat?.status).toBe(200);
    acknowledged.push(`chat:${sessionId}`);
    const token = (chat?.body?.metadata as { sessionToken?: string } | undefined)?.sessionToken;
    expect(token).toEqual(expect.any(String));

    proxy.blackhole();
    const everyRoute = () =>
      Promise.all([
        send(base, 'POST', '/api/contact-form', contactSubmission()),
        send(base, 'POST', '/api/chat', chatBody('my spring snapped', testSessionId('blackhole'))),
        send(base, 'POST', '/api/chat', chatBody('and it is loud', sessionId, [], token)),
        send(base, 'POST', '/api/chat/stream', chatBody('my spring snapped', testSessionId('blackhole'))),
        send(base, 'POST', '/api/escalations', escalationBody(testSessionId('blackhole'), [{ role: 'user', content: 'help' }])),
        send(base, 'GET', `/api/live/${sessionId}/events?token=${token}`),
        send(base, 'GET', '/api/ready'),
      ]);
    // The first wave meets the dead link; the second finds the database known to be away.
    for (const wave of [await everyRoute(), await everyRoute()]) {
      for (const answer of wave) {
        expect(answer?.status, JSON.stringify(answer?.body)).toBe(503);
        expect(Number(answer?.retryAfter)).toBeGreaterThan(0);
        expect(answer?.ms).toBeLessThan(AWAY_ANSWER_BOUND_MS);
      }
    }

    proxy.restore();
    const afterwards = contactSubmission();
    await waitFor(async () => (await send(base, 'POST', '/api/contact-form', afterwards))?.status === 201, {
      what: 'the server to store requests again once the link is back',
      timeoutMs: 30_000,
      intervalMs: 200,
    });
    acknowledged.push(`contact:${afterwards.submissionId}`);
    expect((await send(base, 'GET', '/api/ready'))?.status).toBe(200);

    const stored = await storedKeys(scratch.url);
    expect(acknowledged.filter((key) => !stored.has(key))).toEqual([]);
  }, 240_000);
});
