import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type StartedServer, startServer } from '../../e2e/support/startServer.ts';
import { headerOf, type SmtpSink, startSmtpSink, unusedPort } from './mail/smtpSink.ts';
import { openPgliteDatabase } from './store/pgliteDatabase.ts';
import { contactSubmission } from './testing/hardeningFixtures.ts';
import { waitFor } from './waitFor.ts';

/** Ports 4500-4599 belong to the hardening tests. */
const PORT = 4521;
/** Upper bound of the burst; it stops as soon as the process is gone. */
const MAX_SUBMISSIONS = 3000;
const KILL_AFTER_ACKNOWLEDGED = 15;

/**
 * Faults (hardening 4): the server is killed with SIGKILL in the middle of a burst of contact
 * submissions and restarted on the same DATA_DIR. Every submission that got a 2xx is stored and its
 * office mail is delivered exactly once.
 */
describe('SIGKILL during a burst of contact submissions', () => {
  let server: StartedServer | undefined;
  let sink: SmtpSink | undefined;
  let dataDir: string | undefined;

  afterEach(async () => {
    await server?.kill();
    await sink?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged submission and notifies each exactly once after the restart', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tod-faults-crash-'));
    // SMTP is unreachable during the burst, so every mail is still in the outbox when the process dies.
    const smtpPort = await unusedPort();
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, CONTACT_RATE_LIMIT: '100000' };
    server = await startServer({ port: PORT, dataDir, env });
    const url = server.url;

    const acknowledged: string[] = [];
    let unanswered = 0;
    let killed: Promise<unknown> | undefined;
    let processGone = false;
    const post = async (body: Record<string, unknown>) => {
      try {
        const response = await fetch(`${url}/api/contact-form`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        if (response.status === 201) acknowledged.push(String(body.submissionId));
        else unanswered += 1;
      } catch {
        // The process died with this request in flight (or before it arrived): it was never acknowledged.
        unanswered += 1;
      }
      if (acknowledged.length >= KILL_AFTER_ACKNOWLEDGED && !killed) {
        killed = (server as StartedServer).kill('SIGKILL').then(() => {
          processGone = true;
        });
      }
    };
    // Ten visitors at a time, each sending the next submission as soon as the previous one is answered,
    // until the process is gone: however fast or slow the machine, the kill lands mid-burst.
    let sent = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (!processGone && sent < MAX_SUBMISSIONS) {
          sent += 1;
          await post(contactSubmission());
        }
      }),
    );
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(unanswered).toBeGreaterThan(0);

    sink = await startSmtpSink({ port: smtpPort });
    server = await startServer({ port: PORT, dataDir, env });
    const received = sink.received;
    const deliveredKeys = () => new Set(received.map((mail) => headerOf(mail.raw, 'X-TOD-Key')));
    await waitFor(() => acknowledged.every((id) => deliveredKeys().has(`contact:${id}`)), {
      what: 'the mails of every acknowledged submission',
      timeoutMs: 120_000,
      intervalMs: 200,
    });
    await server.stop();
    server = undefined;

    const database = await openPgliteDatabase(join(dataDir, 'pg'));
    try {
      const stored = await database.query<{ submission_id: string }>('SELECT submission_id FROM contact_submissions');
      const storedIds = stored.rows.map((row) => row.submission_id);
      for (const id of acknowledged) expect(storedIds).toContain(id);
      const outbox = await database.query<{ idempotency_key: string; status: string }>('SELECT idempotency_key, status FROM mail_outbox');
      // One mail per stored submission (also those stored just before the kill without an answer), all sent.
      expect(outbox.rows.map((row) => row.idempotency_key).sort()).toEqual(storedIds.map((id) => `contact:${id}`).sort());
      expect(outbox.rows.every((row) => row.status === 'sent')).toBe(true);
      const keys = received.map((mail) => headerOf(mail.raw, 'X-TOD-Key')).sort();
      expect(keys).toEqual(storedIds.map((id) => `contact:${id}`).sort());
    } finally {
      await database.close();
    }
  }, 420_000);
});
