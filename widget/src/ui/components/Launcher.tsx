import { CHAT_COPY } from '@tod/domain/facts';
import type { Ref } from 'preact';
import { ChatIcon, CloseIcon } from './Icons.tsx';

export interface LauncherProps {
  /** Hidden until the launcher delay has elapsed. */
  visible: boolean;
  open: boolean;
  /** Red dot until the visitor first opens the chat. */
  notify: boolean;
  onToggle: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The round button at the bottom right; its green dot says T.O.D. is online. */
export function Launcher({ visible, open, notify, onToggle, buttonRef }: LauncherProps) {
  if (!visible) return null;
  return (
    <button
      ref={buttonRef}
      type="button"
      class="tod-launcher"
      aria-label={open ? CHAT_COPY.closeLabel : CHAT_COPY.launcherLabel}
      aria-expanded={open}
      aria-haspopup="dialog"
      onClick={onToggle}
    >
      {open ? <CloseIcon /> : <ChatIcon />}
      {notify && <span class="tod-dot tod-dot--notify" data-testid="notify-dot" aria-hidden="true" />}
      <span class="tod-dot tod-dot--online" data-testid="online-dot" aria-hidden="true" />
    </button>
  );
}
