import { LIVE_ADMIN_COPY, LIVE_MESSAGE_MAX_CHARS } from '@tod/domain/facts';
import type { FormEvent, KeyboardEvent } from 'react';

/**
 * The reply box of a chat the dispatcher joined: Enter or the Send button sends the trimmed text; an empty
 * message, or one while the last is still on its way, is not sent. The Send button is there for a phone,
 * where the "Enter sends" hint is hidden, and for anyone who does not press Enter.
 */
export function LiveReply({
  text,
  onType,
  onSend,
  pending,
}: {
  text: string;
  onType: (text: string) => void;
  onSend: (message: string) => void;
  pending: boolean;
}) {
  const message = text.trim();
  const blocked = !message || pending;

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

  return (
    <form className="admin-form admin-live-reply" onSubmit={onSubmit}>
      <label htmlFor="live-reply">{LIVE_ADMIN_COPY.reply}</label>
      <textarea
        id="live-reply"
        value={text}
        rows={2}
        maxLength={LIVE_MESSAGE_MAX_CHARS}
        aria-describedby="live-reply-hint"
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <span id="live-reply-hint" className="admin-hint">
        {LIVE_ADMIN_COPY.replyHint}
      </span>
      {/* aria-disabled, not disabled: the button keeps its place in the tab order while the box is empty. */}
      <button type="submit" className="admin-button admin-button-primary" aria-disabled={blocked}>
        {LIVE_ADMIN_COPY.send}
      </button>
    </form>
  );
}
