import { ERROR_CODES, type EscalationResult, escalationRequestSchema } from '@tod/domain';
import { Router } from 'express';
import type { Logger } from 'pino';
import { ERROR_MESSAGES } from '../http/errorMessages.ts';
import { UNAVAILABLE_RETRY_AFTER } from '../http/serviceUnavailable.ts';
import { validateBody } from '../http/validate.ts';
import type { LeadService } from '../leads/leadService.ts';
import type { LiveService } from '../live/liveService.ts';

export interface EscalationRouteDeps {
  leads: Pick<LeadService, 'recordEscalation'>;
  /** The live hand-off (issue 17): rings the office's open inboxes; absent, the escalation is mail only. */
  live?: Pick<LiveService, 'escalated'>;
  logger: Logger;
}

/**
 * POST /api/escalations (DESIGN §3): stores the hand-off and queues one office mail with the server's stored
 * transcript. While the session's hand-off is open, another request gets the same reference and sends nothing.
 * Per-IP and per-session limits are applied in front of it by http/abuseGuards.ts.
 */
export function escalationRoutes(deps: EscalationRouteDeps): Router {
  const router = Router();
  router.post(
    '/api/escalations',
    validateBody(escalationRequestSchema, async (body, _req, res) => {
      try {
        const { escalationId, internalEmailId, alreadyOpen, phoneKnown, region, stranger } = await deps.leads.recordEscalation(body);
        deps.logger.info(
          { event: alreadyOpen ? 'escalation_already_open' : 'escalation_stored', region, messages: body.messages.length, stranger },
          'chat escalation',
        );
        // The hand-off is stored and mailed; ringing the office is extra, and its failure costs the visitor nothing.
        // A stranger's hand-off is not the session's chat: nothing rings for it, and it learns no chat's state.
        const live = await (stranger ? undefined : deps.live)
          ?.escalated({ sessionId: body.sessionId, sessionToken: body.sessionToken, region, escalationId })
          .catch((error: unknown) => {
            deps.logger.warn({ err: error, event: 'live_ring_failed' }, 'live hand-off did not ring');
            return undefined;
          });
        const result: EscalationResult = {
          success: true,
          submissionId: escalationId,
          internalEmailId,
          alreadyOpen,
          phoneKnown,
          ...(live ? { live: live.live } : {}),
          ...(live?.sessionToken ? { sessionToken: live.sessionToken } : {}),
        };
        // 200 for the hand-off already open: nothing new was created.
        res.status(alreadyOpen ? 200 : 201).json(result);
      } catch (error) {
        deps.logger.error({ err: error, event: 'escalation_failed' }, 'chat escalation failed');
        // Both shapes at once: the widget reads `success`/`error`, generic clients `message`/`code`.
        res
          .set(UNAVAILABLE_RETRY_AFTER)
          .status(503)
          .json({ success: false, error: ERROR_MESSAGES.unavailable, message: ERROR_MESSAGES.unavailable, code: ERROR_CODES.unavailable });
      }
    }),
  );
  return router;
}
