import { type LeadData, REGIONS, type ServiceRegionKey, type VisitorIdentity } from '@tod/domain';
import { lookAlikeWarnings, type MailContent } from '../mail/contactNotification.ts';
import { escapeHtml } from '../mail/escapeHtml.ts';
import { headerText } from '../mail/headerText.ts';

/**
 * One line of a transcript in an office mail. Lines from the server's own store are the record; a line the
 * visitor's browser sent (`unverified`) is shown as such and never as T.O.D.'s words.
 */
export interface TranscriptLine {
  role: 'user' | 'assistant' | 'staff';
  content: string;
  timestamp?: string | number | undefined;
  unverified?: boolean;
  /** A 'staff' line's writer (live hand-off, issue 17): the first name the visitor saw and the account. */
  staffName?: string | undefined;
}

/**
 * What a partner page told the widget (issue 18.8): its page context (`data-context`) and what
 * `TOD.identify()` said about the visitor. The office reads them as the partner's words.
 */
export interface PartnerContext {
  pageContext?: string | undefined;
  visitor?: VisitorIdentity | undefined;
}

/** The mail rows of a partner context, labelled as what the partner's page said. */
function partnerRows(partner: PartnerContext | undefined): Array<[string, string]> {
  const visitor = partner?.visitor ?? {};
  const fields = (['name', 'phone', 'city', 'zip'] as const).filter((field) => visitor[field]).map((field) => `${field} ${visitor[field]}`);
  return [
    ['Partner page', partner?.pageContext ? `${partner.pageContext} (as the partner's page describes itself)` : ''],
    ['Partner identified the visitor', fields.join(', ')],
  ];
}

/** What a lead mail announces: a new lead, an explicit correction of one already sent, or a note on it. */
export type LeadMailKind = 'new' | 'updated' | 'note';

const LEAD_MAIL: Record<LeadMailKind, { title: string; intro: string }> = {
  new: { title: 'New chat lead', intro: 'T.O.D. captured a complete lead. Please call the visitor back.' },
  updated: {
    title: 'Updated chat lead',
    intro: 'The visitor explicitly corrected their details after the lead was sent. Please use these instead.',
  },
  note: {
    title: 'Note on chat lead',
    intro: 'The visitor added something after the lead was sent. The lead below is unchanged; the note is extra.',
  },
};

/** The office's notice of a complete chat lead, with the conversation so far. Always in English, for the office. */
export function leadNotification(options: {
  sessionId: string;
  region: ServiceRegionKey;
  lead: LeadData;
  transcript: readonly TranscriptLine[];
  receivedAt: Date;
  /** 'new' when absent. */
  kind?: LeadMailKind;
  /** With kind 'note': what the visitor added (e.g. a second job). */
  note?: string;
  /** The visitor's widget language; Spanish is named so the office can call back in Spanish. */
  language?: 'en' | 'es';
  /** What the partner page that carried the widget said (issue 18.8). */
  partner?: PartnerContext;
}): MailContent {
  const { lead } = options;
  const emergency = lead.urgency === 'emergency';
  const { title, intro } = LEAD_MAIL[options.kind ?? 'new'];
  const subject = `${emergency ? '[EMERGENCY] ' : ''}${title}: ${headerText(lead.issue ?? 'garage door service')} in ${headerText(lead.city ?? 'unknown city')}`;
  const rows: Array<[string, string]> = [
    ...(options.note ? ([['Note', options.note]] as Array<[string, string]>) : []),
    ['Name', lead.name ?? ''],
    ['Phone', lead.phone ?? ''],
    ['City', lead.city ?? ''],
    ['Issue', lead.issue ?? ''],
    ['Urgency', lead.urgency ?? ''],
    ['Language', options.language === 'es' ? "Spanish (the visitor's words are quoted below as written)" : ''],
    ['Region', REGIONS[options.region].name],
    ...partnerRows(options.partner),
    ['Chat session', options.sessionId],
    ['Received', options.receivedAt.toISOString()],
  ];
  return compose(subject, intro, rows, options.transcript, lookAlikeWarnings(lead));
}

/** The office's notice of a "Talk to Human" hand-off: the transcript and whatever is known of the lead. */
export function escalationNotification(options: {
  escalationId: string;
  sessionId: string;
  region: ServiceRegionKey;
  lead: LeadData;
  /** Lead fields only the visitor's browser sent (the server has no record of them): shown, marked unverified. */
  unverifiedLead?: LeadData;
  phone?: string | undefined;
  conversationCount?: number | undefined;
  transcript: readonly TranscriptLine[];
  receivedAt: Date;
  /** What the partner page that carried the widget said (issue 18.8). */
  partner?: PartnerContext;
}): MailContent {
  const { lead } = options;
  const client = options.unverifiedLead ?? {};
  const unverified = (value: string | undefined) => (value ? `${value} (unverified: sent by the visitor's browser)` : undefined);
  const field = (name: keyof LeadData) => lead[name] ?? unverified(client[name]) ?? '';
  // An emergency only the browser claims still goes first: raising the priority by mistake costs little.
  const emergency = (lead.urgency ?? client.urgency) === 'emergency';
  const city = lead.city ?? client.city;
  const phone = lead.phone ?? unverified(client.phone ?? options.phone);
  const subject = `${emergency ? '[EMERGENCY] ' : ''}Chat escalation ${options.escalationId}: visitor asked for a human${city ? ` (${headerText(city)})` : ''}`;
  const rows: Array<[string, string]> = [
    ['Escalation', options.escalationId],
    ['Name', field('name')],
    ['Phone', phone ?? 'not given (they may call in and mention T.O.D.)'],
    ['City', field('city')],
    ['Issue', field('issue')],
    ['Urgency', field('urgency')],
    ['Region', REGIONS[options.region].name],
    ['Messages in conversation', options.conversationCount === undefined ? '' : String(options.conversationCount)],
    ...partnerRows(options.partner),
    ['Chat session', options.sessionId],
    ['Received', options.receivedAt.toISOString()],
  ];
  const warnings = lookAlikeWarnings({ name: lead.name ?? client.name, city });
  return compose(subject, 'A visitor asked T.O.D. to talk to a person. Please reach out soon.', rows, options.transcript, warnings);
}

