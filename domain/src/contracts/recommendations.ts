import { z } from 'zod';
import { CHAT_LIMITS } from '../timings.ts';
import { historyItemSchema, sessionIdSchema, URGENCIES } from './chat.ts';

/** `POST /api/recommendations` body (DESIGN §3; SPEC §7 'Generate recommendations'). */
export const recommendationsRequestSchema = z.object({
  serviceType: z.string().trim().max(100).optional(),
  urgency: z.enum(URGENCIES).optional(),
  location: z.object({
    city: z.string().trim().max(100).optional(),
    region: z.string().trim().max(100).optional(),
    zip: z.string().trim().max(10).optional(),
  }),
  conversationHistory: z.array(historyItemSchema).max(CHAT_LIMITS.historyMaxItems),
  sessionId: sessionIdSchema,
});
export type RecommendationsRequest = z.infer<typeof recommendationsRequestSchema>;

export const recommendationSchema = z.object({
  type: z.enum(['success_pattern', 'local_insight']),
  content: z.string(),
  confidence: z.number().min(0).max(1),
  source: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsResponseSchema = z.object({ recommendations: z.array(recommendationSchema) });
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
