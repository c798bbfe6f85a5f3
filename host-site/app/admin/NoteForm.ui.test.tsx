// @vitest-environment happy-dom

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NOTE_MAX_CHARS } from '@tod/domain/contracts';
import { ADMIN_COPY } from '@tod/domain/facts';
import { afterEach, describe, expect, it } from 'vitest';
import { NoteForm } from './NoteForm.tsx';

afterEach(cleanup);

/** The note form with an onAdd that records what it was given, as the item page's request would send it. */
function renderNoteForm(error?: string) {
  const added: string[] = [];
  render(
    <NoteForm
      onAdd={async (text) => {
        added.push(text);
      }}
      pending={false}
      error={error}
    />,
  );
  const box = screen.getByLabelText(ADMIN_COPY.note) as HTMLTextAreaElement;
  const type = (value: string) => fireEvent.change(box, { target: { value } });
  const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: ADMIN_COPY.addNote })));
  return { added, box, type, submit };
}

describe('the note box', () => {
  it('keeps the focus in the box once a note is added, so what is typed next is never a shortcut', async () => {
    const { added, box, type, submit } = renderNoteForm();
    type('called, no answer');
    await submit();
    expect(added).toEqual(['called, no answer']);
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
  });

  it('states the limit, tied to the box', () => {
    const { box } = renderNoteForm();
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(ADMIN_COPY.noteLimit(NOTE_MAX_CHARS));
  });

  it('keeps a note over the limit whole in the box, marks it invalid, announces why and sends nothing', async () => {
    const { added, box, type, submit } = renderNoteForm();
    const long = 'a'.repeat(NOTE_MAX_CHARS + 25);
    type(long);
    expect(box.value).toBe(long);
    expect(box.hasAttribute('maxlength')).toBe(false);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(ADMIN_COPY.noteTooLong(NOTE_MAX_CHARS));
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByRole('alert').id);
    await submit();
    expect(added).toEqual([]);
    expect(box.value).toBe(long);
    expect(document.activeElement).toBe(box);
  });

  it('clears the alert once the note is short enough, counting as the server does (trimmed), and adds it', async () => {
    const { added, box, type, submit } = renderNoteForm();
    type('a'.repeat(NOTE_MAX_CHARS + 1));
    const fits = `  ${'a'.repeat(NOTE_MAX_CHARS)}\n`;
    type(fits);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    await submit();
    expect(added).toEqual(['a'.repeat(NOTE_MAX_CHARS)]);
    expect(box.value).toBe('');
  });

  it('shows and announces the server’s refusal', () => {
    renderNoteForm(ADMIN_COPY.noteTooLong(NOTE_MAX_CHARS));
    expect(screen.getByRole('alert').textContent).toBe(ADMIN_COPY.noteTooLong(NOTE_MAX_CHARS));
  });
});
