import { SCROLL_THRESHOLDS } from '@tod/domain/facts';

export interface HeaderScrollState {
  /** Last vertical scroll offset seen, in px. */
  lastY: number;
  /** Smaller header after 50 px of scroll. */
  compact: boolean;
  /** Slid away while scrolling down past 100 px; back on any scroll up. */
  hidden: boolean;
  /** The floating mobile Schedule Now button is allowed after 300 px (the page hides it while the menu is open). */
  floatingSchedule: boolean;
}

export const INITIAL_HEADER_SCROLL: HeaderScrollState = { lastY: 0, compact: false, hidden: false, floatingSchedule: false };

/** The header's reaction to a new scroll offset (SPEC §2 'Header'). */
export function nextHeaderScroll(previous: HeaderScrollState, scrollY: number, thresholds = SCROLL_THRESHOLDS): HeaderScrollState {
  const y = Math.max(0, scrollY);
  const movingDown = y > previous.lastY;
  const movingUp = y < previous.lastY;
  let hidden = previous.hidden;
  if (y <= thresholds.headerHidePx || movingUp) hidden = false;
  else if (movingDown) hidden = true;
  return {
    lastY: y,
    compact: y > thresholds.headerCompactPx,
    hidden,
    floatingSchedule: y > thresholds.floatingSchedulePx,
  };
}
