import { ASSISTANT_NAME } from './company.ts';

/**
 * The page's skip links, first in the Tab order (issue 23): to the content, and to the chat, whose
 * launcher floats last on the page (docs/decisions/0222).
 */
export const SKIP_LINK_COPY = {
  main: 'Skip to main content',
  chat: `Chat with ${ASSISTANT_NAME}`,
} as const;

/** Site texts the SPEC fixes outside the chat (SPEC §2, §4, §8). */
export const CONTACT_FORM_COPY = {
  errorBannerTitle: 'There was a problem sending your message',
  successTitle: 'Message Sent Successfully!',
  sendAnother: 'Send Another Message',
  submitting: 'Sending...',
  verificationIncorrect: 'Incorrect verification answer. Please try again.',
  serverFallbackError: 'Something went wrong. Please try again.',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  /** Under the dimmed date and time of an emergency; each line ends with its number as a tel: link (issue 30). */
  emergencyDanger: 'If anyone is in danger (fire, smoke, someone trapped or hurt), call',
  emergencyCallBack: 'For an emergency we call you back as soon as possible; for immediate help, call',
} as const;

/** /confirmation (issue 23 point 11): a request this tab sent, or an honest 'nothing received'. */
export const CONFIRMATION_COPY = {
  pendingTitle: 'Your request',
  receivedTitle: 'Thank you, we received your request',
  // Said of the link, not the visitor: a request sent in another tab did reach us (fresh-eyes pass, 27 Nov).
  notReceivedTitle: 'No request was received from this link',
  notReceivedBody:
    'This page confirms a request in the browser tab that sent it from our contact form. If you sent one there and saw its reference number, it reached us and we will be in touch. Otherwise, nothing has reached us:',
  notReceivedFormLink: 'Send us the contact form',
  notReceivedCall: 'or call us at',
} as const;

export const COOKIE_COPY = {
  bannerTitle: 'Cookie & Privacy Settings',
  essentialOnly: 'Essential Cookies Only',
  acceptAll: 'Accept All Cookies',
  manage: 'Manage Cookies',
  /** The same panel, opened by 'Manage Cookies' for every visitor (issue 23 point 13). */
  close: 'Close',
  currentAnalyticsOn: 'Your current choice: analytics cookies are on.',
  currentAnalyticsOff: 'Your current choice: essential cookies only, analytics are off.',
} as const;

export const REGION_COPY = {
  useDetected: 'Use my detected location',
  changedAnnouncement: 'Region changed to {region}',
  osmAttribution: '© OpenStreetMap contributors',
} as const;
