import type { ChatMessage } from '../../chat/conversation.ts';
import { type Cta, type CtaAction, type CtaLinks, ctasFor, opensNewTab } from '../../chat/ctas.ts';
import { useCatalogue, useCopy } from '../copy.ts';
import { RichText } from './RichText.tsx';

export interface MessageBubbleProps {
  message: ChatMessage;
  links: CtaLinks;
  /** Suggestions show on the newest assistant message only, when nothing is in flight. */
  showSuggestions: boolean;
  escalating: boolean;
  /** The hand-off is done: its button is disabled and says so, its chip is gone (issue 33.2). */
  escalated?: boolean | undefined;
  onCta: (action: CtaAction) => void;
  onEscalate: () => void;
  onSuggestion: (text: string) => void;
}

/**
 * One message. The FAQ match ('Matched: … (65%)') is not shown: it is for the logs and the office
 * inbox (issue 23.3). Quick replies are grey, square-cornered 'say this' chips under a label; actions
 * are pill buttons in the brand colour.
 */
export function MessageBubble({
  message,
  links,
  showSuggestions,
  escalating,
  escalated,
  onCta,
  onEscalate,
  onSuggestion,
}: MessageBubbleProps) {
  const isUser = message.role === 'user';
  const metadata = isUser ? undefined : message.metadata;
  const lang = metadata?.locale;
  const copy = useCopy();
  // Until a reply's catalogue has loaded, it shows no buttons or chips rather than wrong ones.
  const replyCopy = useCatalogue(lang, copy);
  // A live hand-off's joined/left line: centred, no bubble (issue 17).
  if (message.kind === 'system')
    return (
      <li class="tod-message tod-message--system" data-kind="system" data-testid="message">
        {message.content}
      </li>
    );
  const ctas = replyCopy ? ctasFor(metadata, links, replyCopy) : [];
  const suggestions =
    showSuggestions && replyCopy
      ? (metadata?.suggestions ?? []).filter((text) => !escalated || text !== replyCopy.chipEscalate).slice(0, 3)
      : [];
  return (
    <li
      lang={lang}
      // Focusable by script only: the "new message" button moves the focus to the reply it shows.
      tabIndex={-1}
      class={`tod-message tod-message--${isUser ? 'user' : 'assistant'}`}
      data-kind={message.kind}
      data-id={message.id}
      data-testid="message"
    >
      <div class={`tod-bubble${isUser ? ' tod-bubble--user' : ''}`}>
        {message.name ? (
          // A person from the office: their first name, shown and read out, instead of T.O.D.'s.
          <span class="tod-name">{message.name}: </span>
        ) : (
          <span class="tod-sr">{isUser ? copy.visitorPrefix : copy.assistantPrefix}</span>
        )}
        {isUser ? message.content : <RichText text={message.content} />}
      </div>
      {ctas.length > 0 && (
        <div class="tod-actions">
          {ctas.map((cta) => (
            <CtaButton
              key={cta.action}
              cta={escalated && !cta.href ? { ...cta, label: replyCopy!.ctaEscalated } : cta}
              disabled={escalating || !!escalated}
              onCta={onCta}
              onEscalate={onEscalate}
            />
          ))}
        </div>
      )}
      {suggestions.length > 0 && (
        <div class="tod-suggestions">
          <span class="tod-suggestions__label">{replyCopy?.suggestionsLabel}</span>
          {suggestions.map((text) => (
            <button
              key={text}
              type="button"
              class="tod-chip"
              data-testid="chip"
              // The chip that asks for a person is the hand-off button in other words (decision 0250).
              onClick={() => (text === replyCopy?.chipEscalate ? onEscalate : onSuggestion)(text)}
            >
              {text}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

function CtaButton({
  cta,
  disabled,
  onCta,
  onEscalate,
}: {
  cta: Cta;
  disabled: boolean;
  onCta: (action: CtaAction) => void;
  onEscalate: () => void;
}) {
  const className = `tod-cta${cta.emphasis ? ` tod-cta--${cta.emphasis}` : ''}`;
  if (!cta.href) {
    return (
      <button type="button" class={className} data-testid="cta" disabled={disabled} onClick={onEscalate}>
        {cta.label}
      </button>
    );
  }
  return (
    <a
      class={className}
      data-testid="cta"
      href={cta.href}
      {...(opensNewTab(cta) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={() => onCta(cta.action)}
    >
      {cta.label}
    </a>
  );
}
