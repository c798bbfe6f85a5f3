import { z } from 'zod';
import { LIVE_ERROR_CODES, LIVE_MESSAGE_MAX_CHARS, LIVE_VISITOR_EVENT_TYPES } from '../liveFacts.ts';
import { SERVICE_REGION_KEYS } from '../regionKeys.ts';
import { sessionTokenSchema } from './chat.ts';

/**
 * The live hand-off's wire contract (issue 17, docs/decisions/0200–0204): a person from the office joins the
 * visitor's chat. Server → visitor is Server-Sent Events, visitor → server plain POSTs; the staff side is
 * `/api/admin/items/:id/…` behind the inbox's session, CSRF token and regions. Errors use the DESIGN §3 shape.
 *
 * Visitor endpoints (`:sessionId` is the chat's session id; the credential is the session token that the first
 * chat reply, or the escalation answer, issued, docs/decisions/0140; the session id alone is never enough):
 * - `GET  /api/live/:sessionId/events?token=T` (SSE; or `Authorization: Bearer T`), resumes after
 *   `Last-Event-ID` (the header EventSource sends on reconnect, or `?lastEventId=` on a fresh EventSource).
 * - `POST /api/live/:sessionId/messages` `LiveVisitorMessageRequest` → 201 `LiveVisitorMessageResult`
 * - `POST /api/live/:sessionId/typing` `LiveTypingRequest` (with `sessionToken`) → 204
 * - `POST /api/live/:sessionId/close` `{ sessionToken }` → 204 (the visitor ended the chat; the stream ends)
 *
 * Staff endpoints (admin session cookie + `X-CSRF-Token` on POSTs; an item outside one's regions is 404):
 * - `GET  /api/admin/live` → `LiveOverview` (every live item of one's regions, and who is online where)
 * - `GET  /api/admin/live/events` (SSE: `LiveInboxEvent`s; ringing, live state, presence; no message text)
 * - `POST /api/admin/presence` → `PresenceResult` (the heartbeat; every `LIVE_TIMINGS.presenceHeartbeatMs`)
 * - `GET  /api/admin/items/:id/live` → `LiveThread` (state and the live thread so far)
 * - `GET  /api/admin/items/:id/live/events` (SSE: `LiveThreadEvent`s of that chat, resumable like the visitor's)
 * - `POST /api/admin/items/:id/join` → 200 `LiveJoinResult`; 409 `LiveTakenError` when someone else has it
 * - `POST /api/admin/items/:id/messages` `StaffMessageRequest` → 201 `StaffMessageResult`
 * - `POST /api/admin/items/:id/typing` `LiveTypingRequest` → 204
 * - `POST /api/admin/items/:id/leave` `LeaveRequest` (`{ handBack?: boolean }`) → 200 `LiveJoinResult`
 * - `POST /api/admin/items/:id/hand-back` → 200 `LiveJoinResult` (the same as leave with `handBack: true`)
 */

const isoDateTime = z.iso.datetime({ offset: true });
/** The database's order of a session's live events (a bigserial): SSE `id:`, `Last-Event-ID`, `seq` below. */
export const liveSeqSchema = z.number().int().positive();

/** Plain text of a live message (no markup; links are made clickable on display, as for the assistant). */
export const liveTextSchema = z
  .string()
  .trim()
  .min(1, 'Write a message')
  .max(LIVE_MESSAGE_MAX_CHARS, `A message is at most ${LIVE_MESSAGE_MAX_CHARS} characters`);

/** Who from the office is in the chat, as the visitor sees them: first name and company, nothing more. */
export const liveStaffSchema = z.object({ firstName: z.string().min(1).max(60), company: z.string() });
export type LiveStaff = z.infer<typeof liveStaffSchema>;

// ── The visitor's stream: GET /api/live/:sessionId/events ────────────────────────────────────────────────
// Every event's SSE `event:` line is its `type`, its `data:` the JSON below. Stored events also have an SSE
// `id:` line equal to their `seq`; typing events are not stored and have neither (resume never repeats them).

/**
 * A hand-off is waiting for a person (stored when the visitor asks for a human and someone may join).
 * `officeOnline` false: nobody of that region's office is online now; the SPEC confirmation is the whole answer,
 * though the hand-off still rings until `ringsUntil` in case someone opens the inbox.
 */
