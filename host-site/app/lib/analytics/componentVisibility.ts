import { TIMINGS } from '@tod/domain/facts';

/** Elements marked `data-track-visibility="name"` are reported once they stay half visible for 2 s. */
export const VISIBILITY_ATTRIBUTE = 'data-track-visibility';

type ObserverConstructor = new (callback: IntersectionObserverCallback, options?: IntersectionObserverInit) => IntersectionObserver;

export function observeComponentVisibility(
  elements: Iterable<Element>,
  onVisible: (component: string) => void,
  Observer: ObserverConstructor | undefined = globalThis.IntersectionObserver,
): () => void {
  if (!Observer) return () => {};
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const observer = new Observer(
    (entries) => {
      for (const entry of entries) {
        const visible = entry.isIntersecting && entry.intersectionRatio >= TIMINGS.componentVisibleRatio;
        const timer = timers.get(entry.target);
        if (visible && timer === undefined) {
          timers.set(
            entry.target,
            setTimeout(() => {
              observer.unobserve(entry.target);
              onVisible(entry.target.getAttribute(VISIBILITY_ATTRIBUTE) ?? 'unknown');
            }, TIMINGS.componentVisibleMs),
          );
        } else if (!visible && timer !== undefined) {
          clearTimeout(timer);
          timers.delete(entry.target);
        }
      }
    },
    { threshold: [TIMINGS.componentVisibleRatio] },
  );
  for (const element of elements) observer.observe(element);
  return () => {
    observer.disconnect();
    for (const timer of timers.values()) clearTimeout(timer);
  };
}
