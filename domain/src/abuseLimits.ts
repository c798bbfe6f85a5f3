import { ASSISTANT_NAME } from './company.ts';

/**
 * Limits that keep the public endpoints from being turned against the company or its visitors
 * (hardening). The deployment's to change; README "Reliability" documents each.
 */
export const ABUSE_LIMITS = {
  /** POST /api/chat and /api/chat/stream together, per client IP. */
  chatPerIpPerMinute: 60,
  /** The same, per chat sessionId (a visitor types far slower than this). */
  chatPerSessionPerMinute: 15,
  /** Messages one session may send in a day; then the conversation is closed politely. */
  conversationMaxMessages: 100,
  conversationWindowMs: 24 * 60 * 60 * 1000,
  /** POST /api/recommendations, per client IP (the widget asks once per message). */
  recommendationsPerIpPerMinute: 60,
  /** POST /api/escalations, per client IP per hour. */
  escalationsPerIpPerHour: 10,
  /** Talk to Human hand-offs one session may make in a day. */
  escalationsPerSession: 3,
  escalationWindowMs: 24 * 60 * 60 * 1000,
  /**
   * The live hand-off's typing signals, stream (re)connections and closes, per client IP (messages to the
   * person count as chat messages). A visitor types a signal every 2 s at most, 30 a minute.
   */
  liveSignalsPerIpPerMinute: 120,
  /**
   * Live event streams open at once per chat session: a new one beyond it ends the session's oldest (a tab's
   * reconnect while its old connection still looks open to the server).
   */
  liveStreamsPerSession: 2,
  /** Visitors' live event streams open at once per client IP: one more is refused (429, Retry-After). */
  liveStreamsPerIp: 20,
} as const;
export type AbuseLimits = { -readonly [K in keyof typeof ABUSE_LIMITS]: number };

/** Visitor-facing texts of the limits (the widget shows the server's message in its banner). */
export const LIMIT_MESSAGES = {
  chatRateLimited: 'You are sending messages very quickly. Please wait a moment and try again.',
  conversationLimit: `This conversation has reached its length limit. Please call us or use the contact form and a technician will help you; you can chat with ${ASSISTANT_NAME} again tomorrow.`,
  escalationLimit: 'Our team already has your conversation and will reach out soon. If it is urgent, please call us.',
  /** The per-IP hand-off limit (issue 33.3): the real reason, not a connection trouble. */
  escalationRateLimited:
    'Too many requests to reach our team have come from this connection. Please call the office of your region directly.',
} as const;

/**
 * The per-IP hand-off limit in the widget's languages (issue 33.3, decision 0389): the server's English text
 * and its Spanish, shown once in place of "I'm having trouble connecting you", with the region's phone button.
 */
export const ESCALATION_RATE_LIMITED = {
  en: LIMIT_MESSAGES.escalationRateLimited,
  es: 'Han llegado demasiadas solicitudes para hablar con nuestro equipo desde esta conexión. Llame directamente a la oficina de su región.',
} as const satisfies Record<'en' | 'es', string>;
