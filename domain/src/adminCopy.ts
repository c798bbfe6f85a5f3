/** The office inbox's words (issue 16): English, as the office works in English. */

export const ADMIN_KIND_LABELS = { chat_lead: 'Chat lead', handoff: 'Hand-off', contact: 'Contact request' } as const;
export const ADMIN_STATUS_LABELS = { new: 'New', contacted: 'Contacted', booked: 'Booked', closed: 'Closed', spam: 'Spam' } as const;
/** A lead's urgency in the list's chip and filter; `unknown`: the visitor has not said (issue 34.11). */
export const ADMIN_URGENCY_LABELS = { emergency: 'Emergency', urgent: 'Urgent', routine: 'Routine', unknown: 'Not known yet' } as const;
/** The same on an item's page, with what it means for the call. */
export const ADMIN_URGENCY_DESCRIPTIONS = {
  emergency: 'Emergency: someone or something may be at risk now',
  urgent: 'Urgent: the door is out of use or will not close',
  routine: 'Routine: the door still works',
  unknown: 'Not known yet',
} as const;
/**
 * The contact request's fields on its item page (issue 34.12), in the order and words of the site's form
 * (SPEC §3/§5); the copies the form also sends (fullName, contactReason, address) are not repeated.
 */
export const ADMIN_CONTACT_FIELD_LABELS = {
  requestType: 'Reason for contacting us',
  name: 'Full name',
  email: 'Email',
  phone: 'Phone',
  streetAddress: 'Street address',
  city: 'City',
  state: 'State',
  postalCode: 'ZIP code',
  userType: 'Who they are',
  serviceType: 'Service needed',
  isEmergency: 'Emergency',
  preferredDate: 'Preferred date',
  preferredTime: 'Preferred time',
  message: 'Message',
  page: 'Sent from page',
  submissionDate: 'Sent at',
  submissionId: 'Confirmation reference',
} as const;
/**
 * The CSV export's column headings, in order (issue 34.15): words a spreadsheet user reads, times local to the
 * item's region with their zone beside them.
 */
export const ADMIN_CSV_COLUMNS = {
  id: 'Item',
  receivedAt: 'Received (local time)',
  timeZone: 'Time zone',
  kind: 'Kind',
  region: 'Region',
  urgency: 'Urgency',
  emergency: 'Emergency',
  status: 'Status',
  assignee: 'Assignee',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  city: 'City',
  issue: 'Issue',
  complete: 'Complete',
  source: 'Came from',
  delivery: 'Office mail',
  lastVisitorAt: 'Visitor last wrote (local time)',
  notes: 'Notes',
  transcript: 'Transcript',
} as const;
/** Yes/No cells of the CSV. */
export const ADMIN_CSV_YES_NO = { yes: 'Yes', no: 'No' } as const;
/** Who said a transcript line, in the CSV (a member of staff by the first name the visitor saw). */
export const ADMIN_CSV_SPEAKERS = { user: 'Visitor', assistant: 'T.O.D.', staff: 'Office' } as const;

export const ADMIN_DELIVERY_LABELS = { queued: 'Mail queued', sent: 'Mail sent', failing: 'Mail failing' } as const;

/** The inbox's name: its heading, and the end of every tab title. */
const INBOX_TITLE = 'Office inbox';

