import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../clock.ts';
import type { Database } from '../store/database.ts';
import { migrate } from '../store/migrate.ts';
import { openPgliteDatabase } from '../store/pgliteDatabase.ts';
import { openMemoryTestDatabase, openPostgresTestDatabase } from '../store/testDatabases.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcpProxy.ts';
import { waitFor } from '../waitFor.ts';
import { createMailOutbox } from './outbox.ts';
import { outboxHealth } from './outboxHealth.ts';
import { requeueFailedMail } from './outboxMaintenance.ts';
import { backoffDelay, createOutboxWorker, type OutboxWorker } from './outboxWorker.ts';
import { headerOf, type SmtpSink, startSmtpSink, unusedPort } from './smtpSink.ts';
import { emlFileTransport, type MailTransport, messageIdFor, smtpTransport } from './transport.ts';

const FROM = 'T.O.D. <tod@doorlogic.example>';
const logger = pino({ level: 'silent' });
const systemClock: Clock = { now: () => new Date() };
/** A clock far enough ahead that every back-off and lease has passed. */
const laterClock = (hours: number): Clock => ({ now: () => new Date(Date.now() + hours * 3_600_000) });

async function queue(database: Database, keys: string[]) {
  const outbox = createMailOutbox({ officeAddress: 'office@doorlogic.example', clock: systemClock });
  await database.transaction(async (tx) => {
    for (const key of keys)
      await outbox.enqueueOfficeMail(tx, { key, subject: `Subject ${key}`, text: `Text ${key}`, html: `<p>${key}</p>` });
  });
}

/** Marks a queued mail as claimed by another worker (`owner`) until `lockedUntil`, after one attempt. */
async function claimFor(database: Database, key: string, owner: string, lockedUntil: Date) {
  await database.query('UPDATE mail_outbox SET claimed_by = $1, locked_until = $2, attempts = 1 WHERE idempotency_key = $3', [
    owner,
    lockedUntil,
    key,
  ]);
}

async function statusOf(database: Database, key: string) {
  const { rows } = await database.query<{ status: string; attempts: number; last_error: string | null; sent_at: Date | null }>(
    'SELECT status, attempts, last_error, sent_at FROM mail_outbox WHERE idempotency_key = $1',
    [key],
  );
  return rows[0];
}

