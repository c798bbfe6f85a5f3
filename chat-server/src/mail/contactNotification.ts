import { type ContactSubmission, PREFERRED_TIMES, SERVICE_TYPES, USER_TYPES } from '@tod/domain/contracts';
import { REGIONS } from '@tod/domain/facts';
import { escapeHtml } from './escapeHtml.ts';
import { headerText } from './headerText.ts';
import { mixedScripts } from './mixedScript.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

type Row = [label: string, value: string];

/** The office's notification of a contact submission: every field, visitor text escaped in HTML. */
export function contactNotification(submission: Omit<ContactSubmission, 'website'>, receivedAt: Date): MailContent {
  const emergency = submission.isEmergency === 'Yes';
  const subject = `${emergency ? '[EMERGENCY] ' : ''}Contact request: ${submission.requestType} – ${SERVICE_TYPES[submission.serviceType]} in ${headerText(submission.city)}, ${submission.state}`;
  const rows = fieldRows(submission, receivedAt);
  const warnings = lookAlikeWarnings(submission);
  const text = [
    subject,
    '',
    ...warnings.map((warning) => `WARNING: ${warning}`),
    ...(warnings.length ? [''] : []),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    submission.message,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    ...warnings.map((warning) => `<p style="color:#8a1c00;font-weight:bold">Warning: ${escapeHtml(warning)}</p>`),
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    '<h2 style="font-size:16px">Message</h2>',
    `<p style="white-space:pre-wrap">${escapeHtml(submission.message)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** The visitor-typed names and places whose words mix alphabets ("Bоise" with a Cyrillic о). */
const LOOK_ALIKE_FIELDS = [
  ['Name', 'name'],
  ['Full name', 'fullName'],
  ['City', 'city'],
  ['Street address', 'streetAddress'],
] as const;

/** One warning per field that mixes alphabets inside a word: it may imitate another name or place. */
export function lookAlikeWarnings(submission: Partial<Record<(typeof LOOK_ALIKE_FIELDS)[number][1], string>>): string[] {
  return LOOK_ALIKE_FIELDS.flatMap(([label, field]) => {
    const scripts = mixedScripts(submission[field] ?? '');
    return scripts.length
      ? [`${label} mixes alphabets (${scripts.join(' + ')}) and may imitate another name; check it before calling.`]
      : [];
  });
}

function fieldRows(s: Omit<ContactSubmission, 'website'>, receivedAt: Date): Row[] {
  const rows: Row[] = [
    ['Submission', s.submissionId],
    ['Received', receivedAt.toISOString()],
    ['Emergency', s.isEmergency],
    ['Reason', s.requestType],
    ['Service', SERVICE_TYPES[s.serviceType]],
    ['Name', s.name],
    ['Email', s.email],
    ['Phone', s.phone],
    ['Street address', s.streetAddress],
    ['City', s.city],
    ['State', s.state],
    ['ZIP code', s.postalCode],
    ['Address', s.address ?? ''],
    ['Who', USER_TYPES[s.userType]],
    ['Preferred date', s.preferredDate || 'not given'],
    ['Preferred time', PREFERRED_TIMES[s.preferredTime]],
    ['Service region', s.region ? REGIONS[s.region].displayName : ''],
    ['Full name', s.fullName ?? ''],
    ['Contact reason', s.contactReason ? SERVICE_TYPES[s.contactReason] : ''],
    ['Source page', s.sourcePage ?? ''],
    ['Path', s.pathname ?? ''],
    ['Submitted (browser)', s.submissionDate ?? ''],
    ['User agent', s.userAgent ?? ''],
    ['Language', s.browserInfo?.language ?? ''],
    ['Platform', s.browserInfo?.platform ?? ''],
    ['Screen', s.browserInfo?.screenSize ?? ''],
    ['Time zone', s.browserInfo?.timeZone ?? ''],
  ];
  return rows.filter(([, value]) => value !== '').map(([label, value]) => [label, headerText(value)]);
}
