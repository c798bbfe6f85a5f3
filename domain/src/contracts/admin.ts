import { z } from 'zod';
import { ADMIN_COPY } from '../adminCopy.ts';
import { SERVICE_REGION_KEYS } from '../regions.ts';
import { URGENCIES } from './chat.ts';
import { visitorIdentitySchema } from './visitorIdentity.ts';

/** The office inbox's wire contract (issue 16): `/api/admin/*`. Errors use the DESIGN §3 shape. */

export const STAFF_ROLES = ['owner', 'dispatcher'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ITEM_KINDS = ['chat_lead', 'handoff', 'contact'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** new → contacted → booked → closed, or spam at any point. */
export const ITEM_STATUSES = ['new', 'contacted', 'booked', 'closed', 'spam'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/**
 * The one-button status changes that are a sensible next step from each status (decision 0257), first the
 * main one: contacted from new, then booked or closed, then closed; a closed item can be reopened (back to
 * new) or filed as spam; spam until it is spam, but not once a job is booked. The server accepts any status
 * (`itemPatchSchema`), and the Status menu still sets any status.
 */
export const QUICK_STATUS_ACTIONS: Readonly<Record<ItemStatus, readonly ItemStatus[]>> = {
  new: ['contacted', 'spam'],
  contacted: ['booked', 'closed', 'spam'],
  booked: ['closed'],
  closed: ['new', 'spam'],
  spam: [],
};

/** A staff note's most characters, counted after trimming as the server counts them (decision 0255). */
export const NOTE_MAX_CHARS = 2000;

/** The office mail of an item: queued, sent, or failing (retrying or given up). */
export const DELIVERY_STATES = ['queued', 'sent', 'failing'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** `POST /api/admin/session` body. */
export const signInRequestSchema = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(1024),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** The signed-in member of staff, with the token every state-changing request sends as `X-CSRF-Token`. */
export const staffSessionSchema = z.object({
  staff: z.object({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    regions: z.array(z.enum(SERVICE_REGION_KEYS)),
  }),
  csrfToken: z.string(),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

const isoDateTime = z.iso.datetime({ offset: true });
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? undefined : value), schema.optional());

/**
 * Whether a date range starts after it ends (ISO dates or instants, both of one kind). An open end, or a
 * date that does not parse, is never reversed: the field's own check answers that.
 */
export function isReversedRange(from: string | undefined, to: string | undefined): boolean {
  return from !== undefined && to !== undefined && Date.parse(from) > Date.parse(to);
}

/** The list's urgency filter: each urgency of a lead, `unknown` (none given), and `other` (not an emergency). */
export const URGENCY_FILTERS = ['emergency', 'urgent', 'routine', 'unknown', 'other'] as const;
export type UrgencyFilter = (typeof URGENCY_FILTERS)[number];

/** The list's orders. */
export const LIST_SORTS = ['newest', 'urgency'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** The list's ownership views (issue 34): the items assigned to the one asking, or to nobody. */
export const ASSIGNEE_FILTERS = ['me', 'none'] as const;
export type AssigneeFilter = (typeof ASSIGNEE_FILTERS)[number];

/** `GET /api/admin/items` and `GET /api/admin/export.csv` query. A reversed from/to is refused (decision 0256). */
export const itemListQuerySchema = z
  .object({
    kind: optionalFilter(z.enum(ITEM_KINDS)),
    region: optionalFilter(z.enum(SERVICE_REGION_KEYS)),
    status: optionalFilter(z.enum(ITEM_STATUSES)),
    /** One urgency (`unknown`: none given), or `other`: anything but an emergency. */
    urgency: optionalFilter(z.enum(URGENCY_FILTERS)),
    /** `me`: assigned to the member of staff asking; `none`: assigned to nobody. */
    assignee: optionalFilter(z.enum(ASSIGNEE_FILTERS)),
    from: optionalFilter(isoDateTime),
    /** Exclusive: items created before this instant. */
    to: optionalFilter(isoDateTime),
    q: optionalFilter(z.string().trim().min(1).max(200)),
    /** `newest` (the default: open emergencies first, then newest) or `urgency` (most urgent first, then newest). */
    sort: optionalFilter(z.enum(LIST_SORTS)),
    cursor: optionalFilter(z.string().max(200)),
    limit: optionalFilter(z.coerce.number().int().min(1).max(200)),
  })
  .refine((query) => !isReversedRange(query.from, query.to), { message: ADMIN_COPY.reversedRange, path: ['to'] });
export type ItemListQuery = z.infer<typeof itemListQuerySchema>;

/** `GET /api/admin/item-summaries?ids=1,2`: up to 20 item ids, comma-separated. */
export const itemSummariesQuerySchema = z.object({
  ids: z
    .string()
    .max(400)
    .regex(/^\d{1,15}(,\d{1,15}){0,19}$/, 'Give up to 20 item ids, comma-separated')
    .transform((value) => [...new Set(value.split(',').map(Number))]),
});

/** One row of the inbox. */
export const inboxItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ITEM_KINDS),
  region: z.enum(SERVICE_REGION_KEYS),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  issue: z.string().nullable(),
  urgency: z.enum(URGENCIES).nullable(),
  emergency: z.boolean(),
  /** A chat lead with name, phone, city and issue (mailed to the office); always true for the other kinds. */
  complete: z.boolean(),
  status: z.enum(ITEM_STATUSES),
  assigneeId: z.number().int().nullable(),
  /** The assignee's name (their display name, else their email); null when nobody is assigned. */
  assigneeName: z.string().nullable(),
  /** When the visitor last wrote in the item's chat; null for a contact request or a chat with no message of theirs. */
  lastVisitorAt: isoDateTime.nullable(),
  /** The page or partner origin it came from, when the source recorded one. */
  source: z.string().nullable(),
  delivery: z.enum(DELIVERY_STATES).nullable(),
  createdAt: isoDateTime,
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const statusCountsSchema = z.record(z.enum(ITEM_STATUSES), z.number().int());
export type StatusCounts = z.infer<typeof statusCountsSchema>;

/**
 * A search or a date range counts at most this many matching items (a broad search would otherwise count
 * half the inbox on every page); beyond it, every count is a lower bound (`countsAtLeast`).
 */
export const INBOX_COUNT_CAP = 2000;

export const itemListSchema = z.object({
  items: z.array(inboxItemSchema),
  nextCursor: z.string().nullable(),
  counts: statusCountsSchema,
  /** The statuses whose count is at least, not exactly, its number (more than INBOX_COUNT_CAP items matched). */
  countsAtLeast: z.array(z.enum(ITEM_STATUSES)),
});
export type ItemList = z.infer<typeof itemListSchema>;

/** `GET /api/admin/item-summaries` answer: the rows of the ids asked for that one may see. */
export const itemSummariesSchema = z.object({ items: z.array(inboxItemSchema) });
export type ItemSummaries = z.infer<typeof itemSummariesSchema>;

export const transcriptLineSchema = z.object({
  /** 'staff': a member of the office wrote it in a live chat (issue 17). */
  role: z.enum(['user', 'assistant', 'staff']),
  content: z.string(),
  at: isoDateTime.nullable(),
  /** The account that wrote a 'staff' line, and the first name the visitor saw. */
  staffId: z.number().int().nullable().optional(),
  staffFirstName: z.string().nullable().optional(),
});
export type TranscriptLine = z.infer<typeof transcriptLineSchema>;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  at: isoDateTime,
  staffEmail: z.string().nullable(),
  action: z.enum(['status', 'assign', 'note']),
  from: z.string().nullable(),
  to: z.string().nullable(),
  note: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** `GET /api/admin/items/:id`. */
export const itemDetailSchema = z.object({
  item: inboxItemSchema,
  transcript: z.array(transcriptLineSchema),
  /** The contact form's fields as submitted (contact requests only). */
  contactFields: z.record(z.string(), z.unknown()).nullable(),
  history: z.array(historyEntrySchema),
  /**
   * What the partner page that carried the widget said (issue 18.8): its `data-context` and the visitor
   * it identified. The partner's words, not verified; null when the chat came from no such page.
   */
  partnerContext: z.object({ pageContext: z.string().nullable(), visitor: visitorIdentitySchema.nullable() }).nullable().optional(),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

/** `PATCH /api/admin/items/:id`: change status (spam included) and/or assignee (null unassigns). */
export const itemPatchSchema = z
  .object({
    status: z.enum(ITEM_STATUSES).optional(),
    assigneeId: z.number().int().positive().nullable().optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.assigneeId !== undefined, 'Give a status or an assignee');
export type ItemPatch = z.infer<typeof itemPatchSchema>;

/** `POST /api/admin/items/:id/notes`. */
export const noteRequestSchema = z.object({
  text: z.string().trim().min(1, ADMIN_COPY.noteEmpty).max(NOTE_MAX_CHARS, ADMIN_COPY.noteTooLong(NOTE_MAX_CHARS)),
});
export type NoteRequest = z.infer<typeof noteRequestSchema>;

/** `POST /api/admin/items/:id/viewing`: the item's page is open (a heartbeat) or was left (decision 0433). */
export const viewingRequestSchema = z.strictObject({ open: z.boolean() });
export type ViewingRequest = z.infer<typeof viewingRequestSchema>;

/** A colleague with an item's page open: their name (display name, else email). */
export const viewerSchema = z.object({ staffId: z.number().int(), name: z.string() });
export type Viewer = z.infer<typeof viewerSchema>;

/** `POST /api/admin/items/:id/viewing`'s answer: the colleagues viewing it now (never the caller) and when to beat again. */
export const viewingResultSchema = z.object({ viewers: z.array(viewerSchema), nextHeartbeatMs: z.number().int().positive() });
export type ViewingResult = z.infer<typeof viewingResultSchema>;

/** `GET /api/admin/viewing`: per item of the caller's regions that colleagues have open, who (never the caller). */
export const viewingOverviewSchema = z.object({
  items: z.array(z.object({ itemId: z.number().int(), viewers: z.array(viewerSchema) })),
  nextPollMs: z.number().int().positive(),
});
export type ViewingOverview = z.infer<typeof viewingOverviewSchema>;

/** `POST /api/admin/erasures` (owner only): one item's visitor, or every item with this phone number. */
export const erasureRequestSchema = z.union([
  z.object({ itemId: z.number().int().positive() }),
  z.object({ phone: z.string().trim().min(7).max(30) }),
]);
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

export const erasureResultSchema = z.object({ erasedItems: z.number().int() });
export type ErasureResult = z.infer<typeof erasureResultSchema>;

/** The data of an `item` event on `GET /api/admin/events`. */
export const inboxEventSchema = z.object({
  op: z.enum(['created', 'updated']),
  id: z.number().int(),
  kind: z.enum(ITEM_KINDS),
  region: z.enum(SERVICE_REGION_KEYS),
  emergency: z.boolean(),
  /**
   * A new emergency: an item filed as one, or one that just became one (a lead that turns into an emergency
   * later, decision 0429). The inbox sounds its emergency alert on this. Absent from servers before issue 34.
   */
  emergencyAlert: z.boolean().optional(),
});
export type InboxEvent = z.infer<typeof inboxEventSchema>;

/** `GET /api/admin/staff`: the active staff who share a region with the one asking, with their regions and name. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** Their display name (`npm run staff -- set-name`), or null: the inbox shows the email then. */
  name: z.string().nullable(),
  regions: z.array(z.enum(SERVICE_REGION_KEYS)),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
