const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab can reach inside `container`, in document order: none in a hidden or inert part, none without a box. */
export function tabStops(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.closest('[hidden], [inert]') === null && element.getClientRects().length > 0,
  );
}

/**
 * Where Tab (or Shift+Tab, `backwards`) must send the focus so that it stays among `stops`: the other end when
 * it would leave them, the nearest end when it is outside them already, and null when the browser's own step
 * stays inside.
 */
export function wrappedFocus<T>(stops: readonly T[], active: T | null, backwards: boolean): T | null {
  const first = stops[0];
  const last = stops.at(-1);
  if (first === undefined || last === undefined) return null;
  const index = active === null ? -1 : stops.indexOf(active);
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === stops.length - 1) return first;
  return null;
}

/**
 * Keeps Tab and Shift+Tab inside `container` (a modal panel): call from a keydown listener. Returns whether it
 * moved the focus itself.
 */
export function trapTab(event: KeyboardEvent, container: HTMLElement): boolean {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return false;
  const stops = tabStops(container);
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const target = stops.length === 0 ? container : wrappedFocus(stops, active, event.shiftKey);
  if (target === null) return false;
  event.preventDefault();
  target.focus();
  return true;
}
