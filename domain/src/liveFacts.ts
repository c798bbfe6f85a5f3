import { CHAT_LIMITS } from './timings.ts';

/**
 * The live hand-off's names and limits without zod (issue 17), for the widget's live chunk and the server;
 * the schemas are in contracts/live.ts.
 */

/** The longest message of a live chat, either side (the chat's own limit). */
export const LIVE_MESSAGE_MAX_CHARS = CHAT_LIMITS.messageMaxChars;

/** The error codes of the live endpoints, added to the DESIGN §3 ones (`ERROR_CODES`). */
export const LIVE_ERROR_CODES = {
  /** 409: another member of staff has joined this chat; the body is a `LiveTakenError`. */
  taken: 'live_taken',
  /** 409: the staff member posts or types in a chat they have not joined. */
  notJoined: 'live_not_joined',
  /** 409: the item has no chat to join (a contact request), or the visitor ended it. */
  unavailable: 'live_unavailable',
  /** 409: the staff member writes to a visitor who left the chat (closed the page, or ended it; decision 0431). */
  visitorLeft: 'live_visitor_left',
  /** 401 on the visitor side: no session token, or not this session's. */
  badToken: 'live_bad_token',
} as const;

/** The SSE event names of the visitor's stream (`addEventListener(name, …)`); each is its data's `type`. */
export const LIVE_VISITOR_EVENT_TYPES = [
  'waiting',
  'staff_joined',
  'staff_message',
  'visitor_message',
  'staff_typing',
  'staff_left',
  'handed_back',
  'nobody_joined',
  'ended',
] as const;

/** The SSE event names of the office's inbox-wide live stream (`GET /api/admin/live/events`). */
export const LIVE_INBOX_EVENT_TYPES = ['ring', 'state', 'presence'] as const;
