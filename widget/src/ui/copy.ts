import type { WidgetCatalogue, WidgetLocale } from '@tod/domain/facts';
import { createContext } from 'preact';
import { useContext, useState } from 'preact/hooks';
import { loadCatalogue } from '../chat/locale.ts';

/**
 * The chat's catalogue (English or Spanish), provided by App. No default: each catalogue is a
 * chunk of its own, so none may be imported here (stories wrap their components in a provider).
 */
export const CopyContext = createContext<WidgetCatalogue | null>(null);

/** The catalogue of the provider above: App, or a story's `withCopy` (without one, the first read throws). */
export function useCopy(): WidgetCatalogue {
  return useContext(CopyContext) as WidgetCatalogue;
}

/** Catalogues of other languages than the page's, loaded once a reply was written in one. */
const otherCopies: Partial<Record<WidgetLocale, WidgetCatalogue>> = {};

/**
 * The catalogue of `lang` (a reply's language, decision 0180): `copy` itself when it speaks it, else
 * that language's chunk, loaded once; undefined until it has arrived.
 */
export function useCatalogue(lang: WidgetLocale | undefined, copy: WidgetCatalogue): WidgetCatalogue | undefined {
  const [, setLoaded] = useState(false);
  if (!lang || lang === copy.locale) return copy;
  if (!otherCopies[lang])
    void loadCatalogue(lang).then((catalogue) => {
      otherCopies[lang] = catalogue;
      setLoaded(true);
    });
  return otherCopies[lang];
}
