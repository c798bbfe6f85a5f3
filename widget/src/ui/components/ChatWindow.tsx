import { CHAT_COPY, telHref, WIDGET_COPY } from '@tod/domain/facts';
import type { Ref } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { type ChatMessage, type ConversationStatus, canSend } from '../../chat/conversation.ts';
import type { CtaAction } from '../../chat/ctas.ts';
import type { RegionView } from '../../chat/regionView.ts';
import { CloseIcon, SendIcon } from './Icons.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import { RichText } from './RichText.tsx';

export type CtaSource = 'message' | 'quick_action';

export interface ChatWindowProps {
  mobile: boolean;
  region: RegionView;
  messages: readonly ChatMessage[];
  status: ConversationStatus;
  streamingText: string;
  banner: string | null;
  escalating: boolean;
  input: string;
  /** The newest assistant message, read out through the aria-live region. */
  announcement: string;
  onInput: (value: string) => void;
  onSend: () => void;
  onClose: () => void;
  onEscalate: () => void;
  onSuggestion: (text: string) => void;
  onCta: (action: CtaAction, source: CtaSource) => void;
  inputRef?: Ref<HTMLTextAreaElement>;
}

const TITLE_ID = 'tod-title';
const HINT_ID = 'tod-hint';

/** The chat window (SPEC §2): a 420×640 box on desktop, a full-screen modal with a backdrop on mobile. */
export function ChatWindow(props: ChatWindowProps) {
  const { mobile, region, messages, status, streamingText, banner, escalating, input } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const busy = status !== 'ready';
  const links = { phone: region.phone, bookingUrl: region.bookingUrl, estimateUrl: region.estimateUrl };
  const last = messages.at(-1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever the content grows.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, streamingText, status]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      props.onClose();
    } else if (event.key === 'Tab' && mobile && dialogRef.current) {
      trapFocus(event, dialogRef.current);
    }
  };

  return (
    <>
      {mobile && (
        // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a pointer convenience; Escape and the close button are the keyboard way out.
        <div class="tod-backdrop" data-testid="backdrop" onClick={props.onClose} />
      )}
      <div
        ref={dialogRef}
        class={`tod-window${mobile ? ' tod-window--mobile' : ''}`}
        role="dialog"
        aria-modal={mobile ? 'true' : 'false'}
        aria-labelledby={TITLE_ID}
        onKeyDown={onKeyDown}
      >
        <header class="tod-header">
          <h2 id={TITLE_ID}>{CHAT_COPY.title}</h2>
          <p>{CHAT_COPY.subtitle}</p>
          <button type="button" class="tod-icon-button" aria-label={CHAT_COPY.closeLabel} onClick={props.onClose}>
            <CloseIcon />
          </button>
        </header>
        <div class="tod-messages" ref={listRef}>
          {!messages.some((message) => message.kind !== 'welcome') && (
            <div class="tod-empty">
              <h3>{CHAT_COPY.emptyTitle}</h3>
              <p>{CHAT_COPY.emptyBody}</p>
              <p class="tod-notice">
                {CHAT_COPY.aiNotice}{' '}
                <a href={region.disclosureUrl} target="_blank" rel="noopener noreferrer">
                  {CHAT_COPY.learnMore}
                </a>
              </p>
            </div>
          )}
          <ul class="tod-list">
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                links={links}
                showSuggestions={message === last && !busy}
                escalating={escalating}
                onCta={(action) => props.onCta(action, 'message')}
                onEscalate={props.onEscalate}
                onSuggestion={props.onSuggestion}
              />
            ))}
          </ul>
          {status === 'streaming' && streamingText && (
            <div class="tod-message tod-message--assistant" data-testid="streaming">
              <div class="tod-bubble">
                <RichText text={streamingText} />
              </div>
            </div>
          )}
          {busy && <p class="tod-typing">{CHAT_COPY.typing}</p>}
        </div>
        <div class="tod-sr" role="status" aria-live="polite" aria-atomic="true">
          {props.announcement}
        </div>
        {banner && (
          <div class="tod-banner" role="alert">
            {banner}
          </div>
        )}
        <form
          class="tod-composer"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSend();
          }}
        >
          <textarea
            ref={props.inputRef}
            rows={1}
            value={input}
            placeholder={CHAT_COPY.inputPlaceholder}
            aria-label={CHAT_COPY.inputLabel}
            aria-describedby={HINT_ID}
            disabled={busy}
            onInput={(event) => props.onInput((event.currentTarget as HTMLTextAreaElement).value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
                event.preventDefault();
                props.onSend();
              }
            }}
          />
          <span id={HINT_ID} class="tod-sr">
            {CHAT_COPY.newLineHint}
          </span>
          <button type="submit" class="tod-send" aria-label={CHAT_COPY.sendLabel} disabled={!canSend({ status, escalating }, input)}>
            <SendIcon />
          </button>
        </form>
        <nav class="tod-quick" aria-label={WIDGET_COPY.quickActionsLabel}>
          <a href={telHref(region.phone)} onClick={() => props.onCta('call', 'quick_action')}>
            {CHAT_COPY.quickCall}
          </a>
          <a href={region.bookingUrl} target="_blank" rel="noopener noreferrer" onClick={() => props.onCta('book', 'quick_action')}>
            {CHAT_COPY.quickBook}
          </a>
          <a href={region.estimateUrl} target="_blank" rel="noopener noreferrer" onClick={() => props.onCta('estimate', 'quick_action')}>
            {CHAT_COPY.quickEstimate}
          </a>
        </nav>
        <p class="tod-footer">{CHAT_COPY.footerNote}</p>
      </div>
    </>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog (the mobile modal). */
function trapFocus(event: KeyboardEvent, dialog: HTMLElement) {
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const lastElement = focusable.at(-1);
  if (!first || !lastElement) return;
  const active = (dialog.getRootNode() as ShadowRoot | Document).activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    lastElement.focus();
  } else if (!event.shiftKey && active === lastElement) {
    event.preventDefault();
    first.focus();
  }
}
