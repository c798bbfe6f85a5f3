import { describe, expect, it } from 'vitest';
import { ADMIN_COPY } from '../adminCopy.ts';
import { NOTE_MAX_CHARS, noteRequestSchema } from './admin.ts';
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
