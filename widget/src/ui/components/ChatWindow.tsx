import { telHref } from '@tod/domain/facts';
import type { ComponentChildren, RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { type ChatMessage, type ConversationStatus, canSend, isTooLong } from '../../chat/conversation.ts';
import type { CtaAction } from '../../chat/ctas.ts';
import type { RegionView } from '../../chat/regionView.ts';
import { useCopy } from '../copy.ts';
import { useReplyScroll } from '../replyScroll.ts';
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
  /** The conversation was handed to the team: 'Talk to Human' is done. */
  escalated?: boolean | undefined;
  /** Sending is paused until the rate limit's Retry-After has passed. */
  sendBlocked: boolean;
  input: string;
  /** The newest assistant message, read out through the aria-live region (in the newest reply's language). */
  announcement: string;
  /** The live hand-off's status where the typing line goes: waiting for a person, or "Maria is typing...". */
  liveStatus?: ComponentChildren;
  onInput: (value: string) => void;
  onSend: () => void;
  onClose: () => void;
  onEscalate: () => void;
  onSuggestion: (text: string) => void;
  onCta: (action: CtaAction, source: CtaSource) => void;
  inputRef: RefObject<HTMLTextAreaElement>;
}

/** The window's title; the refused-origin window (never shown beside the chat) uses the same header. */
export const TITLE_ID = 'tod-title';
const HINT_ID = 'tod-hint';

/**
 * The chat window (SPEC §2): a 420×640 box on desktop, a full-screen modal with a backdrop on mobile.
 * The message box is never disabled, so it keeps the focus (and a phone its keyboard) while a reply
 * is on its way; only sending is blocked (issue 23.1).
 */
