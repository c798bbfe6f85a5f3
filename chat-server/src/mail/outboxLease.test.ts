import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgresTestDatabase } from '../store/testDatabases.ts';
import { waitFor } from '../waitFor.ts';
import { createMailOutbox } from './outbox.ts';
import { headerOf, type SmtpSink, startSmtpSink } from './smtpSink.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const here = (file: string) => new URL(file, import.meta.url).pathname;

/**
 * A server process's outbox worker on its own: drains the outbox of `schema` through `smtpUrl` with a
 * short lease until killed.
 */
function workerProcess(schema: string, smtpUrl: string, leaseMs: number): { child: ChildProcess; idleCount(): number } {
  const script = `
    const { pino } = await import('pino');
    const { openPostgresDatabase } = await import(${JSON.stringify(here('../store/postgresDatabase.ts'))});
    const { createOutboxWorker } = await import(${JSON.stringify(here('./outboxWorker.ts'))});
    const { smtpTransport } = await import(${JSON.stringify(here('./transport.ts'))});
    const database = openPostgresDatabase({ connectionString: process.env.LEASE_DB, schema: process.env.LEASE_SCHEMA, maxConnections: 2 });
    const worker = createOutboxWorker({
      database, transport: smtpTransport(process.env.LEASE_SMTP, 'T.O.D. <tod@doorlogic.example>', { maxConnections: 2 }),
      clock: { now: () => new Date() }, logger: pino({ level: 'silent' }),
      leaseMs: Number(process.env.LEASE_MS), concurrency: 2, batchSize: 6, pollIntervalMs: 100,
    });
    // Drains in a loop; 'idle' after a drain that found nothing: every send it started has finished.
    for (;;) {
      if ((await worker.drain()) === 0) console.log('idle');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, LEASE_DB: databaseUrl, LEASE_SCHEMA: schema, LEASE_SMTP: smtpUrl, LEASE_MS: String(leaseMs) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { child, idleCount: () => output.split('idle').length - 1 };
}

/**
 * Issue 21.11: a claimed batch takes longer to send than the claim's lease (a slow relay). Two server
 * processes drain one Postgres outbox; before, the second took over rows the first was still sending and
 * sent them again. The lease is now renewed while a batch is sent.
 */
describe.runIf(databaseUrl)('mail claim lease with two processes on Postgres (TEST_DATABASE_URL)', () => {
  const children: ChildProcess[] = [];
  let sink: SmtpSink | undefined;
  let dispose: (() => Promise<void>) | undefined;
  afterEach(async () => {
    for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await sink?.close();
    await dispose?.();
  });

  it('sends every mail exactly once although a batch outlasts the lease', async () => {
    const opened = await openPostgresTestDatabase(databaseUrl as string);
    dispose = opened.dispose;
    const keys = Array.from({ length: 12 }, (_, i) => `lease-${i}`);
    const outbox = createMailOutbox({ officeAddress: 'office@doorlogic.example', clock: { now: () => new Date() } });
    await opened.database.transaction(async (tx) => {
      for (const key of keys) await outbox.enqueueOfficeMail(tx, { key, subject: `Subject ${key}`, text: 't' });
    });
    // Each mail takes 600 ms to be accepted: a batch of 6 over 2 connections takes ~1.8 s, the lease is 1 s.
    sink = await startSmtpSink({ acceptDelayMs: 600 });
    const workers = [workerProcess(opened.schema, sink.url, 1000), workerProcess(opened.schema, sink.url, 1000)];
    children.push(...workers.map((worker) => worker.child));

    await waitFor(
      async () => {
        const { rows } = await opened.database.query<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'sent'");
        return rows[0]?.n === keys.length;
      },
      { what: 'every mail to be marked sent', timeoutMs: 90_000, intervalMs: 100 },
    );
    // A second copy would still be on its way: wait until each process has finished a drain that began after this.
    const idleBefore = workers.map((worker) => worker.idleCount());
    await waitFor(() => workers.every((worker, i) => worker.idleCount() >= (idleBefore[i] ?? 0) + 2), {
      what: 'both processes to finish every send',
      timeoutMs: 60_000,
    });
    for (const child of children) child.kill('SIGKILL');
    const received = (sink?.received ?? []).map((mail) => headerOf(mail.raw, 'Subject'));
    for (const key of keys) expect(received.filter((subject) => subject === `Subject ${key}`)).toHaveLength(1);
  }, 120_000);
});
