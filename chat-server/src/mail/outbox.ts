import type { Clock } from '../clock.ts';
import type { Transaction } from '../store/database.ts';

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
   * Queues several mails to the office inbox with ONE statement inside the caller's transaction (group commit:
   * a batch of leads or contact requests costs one round trip, not one per mail).
   * @returns the idempotency keys of the mails newly queued (a key already queued is not queued again)
   * @example const queued = await mail.enqueueOfficeMails(tx, [{ key: `contact:${id}`, subject, text, html }])
   */
  enqueueOfficeMails(tx: Transaction, mails: readonly OfficeMail[]): Promise<Set<string>>;
}

export interface MailOutboxOptions {
  officeAddress: string;
  clock: Clock;
  /** Called once a mail is committed to the outbox (wakes the worker). */
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
    async enqueueOfficeMails(tx, mails) {
      if (mails.length === 0) return new Set<string>();
      const now = options.clock.now();
      const rows = mails.map((mail) => {
        const [key, to, subject, text, html] = outboxParams({ ...mail, to: options.officeAddress }, now);
        return { key, to, subject, text, html };
      });
      const result = await tx.query<{ idempotency_key: string }>(
        `${OUTBOX_COLUMNS}
         SELECT mail.key, mail.to, mail.subject, mail.text, mail.html, $2::timestamptz, $2::timestamptz
         FROM jsonb_to_recordset($1::jsonb) AS mail (key text, "to" text, subject text, text text, html text)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING idempotency_key`,
        [JSON.stringify(rows), now],
      );
      const queued = new Set(result.rows.map((row) => row.idempotency_key));
      if (queued.size > 0 && options.onQueued) tx.afterCommit(options.onQueued);
      return queued;
    },
  };
}
