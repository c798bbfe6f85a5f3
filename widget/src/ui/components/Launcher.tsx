import { fillTemplate } from '@tod/domain/facts';
import type { Ref } from 'preact';
import type { LauncherIcon } from '../../loader/config.ts';
import { useCopy } from '../copy.ts';
import { ChatIcon, CloseIcon, HelpIcon } from './Icons.tsx';

export interface LauncherProps {
  /** Hidden until the launcher delay has elapsed. */
  visible: boolean;
  open: boolean;
  /** Red dot until the visitor first opens the chat. */
  notify: boolean;
  /** Replies that came while the window was closed: a count on the red dot and in the name (issue 35.8). */
  unread: number;
  /** A visible text beside the icon (data-launcher-label); icon only when absent. */
  label: string | undefined;
  icon: LauncherIcon;
  onToggle: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The round button at the bottom right; its green dot says T.O.D. is online. */
export function Launcher({ visible, open, notify, unread, label, icon, onToggle, buttonRef }: LauncherProps) {
  const copy = useCopy();
  if (!visible) return null;
  const Icon = open ? CloseIcon : icon === 'help' ? HelpIcon : ChatIcon;
  const shownLabel = open ? undefined : label;
  const name = shownLabel ? `${shownLabel} (${copy.launcherLabel})` : copy.launcherLabel;
  return (
    <button
      ref={buttonRef}
      type="button"
      class={`tod-launcher${shownLabel ? ' tod-launcher--labelled' : ''}`}
      // A visible label starts the accessible name (WCAG 2.5.3, label in name).
      aria-label={open ? copy.closeLabel : unread ? fillTemplate(copy.launcherUnread, { label: name, count: unread }) : name}
      aria-expanded={open}
      aria-haspopup="dialog"
      onClick={onToggle}
    >
      <Icon class="tod-launcher__icon" />
      {/* The button's aria-label names it: the label's text and the empty dots are not read on their own. */}
      {shownLabel && <span>{shownLabel}</span>}
      {/* The red dot: until the first open, and with the number of unread replies (0 while open). */}
      {(notify || unread > 0) && <span class="tod-dot tod-dot--notify">{unread || null}</span>}
      <span class="tod-dot tod-dot--online" />
    </button>
  );
}
