import { type ContactSubmission, type ContactSubmissionResult, contactSubmissionSchema } from '@tod/domain/contracts';
import { Router } from 'express';
import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import { rateLimit } from '../http/rateLimit.ts';
import { validateBody } from '../http/validate.ts';
import { contactNotification } from '../mail/contactNotification.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { Database } from '../store/database.ts';

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
      const stored = await storeSubmission(deps, submission);
      deps.logger.info({ event: stored ? 'contact_stored' : 'contact_repeat' }, 'contact submission');
      res.status(201).json(result);
    }),
  );
  return router;
}

/** @returns false when this submissionId was already stored (a repeat: nothing written, nothing sent) */
async function storeSubmission(deps: ContactFormDeps, submission: ContactSubmission): Promise<boolean> {
  const { website: _honeypot, ...payload } = submission;
  const receivedAt = deps.clock.now();
  const key = `contact:${submission.submissionId}`;
  const queued = await deps.mail.queueOfficeMailsWith(
    deps.database,
    {
      ctes: `stored AS (
        INSERT INTO contact_submissions (submission_id, payload, created_at) VALUES ($1, $2, $3)
        ON CONFLICT (submission_id) DO NOTHING
        RETURNING submission_id
      )`,
      params: [submission.submissionId, JSON.stringify(payload), receivedAt],
      gate: 'stored',
      gateKey: 'submission_id',
    },
    [{ match: submission.submissionId, mail: { key, ...contactNotification(payload, receivedAt) } }],
  );
  // Its mail's key is derived from the submission id, so the mail is new exactly when the submission is.
  return queued.has(key);
}
