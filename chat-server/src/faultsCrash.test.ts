import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type StartedServer, startServer } from '../../e2e/support/startServer.ts';
import { headerOf, type SmtpSink, startSmtpSink, unusedPort } from './mail/smtpSink.ts';
import { SMTP_POOL_CONNECTIONS } from './mail/transport.ts';
import type { Database } from './store/database.ts';
import { openPgliteDatabase } from './store/pgliteDatabase.ts';
import { openPostgresDatabase } from './store/postgresDatabase.ts';
import { createTestSchema, dropTestSchema } from './store/testDatabases.ts';
import { chatBody, contactSubmission, testSessionId } from './testing/hardeningFixtures.ts';
import { waitFor } from './waitFor.ts';

/** Upper bound of the burst; it stops as soon as the process is gone. */
const MAX_REQUESTS = 3000;
const KILL_AFTER_ACKNOWLEDGED = 15;
const databaseUrl = process.env.TEST_DATABASE_URL;

interface Storage {
  name: string;
  /** The server's environment for this storage, and how to read and drop it afterwards. */
  prepare(dataDir: string): Promise<{ env: Record<string, string>; open(): Promise<Database>; dispose(): Promise<void> }>;
}

const storages: Storage[] = [
  {
    name: 'PGlite',
    prepare: async (dataDir) => ({ env: {}, open: () => openPgliteDatabase(join(dataDir, 'pg')), dispose: async () => {} }),
  },
  ...(databaseUrl
    ? [
        {
          name: 'Postgres',
          prepare: async () => {
            const url = databaseUrl;
            const schema = await createTestSchema(url);
            const separator = url.includes('?') ? '&' : '?';
            return {
              env: { DATABASE_URL: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}` },
              open: async () => openPostgresDatabase({ connectionString: url, schema, maxConnections: 2 }),
              dispose: () => dropTestSchema(url, schema),
            };
          },
        },
      ]
    : []),
];

/** Two turns that complete a chat lead (name and phone, then the town). */
const LEAD_TURNS = ["my opener hums. I'm Lee, call me at 360 555 0111", 'I live in Camas'];

/**
 * Faults (hardening 4, issue 21 "Done when"): the server is killed with SIGKILL in the middle of a burst of
 * contact submissions and chat leads while mail is being delivered, then restarted on the same storage.
 * Every acknowledged submission and lead is stored and its office mail delivered; a mail is delivered
 * twice only if it was being sent at the kill (at most one per parallel send), with the same Message-ID.
 */
describe.each(storages)('SIGKILL during a burst of contact submissions and chat leads ($name)', (storage) => {
  let server: StartedServer | undefined;
  let sink: SmtpSink | undefined;
  let dataDir: string | undefined;
  let dispose: (() => Promise<void>) | undefined;

  afterEach(async () => {
    await server?.kill();
    await sink?.close();
    await dispose?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged request and mails each once, apart from the mails in flight at the kill', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tod-faults-crash-'));
    const prepared = await storage.prepare(dataDir);
    dispose = prepared.dispose;
    sink = await startSmtpSink();
    const port = await unusedPort();
    const env = { ...prepared.env, SMTP_URL: sink.url, CONTACT_RATE_LIMIT: '100000', TRUST_PROXY: '1' };
    server = await startServer({ port, dataDir, env });
    const url = server.url;

    const acknowledged: string[] = [];
    let unanswered = 0;
    let killed: Promise<unknown> | undefined;
    let processGone = false;
    let visitor = 0;
    const post = async (path: string, body: unknown): Promise<Record<string, unknown> | undefined> => {
      visitor += 1;
      try {
        const response = await fetch(`${url}${path}`, {
          method: 'POST',
          // Each request from its own address, so the per-IP limits measure nothing here.
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${(visitor >> 8) & 255}.${visitor & 255}` },
          body: JSON.stringify(body),
        });
        if (response.ok) return (await response.json()) as Record<string, unknown>;
      } catch {
        // The process died with this request in flight (or before it arrived): it was never acknowledged.
      }
      unanswered += 1;
      return undefined;
    };
    const afterAnswer = () => {
      const leads = acknowledged.filter((key) => key.startsWith('lead:')).length;
      if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED && leads >= 2 && !killed) {
        killed = (server as StartedServer).kill('SIGKILL').then(() => {
          processGone = true;
        });
      }
    };
    let sent = 0;
    // Ten visitors at a time until the process is gone: however fast the machine, the kill lands mid-burst.
    await Promise.all(
      Array.from({ length: 10 }, async (_, lane) => {
        while (!processGone && sent < MAX_REQUESTS) {
          sent += 1;
          if (lane % 3 === 2) {
            const sessionId = testSessionId('crash');
            let reply = await post('/api/chat', chatBody(LEAD_TURNS[0] as string, sessionId));
            const token = (reply?.metadata as { sessionToken?: string } | undefined)?.sessionToken;
            if (reply) reply = await post('/api/chat', chatBody(LEAD_TURNS[1] as string, sessionId, [], token));
            const lead = (reply?.metadata as { leadInfo?: { isComplete?: boolean } } | undefined)?.leadInfo;
            if (lead?.isComplete) acknowledged.push(`lead:${sessionId}`);
          } else {
            const submission = contactSubmission();
            if (await post('/api/contact-form', submission)) acknowledged.push(`contact:${String(submission.submissionId)}`);
          }
          afterAnswer();
        }
      }),
    );
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(acknowledged.some((key) => key.startsWith('lead:'))).toBe(true);
    expect(unanswered).toBeGreaterThan(0);

    server = await startServer({ port, dataDir, env });
    const received = sink.received;
    const deliveredKeys = () => new Set(received.map((mail) => headerOf(mail.raw, 'X-TOD-Key')));
    await waitFor(() => acknowledged.every((key) => deliveredKeys().has(key)), {
      what: 'the mails of every acknowledged request',
      timeoutMs: 120_000,
      intervalMs: 200,
    });
    // Rows stored just before the kill without an answer are mailed too: wait until the outbox is empty.
    await waitFor(
      async () => {
        const ready = (await (await fetch(`${server?.url}/api/ready`)).json()) as { mail: { pending: number } };
        return ready.mail.pending === 0;
      },
      { what: 'an empty outbox (a claim of the killed process waits for its lease)', timeoutMs: 180_000, intervalMs: 200 },
    );
    // Stopping the server waits for the sends in flight: after it, nothing more can arrive.
    await server.stop();
    server = undefined;

    const database = await prepared.open();
    try {
      const outbox = await database.query<{ idempotency_key: string; status: string }>('SELECT idempotency_key, status FROM mail_outbox');
      const keys = outbox.rows.map((row) => row.idempotency_key);
      for (const key of acknowledged) expect(keys).toContain(key);
      const stored = await database.query<{ submission_id: string }>('SELECT submission_id FROM contact_submissions');
      const leads = await database.query<{ session_id: string }>('SELECT session_id FROM leads WHERE submitted');
      // One mail per stored submission and lead (also those stored just before the kill without an answer), all sent.
      expect(keys.sort()).toEqual(
        [...stored.rows.map((row) => `contact:${row.submission_id}`), ...leads.rows.map((row) => `lead:${row.session_id}`)].sort(),
      );
      expect(outbox.rows.filter((row) => row.status !== 'sent')).toEqual([]);

      const copies = new Map<string, string[]>();
      for (const mail of received) {
        const key = headerOf(mail.raw, 'X-TOD-Key') ?? '';
        copies.set(key, [...(copies.get(key) ?? []), headerOf(mail.raw, 'Message-ID') ?? '']);
      }
      expect([...copies.keys()].sort()).toEqual(keys.sort());
      const duplicated = [...copies.values()].filter((ids) => ids.length > 1);
      expect(duplicated.length).toBeLessThanOrEqual(SMTP_POOL_CONNECTIONS);
      for (const ids of duplicated) expect(new Set(ids).size).toBe(1);
    } finally {
      await database.close();
    }
  }, 420_000);
});
