import { SCROLL_DEPTH_MARKS, TIMINGS } from '@tod/domain/facts';
import { throttle } from './throttle.ts';

/** How far down the page the bottom of the viewport is, 0–100. A page that fits the viewport is read at 100. */
export function scrollPercent(scrollY: number, viewportHeight: number, documentHeight: number): number {
  if (documentHeight <= viewportHeight) return 100;
  return Math.min(100, Math.max(0, ((scrollY + viewportHeight) / documentHeight) * 100));
}

/** The 25/50/75/100 marks passed and not reported yet, in order. */
export function newMarks(percent: number, reported: ReadonlySet<number>): number[] {
  return SCROLL_DEPTH_MARKS.filter((mark) => percent >= mark && !reported.has(mark));
}

/** Reports each scroll-depth mark once per page, reading the scroll position at most every 250 ms. */
export function trackScrollDepth(target: Window, onMark: (percent: number) => void): () => void {
  const reported = new Set<number>();
  const check = () => {
    const root = target.document.documentElement;
    const percent = scrollPercent(target.scrollY, target.innerHeight, root.scrollHeight);
    for (const mark of newMarks(percent, reported)) {
      reported.add(mark);
      onMark(mark);
    }
  };
  const throttled = throttle(check, TIMINGS.scrollTrackingThrottleMs);
  target.addEventListener('scroll', throttled.call, { passive: true });
  return () => {
    target.removeEventListener('scroll', throttled.call);
    throttled.cancel();
  };
}
