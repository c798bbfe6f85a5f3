import { createHash } from 'node:crypto';
import {
  CONTACT_SUBMISSION_CONTENT_FIELDS,
  type ContactSubmission,
  type ContactSubmissionResult,
  contactSubmissionSchema,
  ERROR_CODES,
} from '@tod/domain/contracts';
import { Router } from 'express';
import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import { ERROR_MESSAGES } from '../http/errorMessages.ts';
import { HttpError } from '../http/httpError.ts';
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

/**
 * POST /api/contact-form: store the submission and queue the office notification, once per submissionId. A
 * repeat of a stored submission (same id, same content) gets the same 201; another request with its id gets a
 * 409 `submission_conflict`, never a 201 for a request that was not kept (issue 37.7).
 */
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
      const outcome = await storeSubmission(submission);
      deps.logger.info({ event: `contact_${outcome}` }, 'contact submission');
      if (outcome === 'conflict') throw new HttpError(409, ERROR_CODES.submissionConflict, ERROR_MESSAGES.submissionConflict);
      res.status(201).json(result);
    }),
  );
  return router;
}

/** Submissions one statement stores at most. */
const MAX_GROUP = 200;

/** What became of a submission: stored now, a repeat of the stored one, or another request reusing its id. */
type Outcome = 'stored' | 'repeat' | 'conflict';

/**
 * Stores submissions and queues one office mail for each new one, in ONE transaction of three statements
 * (a mail is written exactly when its submission is), and tells a repeat from a conflict by content.
 */
async function storeSubmissions(deps: ContactFormDeps, submissions: readonly ContactSubmission[]): Promise<Outcome[]> {
  const receivedAt = deps.clock.now();
  const rows: { submission_id: string; payload: Omit<ContactSubmission, 'website'> }[] = [];
  const firstOf = new Map<string, number>();
  submissions.forEach((submission, index) => {
    if (firstOf.has(submission.submissionId)) return;
    firstOf.set(submission.submissionId, index);
    const { website: _honeypot, ...payload } = submission;
    rows.push({ submission_id: submission.submissionId, payload });
  });
  const { added, earlier } = await deps.database.transaction(async (tx) => {
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
    const repeated = rows.filter((row) => !added.has(row.submission_id)).map((row) => row.submission_id);
    const stored =
      repeated.length === 0
        ? []
        : (
            await tx.query<{ submission_id: string; payload: Partial<ContactSubmission> }>(
              'SELECT submission_id, payload FROM contact_submissions WHERE submission_id = ANY($1::text[])',
              [repeated],
            )
          ).rows;
    return { added, earlier: new Map(stored.map((row) => [row.submission_id, contentHash(row.payload)])) };
  });
  return submissions.map((submission, index): Outcome => {
    const first = firstOf.get(submission.submissionId) as number;
    if (first === index && added.has(submission.submissionId)) return 'stored';
    // The content it must match: the stored submission's, or the first copy's in this group.
    const original = earlier.get(submission.submissionId) ?? contentHash(submissions[first] as ContactSubmission);
    return original === contentHash(submission) ? 'repeat' : 'conflict';
  });
}

/** A canonical hash of what a submission says (CONTACT_SUBMISSION_CONTENT_FIELDS, in their order). */
export function contentHash(submission: Partial<ContactSubmission>): string {
  const content = CONTACT_SUBMISSION_CONTENT_FIELDS.map((field) => [field, submission[field] ?? null]);
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

function mailKey(submissionId: string): string {
  return `contact:${submissionId}`;
}