/** The office's notice that a visitor gave, in the chat, the phone an open hand-off lacked. */
export function escalationPhoneNotification(options: {
  escalationId: string;
  sessionId: string;
  region: ServiceRegionKey;
  lead: LeadData;
  receivedAt: Date;
}): MailContent {
  const { lead } = options;
  const subject = `Phone for chat escalation ${options.escalationId}${lead.city ? ` (${headerText(lead.city)})` : ''}`;
  const rows: Array<[string, string]> = [
    ['Escalation', options.escalationId],
    ['Phone', lead.phone ?? ''],
    ['Name', lead.name ?? ''],
    ['City', lead.city ?? ''],
    ['Issue', lead.issue ?? ''],
    ['Region', REGIONS[options.region].name],
    ['Chat session', options.sessionId],
    ['Received', options.receivedAt.toISOString()],
  ];
  const intro = 'The visitor who asked for a person has now given a phone number in the chat. Please call them.';
  return compose(subject, intro, rows, [], lookAlikeWarnings(lead));
}

/**
 * The office's record of a live chat (issue 17): what a member of staff and the visitor wrote while the person
 * was in the chat, mailed when they leave, hand back, or the visitor ends it.
 */
export function liveChatNotification(options: {
  sessionId: string;
  region: ServiceRegionKey;
  staffEmail: string;
  staffFirstName: string;
  lead: LeadData;
  ending: 'left' | 'handed_back' | 'visitor_closed' | 'timed_out';
  transcript: readonly TranscriptLine[];
  joinedAt: Date;
  endedAt: Date;
}): MailContent {
  const { lead } = options;
  const endings = {
    left: `${options.staffFirstName} left the chat`,
    handed_back: `${options.staffFirstName} handed the chat back to T.O.D.`,
    visitor_closed: 'the visitor ended the chat',
    timed_out: `${options.staffFirstName}'s inbox went offline`,
  } as const;
  const subject = `Live chat by ${headerText(options.staffFirstName)}${lead.city ? ` (${headerText(lead.city)})` : ''}: ${options.transcript.length} messages`;
  const rows: Array<[string, string]> = [
    ['Staff', options.staffEmail],
    ['Name', lead.name ?? ''],
    ['Phone', lead.phone ?? ''],
    ['City', lead.city ?? ''],
    ['Issue', lead.issue ?? ''],
    ['Region', REGIONS[options.region].name],
    ['Chat session', options.sessionId],
    ['Joined', options.joinedAt.toISOString()],
    ['Ended', `${options.endedAt.toISOString()} (${endings[options.ending]})`],
  ];
  return compose(subject, 'A member of the office chatted live with a visitor. The messages are below.', rows, options.transcript, []);
}

/** `warnings`: look-alike names and places (issue 21.12), above the fields as in the contact mail. */
function compose(
  subject: string,
  intro: string,
  rows: Array<[string, string]>,
  transcript: readonly TranscriptLine[],
  warnings: readonly string[],
): MailContent {
  const shown = rows.filter(([, value]) => value !== '').map(([label, value]): [string, string] => [label, headerText(value)]);
  const text = [
    subject,
    '',
    intro,
    '',
    ...warnings.map((warning) => `WARNING: ${warning}`),
    ...(warnings.length ? [''] : []),
    ...shown.map(([label, value]) => `${label}: ${value}`),
    '',
    'Transcript:',
    ...transcript.map((line) => `${speaker(line)}: ${line.content}`),
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...warnings.map((warning) => `<p style="color:#8a1c00;font-weight:bold">Warning: ${escapeHtml(warning)}</p>`),
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...shown.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    '<h2 style="font-size:16px">Transcript</h2>',
    ...transcript.map(
      (line) => `<p style="white-space:pre-wrap"><strong>${escapeHtml(speaker(line))}:</strong> ${escapeHtml(line.content)}</p>`,
    ),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

function speaker(line: TranscriptLine): string {
  if (line.role === 'staff') return line.staffName ? `${line.staffName} (office)` : 'Office';
  if (line.unverified) return line.role === 'user' ? 'Visitor (unverified)' : "Assistant (unverified: not in T.O.D.'s records)";
  return line.role === 'user' ? 'Visitor' : 'T.O.D.';
}
