import type { WidgetCatalogue } from '@tod/domain/facts';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

/**
 * The visitor's catalogue (English or Spanish), provided by App. No default: each catalogue is a
 * chunk of its own, so none may be imported here (stories wrap their components in a provider).
 */
export const CopyContext = createContext<WidgetCatalogue | null>(null);

/** The catalogue of the provider above: App, or a story's `withCopy` (without one, the first read throws). */
export function useCopy(): WidgetCatalogue {
  return useContext(CopyContext) as WidgetCatalogue;
}
