import { ERROR_CODES } from '@tod/domain/contracts';
import { Router } from 'express';
import { ERROR_MESSAGES } from '../http/errorMessages.ts';
import { HttpError } from '../http/httpError.ts';
import type { Database } from '../store/database.ts';

const READY_TIMEOUT_MS = 2000;

/** GET /api/health: the process answers. GET /api/ready: storage answers too. */
export function healthRoutes(database: Database): Router {
  const router = Router();
  router.get('/api/health', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ ok: true });
  });
  router.get('/api/ready', async (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('storage timed out')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([database.query('SELECT 1'), timeout]);
    } catch {
      throw new HttpError(503, ERROR_CODES.unavailable, ERROR_MESSAGES.unavailable);
    } finally {
      clearTimeout(timer);
    }
    res.set('Cache-Control', 'no-store').json({ ok: true });
  });
  return router;
}
