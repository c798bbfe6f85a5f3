import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { Clock } from '../clock.ts';
import type { Database } from '../store/database.ts';
import { openMemoryTestDatabase } from '../store/testDatabases.ts';
import { createMailOutbox } from './outbox.ts';
import { createOutboxWorker } from './outboxWorker.ts';
import type { MailTransport } from './transport.ts';

/** A relay that refuses every connection, as a stopped SMTP server does. */
const refusingTransport: MailTransport = {
  kind: 'smtp',
  send: async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ECONNREFUSED', command: 'CONN' });
  },
  close: () => {},
};

interface LogLine {
  level: number;
  event?: string;
  failures?: number;
  errorCode?: string;
}

describe('outbox worker: an SMTP outage in the log (issue 37.11)', () => {
  let dispose: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await dispose?.();
  });

  it('logs the retries of a relay that is down once per interval, with how many there were', async () => {
    const opened = await openMemoryTestDatabase();
    dispose = opened.dispose;
    const database: Database = opened.database;
    let nowMs = Date.parse('2026-05-01T12:00:00Z');
    const clock: Clock = { now: () => new Date(nowMs) };
    const lines: LogLine[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
    const outbox = createMailOutbox({ officeAddress: 'office@doorlogic.example', clock });
    await database.transaction(async (tx) => {
      for (let i = 0; i < 12; i += 1) await outbox.enqueueOfficeMail(tx, { key: `contact:retry-${i}`, subject: 's', text: 't' });
    });
    const worker = createOutboxWorker({ database, transport: refusingTransport, clock, logger, backoffBaseMs: 1000, backoffMaxMs: 1000 });

    expect(await worker.drain()).toBe(0);
    const retries = () => lines.filter((line) => line.event === 'mail_retry');
    // Twelve failures, one line: the first failure, logged at once.
    expect(retries()).toEqual([expect.objectContaining({ failures: 1, errorCode: 'ECONNREFUSED' })]);

    // Still inside the interval: every retry is counted, none logged.
    nowMs += 30_000;
    expect(await worker.drain()).toBe(0);
    expect(retries()).toHaveLength(1);

    // An interval later, one line stands for every failure since the last one.
    nowMs += 31_000;
    expect(await worker.drain()).toBe(0);
    expect(retries()).toHaveLength(2);
    expect(retries()[1]?.failures).toBe(11 + 12 + 1);
    expect(lines.filter((line) => line.event === 'mail_failed')).toEqual([]);
    await worker.stop();
  });
});
