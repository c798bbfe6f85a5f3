/** The languages the widget speaks; 'en' is the default. A module of its own: the widget's 4 KB loader imports it. */
export const WIDGET_LOCALES = ['en', 'es'] as const;
export type WidgetLocale = (typeof WIDGET_LOCALES)[number];

/** Whether `value` is a locale the widget ships (exactly 'en' or 'es'). */
export function isWidgetLocale(value: unknown): value is WidgetLocale {
  return typeof value === 'string' && (WIDGET_LOCALES as readonly string[]).includes(value);
}
