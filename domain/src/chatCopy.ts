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

/** The five welcome greetings (SPEC §4); {city} is substituted. */
export const GREETING_TEMPLATES = [
  `Hi there! I'm ${ASSISTANT_NAME}, your garage door technician on demand for {city}. What's going on with your door today?`,
  `Hello, {city} homeowner! I'm ${ASSISTANT_NAME}. Tell me what your garage door is doing and I'll help you sort it out.`,
  `Welcome! ${ASSISTANT_NAME} here, ready to help with garage door repairs, pricing or scheduling in {city}.`,
  `Hey {city}! I'm ${ASSISTANT_NAME}. Stuck door, noisy opener or thinking about a new door? Ask me anything.`,
  `Hi, neighbor! I'm ${ASSISTANT_NAME}, the AI assistant for garage door service around {city}. How can I help?`,
] as const;

/** City fallbacks for the greeting (SPEC §4). */
export const GREETING_CITY_FALLBACK = 'your area';
export const GREETING_NEIGHBOR_FALLBACK = 'neighbor';
export const GREETING_JOBS_LINE = `Our technicians have completed ${JOBS_COMPLETED_CLAIM} jobs in {city}.`;
export const GREETING_PHONE_LINE = 'Prefer to talk? Call us at {phone}.';

/** The SPEC fall-back recommendation (SPEC §7). */
export const FALLBACK_SUCCESS_PATTERN = `Our team has ${YEARS_EXPERIENCE_CLAIM} years of experience serving {city}.`;

/** Replaces every `{name}` in a template; unknown names stay as they are. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
