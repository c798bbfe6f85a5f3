import { type RecommendationsResponse, recommendationsRequestSchema } from '@tod/domain';
import { Router } from 'express';
import { recommend } from '../assistant/recommendations.ts';
import { validateBody } from '../http/validate.ts';

/** POST /api/recommendations (DESIGN §3): local insights and success patterns for the chat. */
export function recommendationRoutes(): Router {
  const router = Router();
  router.post(
    '/api/recommendations',
    validateBody(recommendationsRequestSchema, (body, _req, res) => {
      const response: RecommendationsResponse = { recommendations: recommend(body) };
      res.json(response);
    }),
  );
  return router;
}
