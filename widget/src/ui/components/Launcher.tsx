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
  /** A visible text beside the icon (data-launcher-label); icon only when absent. */
  label: string | undefined;
  icon: LauncherIcon;
  onToggle: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The round button at the bottom right; its green dot says T.O.D. is online. */
export function Launcher({ visible, open, notify, label, icon, onToggle, buttonRef }: LauncherProps) {
  const copy = useCopy();
  if (!visible) return null;
  const Icon = open ? CloseIcon : icon === 'help' ? HelpIcon : ChatIcon;
  const shownLabel = open ? undefined : label;
  return (
    <button
      ref={buttonRef}
      type="button"
      class={`tod-launcher${shownLabel ? ' tod-launcher--labelled' : ''}`}
      // A visible label starts the accessible name (WCAG 2.5.3, label in name).
      aria-label={open ? copy.closeLabel : shownLabel ? `${shownLabel} (${copy.launcherLabel})` : copy.launcherLabel}
      aria-expanded={open}
      aria-haspopup="dialog"
      onClick={onToggle}
    >
      <Icon class="tod-launcher__icon" />
      {/* The button's aria-label names it: the label's text and the empty dots are not read on their own. */}
      {shownLabel && <span>{shownLabel}</span>}
      {notify && <span class="tod-dot tod-dot--notify" />}
      <span class="tod-dot tod-dot--online" />
    </button>
  );
}