export const ADMIN_COPY = {
  title: INBOX_TITLE,
  signInHeading: 'Sign in',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  /** Sign-in with the right password of a disabled account (decision 0426). */
  accountDisabled: 'This account is disabled. Ask the owner of the inbox to enable it again.',
  throttled: (seconds: number) => `Too many attempts. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
  search: 'Search',
  searchPlaceholder: 'Name, phone, email, ZIP, reference or words from the chat',
  emergency: 'Emergency',
  urgency: 'Urgency',
  /** The urgency filter's option for everything but an emergency (links made before issue 34 use it). */
  notEmergency: 'Not an emergency',
  sort: 'Sort',
  sortNewest: 'Newest (open emergencies first)',
  sortUrgency: 'Most urgent first',
  incomplete: 'Incomplete',
  noItems: 'Nothing here with these filters.',
  /** A status count that reached the cap of a search (INBOX_COUNT_CAP): "1000+". */
  countAtLeast: (count: number) => `${count.toLocaleString('en-US')}+`,
  loadMore: 'Load more',
  exportCsv: 'Export CSV',
  signOut: 'Sign out',
  signOutEverywhere: 'Sign out everywhere',
  emergencySound: 'Sound for emergencies',
  /** The list's ownership views (issue 34): every item, the ones assigned to me, the ones assigned to nobody. */
  views: 'View',
  viewAll: 'All',
  viewMine: 'Mine',
  viewUnassigned: 'Unassigned',
  /** The mark on a row and an item's page that colleagues have the item open (issue 34, ownership; decision 0433). */
  viewing: (names: readonly string[]) =>
    names.length === 1 ? `${names[0]} is viewing` : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} are viewing`,
  /** A row's wait: since the visitor last wrote (a chat) or sent the form, while the item is still New. */
  waiting: (minutes: number) =>
    minutes < 1
      ? 'Waiting < 1 min'
      : minutes < 60
        ? `Waiting ${minutes} min`
        : minutes < 48 * 60
          ? `Waiting ${Math.floor(minutes / 60)} h`
          : `Waiting ${Math.floor(minutes / (24 * 60))} days`,
  /** The header's group of alert settings (issue 34.8): the sounds and browser notifications. */
  alerts: 'Alerts',
  /** Asks the browser once, on a press (never on load), to show notifications. */
  notificationsEnable: 'Turn on browser notifications',
  notificationsOn: 'Browser notifications are on',
  notificationsBlocked: 'Browser notifications are blocked: allow them in this site’s browser settings',
  notificationsUnsupported: 'This browser cannot show notifications',
  /** A notification's title for a new emergency (or an item that became one); its body is the kind and region. */
  notificationEmergency: 'New emergency',
  /** A notification's title for a hand-off that started ringing; its body is the region. */
  notificationRing: 'A visitor wants to talk to a person',
  /**
   * The tab's title, on every inbox page (issue 34.8): what needs someone first (ringing hand-offs, emergencies
   * still New, items still New), then the page. "(2 ringing · 1 emergency · 5 new) Ann Lee · Office inbox".
   */
  tabTitle: (counts: { ringing: number; emergencies: number; newItems: number }, page?: string) => {
    const parts = [
      counts.ringing > 0 ? `${counts.ringing} ringing` : '',
      counts.emergencies > 0 ? `${counts.emergencies} emergenc${counts.emergencies === 1 ? 'y' : 'ies'}` : '',
      counts.newItems > 0 ? `${counts.newItems} new` : '',
    ].filter(Boolean);
    const name = page ? `${page} · ${INBOX_TITLE}` : INBOX_TITLE;
    return parts.length > 0 ? `(${parts.join(' · ')}) ${name}` : name;
  },
  theme: 'Theme',
  /** The phone's button that shows the header's tools (who is signed in, theme, sound, sign-out). */
  menu: 'Menu',
  /** The phone's button that shows the filters beyond search, with how many are set. */
  filters: (active: number) => (active > 0 ? `Filters (${active})` : 'Filters'),
  back: 'Back to the inbox',
  transcript: 'Transcript',
  contactFormHeading: 'Contact form',
  partnerHeading: 'From the partner’s page',
  partnerPage: 'Page (as the partner describes it)',
  partnerVisitor: 'Visitor (as the partner identified them)',
  history: 'History',
  addNote: 'Add note',
  note: 'Note',
  noteEmpty: 'Write a note',
  /** Under the note box, always: the limit (NOTE_MAX_CHARS in contracts/admin.ts). */
  noteLimit: (max: number) => `Up to ${max.toLocaleString('en-US')} characters.`,
  /** The note box's alert, and the server's field error, for a note over the limit. */
  noteTooLong: (max: number) => `This note is over the ${max.toLocaleString('en-US')}-character limit. Shorten it to add it.`,
  status: 'Status',
  assignee: 'Assignee',
  unassigned: 'Nobody',
  markSpam: 'Mark as spam',
  markContacted: 'Mark contacted',
  markBooked: 'Mark booked',
  /** The item page's button that sets the status to closed. */
  close: 'Close',
  /** The item page's button that sets a closed item back to new. */
  reopen: 'Reopen',
  erase: 'Erase this visitor’s data',
  eraseConfirm: 'Erase every record of this visitor? This cannot be undone.',
  shortcuts: 'Keys: j / k move, Enter opens, e closes the item, z undoes the close',
  /** The status message after `e` closed an item, with its Undo button. */
  closedByKey: (name: string) => `Closed: ${name}`,
  undo: 'Undo',
  /** The status message once Undo put the item back, with the status it has again. */
  undone: (name: string, status: string) => `${name} is ${status} again`,
  undoFailed: 'The item could not be put back. Set its status on its page.',
  dismiss: 'Dismiss',
  /** An item with no name yet (a chat lead before the visitor gave one). */
  noName: 'No name yet',
  /** The filters' alert, and the server's field error, for a From date after the To date. */
  reversedRange: 'The From date is after the To date. Change one of them to see items.',
  live: 'Live',
  /** Read out (a polite live region) when an item arrives in the open inbox: the kind's and region's labels. */
  newItemAnnouncement: (kind: string, region: string, emergency: boolean) =>
    `${emergency ? 'New emergency' : 'New item'}: ${kind}, ${region}`,
  reconnecting: 'Reconnecting…',
} as const;
