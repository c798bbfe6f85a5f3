import {
  CHAT_COPY,
  GREETING_CITY_FALLBACK,
  GREETING_JOBS_LINE,
  GREETING_NEIGHBOR_FALLBACK,
  GREETING_PHONE_LINE,
  GREETING_TEMPLATES,
  GREETING_WIDE_REGION,
} from './chatCopy.ts';
import { ASSISTANT_NAME } from './company.ts';
import { CHAT_LIMITS } from './timings.ts';
import type { WidgetLocale } from './widgetLocales.ts';

/** Accessible names and screen-reader texts of the chat widget that SPEC leaves open. */
export const WIDGET_COPY = {
  quickActionsLabel: 'Quick actions',
  visitorPrefix: 'You: ',
  assistantPrefix: `${ASSISTANT_NAME}: `,
  suggestionsLabel: 'Suggested replies',
  /**
   * The suggestion chip that asks for a person. Choosing it starts the hand-off, exactly as `ctaEscalate`
   * does (decision 0250); the assistant offers it in these words (its `chips.human`).
   */
  chipEscalate: 'Talk to a human',
  /** The 'Talk to Human' button once the conversation was handed to the team: disabled (issue 33.2). */
  ctaEscalated: 'Request sent',
  newMessageButton: 'New message',
  /** The launcher's name while replies wait unread (the window closed when they came, issue 35.8). */
  launcherUnread: '{label} ({count} unread)',
  /** The `call_911` action: first, and the most urgent, on an emergency reply where a person is at risk. */
  cta911: 'Call 911',
  retryIn: 'You can send again in {seconds} seconds.',
  refusedLabel: 'Call {phone}',
  refusedTitle: "Chat isn't available on this website",
  refusedBody: 'Please call us at {phone}. We answer every call.',
  /** A message longer than the chat contract allows (issue 23): typed or pasted, or refused by the server. */
  tooLong: `Your message is over the ${CHAT_LIMITS.messageMaxChars}-character limit.`,
} as const;

/** Every string the widget shows, for one locale. `{x}` marks a substitution (see `fillTemplate`). */
const { faqMatchLabel: _officeOnly, ...VISITOR_CHAT_COPY } = CHAT_COPY;

export const WIDGET_CATALOGUE_EN = {
  locale: 'en',
  ...VISITOR_CHAT_COPY,
  ...WIDGET_COPY,
  greeting: {
    templates: GREETING_TEMPLATES,
    cityFallback: GREETING_CITY_FALLBACK,
    neighborFallback: GREETING_NEIGHBOR_FALLBACK,
    wideRegion: GREETING_WIDE_REGION,
    jobsLine: GREETING_JOBS_LINE,
    phoneLine: GREETING_PHONE_LINE,
  },
} as const;

type Widen<T> = T extends string ? string : T extends readonly string[] ? readonly string[] : { readonly [K in keyof T]: Widen<T[K]> };

/** The shape every locale's catalogue has: the English one's keys, any text. */
export type WidgetCatalogue = Omit<Widen<typeof WIDGET_CATALOGUE_EN>, 'locale'> & { readonly locale: WidgetLocale };
