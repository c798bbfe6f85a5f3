import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the prerendered HTML and during hydration, true afterwards: for content that depends on the URL's query. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
