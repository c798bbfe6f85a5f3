import type { ServiceRegionKey } from '@tod/domain';
import {
  LIVE_ADMIN_COPY,
  LIVE_MESSAGE_MAX_CHARS,
  SAVED_REPLY_IDS,
  SAVED_REPLY_LABELS,
  SAVED_REPLY_LANGUAGES,
  type SavedReplyLanguage,
  savedReplyText,
} from '@tod/domain/facts';
import { type FormEvent, type KeyboardEvent, type Ref, useRef, useState } from 'react';

/**
 * The reply box of a chat the dispatcher joined: Enter or the Send button sends the trimmed text; an empty
 * message, or one while the last is still on its way, is not sent. The Send button is there for a phone,
 * where the "Enter sends" hint is hidden, and for anyone who does not press Enter. Beside it, the saved
 * replies (issue 34): a press puts one, in the language chosen and with the region's facts, into the box to
 * edit and send; it never sends by itself.
 */
export function LiveReply({
  text,
  onType,
  onSend,
  pending,
  region,
  ref,
}: {
  text: string;
  onType: (text: string) => void;
  onSend: (message: string) => void;
  pending: boolean;
  region: ServiceRegionKey;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const message = text.trim();
  const blocked = !message || pending;
  const [language, setLanguage] = useState<SavedReplyLanguage>('en');
  const [inserted, setInserted] = useState<string | undefined>();
  const box = useRef<HTMLTextAreaElement | null>(null);

  function send() {
    if (!blocked) onSend(message);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  /**
   * The saved reply after what the staff member typed (on a line of its own), or in place of a saved reply still
   * untouched in the box, so pressing one after another never stacks them; then the focus back in the box.
   */
  function insert(reply: string) {
    onType(message && message !== inserted ? `${message}\n${reply}` : reply);
    setInserted(reply);
    box.current?.focus();
  }

  return (
    <form className="admin-form admin-live-reply" onSubmit={onSubmit}>
      <label htmlFor="live-reply">{LIVE_ADMIN_COPY.reply}</label>
      <textarea
        id="live-reply"
        ref={(element) => {
          box.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        value={text}
        rows={2}
        maxLength={LIVE_MESSAGE_MAX_CHARS}
        aria-describedby="live-reply-hint"
        onChange={(event) => {
          setInserted(undefined);
          onType(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      <span id="live-reply-hint" className="admin-hint">
        {LIVE_ADMIN_COPY.replyHint}
      </span>
      {/* aria-disabled, not disabled: the button keeps its place in the tab order while the box is empty. */}
      <button type="submit" className="admin-button admin-button-primary" aria-disabled={blocked}>
        {LIVE_ADMIN_COPY.send}
      </button>
      <fieldset className="admin-saved-replies">
        <legend>{SAVED_REPLY_LABELS.heading}</legend>
        <label className="admin-inline">
          {SAVED_REPLY_LABELS.language}{' '}
          <select value={language} onChange={(event) => setLanguage(event.target.value as SavedReplyLanguage)}>
            {SAVED_REPLY_LANGUAGES.map((option) => (
              <option key={option} value={option} lang={option}>
                {SAVED_REPLY_LABELS.languages[option]}
              </option>
            ))}
          </select>
        </label>
        {SAVED_REPLY_IDS.map((id) => (
          <button key={id} type="button" className="admin-button" onClick={() => insert(savedReplyText(id, language, region))}>
            {SAVED_REPLY_LABELS.replies[id]}
          </button>
        ))}
        <span className="visually-hidden" role="status">
          {inserted !== undefined ? SAVED_REPLY_LABELS.inserted : ''}
        </span>
      </fieldset>
    </form>
  );
}
