/** Runs at most once per interval: at once, then once more at the end of the interval if called meanwhile. */
export function throttle(action: () => void, intervalMs: number): { call(): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const release = () => {
    timer = undefined;
    if (pending) {
      pending = false;
      action();
      timer = setTimeout(release, intervalMs);
    }
  };
  return {
    call() {
      if (timer !== undefined) {
        pending = true;
        return;
      }
      action();
      timer = setTimeout(release, intervalMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = false;
    },
  };
}
