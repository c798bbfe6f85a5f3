import { chatRequestSchema, ERROR_CODES } from '@tod/domain';
import { type Response, Router } from 'express';
import type { Logger } from 'pino';
import { ERROR_MESSAGES } from '../http/errorMessages.ts';
import { validateBody } from '../http/validate.ts';
import { chatSource } from './chatSource.ts';
import type { ChatTurnResult, ChatTurnService } from './chatTurns.ts';

export interface ChatRouteDeps {
  /** The one turn service of the process (built by server.ts's composition root). */
  turns: ChatTurnService;
  logger: Logger;
}

/**
 * POST /api/chat (JSON) and POST /api/chat/stream (server-sent events), DESIGN §3. Both run the one turn
 * service (chatTurns.ts); they differ only in how the reply travels.
 * Rate and conversation limits are applied in front of these routes by http/abuseGuards.ts.
 */
export function chatRoutes(deps: ChatRouteDeps): Router {
  const { turns } = deps;
  const router = Router();

  router.post(
    '/api/chat',
    validateBody(chatRequestSchema, async (body, req, res) => {
      const aborted = abortOnClose(res);
      let turn: ChatTurnResult;
      try {
        turn = await turns.run(body, { signal: aborted.signal, source: chatSource(req, body.context.pageContext) });
      } catch (error) {
        // The visitor left before the answer: nothing to send or store, and not a server error.
        if (aborted.signal.aborted) return logAbandoned(deps);
        throw error;
      }
      logReply(deps, turn);
      res.json(turn.reply);
    }),
  );

  router.post(
    '/api/chat/stream',
    validateBody(chatRequestSchema, async (body, req, res) => {
      const aborted = abortOnClose(res);
      // Headers go out with the first event, so a failure before it (e.g. the database) is a JSON error.
      const openStream = () => {
        if (res.headersSent) return;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          // Tells nginx-style proxies not to buffer the stream.
          'x-accel-buffering': 'no',
        });
      };
      let turn: ChatTurnResult;
      try {
        turn = await turns.run(body, {
          signal: aborted.signal,
          source: chatSource(req, body.context.pageContext),
          onDelta: (text) => {
            openStream();
            writeEvent(res, 'delta', { text });
          },
        });
      } catch (error) {
        if (aborted.signal.aborted) return logAbandoned(deps);
        if (!res.headersSent) throw error;
        deps.logger.error({ err: error, event: 'chat_stream_failed' }, 'chat stream failed');
        writeEvent(res, 'error', { message: ERROR_MESSAGES.internal, code: ERROR_CODES.internal });
        res.end();
        return;
      }
      openStream();
      logReply(deps, turn);
      writeEvent(res, 'done', turn.reply);
      res.end();
    }),
  );
  return router;
}

/** An AbortController that fires when the visitor's connection closes before the answer is complete. */
function abortOnClose(res: Response): AbortController {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort(new Error('client disconnected'));
  });
  return controller;
}

function writeEvent(res: Response, event: 'delta' | 'done' | 'error', data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Logs what happened, never what was said (no message text, names or phone numbers). */
function logReply(deps: Pick<ChatRouteDeps, 'logger'>, turn: ChatTurnResult): void {
  const { leadSubmitted, leadUpdated, leadNoted, escalationPhoneSent } = turn;
  deps.logger.info({ event: 'chat_reply', ...turn.log, leadSubmitted, leadUpdated, leadNoted, escalationPhoneSent }, 'chat reply');
}

/** A visitor who closed the connection before the answer: nothing was stored or sent. */
function logAbandoned(deps: Pick<ChatRouteDeps, 'logger'>): void {
  deps.logger.info({ event: 'chat_abandoned' }, 'visitor left before the answer');
}
