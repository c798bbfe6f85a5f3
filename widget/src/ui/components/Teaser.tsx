import { useCopy } from '../copy.ts';
import { CloseIcon } from './Icons.tsx';

export interface TeaserProps {
  onOpen: () => void;
  onDismiss: () => void;
}

/** The card above the launcher (SPEC §2 Chat launcher). */
export function Teaser({ onOpen, onDismiss }: TeaserProps) {
  const copy = useCopy();
  return (
    <section class="tod-teaser" aria-label={copy.teaserTitle}>
      <h2 class="tod-h">{copy.teaserTitle}</h2>
      <p class="tod-teaser__text">{copy.teaserOnline}</p>
      <p class="tod-teaser__text">{copy.teaserBody}</p>
      <p class="tod-muted">{copy.teaserResponseTime}</p>
      <button type="button" class="tod-cta tod-cta--primary" onClick={onOpen}>
        {copy.launcherLabel}
      </button>
      <button type="button" class="tod-icon-button" aria-label={copy.teaserDismissLabel} onClick={onDismiss}>
        <CloseIcon />
      </button>
    </section>
  );
}
