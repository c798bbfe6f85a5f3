import { ASSISTANT_NAME } from './company.ts';

/** Accessible names and screen-reader texts of the chat widget that SPEC leaves open. */
export const WIDGET_COPY = {
  quickActionsLabel: 'Quick actions',
  visitorPrefix: 'You: ',
  assistantPrefix: `${ASSISTANT_NAME}: `,
  dialogLabel: `Chat with ${ASSISTANT_NAME}`,
  newMessageAnnouncement: `${ASSISTANT_NAME} says: {content}`,
} as const;
