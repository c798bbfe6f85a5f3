import { SCROLL_THRESHOLDS } from '@tod/domain/facts';
import { describe, expect, it } from 'vitest';
import { INITIAL_HEADER_SCROLL, nextHeaderScroll } from './headerScroll.ts';

const scrollThrough = (...offsets: number[]) => offsets.reduce((state, offset) => nextHeaderScroll(state, offset), INITIAL_HEADER_SCROLL);

describe('nextHeaderScroll', () => {
  it('stays full size and visible at the top of the page', () => {
    expect(scrollThrough(0)).toEqual({ lastY: 0, compact: false, hidden: false, floatingSchedule: false });
  });

  it('compacts only after 50 px of scroll', () => {
    expect(scrollThrough(SCROLL_THRESHOLDS.headerCompactPx).compact).toBe(false);
    expect(scrollThrough(SCROLL_THRESHOLDS.headerCompactPx + 1).compact).toBe(true);
  });

  it('keeps the header while scrolling down up to 100 px, hides it when scrolling down past 100 px', () => {
    expect(scrollThrough(40, 100).hidden).toBe(false);
    expect(scrollThrough(40, 101).hidden).toBe(true);
  });

  it('brings the header back on any scroll up, even far down the page', () => {
    const hidden = scrollThrough(200, 900);
    expect(hidden.hidden).toBe(true);
    expect(nextHeaderScroll(hidden, 880).hidden).toBe(false);
  });

  it('keeps a hidden header hidden when the offset does not change', () => {
    const hidden = scrollThrough(200, 400);
    expect(nextHeaderScroll(hidden, 400).hidden).toBe(true);
  });

  it('shows the header again back within the first 100 px', () => {
    expect(scrollThrough(200, 400, 90).hidden).toBe(false);
  });

  it('allows the floating Schedule Now button only past 300 px', () => {
    expect(scrollThrough(SCROLL_THRESHOLDS.floatingSchedulePx).floatingSchedule).toBe(false);
    expect(scrollThrough(SCROLL_THRESHOLDS.floatingSchedulePx + 1).floatingSchedule).toBe(true);
  });

  it('treats the negative offsets of elastic overscroll as the top', () => {
    expect(scrollThrough(-30)).toEqual(INITIAL_HEADER_SCROLL);
  });
});
