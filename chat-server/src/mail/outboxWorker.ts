import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import { intervalWarning } from '../http/intervalWarning.ts';
import type { Database } from '../store/database.ts';
import { groupCommit } from '../store/groupCommit.ts';
import { isPermanentMailError, type MailTransport } from './transport.ts';

export interface OutboxWorkerOptions {
  database: Database;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  workerId?: string;
  /** How often to look for due mail when nothing wakes the worker. */
  pollIntervalMs?: number;
  /**
   * A claimed row is this worker's for this long; then another worker may take it over. While a batch is
   * being sent the worker renews the lease of its unfinished rows every third of it (a slow relay cannot
   * outlive it); a crashed worker stops renewing.
   */
  leaseMs?: number;
  /** Mails claimed by one statement. */
  batchSize?: number;
  /** Mails sent at the same time (the SMTP pool's connections); each is marked sent as soon as it is. */
  concurrency?: number;
  /** A send still unfinished after this counts as a transient failure (the transport's own timeouts come first). */
  sendTimeoutMs?: number;
  /** How long transient errors are retried, from when the mail was queued (or requeued): 3 days. */
  retryForMs?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** A relay that is down fails every mail: its retries are logged once per this interval, with their count. */
  retryLogIntervalMs?: number;
  /** After a wake, wait this long so mails queued together are sent as one batch. */
  wakeDelayMs?: number;
  /**
   * True when no other worker can reach this database (the embedded one: one process owns its data
   * directory). A claim found at start was then left by an earlier run of this server that is gone,
   * so start() releases it and its mail goes out at once instead of when the lease runs out.
   */
  soleWorker?: boolean;
}

export interface OutboxWorker {
  start(): void;
  /** Look for due mail now (called after a transaction queued one). */
  wake(): void;
  /** Sends every mail due now, once; resolves with how many were sent. */
  drain(): Promise<number>;
  /** Stops polling, waits for the mail in flight, closes the transport. */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: number;
  idempotency_key: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
  created_at: Date | string;
  give_up_at: Date | string | null;
}

/** Transient mail errors are retried this long after the mail was queued. */
export const MAIL_RETRY_FOR_MS = 3 * 24 * 60 * 60_000;

