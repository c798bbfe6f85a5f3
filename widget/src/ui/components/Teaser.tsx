import { CHAT_COPY } from '@tod/domain/facts';
import { CloseIcon } from './Icons.tsx';

export interface TeaserProps {
  onOpen: () => void;
  onDismiss: () => void;
}

/** The card above the launcher (SPEC §2 Chat launcher). */
export function Teaser({ onOpen, onDismiss }: TeaserProps) {
  return (
    <section class="tod-teaser" aria-label={CHAT_COPY.teaserTitle}>
      <h2>{CHAT_COPY.teaserTitle}</h2>
      <p>{CHAT_COPY.teaserOnline}</p>
      <p>{CHAT_COPY.teaserBody}</p>
      <p class="tod-muted">{CHAT_COPY.teaserResponseTime}</p>
      <button type="button" class="tod-teaser__open" onClick={onOpen}>
        {CHAT_COPY.launcherLabel}
      </button>
      <button type="button" class="tod-icon-button" aria-label={CHAT_COPY.teaserDismissLabel} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </section>
  );
}