export const liveWaitingEventSchema = z.object({
  type: z.literal('waiting'),
  seq: liveSeqSchema,
  at: isoDateTime,
  officeOnline: z.boolean(),
  region: z.enum(SERVICE_REGION_KEYS),
  /** The office's place as copy shows it: "Salem" in "Someone from the Salem office…"; null for nationwide. */
  officeName: z.string().nullable(),
  typicalWaitMinutes: z.number().int().positive(),
  ringsUntil: isoDateTime,
});

/** A person joined: show `liveCopy.joined` ("{firstName} from {company} joined the chat"). T.O.D. is silent now. */
export const liveStaffJoinedEventSchema = z.object({
  type: z.literal('staff_joined'),
  seq: liveSeqSchema,
  at: isoDateTime,
  ...liveStaffSchema.shape,
});

/** A message from the person, plain text, labelled with their first name. `id` is stable across replays. */
export const liveStaffMessageEventSchema = z.object({
  type: z.literal('staff_message'),
  seq: liveSeqSchema,
  id: z.string(),
  at: isoDateTime,
  text: z.string(),
  firstName: z.string(),
});

/**
 * The visitor's own message as stored (from this tab or another tab of the session). A tab that posted it
 * knows it by `clientMessageId` and does not show it twice; after a reload it restores the thread.
 */
export const liveVisitorMessageEventSchema = z.object({
  type: z.literal('visitor_message'),
  seq: liveSeqSchema,
  id: z.string(),
  at: isoDateTime,
  text: z.string(),
  clientMessageId: z.string().nullable(),
});

/** The person is typing (true) or stopped (false). Not stored, no `seq`; hide it after LIVE_TIMINGS.typingTtlMs. */
export const liveStaffTypingEventSchema = z.object({
  type: z.literal('staff_typing'),
  typing: z.boolean(),
  firstName: z.string(),
});

/** The person left (`liveCopy.left`); T.O.D. answers again. */
export const liveStaffLeftEventSchema = z.object({
  type: z.literal('staff_left'),
  seq: liveSeqSchema,
  at: isoDateTime,
  firstName: z.string(),
});

/** The person handed the chat back to T.O.D. (`liveCopy.handedBack`); T.O.D. answers again. */
export const liveHandedBackEventSchema = z.object({
  type: z.literal('handed_back'),
  seq: liveSeqSchema,
  at: isoDateTime,
  firstName: z.string(),
});

/**
 * Nobody joined: the ring timed out, or (`reason: 'visitor_left'`) the visitor's stream was gone for a presence
 * TTL, so the ring stopped early. Stop waiting; the SPEC confirmation stands (a call-back).
 */
export const liveNobodyJoinedEventSchema = z.object({
  type: z.literal('nobody_joined'),
  seq: liveSeqSchema,
  at: isoDateTime,
  reason: z.literal('visitor_left').optional(),
});

/**
 * The chat's live part is over: the visitor closed it, or the office closed the item (closed or spam) while no
 * person was in it. The last event: the server closes the stream and answers 204 to a reconnect after it, so close
 * EventSource on it. T.O.D. still answers chat messages; a new "Talk to Human" opens the live part again.
 */
export const liveEndedEventSchema = z.object({
  type: z.literal('ended'),
  seq: liveSeqSchema,
  at: isoDateTime,
  reason: z.enum(['visitor_closed', 'item_closed']),
});

/** Everything the visitor's stream carries. */
export const liveVisitorEventSchema = z.discriminatedUnion('type', [
  liveWaitingEventSchema,
  liveStaffJoinedEventSchema,
  liveStaffMessageEventSchema,
  liveVisitorMessageEventSchema,
  liveStaffTypingEventSchema,
  liveStaffLeftEventSchema,
  liveHandedBackEventSchema,
  liveNobodyJoinedEventSchema,
  liveEndedEventSchema,
]);
export type LiveVisitorEvent = z.infer<typeof liveVisitorEventSchema>;
export type LiveVisitorEventType = LiveVisitorEvent['type'];
/** The SSE event names (`LIVE_VISITOR_EVENT_TYPES`, liveFacts.ts) are exactly the union's types. */
const _eventNamesMatch: readonly LiveVisitorEventType[] = LIVE_VISITOR_EVENT_TYPES;
void _eventNamesMatch;

