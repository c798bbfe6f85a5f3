/** Site texts the SPEC fixes outside the chat (SPEC §2, §4, §8). */
export const CONTACT_FORM_COPY = {
  errorBannerTitle: 'There was a problem sending your message',
  successTitle: 'Message Sent Successfully!',
  sendAnother: 'Send Another Message',
  submitting: 'Sending...',
  verificationIncorrect: 'Incorrect verification answer. Please try again.',
  serverFallbackError: 'Something went wrong. Please try again.',
  unexpectedError: 'An unexpected error occurred. Please try again.',
} as const;

export const COOKIE_COPY = {
  bannerTitle: 'Cookie & Privacy Settings',
  essentialOnly: 'Essential Cookies Only',
  acceptAll: 'Accept All Cookies',
  manage: 'Manage Cookies',
  resetConfirm: 'This will reset your cookie preferences. Continue?',
  noChangeNeeded: 'Location services are enabled for your area and no cookie change is needed.',
} as const;

export const REGION_COPY = {
  useDetected: 'Use my detected location',
  changedAnnouncement: 'Region changed to {region}',
  osmAttribution: '© OpenStreetMap contributors',
} as const;
