import { isWidgetLocale, type WidgetCatalogue, type WidgetLocale } from '@tod/domain/facts';

/** The partner's `data-lang` if given, else the browser's language when the widget speaks it, else English. */
export function resolveLocale(configured: WidgetLocale | undefined, browserLanguage: string | undefined): WidgetLocale {
  if (configured) return configured;
  const primary = browserLanguage?.split('-')[0]?.toLowerCase();
  return isWidgetLocale(primary) ? primary : 'en';
}

/** Each locale's catalogue is a chunk of its own (dist/en-*.js, dist/es-*.js), loaded with the UI. */
export function loadCatalogue(locale: WidgetLocale): Promise<WidgetCatalogue> {
  return (locale === 'es' ? import('./locales/es.ts') : import('./locales/en.ts')).then((module) => module.catalogue);
}
