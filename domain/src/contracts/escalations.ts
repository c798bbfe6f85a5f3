import { z } from 'zod';
import { CHAT_LIMITS } from '../timings.ts';
import { regionKeySchema, sessionIdSchema, sessionTokenSchema, URGENCIES } from './chat.ts';
import { liveEscalationSchema } from './live.ts';
import { pageContextSchema } from './visitorIdentity.ts';

export const leadDataSchema = z.object({
  name: z.string().trim().max(200).optional(),
  phone: z.string().trim().max(40).optional(),
  city: z.string().trim().max(100).optional(),
  issue: z.string().trim().max(1000).optional(),
  urgency: z.enum(URGENCIES).optional(),
});
export type LeadData = z.infer<typeof leadDataSchema>;

/** Session data (SPEC §3). */
export const sessionDataSchema = z.object({
  conversationCount: z.number().int().min(0).max(10_000).optional(),
  leadCaptured: z.boolean().optional(),
  leadSubmitted: z.boolean().optional(),
  isLeadComplete: z.boolean().optional(),
  leadData: leadDataSchema.optional(),
  phone: z.string().trim().max(40).optional(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export const transcriptMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(CHAT_LIMITS.messageMaxChars * 4),
  timestamp: z.union([z.string().max(40), z.number()]).optional(),
});

/** `POST /api/escalations` body (DESIGN §3; SPEC §7 'Manual escalation'). */
export const escalationRequestSchema = z.object({
  sessionId: sessionIdSchema,
  /** The session's token (docs/decisions/0140), if the widget has one; the answer then needs to issue none. */
  sessionToken: sessionTokenSchema.optional(),
  session: sessionDataSchema,
  messages: z.array(transcriptMessageSchema).max(200),
  region: regionKeySchema,
  /** The partner page's `data-context`, for the office. */
  pageContext: pageContextSchema.optional(),
});
export type EscalationRequest = z.infer<typeof escalationRequestSchema>;

export const escalationResultSchema = z.discriminatedUnion('success', [
  z.object({
    success: z.literal(true),
    submissionId: z.string(),
    internalEmailId: z.string(),
    /**
     * True when a hand-off for this session was already open: `submissionId` is that one's reference and
     * nothing was sent again (no mail; the widget adds no second confirmation).
     */
    alreadyOpen: z.boolean().optional(),
    /** Whether the office has a phone number to call back (stored lead or the request's session). */
    phoneKnown: z.boolean().optional(),
    /**
     * The live hand-off (issue 17): whether someone of the region's office is online and the hand-off rings in
     * their inboxes. When `ringing`, open `GET /api/live/:sessionId/events` with the session token.
     */
    live: liveEscalationSchema.optional(),
    /**
     * Only when the session had no token yet (Talk to Human before any chat reply): keep it as the chat's
     * `sessionToken`, as if it came with a first reply (docs/decisions/0140).
     */
    sessionToken: z.string().optional(),
  }),
  z.object({ success: z.literal(false), error: z.string() }),
]);
export type EscalationResult = z.infer<typeof escalationResultSchema>;
