import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from './config.ts';
import { headerOf, type SmtpSink, startSmtpSink, unusedPort } from './mail/smtpSink.ts';
import { type RunningServer, startServer } from './server.ts';
import { contactSubmission } from './testing/hardeningFixtures.ts';
import { waitFor } from './waitFor.ts';

/** Faults (hardening 4): the office's SMTP server is down for a while, then comes back. */
describe('SMTP down, then back', () => {
  let running: RunningServer | undefined;
  let sink: SmtpSink | undefined;
  let dataDir: string | undefined;

  afterEach(async () => {
    await running?.close();
    await sink?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('accepts every contact submission while SMTP is down and delivers each queued mail exactly once when it is back', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tod-faults-smtp-'));
    const smtpPort = await unusedPort();
    const config = testConfig({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      rateLimits: { contactPerWindow: 1000 },
    });
    running = await startServer({ config, logger: pino({ level: 'silent' }) });
    const base = `http://127.0.0.1:${running.port}`;

    const submissions = Array.from({ length: 12 }, () => contactSubmission());
    const answers = await Promise.all(
      submissions.map((body) =>
        fetch(`${base}/api/contact-form`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(submissions.map(() => 201));

    // The worker has tried and failed at least once: the mails wait in the outbox.
    await waitFor(
      async () => {
        const { rows } = await (running as RunningServer).database.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending' AND attempts >= 1 AND last_error IS NOT NULL",
        );
        return rows[0]?.n === submissions.length;
      },
      { what: 'failed delivery attempts while SMTP is down', timeoutMs: 60_000 },
    );

    sink = await startSmtpSink({ port: smtpPort });
    const received = sink.received;
    await waitFor(() => received.length >= submissions.length, {
      what: 'every mail after SMTP is back',
      timeoutMs: 90_000,
      intervalMs: 100,
    });
    // A late duplicate would show up within another worker pass; drain once more to give it the chance.
    await running.worker.drain();

    const keys = received.map((mail) => headerOf(mail.raw, 'X-TOD-Key')).sort();
    expect(keys).toEqual(submissions.map((body) => `contact:${String(body.submissionId)}`).sort());
    const { rows } = await running.database.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status',
    );
    expect(rows).toEqual([{ status: 'sent', n: submissions.length }]);
  }, 240_000);
});
