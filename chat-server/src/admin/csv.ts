import type { InboxItem } from '@tod/domain/contracts';
import {
  ADMIN_CSV_COLUMNS,
  ADMIN_CSV_YES_NO,
  ADMIN_DELIVERY_LABELS,
  ADMIN_KIND_LABELS,
  ADMIN_STATUS_LABELS,
  ADMIN_URGENCY_LABELS,
  REGION_TIME_ZONES,
  REGIONS,
} from '@tod/domain/facts';

/** What the export adds to an item's row: the contact form's email and address, the notes, the transcript. */
export interface ExportExtras {
  email: string | null;
  address: string | null;
  /** The notes, oldest first, one a line. */
  notes: string | null;
  /** The chat, one line a message: "Visitor: …". */
  transcript: string | null;
}

export type ExportRow = InboxItem & Partial<ExportExtras>;

type Column = keyof typeof ADMIN_CSV_COLUMNS;

const yesNo = (value: boolean) => (value ? ADMIN_CSV_YES_NO.yes : ADMIN_CSV_YES_NO.no);

/** Each column's cell of a row: words, not keys; times in the region's own zone. */
const CELLS: Record<Column, (row: ExportRow) => unknown> = {
  id: (row) => row.id,
  receivedAt: (row) => localTime(row.createdAt, row.region).time,
  timeZone: (row) => localTime(row.createdAt, row.region).zone,
  kind: (row) => ADMIN_KIND_LABELS[row.kind],
  region: (row) => REGIONS[row.region]?.name ?? row.region,
  urgency: (row) => (row.urgency ? ADMIN_URGENCY_LABELS[row.urgency] : ''),
  emergency: (row) => yesNo(row.emergency),
  status: (row) => ADMIN_STATUS_LABELS[row.status],
  assignee: (row) => row.assigneeName,
  name: (row) => row.name,
  phone: (row) => row.phone,
  email: (row) => row.email,
  address: (row) => row.address,
  city: (row) => row.city,
  issue: (row) => row.issue,
  complete: (row) => yesNo(row.complete),
  source: (row) => row.source,
  delivery: (row) => (row.delivery ? ADMIN_DELIVERY_LABELS[row.delivery] : ''),
  lastVisitorAt: (row) => (row.lastVisitorAt ? localTime(row.lastVisitorAt, row.region).time : ''),
  notes: (row) => row.notes,
  transcript: (row) => row.transcript,
};

const COLUMNS = Object.keys(ADMIN_CSV_COLUMNS) as Column[];

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

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as the region's wall-clock time, "2026-11-25 02:00" (a form every spreadsheet reads as a date and
 * sorts), and the zone's short name then ("PST", "MDT").
 */
export function localTime(iso: string, region: InboxItem['region']): { time: string; zone: string } {
  const timeZone = REGION_TIME_ZONES[region] ?? REGION_TIME_ZONES.nationwide;
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return { time: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`, zone: parts.timeZoneName ?? timeZone };
}

/**
 * The items as CSV (RFC 4180, CRLF line ends) with a header line of words, after a byte-order mark so a
 * spreadsheet reads accents (a Spanish name) as UTF-8.
 */
export function toCsv(rows: readonly ExportRow[]): string {
  const lines = [COLUMNS.map((column) => csvCell(ADMIN_CSV_COLUMNS[column])).join(',')];
  for (const row of rows) lines.push(COLUMNS.map((column) => csvCell(CELLS[column](row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
