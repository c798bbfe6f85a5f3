import { describe, expect, it } from 'vitest';
import { ADMIN_COPY } from '../adminCopy.ts';
import {
  ITEM_STATUSES,
  isReversedRange,
  itemListQuerySchema,
  itemPatchSchema,
  NOTE_MAX_CHARS,
  noteRequestSchema,
  QUICK_STATUS_ACTIONS,
} from './admin.ts';
import { fieldErrorsOf } from './errors.ts';

describe('the note contract', () => {
  it('takes a note of NOTE_MAX_CHARS characters, counted after trimming', () => {
    const note = `  ${'a'.repeat(NOTE_MAX_CHARS)}  `;
    expect(noteRequestSchema.parse({ text: note }).text).toHaveLength(NOTE_MAX_CHARS);
  });

  it('refuses a longer note with the text of the limit as the field error', () => {
    const parsed = noteRequestSchema.safeParse({ text: 'a'.repeat(NOTE_MAX_CHARS + 1) });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrorsOf(parsed.error)).toEqual({ text: ADMIN_COPY.noteTooLong(NOTE_MAX_CHARS) });
  });

  it('refuses an empty note', () => {
    const parsed = noteRequestSchema.safeParse({ text: '   ' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrorsOf(parsed.error)).toEqual({ text: ADMIN_COPY.noteEmpty });
  });
});

describe('the list query contract', () => {
  it('refuses a from after the to, on the to field', () => {
    const parsed = itemListQuerySchema.safeParse({ from: '2026-11-20T08:00:00.000Z', to: '2026-11-10T08:00:00.000Z' });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(fieldErrorsOf(parsed.error)).toEqual({ to: ADMIN_COPY.reversedRange });
  });

  it('takes a range in order, an open end, and no range', () => {
    for (const query of [
      { from: '2026-11-10T08:00:00.000Z', to: '2026-11-20T08:00:00.000Z' },
      { from: '2026-11-20T08:00:00.000Z' },
      { to: '2026-11-10T08:00:00.000Z' },
      {},
    ]) {
      expect(itemListQuerySchema.safeParse(query).success).toBe(true);
    }
  });

  it('compares dates as dates: a day after another is reversed, the same day and an open end are not', () => {
    expect(isReversedRange('2026-11-20', '2026-11-10')).toBe(true);
    expect(isReversedRange('2026-11-10', '2026-11-10')).toBe(false);
    expect(isReversedRange('2026-11-10', '2026-12-01')).toBe(false);
    expect(isReversedRange('2026-11-10', undefined)).toBe(false);
    expect(isReversedRange(undefined, '2026-11-10')).toBe(false);
  });
});

describe('the quick status actions', () => {
  it('offers "contacted" only for a new item', () => {
    const offering = ITEM_STATUSES.filter((status) => QUICK_STATUS_ACTIONS[status].includes('contacted'));
    expect(offering).toEqual(['new']);
  });

  it('never offers the status an item already has, and no spam once a job is booked', () => {
    for (const status of ITEM_STATUSES) expect(QUICK_STATUS_ACTIONS[status]).not.toContain(status);
    expect(QUICK_STATUS_ACTIONS.booked).not.toContain('spam');
  });

  it('offers booked or closed after a call, closed after a booking, and reopening once closed', () => {
    expect(QUICK_STATUS_ACTIONS.contacted).toEqual(expect.arrayContaining(['booked', 'closed']));
    expect(QUICK_STATUS_ACTIONS.booked).toEqual(['closed']);
    expect(QUICK_STATUS_ACTIONS.closed).toContain('new');
    expect(QUICK_STATUS_ACTIONS.spam).toEqual([]);
  });

  it('offers only statuses the status patch accepts', () => {
    for (const status of ITEM_STATUSES) {
      for (const next of QUICK_STATUS_ACTIONS[status]) expect(itemPatchSchema.safeParse({ status: next }).success).toBe(true);
    }
  });
});