/** What the outbox keeps of an error: the SMTP reply or error text (never the message), bounded. */
function errorSummary(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** Delay before attempt n+1 after n failed attempts: doubling from base, capped. */
export function backoffDelay(failedAttempts: number, baseMs: number, maxMs: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(maxMs, baseMs * 2 ** Math.min(exponent, 30));
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { database, transport, clock, logger } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const pollIntervalMs = options.pollIntervalMs ?? 5000;
  const leaseMs = options.leaseMs ?? 120_000;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const batchSize = Math.max(concurrency, options.batchSize ?? concurrency * 8);
  const sendTimeoutMs = options.sendTimeoutMs ?? 120_000;
  const retryForMs = options.retryForMs ?? MAIL_RETRY_FOR_MS;
  const backoffBaseMs = options.backoffBaseMs ?? 2000;
  const backoffMaxMs = options.backoffMaxMs ?? 5 * 60_000;
  const wakeDelayMs = options.wakeDelayMs ?? 20;
  // An SMTP outage fails every mail at every attempt: one line a minute, like a Redis outage (issue 37.11).
  const retries = intervalWarning({
    logger,
    event: 'mail_retry',
    message: 'mail not sent, will retry',
    ...(options.retryLogIntervalMs !== undefined ? { intervalMs: options.retryLogIntervalMs } : {}),
    now: () => clock.now().getTime(),
  });

  let running = false;
  let releaseOrphanedClaims = options.soleWorker ?? false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> = Promise.resolve();
  let wakeRequested = false;

  async function claim(): Promise<ClaimedRow[]> {
    const now = clock.now();
    const { rows } = await database.query<ClaimedRow>(
      `UPDATE mail_outbox SET claimed_by = $1, locked_until = $2, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE status = 'pending' AND next_attempt_at <= $3 AND (locked_until IS NULL OR locked_until <= $3)
         ORDER BY next_attempt_at, id
         LIMIT $4
         FOR UPDATE SKIP LOCKED)
       RETURNING id, idempotency_key, to_address, subject, text_body, html_body, attempts, created_at, give_up_at`,
      [workerId, new Date(now.getTime() + leaseMs), now, batchSize],
    );
    return rows.sort((a, b) => a.id - b.id);
  }

  /**
   * Marks a sent mail, sharing one statement with the mails whose sends finished meanwhile: under load every
   * statement waits its turn behind the requests', and one per mail starved the drain (issue 21.10). Each
   * mark still resolves only once its row is written, so a crash re-sends at most the mails in flight.
   */
  const markSent = groupCommit(
    async (ids: readonly number[]) => {
      await database.query(
        `UPDATE mail_outbox SET status = 'sent', sent_at = $2, locked_until = NULL, last_error = NULL
         WHERE id IN (SELECT (jsonb_array_elements_text($1::jsonb))::int) AND claimed_by = $3`,
        [JSON.stringify(ids), clock.now(), workerId],
      );
      return ids.map(() => undefined);
    },
    { maxBatch: 500 },
  );

  /** The send, given up (as a transient failure) after sendTimeoutMs. */
  async function send(row: ClaimedRow): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        transport.send({ key: row.idempotency_key, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(Object.assign(new Error('mail send timed out'), { code: 'ETIMEDOUT' })), sendTimeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function deliver(row: ClaimedRow): Promise<boolean> {
    try {
      await send(row);
    } catch (error) {
      const now = clock.now();
      const giveUpAt = row.give_up_at ? new Date(row.give_up_at).getTime() : new Date(row.created_at).getTime() + retryForMs;
      const permanent = isPermanentMailError(error);
      const final = permanent || now.getTime() >= giveUpAt;
      const detail = errorSummary(error);
      const nextAttempt = new Date(
        Math.min(now.getTime() + backoffDelay(row.attempts, backoffBaseMs, backoffMaxMs), Math.max(giveUpAt, now.getTime())),
      );
      await database.query(
        `UPDATE mail_outbox SET status = $2, next_attempt_at = $3, locked_until = NULL, claimed_by = NULL, last_error = $4
         WHERE id = $1 AND claimed_by = $5`,
        [row.id, final ? 'failed' : 'pending', nextAttempt, detail, workerId],
      );
      const code = (error as { code?: unknown; responseCode?: unknown; command?: unknown } | null) ?? {};
      const reason = { errorCode: code.code, responseCode: code.responseCode, command: code.command };
      if (!final) {
        retries.failed({ mailId: row.id, attempts: row.attempts, ...reason });
        return false;
      }
      // A mail that will not be retried is logged each time: someone has to act on it.
      logger.warn(
        { event: 'mail_failed', mailId: row.id, attempts: row.attempts, ...reason, gaveUp: !permanent },
        permanent ? 'mail rejected permanently' : 'mail not sent for 3 days, given up',
      );
      return false;
    }
    await markSent(row.id);
    logger.info({ event: 'mail_sent', mailId: row.id, attempts: row.attempts, transport: transport.kind }, 'mail sent');
    return true;
  }

  /** Extends the lease of claimed rows not yet finished (issue 21.11). */
  async function renewLease(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await database.query(
      `UPDATE mail_outbox SET locked_until = $1
       WHERE id IN (SELECT (jsonb_array_elements_text($2::jsonb))::int) AND claimed_by = $3 AND status = 'pending'`,
      [new Date(clock.now().getTime() + leaseMs), JSON.stringify(ids), workerId],
    );
  }

  /** Sends a claimed batch, `concurrency` at a time; each row leaves `held` (the rows whose lease is renewed) once done. */
  async function deliverBatch(rows: readonly ClaimedRow[], held: Set<number>): Promise<number> {
    let next = 0;
    let sent = 0;
    await Promise.all(
      Array.from({ length: Math.min(concurrency, rows.length) }, async () => {
        for (let row = rows[next++]; row; row = rows[next++]) {
          if (await deliver(row)) sent += 1;
          held.delete(row.id);
        }
      }),
    );
    return sent;
  }

  async function drainOnce(): Promise<number> {
    // Every row claimed and not yet finished, the batch being sent and the one claimed ahead alike: its lease
    // is renewed every third of it, so a slow relay cannot let another worker take over a row (issue 21.11).
    const held = new Set<number>();
    const hold = (rows: ClaimedRow[]) => {
      for (const row of rows) held.add(row.id);
      return rows;
    };
    const heartbeat = setInterval(
      () => {
        if (held.size === 0) return;
        renewLease([...held]).catch((error: unknown) =>
          logger.warn({ err: error, event: 'mail_lease_renewal_failed' }, 'could not renew mail lease'),
        );
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    let sent = 0;
    try {
      let rows = hold(await claim());
      for (;;) {
        // A full batch means more may be due: claim the next one while this one is sent, so the SMTP pool does
        // not sit idle while the claim waits its turn at the database (issue 21.10).
        const next = rows.length < batchSize ? undefined : claim().then(hold);
        next?.catch(() => {}); // awaited below; this only keeps a failure from counting as unhandled meanwhile
        sent += await deliverBatch(rows, held);
        if (!next) return sent;
        rows = await next;
        if (rows.length === 0) return sent;
        // Let queued requests run between batches: the worker and the API share one event loop.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function releaseClaimsOfEarlierRuns(): Promise<void> {
    const { rowCount } = await database.query(
      `UPDATE mail_outbox SET claimed_by = NULL, locked_until = NULL
       WHERE status = 'pending' AND claimed_by IS NOT NULL AND claimed_by <> $1`,
      [workerId],
    );
    if (rowCount > 0) logger.info({ event: 'mail_claims_released', count: rowCount }, 'released mail claimed by an earlier run');
  }

  /** Milliseconds until the next pending row falls due (bounded by the poll interval). */
  async function nextDelay(): Promise<number> {
    const { rows } = await database.query<{ due: Date | null }>(
      `SELECT min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) AS due FROM mail_outbox WHERE status = 'pending'`,
    );
    const due = rows[0]?.due;
    if (!due) return pollIntervalMs;
    return Math.min(pollIntervalMs, Math.max(0, new Date(due).getTime() - clock.now().getTime()));
  }

  let timerDueAt = 0;
  function schedule(delayMs: number): void {
    if (!running) return;
    clearTimeout(timer);
    timerDueAt = Date.now() + delayMs;
    timer = setTimeout(tick, delayMs);
  }

  function tick(): void {
    timer = undefined;
    wakeRequested = false;
    inFlight = (async () => {
      let delay = pollIntervalMs;
      try {
        if (releaseOrphanedClaims) {
          await releaseClaimsOfEarlierRuns();
          releaseOrphanedClaims = false;
        }
        await drainOnce();
        // Woken meanwhile: go again shortly, without a statement to ask when the next mail is due.
        delay = wakeRequested ? wakeDelayMs : await nextDelay();
      } catch (error) {
        logger.error({ err: error, event: 'mail_worker_error' }, 'mail worker could not reach storage');
      }
      if (wakeRequested) delay = Math.min(delay, wakeDelayMs);
      schedule(delay);
    })();
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    wake() {
      if (!running) return;
      if (timer === undefined) {
        wakeRequested = true; // a drain is running; go again right after it
        return;
      }
      // Coalesce a burst of wakes into one batch instead of one claim per mail.
      if (timerDueAt - Date.now() > wakeDelayMs) schedule(wakeDelayMs);
    },
    drain() {
      const result = inFlight.then(drainOnce, drainOnce);
      inFlight = result;
      return result;
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      await inFlight.catch(() => {});
      transport.close();
    },
  };
}
