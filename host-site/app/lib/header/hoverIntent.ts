import { TIMINGS } from '@tod/domain/facts';

export interface HoverIntent {
  /** The pointer entered: open after the delay unless it leaves first. */
  enter(): void;
  /** The pointer left: cancel a pending open. */
  leave(): void;
  dispose(): void;
}

/** Opens a menu only when the pointer rests on it for the SPEC hover delay (200 ms). */
export function createHoverIntent(open: () => void, delayMs: number = TIMINGS.menuHoverDelayMs): HoverIntent {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    enter() {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        open();
      }, delayMs);
    },
    leave: cancel,
    dispose: cancel,
  };
}
