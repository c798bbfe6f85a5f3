import { randomBytes, randomInt } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedServer, startServer } from '../../e2e/support/startServer.ts';
import { headerOf, type SmtpSink, startSmtpSink } from './mail/smtpSink.ts';
import { chatBody, contactSubmission, escalationBody, testSessionId } from './testing/hardeningFixtures.ts';
import { waitFor } from './waitFor.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
/** Ports 4500-4599 belong to the hardening tests. */
const PORTS = [4531, 4532] as const;
const CONTACT_LIMIT = 3;

/** A client IP of its own per run, so Redis counters of earlier runs never count here. */
function runIp(): string {
  return `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Scale-out (hardening 6): two server processes on one Postgres and one Redis, as behind a load balancer.
 * Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set (.ci/run sets both).
 */
describe.runIf(databaseUrl && redisUrl)('two servers on one Postgres and one Redis', () => {
  const databaseName = `tod_scaleout_${randomBytes(5).toString('hex')}`;
  let servers: StartedServer[] = [];
  let sink: SmtpSink;
  let db: pg.Client;

  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${databaseName}`));
    sink = await startSmtpSink();
    const env = {
      DATABASE_URL: withDatabase(databaseUrl as string, databaseName),
      REDIS_URL: redisUrl as string,
      SMTP_URL: sink.url,
      TRUST_PROXY: 'loopback',
      CONTACT_RATE_LIMIT: String(CONTACT_LIMIT),
    };
    // Both start at once and race to migrate the same fresh database, as a rolling deploy would.
    servers = await Promise.all(PORTS.map((port) => startServer({ port, env })));
    db = new pg.Client({ connectionString: withDatabase(databaseUrl as string, databaseName) });
    await db.connect();
  }, 240_000);

  afterAll(async () => {
    await db?.end();
    for (const server of servers) await server.stop();
    await sink?.close();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
  }, 120_000);

  const post = (server: StartedServer, path: string, body: unknown, ip: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });

  const deliveredKeys = () => sink.received.map((mail) => headerOf(mail.raw, 'X-TOD-Key') ?? '');

  it('serves one conversation whose turns alternate between the servers: history, lead and escalation intact, each mail sent once', async () => {
    const ip = runIp();
    const sessionId = testSessionId('scaleout');
    const turns = ['Can someone come fix my door?', 'the cable snapped', "I'm Rosa Diaz", '503-555-0188', 'Hillsboro'];
    const history: { role: 'user' | 'assistant'; content: string }[] = [];
    let lastLead: Record<string, unknown> | undefined;
    let token: string | undefined;
    for (const [index, message] of turns.entries()) {
      const server = servers[index % 2] as StartedServer;
      const response = await post(server, '/api/chat', chatBody(message, sessionId, history, token), ip);
      const text = await response.text();
      expect(response.status, `${server.url}: ${text.slice(0, 300)}`).toBe(200);
      const reply = JSON.parse(text) as { content: string; metadata: { leadInfo?: Record<string, unknown>; sessionToken?: string } };
      lastLead = reply.metadata.leadInfo;
      // The token of the first reply, issued by one server, is honoured by the other (it is stored).
      token ??= reply.metadata.sessionToken;
      history.push({ role: 'user', content: message }, { role: 'assistant', content: reply.content });
    }
    expect(lastLead).toMatchObject({ name: 'Rosa Diaz', phone: '(503) 555-0188', city: 'Hillsboro', isComplete: true });

    const session = await db.query('SELECT conversation_count FROM chat_sessions WHERE session_id = $1', [sessionId]);
    expect(session.rows).toEqual([{ conversation_count: turns.length }]);
    const messages = await db.query("SELECT content FROM chat_messages WHERE session_id = $1 AND role = 'user' ORDER BY id", [sessionId]);
    expect(messages.rows.map((row) => row.content)).toEqual(turns);
    const lead = await db.query('SELECT name, phone, city, submitted FROM leads WHERE session_id = $1', [sessionId]);
    expect(lead.rows).toEqual([{ name: 'Rosa Diaz', phone: '(503) 555-0188', city: 'Hillsboro', submitted: true }]);

    const escalation = await post(servers[1] as StartedServer, '/api/escalations', escalationBody(sessionId, history, token), ip);
    expect(escalation.status).toBe(201);
    const result = (await escalation.json()) as { success: boolean; internalEmailId: string; submissionId: string };
    expect(result.success).toBe(true);
    const stored = await db.query('SELECT session_id FROM escalations WHERE id = $1', [result.submissionId]);
    expect(stored.rows).toEqual([{ session_id: sessionId }]);

    const expected = [`lead:${sessionId}`, result.internalEmailId];
    await waitFor(() => expected.every((key) => deliveredKeys().includes(key)), {
      what: 'lead and escalation mails',
      timeoutMs: 60_000,
      intervalMs: 100,
    });
    for (const key of expected) expect(deliveredKeys().filter((delivered) => delivered === key)).toHaveLength(1);
  }, 180_000);

  it('shares one rate limit: the contact limit counts requests to both servers together', async () => {
    const ip = runIp();
    const statuses: string[] = [];
    for (let i = 0; i <= CONTACT_LIMIT; i += 1) {
      const response = await post(servers[i % 2] as StartedServer, '/api/contact-form', contactSubmission(), ip);
      statuses.push(
        response.status === 201 || response.status === 429 ? String(response.status) : `${response.status} ${await response.text()}`,
      );
    }
    expect(statuses).toEqual([...Array.from({ length: CONTACT_LIMIT }, () => '201'), '429']);
    const keys = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE idempotency_key LIKE 'contact:%'");
    expect(keys.rows[0]?.n).toBeGreaterThanOrEqual(CONTACT_LIMIT);
  }, 120_000);

  it('sends every queued mail once between the two outbox workers', async () => {
    const submissions = Array.from({ length: 16 }, () => contactSubmission());
    // One IP per submission: the limit is not what this test is about.
    const answers = await Promise.all(
      submissions.map((body, index) => post(servers[index % 2] as StartedServer, '/api/contact-form', body, runIp())),
    );
    const answered = await Promise.all(
      answers.map(async (answer) => (answer.status === 201 ? '201' : `${answer.status} ${await answer.text()}`)),
    );
    expect(answered).toEqual(submissions.map(() => '201'));
    const keys = submissions.map((body) => `contact:${String(body.submissionId)}`);
    await waitFor(() => keys.every((key) => deliveredKeys().includes(key)), {
      what: 'every contact mail',
      timeoutMs: 90_000,
      intervalMs: 100,
    });
    // A worker marks its row sent just after the SMTP server has accepted the mail, so the mark can trail
    // the delivery the sink has already seen.
    await waitFor(
      async () => {
        const { rows } = await db.query<{ status: string }>('SELECT status FROM mail_outbox WHERE idempotency_key = ANY($1)', [keys]);
        return rows.length === keys.length && rows.every((row) => row.status === 'sent');
      },
      { what: 'every contact mail marked sent', timeoutMs: 30_000, intervalMs: 100 },
    );
    // Every key exactly once across both workers, and nothing else duplicated either.
    for (const key of keys) expect(deliveredKeys().filter((delivered) => delivered === key)).toHaveLength(1);
    const all = deliveredKeys();
    expect(new Set(all).size).toBe(all.length);
  }, 180_000);
});