// ── The visitor's posts ──────────────────────────────────────────────────────────────────────────────────

/**
 * `POST /api/live/:sessionId/messages`: the visitor writes to the person. Rate-limited like chat messages.
 * Only while a person is joined; otherwise 409 `live_not_joined` and the widget sends it to T.O.D. instead
 * (`POST /api/chat`, which also hands a message to a joined person, see `LiveChatTurnMetadata`).
 */
export const liveVisitorMessageRequestSchema = z.object({
  sessionToken: sessionTokenSchema,
  text: liveTextSchema,
  /** The widget's own id of the line (e.g. a random 16-char string), echoed in `visitor_message` for dedupe. */
  clientMessageId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});
export type LiveVisitorMessageRequest = z.infer<typeof liveVisitorMessageRequestSchema>;

export const liveVisitorMessageResultSchema = z.object({ id: z.string(), seq: liveSeqSchema, at: isoDateTime });
export type LiveVisitorMessageResult = z.infer<typeof liveVisitorMessageResultSchema>;

/** `POST /api/live/:sessionId/typing` (with `sessionToken`) and `POST /api/admin/items/:id/typing` (without). */
export const liveTypingRequestSchema = z.object({ typing: z.boolean(), sessionToken: sessionTokenSchema.optional() });
export type LiveTypingRequest = z.infer<typeof liveTypingRequestSchema>;

/** `POST /api/live/:sessionId/close`: the visitor ends the chat (a joined person sees `ended`). */
export const liveCloseRequestSchema = z.object({ sessionToken: sessionTokenSchema });
export type LiveCloseRequest = z.infer<typeof liveCloseRequestSchema>;

/**
 * Added to `POST /api/escalations`' answer (`EscalationResult.live`): what to show while a person may join.
 * Open the stream (`GET /api/live/:sessionId/events`) with the session token when `ringing` is true.
 */
export const liveEscalationSchema = z.object({
  ringing: z.boolean(),
  officeOnline: z.boolean(),
  region: z.enum(SERVICE_REGION_KEYS),
  officeName: z.string().nullable(),
  typicalWaitMinutes: z.number().int().positive(),
  ringsUntil: isoDateTime.nullable(),
});
export type LiveEscalation = z.infer<typeof liveEscalationSchema>;

/** A chat reply's `metadata.live` (`liveChatTurnMetadataSchema`, in chat.ts): the message went to a joined person. */

// ── The office side ──────────────────────────────────────────────────────────────────────────────────────

/** The member of staff who has a chat, as the office sees them. */
export const liveHolderSchema = z.object({ id: z.number().int(), firstName: z.string(), email: z.string() });
export type LiveHolder = z.infer<typeof liveHolderSchema>;

/** The live state of one inbox item (chat leads and hand-offs; contact requests have none). */
export const itemLiveStateSchema = z.object({
  itemId: z.number().int(),
  region: z.enum(SERVICE_REGION_KEYS),
  /** A hand-off waiting for a person: it rings in every open inbox of the region until joined or `ringingUntil`. */
  ringing: z.boolean(),
  ringingUntil: isoDateTime.nullable(),
  /** Who is in the chat now, or null. */
  joinedBy: liveHolderSchema.nullable(),
  /** The visitor was seen (stream open, a message, typing) in the last LIVE_TIMINGS.visitorActiveMs. */
  visitorActive: z.boolean(),
  visitorLastSeenAt: isoDateTime.nullable(),
  /** The visitor ended the chat. */
  ended: z.boolean(),
  /** The last stored event of the chat (0 when none): resume `/live/events` after it. */
  lastSeq: z.number().int().min(0),
});
export type ItemLiveState = z.infer<typeof itemLiveStateSchema>;

/** Who of the office is online, per region (a member of staff counts in each of their regions). */
export const officePresenceSchema = z.record(z.enum(SERVICE_REGION_KEYS), z.number().int().min(0));
export type OfficePresence = z.infer<typeof officePresenceSchema>;

