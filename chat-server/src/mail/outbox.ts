import type { Clock } from '../clock.ts';
import type { Queryable, Transaction } from '../store/database.ts';

export interface OutgoingMail {
  /** Idempotency key: one mail per key, ever; also the source of its Message-ID. */
  key: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

export type OfficeMail = Omit<OutgoingMail, 'to'>;

/** Writes mails into the outbox inside the caller's transaction; the worker sends them. */
export interface MailOutbox {
  /** @returns false when a mail with this key was already queued (nothing new written) */
  enqueue(tx: Transaction, mail: OutgoingMail): Promise<boolean>;
  /**
   * Queues a mail to the office inbox (MAIL_TO).
   * @example await mail.enqueueOfficeMail(tx, { key: `escalation:${id}`, subject, text, html })
   */
  enqueueOfficeMail(tx: Transaction, mail: OfficeMail): Promise<boolean>;
  /**
   * Runs ONE statement that writes something and queues office mails with it: atomic without a
   * transaction, one round trip to the database. `ctes` are the statement's own WITH items (using
   * $1…$n of `params`); each mail is queued only when the item named `gate` returns a row whose
   * `gateKey` column equals the mail's `match`.
   * @returns the idempotency keys of the mails newly queued (a repeated key is not queued again)
   * @example await mail.queueOfficeMailsWith(db, { ctes: 'stored AS (INSERT … RETURNING id)', params, gate: 'stored', gateKey: 'id' }, [{ match: id, mail }])
   */
  queueOfficeMailsWith(
    database: Queryable,
    statement: MailGatedStatement,
    mails: readonly { match: string; mail: OfficeMail }[],
  ): Promise<Set<string>>;
}

/** A statement's own WITH items, and the item whose rows allow its mails (see queueOfficeMailsWith). */
export interface MailGatedStatement {
  ctes: string;
  params: readonly unknown[];
  gate: string;
  gateKey: string;
}

export interface MailOutboxOptions {
  officeAddress: string;
  clock: Clock;
  /** Called once a mail is committed to the outbox, by a transaction or a single statement (wakes the worker). */
  onQueued?: () => void;
}

const MAX_KEY_LENGTH = 200;

/** The outbox row of a mail as statement parameters, checked first. */
function outboxParams(mail: OutgoingMail, now: Date): unknown[] {
  if (mail.key.length === 0 || mail.key.length > MAX_KEY_LENGTH) throw new Error('Mail key must be 1–200 characters');
  if (!mail.to) throw new Error('Mail needs a recipient');
  return [mail.key, mail.to, mail.subject, mail.text, mail.html ?? null, now];
}

const OUTBOX_COLUMNS = 'INSERT INTO mail_outbox (idempotency_key, to_address, subject, text_body, html_body, next_attempt_at, created_at)';

export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const enqueue: MailOutbox['enqueue'] = async (tx, mail) => {
    const [key, to, subject, text, html, at] = outboxParams(mail, options.clock.now());
    const result = await tx.query(`${OUTBOX_COLUMNS} VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (idempotency_key) DO NOTHING`, [
      key,
      to,
      subject,
      text,
      html,
      at,
    ]);
    const queued = result.rowCount > 0;
    if (queued && options.onQueued) tx.afterCommit(options.onQueued);
    return queued;
  };
  return {
    enqueue,
    enqueueOfficeMail: (tx, mail) => enqueue(tx, { ...mail, to: options.officeAddress }),
    async queueOfficeMailsWith(database, statement, mails) {
      const now = options.clock.now();
      const rows = mails.map(({ match, mail }) => {
        const [key, to, subject, text, html] = outboxParams({ ...mail, to: options.officeAddress }, now);
        return { match, key, to, subject, text, html };
      });
      const mailsParam = `$${statement.params.length + 1}`;
      const atParam = `$${statement.params.length + 2}`;
      const result = await database.query<{ idempotency_key: string }>(
        `WITH ${statement.ctes},
         queued_mail AS (
           ${OUTBOX_COLUMNS}
           SELECT mail.key, mail.to, mail.subject, mail.text, mail.html, ${atParam}::timestamptz, ${atParam}::timestamptz
           FROM jsonb_to_recordset(${mailsParam}::jsonb) AS mail (match text, key text, "to" text, subject text, text text, html text)
           JOIN ${statement.gate} AS gate ON gate.${statement.gateKey}::text = mail.match
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING idempotency_key
         )
         SELECT idempotency_key FROM queued_mail`,
        [...statement.params, JSON.stringify(rows), now],
      );
      const queued = new Set(result.rows.map((row) => row.idempotency_key));
      if (queued.size > 0) options.onQueued?.();
      return queued;
    },
  };
}