describe('outbox worker over SMTP', () => {
  let database: Database;
  let disposeDatabase: () => Promise<void>;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    ({ database, dispose: disposeDatabase } = await openMemoryTestDatabase());
  });
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()?.();
  });
  afterAll(() => disposeDatabase());

  function worker(options: Partial<Parameters<typeof createOutboxWorker>[0]> & { smtpUrl: string }): OutboxWorker {
    const created = createOutboxWorker({
      database,
      transport: smtpTransport(options.smtpUrl, FROM),
      clock: systemClock,
      logger,
      pollIntervalMs: 200,
      backoffBaseMs: 50,
      backoffMaxMs: 200,
      ...options,
    });
    cleanups.push(() => created.stop());
    return created;
  }

  async function sink(options: Parameters<typeof startSmtpSink>[0] = {}): Promise<SmtpSink> {
    const started = await startSmtpSink(options);
    cleanups.push(() => started.close());
    return started;
  }

  it('delivers a queued mail to the office with a Message-ID derived from its key', async () => {
    const smtp = await sink();
    const outboxWorker = worker({ smtpUrl: smtp.url });
    const outbox = createMailOutbox({ officeAddress: 'office@doorlogic.example', clock: systemClock, onQueued: () => outboxWorker.wake() });
    outboxWorker.start();
    await database.transaction((tx) =>
      outbox.enqueueOfficeMail(tx, { key: 'deliver-1', subject: 'Hello office', text: 'Plain body', html: '<p>Body</p>' }),
    );
    await waitFor(() => smtp.received.length === 1, { what: 'the mail to arrive' });
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['office@doorlogic.example']);
    expect(headerOf(mail?.raw ?? '', 'Subject')).toBe('Hello office');
    expect(headerOf(mail?.raw ?? '', 'Message-ID')).toBe(messageIdFor('deliver-1', FROM));
    await waitFor(async () => (await statusOf(database, 'deliver-1'))?.status === 'sent', { what: 'the row to be marked sent' });
  });

  it('keeps a mail queued with back-off while SMTP is down and delivers it exactly once when SMTP is back', async () => {
    const port = await unusedPort();
    const outboxWorker = worker({ smtpUrl: `smtp://127.0.0.1:${port}` });
    await queue(database, ['down-1']);
    outboxWorker.start();
    const failing = await waitFor(
      async () => {
        const row = await statusOf(database, 'down-1');
        return row && row.attempts >= 2 ? row : undefined;
      },
      { what: 'two failed attempts' },
    );
    expect(failing.status).toBe('pending');
    expect(failing.last_error).toBeTruthy();
    expect(failing.sent_at).toBeNull();

    const smtp = await sink({ port });
    await waitFor(async () => (await statusOf(database, 'down-1'))?.status === 'sent', { what: 'delivery after SMTP came back' });
    expect(await outboxWorker.drain()).toBe(0);
    expect(smtp.received.filter((mail) => headerOf(mail.raw, 'Subject') === 'Subject down-1')).toHaveLength(1);
  });

  it('marks a mail failed when the SMTP server rejects it permanently, and stops trying', async () => {
    const smtp = await sink({ rejectRecipients: true });
    const outboxWorker = worker({ smtpUrl: smtp.url });
    await queue(database, ['rejected-1']);
    await outboxWorker.drain();
    const row = await statusOf(database, 'rejected-1');
    expect(row?.status).toBe('failed');
    expect(row?.last_error).toContain('550');
    expect(await outboxWorker.drain()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('retries a relay that answers 530 to MAIL FROM, and delivers every mail once the relay is fixed (issue 21.4)', async () => {
    let relayBroken = true;
    const smtp = await sink({ rejectSender: () => (relayBroken ? 530 : undefined) });
    const outboxWorker = worker({ smtpUrl: smtp.url });
    const keys = Array.from({ length: 10 }, (_, i) => `relay-530-${i}`);
    await queue(database, keys);
    outboxWorker.start();
    await waitFor(async () => (await Promise.all(keys.map((key) => statusOf(database, key)))).every((row) => (row?.attempts ?? 0) >= 2), {
      what: 'two failed attempts of every mail',
    });
    for (const key of keys) {
      const row = await statusOf(database, key);
      expect(row?.status).toBe('pending');
      expect(row?.last_error).toContain('530');
    }
    relayBroken = false;
    await waitFor(async () => (await Promise.all(keys.map((key) => statusOf(database, key)))).every((row) => row?.status === 'sent'), {
      what: 'delivery after the relay was fixed',
    });
    const subjects = smtp.received.map((mail) => headerOf(mail.raw, 'Subject'));
    for (const key of keys) expect(subjects.filter((subject) => subject === `Subject ${key}`)).toHaveLength(1);
  });

  it('sends over a few pooled connections, several mails at once (issue 21.10)', async () => {
    const smtp = await sink({ acceptDelayMs: 50 });
    const keys = Array.from({ length: 16 }, (_, i) => `pooled-${i}`);
    await queue(database, keys);
    expect(await worker({ smtpUrl: smtp.url, concurrency: 4 }).drain()).toBe(keys.length);
    expect(smtp.received).toHaveLength(keys.length);
    expect(smtp.connections()).toBeLessThanOrEqual(4);
    expect(smtp.maxInFlight()).toBeGreaterThan(1);
  });

  it('under load: claims the next batch while one is being sent, and marks finished mails sent together (issue 21.10)', async () => {
    const keys = Array.from({ length: 8 }, (_, i) => `drain-share-${i}`);
    await queue(database, keys);
    let claims = 0;
    let marks = 0;
    const counting = new Proxy(database, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver);
        return (sql: string, params?: unknown[]) => {
          if (/^\s*UPDATE mail_outbox SET claimed_by = \$1/.test(sql)) claims += 1;
          if (/SET status = 'sent'/.test(sql)) marks += 1;
          return target.query(sql, params);
        };
      },
    });
    const held: (() => void)[] = [];
    let holding = true;
    const transport: MailTransport = {
      kind: 'smtp',
      send: () => (holding ? new Promise<void>((resolve) => held.push(resolve)) : Promise.resolve()),
      close: () => {},
    };
    const outboxWorker = createOutboxWorker({ database: counting, transport, clock: systemClock, logger, concurrency: 4, batchSize: 4 });
    cleanups.push(() => outboxWorker.stop());
    // Should an assertion fail with sends held, let them go so the worker can stop.
    cleanups.push(async () => {
      holding = false;
      for (const resolve of held.splice(0)) resolve();
    });
    const drained = outboxWorker.drain();
    // The first batch's four sends are all held: the next claim must not wait for them.
    await waitFor(() => held.length === 4 && claims === 2, { what: 'the next claim while a batch is in flight' });
    let done = false;
    void drained.finally(() => {
      done = true;
    });
    await waitFor(
      () => {
        for (const resolve of held.splice(0)) resolve();
        return done;
      },
      { what: 'the drain, releasing every held send' },
    );
    expect(await drained).toBe(keys.length);
    // Sends finishing together share one statement to be marked sent, instead of one each.
    expect(marks).toBeLessThan(keys.length);
    for (const key of keys) expect((await statusOf(database, key))?.status).toBe('sent');
  });

  it('a relay cut through a TCP proxy drops the pooled connections; the mails wait and go out once when it is back (issue 21.4)', async () => {
    const smtp = await sink();
    const proxy: TcpProxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(smtp.url).port) });
    cleanups.push(() => proxy.close());
    const outboxWorker = worker({ smtpUrl: `smtp://127.0.0.1:${proxy.port}`, concurrency: 2 });
    const before = Array.from({ length: 4 }, (_, i) => `cut-before-${i}`);
    await queue(database, before);
    expect(await outboxWorker.drain()).toBe(before.length);

    // The pool's open connections are dropped, and new ones refused.
    proxy.cut();
    const during = Array.from({ length: 4 }, (_, i) => `cut-during-${i}`);
    await queue(database, during);
    expect(await outboxWorker.drain()).toBe(0);
    for (const key of during) expect(await statusOf(database, key)).toMatchObject({ status: 'pending', last_error: expect.any(String) });

    proxy.restore();
    await waitFor(
      async () => {
        await outboxWorker.drain();
        return (await Promise.all(during.map((key) => statusOf(database, key)))).every((row) => row?.status === 'sent');
      },
      { what: 'the mails queued while the relay was cut, once it is back' },
    );
    const keys = smtp.received.map((mail) => headerOf(mail.raw, 'X-TOD-Key') ?? '').filter((key) => key.startsWith('cut-'));
    expect(keys.sort()).toEqual([...before, ...during].sort());
  });

  it('gives a transiently failing mail up as failed once it has been retried for 3 days', async () => {
    const port = await unusedPort();
    await queue(database, ['three-days-1']);
    const early = worker({ smtpUrl: `smtp://127.0.0.1:${port}`, clock: laterClock(71) });
    await early.drain();
    expect((await statusOf(database, 'three-days-1'))?.status).toBe('pending');
    const late = worker({ smtpUrl: `smtp://127.0.0.1:${port}`, clock: laterClock(73) });
    await late.drain();
    const row = await statusOf(database, 'three-days-1');
    expect(row?.status).toBe('failed');
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
  });

  it('sends a failed mail again after requeueFailedMail, with its original Message-ID', async () => {
    const rejecting = await sink({ rejectRecipients: true });
    await queue(database, ['requeue-1']);
    await worker({ smtpUrl: rejecting.url }).drain();
    expect((await statusOf(database, 'requeue-1'))?.status).toBe('failed');
    expect((await outboxHealth(database, new Date())).failed).toBeGreaterThanOrEqual(1);

    expect(await requeueFailedMail(database, new Date())).toBeGreaterThanOrEqual(1);
    expect((await statusOf(database, 'requeue-1'))?.status).toBe('pending');
    const smtp = await sink();
    await worker({ smtpUrl: smtp.url }).drain();
    expect((await statusOf(database, 'requeue-1'))?.status).toBe('sent');
    const delivered = smtp.received.find((mail) => headerOf(mail.raw, 'Subject') === 'Subject requeue-1');
    expect(headerOf(delivered?.raw ?? '', 'Message-ID')).toBe(messageIdFor('requeue-1', FROM));
  });

  it('leaves a mail claimed by a crashed worker alone until its lease runs out, then sends it once', async () => {
    const smtp = await sink();
    await queue(database, ['leased-1']);
    await claimFor(database, 'leased-1', 'crashed', new Date(Date.now() + 60_000));
    expect(await worker({ smtpUrl: smtp.url }).drain()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(await worker({ smtpUrl: smtp.url, clock: laterClock(1) }).drain()).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('as the only worker of its database, sends at start the mail an earlier run claimed and left, once', async () => {
    const smtp = await sink();
    await queue(database, ['orphaned-1']);
    await claimFor(database, 'orphaned-1', 'earlier-run', new Date(Date.now() + 3_600_000));
    worker({ smtpUrl: smtp.url, soleWorker: true }).start();
    await waitFor(async () => (await statusOf(database, 'orphaned-1'))?.status === 'sent', { what: 'the orphaned mail to be sent' });
    expect(smtp.received.map((mail) => headerOf(mail.raw, 'X-TOD-Key'))).toEqual(['orphaned-1']);
    expect((await statusOf(database, 'orphaned-1'))?.attempts).toBe(2);
  });

  it('as one of several workers, leaves a claim of another process to its lease even at start', async () => {
    const smtp = await sink();
    await queue(database, ['claimed-elsewhere-1']);
    await claimFor(database, 'claimed-elsewhere-1', 'other-process', new Date(Date.now() + 3_600_000));
    // Counts the worker's finished polls: each ends by asking when the next pending row falls due.
    let polls = 0;
    const observed: Database = {
      dialect: database.dialect,
      query: async (sql, params) => {
        const result = await database.query(sql, params);
        if (sql.includes(' AS due FROM mail_outbox')) polls += 1;
        return result as never;
      },
      transaction: (fn) => database.transaction(fn),
      close: () => database.close(),
    };
    const outboxWorker = worker({ smtpUrl: smtp.url, database: observed });
    outboxWorker.start();
    await waitFor(() => polls >= 2, { what: 'two polls of the started worker' });
    await outboxWorker.drain();
    expect(smtp.received).toHaveLength(0);
    expect(await statusOf(database, 'claimed-elsewhere-1')).toMatchObject({ status: 'pending', attempts: 1 });
    await database.query("UPDATE mail_outbox SET status = 'failed' WHERE idempotency_key = 'claimed-elsewhere-1'");
  });

  it('queues one mail per idempotency key', async () => {
    const outbox = createMailOutbox({ officeAddress: 'office@doorlogic.example', clock: systemClock });
    const results = await database.transaction(async (tx) => [
      await outbox.enqueueOfficeMail(tx, { key: 'once-1', subject: 's', text: 't' }),
      await outbox.enqueueOfficeMail(tx, { key: 'once-1', subject: 's', text: 't' }),
    ]);
    expect(results).toEqual([true, false]);
  });

  it('refuses a mail without a key', async () => {
    const outbox = createMailOutbox({ officeAddress: 'office@doorlogic.example', clock: systemClock });
    await expect(database.transaction((tx) => outbox.enqueueOfficeMail(tx, { key: '', subject: 's', text: 't' }))).rejects.toThrow('key');
  });

  it('writes nothing to the outbox when the surrounding transaction rolls back', async () => {
    const outbox = createMailOutbox({ officeAddress: 'office@doorlogic.example', clock: systemClock });
    await expect(
      database.transaction(async (tx) => {
        await outbox.enqueueOfficeMail(tx, { key: 'rolled-back', subject: 's', text: 't' });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await statusOf(database, 'rolled-back')).toBeUndefined();
  });
});

describe('outbox across a restart', () => {
  it('delivers every mail queued before a crash exactly once after the restart on the same DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tod-restart-'));
    const smtp = await startSmtpSink();
    try {
      const first = await openPgliteDatabase(join(dataDir, 'pg'));
      await migrate(first);
      await queue(first, ['restart-1', 'restart-2', 'restart-3']);
      const downWorker = createOutboxWorker({
        database: first,
        transport: smtpTransport(`smtp://127.0.0.1:${await unusedPort()}`, FROM),
        clock: systemClock,
        logger,
      });
      expect(await downWorker.drain()).toBe(0);
      await downWorker.stop();
      await first.close();

      const second = await openPgliteDatabase(join(dataDir, 'pg'));
      await migrate(second);
      const upWorker = createOutboxWorker({ database: second, transport: smtpTransport(smtp.url, FROM), clock: laterClock(1), logger });
      expect(await upWorker.drain()).toBe(3);
      expect(await upWorker.drain()).toBe(0);
      await upWorker.stop();
      await second.close();
      const subjects = smtp.received.map((mail) => headerOf(mail.raw, 'Subject')).sort();
      expect(subjects).toEqual(['Subject restart-1', 'Subject restart-2', 'Subject restart-3']);
    } finally {
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('.eml fallback without SMTP', () => {
  it('writes one parseable RFC 822 file per mail under DATA_DIR/mail with visitor text escaped in HTML', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tod-eml-'));
    const { database, dispose } = await openMemoryTestDatabase();
    try {
      const outbox = createMailOutbox({ officeAddress: 'office@doorlogic.example', clock: systemClock });
      await database.transaction((tx) =>
        outbox.enqueueOfficeMail(tx, { key: 'contact:DL-1', subject: 'New request', text: 'Body text', html: '<p>&lt;b&gt;</p>' }),
      );
      const mailDir = join(dataDir, 'mail');
      const outboxWorker = createOutboxWorker({ database, transport: emlFileTransport(mailDir, FROM), clock: systemClock, logger });
      expect(await outboxWorker.drain()).toBe(1);
      expect(await outboxWorker.drain()).toBe(0);
      await outboxWorker.stop();
      const files = await readdir(mailDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = await readFile(join(mailDir, files[0] as string), 'utf8');
      expect(headerOf(raw, 'To')).toBe('office@doorlogic.example');
      expect(headerOf(raw, 'From')).toBe('"T.O.D." <tod@doorlogic.example>');
      expect(headerOf(raw, 'Subject')).toBe('New request');
      expect(headerOf(raw, 'Message-ID')).toBe(messageIdFor('contact:DL-1', FROM));
      expect(headerOf(raw, 'Content-Type')).toMatch(/^multipart\/alternative; boundary=/);
      expect(raw).toContain('Body text');
      expect(raw).toContain('&lt;b&gt;');
      expect((await statusOf(database, 'contact:DL-1'))?.status).toBe('sent');
    } finally {
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('outbox on Postgres with several workers', () => {
  it('sends each mail once when two workers drain the same outbox at the same time', async () => {
    const { database, dispose } = await openPostgresTestDatabase(postgresUrl as string);
    const smtp = await startSmtpSink();
    try {
      const keys = Array.from({ length: 12 }, (_, index) => `parallel-${index}`);
      await queue(database, keys);
      const workers = ['a', 'b'].map((id) =>
        createOutboxWorker({
          database,
          transport: smtpTransport(smtp.url, FROM),
          clock: systemClock,
          logger,
          workerId: id,
          concurrency: 3,
        }),
      );
      const sent = await Promise.all(workers.map((outboxWorker) => outboxWorker.drain()));
      expect((sent[0] ?? 0) + (sent[1] ?? 0)).toBe(12);
      const subjects = smtp.received.map((mail) => headerOf(mail.raw, 'Subject'));
      expect(new Set(subjects).size).toBe(12);
      expect(subjects).toHaveLength(12);
      for (const outboxWorker of workers) await outboxWorker.stop();
    } finally {
      await smtp.close();
      await dispose();
    }
  });
});

describe('backoffDelay', () => {
  it('doubles from the base after each failed attempt and stops at the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => backoffDelay(attempts, 1000, 5000))).toEqual([1000, 2000, 4000, 5000, 5000]);
    expect(backoffDelay(1000, 1000, 300_000)).toBe(300_000);
  });
});
