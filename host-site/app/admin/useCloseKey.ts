import { useEffect, useRef } from 'react';

/**
 * Where no single-key shortcut applies: anything the office types in (a field, a text area, any editable
 * element, `contenteditable=""` and `plaintext-only` included), and any area marked `data-no-shortcuts`
 * (the live conversation, where a key is meant for the visitor, not the inbox).
 */
const NO_SHORTCUTS = 'input, select, textarea, [contenteditable]:not([contenteditable="false"]), [data-no-shortcuts]';

/** Whether a key press goes to something the office types in, or to the live conversation (then no shortcut applies). */
export function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest(NO_SHORTCUTS) !== null || (target instanceof HTMLElement && target.isContentEditable);
}

/** Whether a key press is a bare letter meant as a shortcut: no modifier, not held down, not mid-composition, not typing. */
export function isShortcutKey(event: KeyboardEvent): boolean {
  return !(event.altKey || event.ctrlKey || event.metaKey || event.repeat || event.isComposing || isTypingIn(event.target));
}

/** `e` closes the item on screen, as it does in the list; not while typing or in the live chat, nor with a modifier key. */
export function useCloseKey(close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'e' || !isShortcutKey(event)) return;
      latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
