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
}

export interface MailOutboxOptions {
  officeAddress: string;
  clock: Clock;
  /** Called after the transaction that queued a mail commits (wakes the worker). */
  onQueued?: () => void;
}

const MAX_KEY_LENGTH = 200;

export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const enqueue: MailOutbox['enqueue'] = async (tx, mail) => {
    if (mail.key.length === 0 || mail.key.length > MAX_KEY_LENGTH) throw new Error('Mail key must be 1–200 characters');
    if (!mail.to) throw new Error('Mail needs a recipient');
    const now = options.clock.now();
    const result = await tx.query(
      `INSERT INTO mail_outbox (idempotency_key, to_address, subject, text_body, html_body, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      [mail.key, mail.to, mail.subject, mail.text, mail.html ?? null, now],
    );
    const queued = result.rowCount > 0;
    if (queued && options.onQueued) tx.afterCommit(options.onQueued);
    return queued;
  };
  return {
    enqueue,
    enqueueOfficeMail: (tx, mail) => enqueue(tx, { ...mail, to: options.officeAddress }),
  };
}