/** `GET /api/admin/live`: the live items of one's regions (ringing, joined or visitor active), for the list. */
export const liveOverviewSchema = z.object({ items: z.array(itemLiveStateSchema), online: officePresenceSchema });
export type LiveOverview = z.infer<typeof liveOverviewSchema>;

/** `POST /api/admin/presence` (body `{}`): the heartbeat of an open inbox tab. */
export const presenceResultSchema = z.object({
  online: officePresenceSchema,
  /** Post again within this many milliseconds to stay online. */
  nextHeartbeatMs: z.number().int().positive(),
});
export type PresenceResult = z.infer<typeof presenceResultSchema>;

/** `POST /api/admin/items/:id/join`, `/leave`, `/hand-back`: 200 with the item's state after it. */
export const liveJoinResultSchema = z.object({ state: itemLiveStateSchema });
export type LiveJoinResult = z.infer<typeof liveJoinResultSchema>;

/** 409 of a join when someone else has the chat: the DESIGN §3 error with who has it. */
export const liveTakenErrorSchema = z.object({
  message: z.string(),
  code: z.literal(LIVE_ERROR_CODES.taken),
  heldBy: liveHolderSchema,
});
export type LiveTakenError = z.infer<typeof liveTakenErrorSchema>;

/** `POST /api/admin/items/:id/leave`: `handBack: true` tells the visitor T.O.D. takes over (the same as `/hand-back`). */
export const leaveRequestSchema = z.object({ handBack: z.boolean().optional() });
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;

/** `POST /api/admin/items/:id/messages`: plain text, only by the member of staff who joined. */
export const staffMessageRequestSchema = z.object({ text: liveTextSchema });
export type StaffMessageRequest = z.infer<typeof staffMessageRequestSchema>;

export const staffMessageResultSchema = z.object({ id: z.string(), seq: liveSeqSchema, at: isoDateTime });
export type StaffMessageResult = z.infer<typeof staffMessageResultSchema>;

/**
 * One event of a chat's thread as the office sees it (`GET /api/admin/items/:id/live/events`, SSE, resumable with
 * `Last-Event-ID`): the visitor's events with the member of staff's account id, and the visitor's typing.
 */
export const liveThreadEventSchema = z.discriminatedUnion('type', [
  liveWaitingEventSchema,
  liveStaffJoinedEventSchema.extend({ staffId: z.number().int() }),
  liveStaffMessageEventSchema.extend({ staffId: z.number().int() }),
  liveVisitorMessageEventSchema,
  liveStaffTypingEventSchema.extend({ staffId: z.number().int() }),
  z.object({ type: z.literal('visitor_typing'), typing: z.boolean() }),
  liveStaffLeftEventSchema.extend({ staffId: z.number().int() }),
  liveHandedBackEventSchema.extend({ staffId: z.number().int() }),
  liveNobodyJoinedEventSchema,
  liveEndedEventSchema,
]);
export type LiveThreadEvent = z.infer<typeof liveThreadEventSchema>;
export const LIVE_THREAD_EVENT_TYPES = [...LIVE_VISITOR_EVENT_TYPES, 'visitor_typing'] as const;

/** `GET /api/admin/items/:id/live`: the state and the stored thread so far (then follow `/live/events` after `lastSeq`). */
export const liveThreadSchema = z.object({ state: itemLiveStateSchema, events: z.array(liveThreadEventSchema) });
export type LiveThread = z.infer<typeof liveThreadSchema>;

/**
 * `GET /api/admin/live/events` (SSE, one per inbox tab; no message text). Event names:
 * - `ring`: a hand-off started ringing (play the ring until `state.ringing` turns false);
 * - `state`: an item's live state changed (joined, left, ringing stopped, visitor active/inactive, ended);
 * - `presence`: who is online changed.
 * After a reconnect, refetch `GET /api/admin/live` (these are not resumable, as the inbox's own events).
 */
export const liveInboxEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ring'), state: itemLiveStateSchema, emergency: z.boolean() }),
  z.object({ type: z.literal('state'), state: itemLiveStateSchema }),
  z.object({ type: z.literal('presence'), online: officePresenceSchema }),
]);
export type LiveInboxEvent = z.infer<typeof liveInboxEventSchema>;
