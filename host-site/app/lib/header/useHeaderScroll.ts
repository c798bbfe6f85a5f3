import { useEffect, useRef, useState } from 'react';
import { type HeaderScrollState, INITIAL_HEADER_SCROLL, nextHeaderScroll } from './headerScroll.ts';

/** Follows window scroll once per animation frame; re-renders only when a visible flag changes. */
export function useHeaderScroll(): HeaderScrollState {
  const [state, setState] = useState<HeaderScrollState>(INITIAL_HEADER_SCROLL);
  const latest = useRef(INITIAL_HEADER_SCROLL);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const previous = latest.current;
      const next = nextHeaderScroll(previous, window.scrollY);
      latest.current = next;
      if (next.compact !== previous.compact || next.hidden !== previous.hidden || next.floatingSchedule !== previous.floatingSchedule) {
        setState(next);
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
