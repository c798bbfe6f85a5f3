import { NOTE_MAX_CHARS } from '@tod/domain/contracts';
import { ADMIN_COPY } from '@tod/domain/facts';
import { type FormEvent, useRef, useState } from 'react';

export interface NoteFormProps {
  /** Adds the note; the box empties when it resolves and keeps the text when it rejects. */
  onAdd: (text: string) => Promise<unknown>;
  pending: boolean;
  /** The server's refusal of the last note, shown and announced under the box. */
  error?: string | undefined;
}

/**
 * The item page's note box (decision 0255). It states the limit, and keeps a note over it whole (no
 * `maxlength`, which would cut a paste silently): the box is marked invalid, an alert says why, and the
 * note is not sent until it is short enough.
 */
export function NoteForm({ onAdd, pending, error }: NoteFormProps) {
  const [note, setNote] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const text = note.trim();
  const tooLong = text.length > NOTE_MAX_CHARS;
  const problem = tooLong ? ADMIN_COPY.noteTooLong(NOTE_MAX_CHARS) : error;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tooLong) box.current?.focus();
    if (!text || tooLong || pending) return;
    onAdd(text).then(
      () => {
        setNote('');
        // The button is disabled once the box is empty, which would drop the focus to the page, where the next
        // word typed would run the list's shortcuts ("everything ok?" closing the item with e): keep it here.
        box.current?.focus();
      },
      () => undefined,
    );
  }

  return (
    <form onSubmit={submit} className="admin-form">
      <label htmlFor="item-note">{ADMIN_COPY.note}</label>
      <textarea
        ref={box}
        id="item-note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={3}
        aria-invalid={tooLong || undefined}
        aria-describedby={problem ? 'item-note-limit item-note-error' : 'item-note-limit'}
      />
      <p id="item-note-limit" className="admin-field-hint">
        {ADMIN_COPY.noteLimit(NOTE_MAX_CHARS)}
      </p>
      {problem ? (
        <p id="item-note-error" className="admin-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="admin-button admin-button-primary" disabled={pending || !text}>
        {ADMIN_COPY.addNote}
      </button>
    </form>
  );
}
