import { ASSISTANT_FULL_NAME, ASSISTANT_NAME, ASSISTANT_SUBTITLE, JOBS_COMPLETED_CLAIM, YEARS_EXPERIENCE_CLAIM } from './company.ts';

/** Every text the chat shows that the SPEC fixes (SPEC §2, §4, §8). `{x}` marks a substitution. */
export const CHAT_COPY = {
  title: ASSISTANT_FULL_NAME,
  subtitle: ASSISTANT_SUBTITLE,
  launcherLabel: `Chat with ${ASSISTANT_NAME}`,
  closeLabel: 'Close chat',
  teaserTitle: 'Need garage door help?',
  teaserOnline: `${ASSISTANT_NAME} is online`,
  teaserBody: 'I can help with repairs, pricing or scheduling.',
  teaserResponseTime: 'Usually responds in less than 30s',
  teaserDismissLabel: 'Dismiss',
  emptyTitle: 'Start a conversation',
  emptyBody: 'Ask about repairs, pricing, or schedule service',
  aiNotice: `${ASSISTANT_NAME} is an AI assistant. Final pricing and details are confirmed by our licensed technicians.`,
  learnMore: 'Learn more',
  inputPlaceholder: 'Ask about garage door repairs, pricing, or schedule service...',
  inputLabel: `Message ${ASSISTANT_NAME}`,
  sendLabel: 'Send message',
  newLineHint: 'Enter to send, Shift+Enter for a new line',
  footerNote: "Please note: I'm an AI assistant — I may make mistakes.",
  typing: `${ASSISTANT_NAME} is typing...`,
  quickCall: 'Call Now',
  quickBook: 'Book Service',
  quickEstimate: 'Online Estimator',
  ctaCall: 'Call Now',
  ctaEmergencyCall: 'Call Now - Emergency',
  ctaSchedule: 'Schedule Service',
  ctaEstimate: 'Get Estimate',
  ctaEscalate: 'Talk to Human',
  /** Logs and the office inbox only: a visitor never sees the matched question or its score (issue 23.3). */
  faqMatchLabel: 'Matched: {question} ({score}%)',
  sendFailure: "I'm having trouble connecting right now. Please try calling us directly at {phone} or submit a contact form.",
  escalationSuccess: "I've forwarded our conversation to our team. Someone will reach out to you soon at {phone}.",
  escalationSuccessNoPhone:
    "I've forwarded our conversation to our team. Someone will reach out to you soon — if you'd like a call back, share your phone number here.",
  escalationFailed:
    'I apologize, but there was an issue connecting you to our team. Please call us directly at {phone} and mention that you were chatting with T.O.D.',
  escalationException:
    "I'm having trouble connecting you to our team right now. Please call us directly at {phone} and mention that you were chatting with T.O.D.",
  rateLimited: "You're sending messages faster than I can answer. Please wait a moment and try again.",
} as const;

/**
 * The five welcome greetings (SPEC §4). `{city}` addresses the visitor ('Hey Salem!', 'Hey neighbor!'), so it
 * stands alone before the '!' ('Hello, neighbor homeowner!' read wrong, issue 33.10);
 * `{place}` follows a preposition ('in Salem', 'in your area', 'around the Pacific Northwest'). The
 * assistant's name ends in a period, so no sentence ends right after it ('T.O.D..' read as a typo).
 */
export const GREETING_TEMPLATES = [
  `Hi there! I'm ${ASSISTANT_NAME}, your garage door technician on demand for {place}. What's going on with your door today?`,
  `Hello, {city}! I'm ${ASSISTANT_NAME}, and if you tell me what your garage door is doing, I'll help you sort it out.`,
  `Welcome! ${ASSISTANT_NAME} here, ready to help with garage door repairs, pricing or scheduling in {place}.`,
  `Hey {city}! ${ASSISTANT_NAME} here. Stuck door, noisy opener or thinking about a new door? Ask me anything.`,
  `Hi, neighbor! I'm ${ASSISTANT_NAME}, the AI assistant for garage door service around {place}. How can I help?`,
] as const;

/** City fallbacks for the greeting (SPEC §4). */
export const GREETING_CITY_FALLBACK = 'your area';
export const GREETING_NEIGHBOR_FALLBACK = 'neighbor';
/** A region, not a city, in the greeting: addressed bare, and with its article after a preposition. */
export const GREETING_WIDE_REGION = { place: 'the Pacific Northwest' } as const;
export const GREETING_JOBS_LINE = `Our technicians have completed ${JOBS_COMPLETED_CLAIM} jobs in {place}.`;
export const GREETING_PHONE_LINE = 'Prefer to talk? Call us at {phone}.';

/** The SPEC fall-back recommendation (SPEC §7). */
export const FALLBACK_SUCCESS_PATTERN = `Our team has ${YEARS_EXPERIENCE_CLAIM} years of experience serving {city}.`;

// fillTemplate has a module of its own so that the widget can use it without the English texts.
export { fillTemplate } from './template.ts';