export function ChatWindow(props: ChatWindowProps) {
  const { mobile, region, messages, status, streamingText, escalating, input, inputRef } = props;
  const copy = useCopy();
  // Over the contract's length the text stays in the box, marked invalid, and the banner says the limit.
  const tooLong = isTooLong(input);
  const banner = tooLong ? copy.tooLong : props.banner;
  const listRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const streamingRef = useRef<HTMLDivElement>(null);
  const busy = status !== 'ready';
  const last = messages.at(-1);
  const scroll = useReplyScroll(listRef, streamingRef, messages, status === 'streaming' && streamingText.length > 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text, the placeholder and the layout.
  useLayoutEffect(() => {
    if (inputRef.current) autosize(inputRef.current);
  }, [input, copy.inputPlaceholder, mobile, inputRef]);

  /** After a click on a control that a send disables or removes, the focus goes back to the box. */
  const keepFocus = () => inputRef.current?.focus();

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
        <div class="tod-backdrop" onClick={props.onClose} />
      )}
      <div
        ref={dialogRef}
        class={`tod-window${mobile ? ' tod-window--mobile' : ''}`}
        role="dialog"
        aria-modal={mobile}
        aria-labelledby={TITLE_ID}
        onKeyDown={onKeyDown}
      >
        <WindowHeader onClose={props.onClose} />
        <div class="tod-messages" ref={listRef} onScroll={scroll.onScroll} data-testid="messages">
          {!messages.some((message) => message.kind !== 'welcome') && (
            <div class="tod-empty">
              <h3 class="tod-h">{copy.emptyTitle}</h3>
              <p class="tod-muted">{copy.emptyBody}</p>
              <p class="tod-notice">
                {copy.aiNotice}{' '}
                <a href={region.disclosureUrl} target="_blank" rel="noopener noreferrer">
                  {copy.learnMore}
                </a>
              </p>
            </div>
          )}
          <ul class="tod-list">
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                links={region}
                showSuggestions={message === last && !busy}
                escalating={escalating}
                escalated={props.escalated}
                onCta={(action) => props.onCta(action, 'message')}
                onEscalate={() => {
                  props.onEscalate();
                  keepFocus();
                }}
                onSuggestion={(text) => {
                  props.onSuggestion(text);
                  keepFocus();
                }}
              />
            ))}
          </ul>
          {status === 'streaming' && streamingText && (
            <div class="tod-message tod-message--assistant" data-testid="streaming" ref={streamingRef}>
              <div class="tod-bubble">
                <RichText text={streamingText} />
              </div>
            </div>
          )}
          {(busy || props.liveStatus) && <p class="tod-typing">{busy ? copy.typing : props.liveStatus}</p>}
        </div>
        {scroll.unseen && (
          <button type="button" class="tod-new-message" onClick={scroll.showUnseen}>
            {copy.newMessageButton}
          </button>
        )}
        {/* role="status" is a polite live region (aria-live="polite" implied). */}
        <div class="tod-sr" role="status" aria-atomic lang={last?.metadata?.locale}>
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
            keepFocus();
          }}
        >
          <textarea
            ref={inputRef}
            class="tod-input"
            rows={1}
            value={input}
            placeholder={copy.inputPlaceholder}
            aria-label={copy.inputLabel}
            aria-describedby={HINT_ID}
            aria-invalid={tooLong}
            onInput={(event) => props.onInput((event.currentTarget as HTMLTextAreaElement).value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
                event.preventDefault();
                props.onSend();
              }
            }}
          />
          <span id={HINT_ID} class="tod-sr">
            {copy.newLineHint}
          </span>
          <button
            type="submit"
            class="tod-send"
            aria-label={copy.sendLabel}
            disabled={props.sendBlocked || !canSend({ status, escalating }, input)}
          >
            <SendIcon class="tod-send__icon" />
          </button>
        </form>
        <nav class="tod-quick" aria-label={copy.quickActionsLabel}>
          <a class="tod-quick__link" href={telHref(region.phone)} onClick={() => props.onCta('call', 'quick_action')}>
            {copy.quickCall}
          </a>
          {/* After an emergency reply, booking and estimates are out of place: the call is all that stays (issue 30). */}
          {props.messages.filter((message) => message.role === 'assistant').at(-1)?.metadata?.responseType !== 'emergency' && (
            <>
              <a
                class="tod-quick__link"
                href={region.bookingUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => props.onCta('book', 'quick_action')}
              >
                {copy.quickBook}
              </a>
              <a
                class="tod-quick__link"
                href={region.estimateUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => props.onCta('estimate', 'quick_action')}
              >
                {copy.quickEstimate}
              </a>
            </>
          )}
        </nav>
        <p class="tod-footer">{copy.footerNote}</p>
      </div>
    </>
  );
}

/**
 * The window's header: title, subtitle and close button. A div, not <header>: the page has its own
 * banner landmark (issue 23.10). Shared with the refused-origin window, so its chunk stays small.
 */
export function WindowHeader({ onClose }: { onClose: () => void }) {
  const copy = useCopy();
  return (
    <div class="tod-header">
      <h2 class="tod-header__title" id={TITLE_ID}>
        {copy.title}
      </h2>
      <p class="tod-header__subtitle">{copy.subtitle}</p>
      <button type="button" class="tod-icon-button tod-header__close" aria-label={copy.closeLabel} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}

/**
 * Fits the box to its text, or to its placeholder while empty, so the placeholder is never cut off;
 * CSS caps it at about five lines, after which it scrolls.
 */
export function autosize(textarea: HTMLTextAreaElement): void {
  textarea.style.height = 'auto';
  let contentHeight = textarea.scrollHeight;
  if (!textarea.value && textarea.placeholder) {
    textarea.value = textarea.placeholder;
    contentHeight = textarea.scrollHeight;
    textarea.value = '';
  }
  const borders = textarea.offsetHeight - textarea.clientHeight;
  textarea.style.height = `${contentHeight + borders}px`;
}

// What the window holds that takes the focus: links, buttons and the message box (never disabled, and the
// window has no other input and no positive tabindex). Kept to these for the widget's size budget.
const FOCUSABLE = 'a[href],button:not([disabled]),textarea';

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
