import { fillTemplate, telHref } from '@tod/domain/facts';
import { useCopy } from '../copy.ts';
import { TITLE_ID, WindowHeader } from './ChatWindow.tsx';
import { PhoneIcon } from './Icons.tsx';

/**
 * Everything a page the chat server refuses shows (issue 18.4), a lazily loaded chunk of its own:
 * visitors on allowed pages never download it (App.tsx, useRefusedUi).
 */
export { refusedOriginWarning } from '../../chat/refusedOrigin.ts';

/**
 * What a visitor gets on a site the chat server refuses: the region's phone as a call link where the
 * launcher would be, instead of a chat that cannot answer.
 */
export function CallLauncher({ visible, phone }: { visible: boolean; phone: string }) {
  const copy = useCopy();
  if (!visible) return null;
  return (
    <a class="tod-launcher tod-launcher--labelled" href={telHref(phone)} data-testid="call-launcher">
      <PhoneIcon class="tod-launcher__icon" />
      <span>{fillTemplate(copy.refusedLabel, { phone })}</span>
    </a>
  );
}

/**
 * The window on a site the chat server refuses (issue 18.4), for a partner's own button calling
 * `TOD.open()`: the region's phone instead of a chat that cannot answer.
 */
export function RefusedWindow({ mobile, phone, onClose }: { mobile: boolean; phone: string; onClose: () => void }) {
  const copy = useCopy();
  return (
    <div class={`tod-window${mobile ? ' tod-window--mobile' : ''}`} role="dialog" aria-labelledby={TITLE_ID} data-testid="refused">
      <WindowHeader onClose={onClose} />
      <div class="tod-refused">
        <h3 class="tod-h">{copy.refusedTitle}</h3>
        <p class="tod-muted">{fillTemplate(copy.refusedBody, { phone })}</p>
        <div class="tod-actions">
          <a class="tod-cta tod-cta--primary" href={telHref(phone)}>
            {fillTemplate(copy.refusedLabel, { phone })}
          </a>
        </div>
      </div>
    </div>
  );
}
