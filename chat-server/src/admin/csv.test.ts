import type { InboxItem } from '@tod/domain/contracts';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('the inbox CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, "b"\nc')).toBe('"a, ""b""\nc"');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('writes a header and one CRLF line per item', () => {
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
      assigneeId: null,
      source: null,
      delivery: 'sent',
      createdAt: '2026-11-25T10:00:00.000Z',
    };
    const lines = toCsv([item]).split('\r\n');
    expect(lines[0]?.split(',')).toContain('phone');
    expect(lines[1]).toBe('7,2026-11-25T10:00:00.000Z,chat_lead,salem,emergency,true,new,Ann,503-555-0101,Salem,Spring,true,,sent,');
    expect(lines[2]).toBe('');
  });
});
