import { type LeadData, REGIONS, type ServiceRegionKey } from '@tod/domain';
import type { MailContent } from './contactNotification.ts';
import { escapeHtml } from './escapeHtml.ts';

export interface TranscriptLine {
  role: 'user' | 'assistant';
  content: string;
  timestamp?: string | number | undefined;
}

/** The office's notice of a complete chat lead, with the conversation so far. */
export function leadNotification(options: {
  sessionId: string;
  region: ServiceRegionKey;
  lead: LeadData;
  transcript: readonly TranscriptLine[];
  receivedAt: Date;
  /** The visitor corrected the name, phone or city of a lead already sent. */
  updated?: boolean;
}): MailContent {
  const { lead } = options;
  const emergency = lead.urgency === 'emergency';
  const kind = options.updated ? 'Updated chat lead' : 'New chat lead';
  const subject = `${emergency ? '[EMERGENCY] ' : ''}${kind}: ${oneLine(lead.issue ?? 'garage door service')} in ${oneLine(lead.city ?? 'unknown city')}`;
  const rows: Array<[string, string]> = [
    ['Name', lead.name ?? ''],
    ['Phone', lead.phone ?? ''],
    ['City', lead.city ?? ''],
    ['Issue', lead.issue ?? ''],
    ['Urgency', lead.urgency ?? ''],
    ['Region', REGIONS[options.region].name],
    ['Chat session', options.sessionId],
    ['Received', options.receivedAt.toISOString()],
  ];
  const intro = options.updated
    ? 'The visitor corrected their details after the lead was sent. Please use these instead.'
    : 'T.O.D. captured a complete lead. Please call the visitor back.';
  return compose(subject, intro, rows, options.transcript);
}

/** The office's notice of a "Talk to Human" hand-off: the transcript and whatever is known of the lead. */
export function escalationNotification(options: {
  escalationId: string;
  sessionId: string;
  region: ServiceRegionKey;
  lead: LeadData;
  phone?: string | undefined;
  conversationCount?: number | undefined;
  transcript: readonly TranscriptLine[];
  receivedAt: Date;
}): MailContent {
  const { lead } = options;
  const emergency = lead.urgency === 'emergency';
  const phone = lead.phone ?? options.phone;
  const subject = `${emergency ? '[EMERGENCY] ' : ''}Chat escalation ${options.escalationId}: visitor asked for a human${lead.city ? ` (${oneLine(lead.city)})` : ''}`;
  const rows: Array<[string, string]> = [
    ['Escalation', options.escalationId],
    ['Name', lead.name ?? ''],
    ['Phone', phone ?? 'not given (they may call in and mention T.O.D.)'],
    ['City', lead.city ?? ''],
    ['Issue', lead.issue ?? ''],
    ['Urgency', lead.urgency ?? ''],
    ['Region', REGIONS[options.region].name],
    ['Messages in conversation', options.conversationCount === undefined ? '' : String(options.conversationCount)],
    ['Chat session', options.sessionId],
    ['Received', options.receivedAt.toISOString()],
  ];
  return compose(subject, 'A visitor asked T.O.D. to talk to a person. Please reach out soon.', rows, options.transcript);
}

function compose(subject: string, intro: string, rows: Array<[string, string]>, transcript: readonly TranscriptLine[]): MailContent {
  const shown = rows.filter(([, value]) => value !== '').map(([label, value]): [string, string] => [label, oneLine(value)]);
  const text = [
    subject,
    '',
    intro,
    '',
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
  return line.role === 'user' ? 'Visitor' : 'T.O.D.';
}

/** Header-safe: no line breaks inside a subject or a field. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}
