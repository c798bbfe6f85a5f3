/** Visitor-safe messages of the API's own errors (DESIGN §3 error shape). */
export const ERROR_MESSAGES = {
  validation: 'Please check the highlighted fields.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Send the request as application/json.',
  notFound: 'Not found.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  originNotAllowed: 'This website is not allowed to use this service.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  internal: 'Something went wrong. Please try again.',
  submissionConflict: 'This request could not be sent as it is. Please send it again.',
} as const;
