import { CHAT_COPY, fillTemplate, WIDGET_COPY } from '@tod/domain/facts';
import type { ChatMessage } from '../../chat/conversation.ts';
import { type Cta, type CtaAction, type CtaLinks, ctasFor } from '../../chat/ctas.ts';
import { RichText } from './RichText.tsx';

export interface MessageBubbleProps {
  message: ChatMessage;
  links: CtaLinks;
  /** Suggestions show on the newest assistant message only, when nothing is in flight. */
  showSuggestions: boolean;
  escalating: boolean;
  onCta: (action: CtaAction) => void;
  onEscalate: () => void;
  onSuggestion: (text: string) => void;
}

export function MessageBubble({ message, links, showSuggestions, escalating, onCta, onEscalate, onSuggestion }: MessageBubbleProps) {
  const isUser = message.role === 'user';
  const metadata = isUser ? undefined : message.metadata;
  const ctas = ctasFor(metadata, links);
  const suggestions = showSuggestions ? (metadata?.suggestions ?? []).slice(0, 3) : [];
  return (
    <li class={`tod-message tod-message--${isUser ? 'user' : 'assistant'}`} data-kind={message.kind} data-testid="message">
      <div class="tod-bubble">
        <span class="tod-sr">{isUser ? WIDGET_COPY.visitorPrefix : WIDGET_COPY.assistantPrefix}</span>
        {isUser ? message.content : <RichText text={message.content} />}
      </div>
      {metadata?.faqMatch && (
        <p class="tod-faq">
          {fillTemplate(CHAT_COPY.faqMatchLabel, {
            question: metadata.faqMatch.question,
            score: Math.round(metadata.faqMatch.score * 100),
          })}
        </p>
      )}
      {ctas.length > 0 && (
        <div class="tod-actions">
          {ctas.map((cta) => (
            <CtaButton key={cta.action} cta={cta} disabled={escalating} onCta={onCta} onEscalate={onEscalate} />
          ))}
        </div>
      )}
      {suggestions.length > 0 && (
        <div class="tod-suggestions">
          {suggestions.map((text) => (
            <button key={text} type="button" class="tod-chip" onClick={() => onSuggestion(text)}>
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
  const className = `tod-cta${cta.primary ? (cta.action === 'emergency_call' ? ' tod-cta--emergency' : ' tod-cta--primary') : ''}`;
  if (!cta.href) {
    return (
      <button type="button" class={className} disabled={disabled} onClick={onEscalate}>
        {cta.label}
      </button>
    );
  }
  return (
    <a
      class={className}
      href={cta.href}
      {...(cta.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={() => onCta(cta.action)}
    >
      {cta.label}
    </a>
  );
}
