import type { InboxItem } from '@tod/domain/contracts';
import { ADMIN_CSV_COLUMNS } from '@tod/domain/facts';
import { describe, expect, it } from 'vitest';
import { csvCell, type ExportRow, localTime, toCsv } from './csv.ts';

const item: InboxItem = {
  id: 7,
  kind: 'chat_lead',
  region: 'salem',
  name: 'Ann',
  phone: '503-555-0101',
  city: 'Salem',
  issue: 'Spring',
  urgency: 'emergency',
  emergency: true,
  complete: true,
  status: 'new',
  assigneeId: 3,
  assigneeName: 'Maria Lopez',
  lastVisitorAt: '2026-11-25T10:05:00.000Z',
  source: null,
  delivery: 'sent',
  createdAt: '2026-11-25T10:00:00.000Z',
};

/** The data lines of a CSV as records by heading (this test's cells hold no quoted comma or line break). */
function records(csv: string): Record<string, string>[] {
  const [header = '', ...lines] = csv.replace(/^\uFEFF/, '').split('\r\n');
  const headings = header.split(',');
  return lines.filter(Boolean).map((line) => Object.fromEntries(line.split(',').map((cell, index) => [headings[index], cell])));
}

describe('the inbox CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"\nc')).toBe('"a, ""b""\nc"');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('starts with a byte-order mark and a header of words, one CRLF line per item', () => {
    const csv = toCsv([item]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, first, end] = csv.slice(1).split('\r\n');
    expect(header?.split(',')).toEqual(Object.values(ADMIN_CSV_COLUMNS));
    expect(first).toBeDefined();
    expect(end).toBe('');
  });

  it('names the assignee, the kind, region, urgency and status in words, yes/no for flags', () => {
    const [row] = records(toCsv([item]));
    expect(row).toMatchObject({
      [ADMIN_CSV_COLUMNS.assignee]: 'Maria Lopez',
      [ADMIN_CSV_COLUMNS.kind]: 'Chat lead',
      [ADMIN_CSV_COLUMNS.region]: 'Salem & Mid-Valley',
      [ADMIN_CSV_COLUMNS.urgency]: 'Emergency',
      [ADMIN_CSV_COLUMNS.status]: 'New',
      [ADMIN_CSV_COLUMNS.emergency]: 'Yes',
      [ADMIN_CSV_COLUMNS.delivery]: 'Mail sent',
    });
    expect(row?.[ADMIN_CSV_COLUMNS.assignee]).not.toBe('3');
  });

  it("writes times in the region's own zone, readable and sortable, with the zone beside them", () => {
    const [salem] = records(toCsv([item]));
    expect(salem?.[ADMIN_CSV_COLUMNS.receivedAt]).toBe('2026-11-25 02:00');
    expect(salem?.[ADMIN_CSV_COLUMNS.timeZone]).toBe('PST');
    expect(salem?.[ADMIN_CSV_COLUMNS.lastVisitorAt]).toBe('2026-11-25 02:05');
    const [boise] = records(toCsv([{ ...item, region: 'idaho' }]));
    expect(boise?.[ADMIN_CSV_COLUMNS.receivedAt]).toBe('2026-11-25 03:00');
    expect(boise?.[ADMIN_CSV_COLUMNS.timeZone]).toBe('MST');
    expect(localTime('2026-07-01T19:30:00.000Z', 'portland-metro')).toEqual({ time: '2026-07-01 12:30', zone: 'PDT' });
  });

  it('adds the email, address, notes and transcript, line breaks kept inside one quoted cell', () => {
    const row: ExportRow = {
      ...item,
      email: 'ann@example.com',
      address: '1 Main St, Salem, OR 97301',
      notes: 'Called back\nTech booked',
      transcript: 'Visitor: my spring broke\nT.O.D.: I can help',
    };
    const csv = toCsv([row]);
    expect(csv).toContain(',ann@example.com,"1 Main St, Salem, OR 97301",');
    expect(csv).toContain('"Called back\nTech booked"');
    expect(csv).toContain('"Visitor: my spring broke\nT.O.D.: I can help"');
  });

  it('defuses a formula in the new cells too', () => {
    const csv = toCsv([{ ...item, notes: '=cmd|calc', transcript: '+1 503', email: '@evil' }]);
    expect(csv).toContain(",'@evil,");
    expect(csv).toContain("'=cmd|calc");
    expect(csv).toContain("'+1 503");
  });
});
