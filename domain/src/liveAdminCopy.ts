import { ASSISTANT_NAME } from './company.ts';

/** The office inbox's words for the live hand-off (issue 17): English, as the rest of the inbox. */
export const LIVE_ADMIN_COPY = {
  heading: 'Live chat',
  /** The list's mark of a chat whose visitor was active in the last minutes. */
  live: 'Visitor online',
  ringing: 'Wants a person',
  ringingBanner: (count: number) => (count === 1 ? 'A visitor wants to talk to a person' : `${count} visitors want to talk to a person`),
  ringSound: 'Sound for hand-offs',
  open: 'Open',
  /** A ringing visitor's wait, since they asked for a person (the banner's line). */
  waitingFor: (minutes: number) => (minutes < 1 ? 'waiting under a minute' : `waiting ${minutes} min`),
  join: 'Join',
  reply: 'Reply',
  replyHint: 'Enter sends, Shift+Enter for a new line',
  /** The reply box's button, for a phone (where the hint is hidden) and anyone who does not press Enter. */
  send: 'Send',
  handBack: `Hand back to ${ASSISTANT_NAME}`,
  leave: 'Leave',
  heldBy: (name: string, email: string) => `${name} (${email}) has this chat`,
  youHaveIt: 'You are in this chat: the visitor sees your messages with your first name.',
  /** The visitor's page closed while a person is in the chat (decision 0431): Reply and Send are disabled. */
  visitorGone: 'The visitor has left the page: they will not see a message. Call them back instead.',
  notJoinable: 'Nobody is in this chat. Join to answer the visitor yourself.',
  ended: 'The visitor ended this chat.',
  visitor: 'Visitor',
  visitorTyping: 'The visitor is typing…',
  waiting: (online: boolean) => (online ? 'Asked for a person' : 'Asked for a person (nobody was online)'),
  joined: (name: string) => `${name} joined`,
  left: (name: string) => `${name} left`,
  handedBack: (name: string) => `${name} handed back to ${ASSISTANT_NAME}`,
  nobodyJoined: 'Nobody joined in time: the visitor was told someone will call.',
  /** `nobody_joined` with `reason: 'visitor_left'`: the ring stopped when the visitor's stream went away. */
  visitorLeftWaiting: 'The visitor left before anyone joined: call them back from the lead.',
  /** `ended` with `reason: 'visitor_closed'`: the visitor ended the chat from the widget. */
  visitorLeft: 'The visitor left the chat',
  chatEnded: 'The chat ended',
  noEvents: 'No live messages yet.',
} as const;
