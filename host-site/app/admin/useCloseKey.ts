import { useEffect, useRef } from 'react';

/** Whether a key press goes to something the office types in (then no shortcut applies). */
export function isTypingIn(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, select, textarea, [contenteditable="true"]') !== null;
}

/** `e` closes the item on screen, as it does in the list; not while typing, nor with a modifier key. */
export function useCloseKey(close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'e' || event.altKey || event.ctrlKey || event.metaKey || isTypingIn(event.target)) return;
      latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
