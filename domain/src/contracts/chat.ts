import { z } from 'zod';
import { SERVICE_REGION_KEYS } from '../regions.ts';
import { SESSION_ID_PATTERN, SESSION_TOKEN_PATTERN } from '../sessionIds.ts';
import { CHAT_LIMITS } from '../timings.ts';
import { pageContextSchema, visitorIdentitySchema } from './visitorIdentity.ts';

/** `metadata.live` of a chat reply (defined here, not in live.ts, which imports this module). */
export const liveChatTurnMetadataSchema = z.object({ handledBy: z.literal('staff'), firstName: z.string() });
export type LiveChatTurnMetadata = z.infer<typeof liveChatTurnMetadataSchema>;

/**
 * A session id is the only key to a conversation and its lead, so it must be unguessable: at least 22
 * base64url characters (≥ 128 bits when random; the widget sends 'tod_' + 32 hex digits).
 */
export const sessionIdSchema = z.string().regex(SESSION_ID_PATTERN, 'sessionId must be 22 to 64 letters, digits, _ or -');

/** The token the server issued with the session's first reply (`metadata.sessionToken`). */
export const sessionTokenSchema = z.string().regex(SESSION_TOKEN_PATTERN, 'sessionToken must be 22 to 64 letters, digits, _ or -');

export const regionKeySchema = z.enum(SERVICE_REGION_KEYS);

export const historyItemSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(CHAT_LIMITS.messageMaxChars * 4),
  timestamp: z.union([z.string().max(40), z.number()]).optional(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const smartInsightsSchema = z.object({
  localInsight: z.string().max(1000).optional(),
  shouldShareInsight: z.boolean().optional(),
  smartGreeting: z.string().max(1000).optional(),
  localAdvantages: z.array(z.string().max(500)).max(10).optional(),
});
export type SmartInsights = z.infer<typeof smartInsightsSchema>;

/** `context` of a chat request (SPEC §3 send-request context). */
export const chatContextSchema = z.object({
  /**
   * The conversation as the visitor's browser remembers it. Unverified: the server reasons over its own stored
   * transcript of the session and uses this only when it has none (see docs/decisions/0040).
   */
  conversationHistory: z
    .array(historyItemSchema)
    .max(CHAT_LIMITS.historyMaxItems, `conversationHistory holds at most ${CHAT_LIMITS.historyMaxItems} items`),
  userRegion: regionKeySchema,
  city: z.string().trim().max(100).optional(),
  smartInsights: smartInsightsSchema.optional(),
  /**
   * What the partner page told the widget about its visitor (`TOD.identify()`) and about itself
   * (`data-context`). Stored and shown to the office as the partner's words; never assistant instructions.
   */
  visitor: visitorIdentitySchema.optional(),
  pageContext: pageContextSchema.optional(),
});
export type ChatContext = z.infer<typeof chatContextSchema>;

/**
 * `POST /api/chat` and `POST /api/chat/stream` body (DESIGN §3).
 * @example { message: 'My spring snapped', sessionId: 'abc12345', context: { conversationHistory: [], userRegion: 'portland-metro' } }
 */
export const chatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'message must not be empty')
    .max(CHAT_LIMITS.messageMaxChars, `message must be at most ${CHAT_LIMITS.messageMaxChars} characters`),
  sessionId: sessionIdSchema,
  /**
   * The token `metadata.sessionToken` carried in the session's first reply. Without it (or with another), a
   * request for a session the server already knows is from a new client: the conversation continues, but
   * the reply repeats nothing stored (no name, phone, city or earlier lines; docs/decisions/0140).
   */
  sessionToken: sessionTokenSchema.optional(),
  context: chatContextSchema,
  /**
   * The language the widget shows (optional; older widgets omit it). The assistant answers in it unless the
   * visitor writes in another; office mails stay in English.
   */
  locale: z.enum(['en', 'es']).optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const CTA_TYPES = ['book', 'estimate', 'call', 'location', 'escalate'] as const;
export type CtaType = (typeof CTA_TYPES)[number];
/**
 * The buttons an assistant reply may offer. `call_911` is offered first, as a `tel:911` link, when a person
 * is at risk now (fire, smoke, carbon monoxide, someone trapped, pinned or hit); an emergency reply never
 * offers `book`.
 */
export const CTA_ACTIONS = ['call_911', 'call', 'book', 'escalate'] as const;
export const PRIMARY_ACTIONS = ['call', 'emergency_call', 'book', 'escalate', 'estimate'] as const;
export const RESPONSE_TYPES = [
  'greeting',
  'answer',
  'diagnosis',
  'pricing',
  'emergency',
  'lead_capture',
  'off_topic',
  'escalation_confirmation',
  'escalation_error',
] as const;
export const URGENCIES = ['emergency', 'urgent', 'routine'] as const;
export type Urgency = (typeof URGENCIES)[number];

export const leadInfoSchema = z.object({
  name: z.string().optional(),
  phone: z.string().optional(),
  city: z.string().optional(),
  issue: z.string().optional(),
  urgency: z.enum(URGENCIES).optional(),
  isComplete: z.boolean(),
});
export type LeadInfo = z.infer<typeof leadInfoSchema>;

export const ctaGuidanceSchema = z.object({
  showCTA: z.boolean(),
  availableActions: z.array(z.enum(CTA_ACTIONS)),
  primaryAction: z.enum(PRIMARY_ACTIONS).optional(),
});
export type CtaGuidance = z.infer<typeof ctaGuidanceSchema>;

export const faqMatchSchema = z.object({
  question: z.string(),
  category: z.string(),
  score: z.number().min(0).max(1),
});
export type FaqMatch = z.infer<typeof faqMatchSchema>;

/** Assistant message metadata (SPEC §3). */
export const chatMetadataSchema = z.object({
  confidence: z.number().min(0).max(1),
  region: z.string(),
  responseType: z.enum(RESPONSE_TYPES).optional(),
  templateUsed: z.string().optional(),
  ctaType: z.enum(CTA_TYPES).optional(),
  ctaData: z.object({ phone: z.string().optional(), url: z.string().optional() }).optional(),
  ctaGuidance: ctaGuidanceSchema.optional(),
  faqMatch: faqMatchSchema.optional(),
  leadInfo: leadInfoSchema.optional(),
  escalationId: z.string().optional(),
  suggestions: z.array(z.string()).max(CHAT_LIMITS.suggestions).optional(),
  engine: z.enum(['local', 'openai']).optional(),
  /**
   * The language the reply is written in, which may differ from the widget's (a visitor writing Spanish on an
   * English page). The widget labels the reply's buttons in it (issue 23.3); older servers omit it.
   */
  locale: z.enum(['en', 'es']).optional(),
  /** Only in the first reply of a new session: send it as `sessionToken` with every later request of it. */
  sessionToken: z.string().optional(),
  /**
   * A person from the office is in the chat (issue 17): the message went to them and was stored, T.O.D. did
   * not answer and `content` is ''. Show only the visitor's own line; the person answers on the live stream.
   */
  live: liveChatTurnMetadataSchema.optional(),
});
export type ChatMetadata = z.infer<typeof chatMetadataSchema>;

export const chatResponseSchema = z.object({ content: z.string(), metadata: chatMetadataSchema });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** Server-sent events of `POST /api/chat/stream`. */
export const streamDeltaSchema = z.object({ text: z.string() });
export type StreamDelta = z.infer<typeof streamDeltaSchema>;
export type StreamEvent =
  | { event: 'delta'; data: StreamDelta }
  | { event: 'done'; data: ChatResponse }
  | { event: 'error'; data: { message: string; code: string } };
