import type { InboxItem } from '@tod/domain/contracts';

const COLUMNS: (keyof InboxItem)[] = [
  'id',
  'createdAt',
  'kind',
  'region',
  'urgency',
  'emergency',
  'status',
  'name',
  'phone',
  'city',
  'issue',
  'complete',
  'source',
  'delivery',
  'assigneeId',
];

/**
 * One cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ (a formula to a
 * spreadsheet) gets a ' in front, so a visitor's text never runs in the office's spreadsheet.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The items as CSV (RFC 4180, CRLF line ends), with a header line. */
export function toCsv(items: readonly InboxItem[]): string {
  const lines = [COLUMNS.join(',')];
  for (const item of items) lines.push(COLUMNS.map((column) => csvCell(item[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
