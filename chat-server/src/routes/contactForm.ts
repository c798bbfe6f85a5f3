import { type ContactSubmission, type ContactSubmissionResult, contactSubmissionSchema } from '@tod/domain/contracts';
import { Router } from 'express';
import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import { rateLimit } from '../http/rateLimit.ts';
import { validateBody } from '../http/validate.ts';
import { contactNotification } from '../mail/contactNotification.ts';
import type { MailOutbox, OfficeMail } from '../mail/outbox.ts';
import type { Database } from '../store/database.ts';
import { groupCommit } from '../store/groupCommit.ts';

export interface ContactFormDeps {
  database: Database;
  mail: MailOutbox;
  clock: Clock;
  logger: Logger;
  limitPerWindow: number;
  rateLimitStore?: Store | undefined;
}

const RATE_WINDOW_MS = 15 * 60 * 1000;

/** POST /api/contact-form: store the submission and queue the office notification, once per submissionId. */
export function contactFormRoutes(deps: ContactFormDeps): Router {
  // Submissions that arrive together are stored, with their mails, by one statement (group commit).
  const storeSubmission = groupCommit((submissions: readonly ContactSubmission[]) => storeSubmissions(deps, submissions), {
    maxBatch: MAX_GROUP,
  });
  const router = Router();
  router.post(
    '/api/contact-form',
    rateLimit({ limit: deps.limitPerWindow, windowMs: RATE_WINDOW_MS, prefix: 'contact', store: deps.rateLimitStore }),
    validateBody(contactSubmissionSchema, async (submission, _req, res) => {
      const result: ContactSubmissionResult = { ok: true, submissionId: submission.submissionId };
      if (submission.website) {
        // A bot filled the hidden field: answer as usual so it learns nothing, keep nothing.
        deps.logger.info({ event: 'contact_honeypot' }, 'contact submission dropped by honeypot');
        res.status(201).json(result);
        return;
      }
      const stored = await storeSubmission(submission);
      deps.logger.info({ event: stored ? 'contact_stored' : 'contact_repeat' }, 'contact submission');
      res.status(201).json(result);
    }),
  );
  return router;
}

/** Submissions one statement stores at most. */
const MAX_GROUP = 200;

/**
 * Stores submissions and queues one office mail for each new one, in ONE transaction of two statements
 * (a mail is written exactly when its submission is).
 * @returns per submission: false when its submissionId was already stored (a repeat: nothing written, nothing sent)
 */
async function storeSubmissions(deps: ContactFormDeps, submissions: readonly ContactSubmission[]): Promise<boolean[]> {
  const receivedAt = deps.clock.now();
  const rows: { submission_id: string; payload: Omit<ContactSubmission, 'website'> }[] = [];
  const firstOf = new Map<string, number>();
  submissions.forEach((submission, index) => {
    if (firstOf.has(submission.submissionId)) return;
    firstOf.set(submission.submissionId, index);
    const { website: _honeypot, ...payload } = submission;
    rows.push({ submission_id: submission.submissionId, payload });
  });
  const stored = await deps.database.transaction(async (tx) => {
    const inserted = await tx.query<{ submission_id: string }>(
      `INSERT INTO contact_submissions (submission_id, payload, created_at)
       SELECT s.submission_id, s.payload, $2 FROM jsonb_to_recordset($1::jsonb) AS s (submission_id text, payload jsonb)
       ON CONFLICT (submission_id) DO NOTHING
       RETURNING submission_id`,
      [JSON.stringify(rows), receivedAt],
    );
    const added = new Set(inserted.rows.map((row) => row.submission_id));
    const mails: OfficeMail[] = rows
      .filter((row) => added.has(row.submission_id))
      .map((row) => ({ key: mailKey(row.submission_id), ...contactNotification(row.payload, receivedAt) }));
    await deps.mail.enqueueOfficeMails(tx, mails);
    return added;
  });
  // A second copy of an id in the same group is a repeat.
  return submissions.map((submission, index) => firstOf.get(submission.submissionId) === index && stored.has(submission.submissionId));
}

function mailKey(submissionId: string): string {
  return `contact:${submissionId}`;
}
