import type { WidgetCatalogue } from '@tod/domain/facts';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

/**
 * The visitor's catalogue (English or Spanish), provided by App. No default: each catalogue is a
 * chunk of its own, so none may be imported here (stories wrap their components in a provider).
 */
export const CopyContext = createContext<WidgetCatalogue | null>(null);

export function useCopy(): WidgetCatalogue {
  const copy = useContext(CopyContext);
  if (!copy) throw new Error('T.O.D. widget components need a CopyContext provider.');
  return copy;
}
