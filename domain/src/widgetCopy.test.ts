import { describe, expect, it } from 'vitest';
import { es as ASSISTANT_COPY_ES } from './assistantCopy/es.ts';
import { CHAT_COPY } from './chatCopy.ts';
import { LIVE_COPY_ES } from './liveCopy.ts';
import { CHAT_LIMITS } from './timings.ts';
import { WIDGET_CATALOGUE_EN, WIDGET_COPY, type WidgetCatalogue } from './widgetCopy.ts';
import { WIDGET_CATALOGUE_ES } from './widgetCopyEs.ts';
import { isWidgetLocale } from './widgetLocales.ts';

/** Every leaf text with its dotted key. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') found.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      for (const [path, text] of leaves(item, prefix ? `${prefix}.${key}` : key)) found.set(path, text);
  return found;
}
/**
 * Words that address the visitor as 'tú': the pronouns and possessives, and the informal verb forms the
 * widget's Spanish once used. Whole words only (a letter on either side is part of another word).
 */
const TU_WORDS = (
  'tú tu tus te ti contigo necesitas necesites quieres quieras prefieres puedes podrás estás hablabas ' +
  'cuéntame pregúntame llámanos escríbenos envía inténtalo ayudarte conectarte'
).split(' ');
const TU_PATTERN = new RegExp(`(?<!\\p{L})(${TU_WORDS.join('|')})(?!\\p{L})`, 'iu');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const CATALOGUES: WidgetCatalogue[] = [WIDGET_CATALOGUE_EN, WIDGET_CATALOGUE_ES];

describe('WIDGET_COPY', () => {
  it('names the assistant in its screen-reader texts, the same in every language (issue 33.9: replies are read out with it)', () => {
    expect(WIDGET_COPY.assistantPrefix).toBe('T.O.D.: ');
    expect(WIDGET_CATALOGUE_ES.assistantPrefix).toBe(WIDGET_COPY.assistantPrefix);
  });
});

describe('widget catalogues', () => {
  it('the Spanish catalogue has exactly the English keys, each with the same substitutions', () => {
    const english = leaves(WIDGET_CATALOGUE_EN);
    const spanish = leaves(WIDGET_CATALOGUE_ES);
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english)
      expect({ key, names: placeholders(spanish.get(key) ?? '') }).toEqual({ key, names: placeholders(text) });
  });

  it("addresses a Spanish visitor as 'usted' throughout the chat: window, live hand-off and replies", () => {
    const spanish = [...leaves(WIDGET_CATALOGUE_ES), ...leaves(LIVE_COPY_ES), ...leaves(ASSISTANT_COPY_ES)];
    expect(spanish.length).toBeGreaterThan(100);
    const informal = spanish.filter(([, text]) => TU_PATTERN.test(text)).map(([key, text]) => `${key}: ${TU_PATTERN.exec(text)?.[1]}`);
    expect(informal).toEqual([]);
  });

  it('keeps the office-only FAQ match label out of what visitors can be shown (issue 23.3)', () => {
    for (const catalogue of CATALOGUES) expect(JSON.stringify(catalogue)).not.toContain('Matched');
    expect(CHAT_COPY.faqMatchLabel).toContain('{score}');
  });

  it('no text ends a sentence right after the name T.O.D. (no "T.O.D.." double period)', () => {
    for (const catalogue of CATALOGUES)
      for (const [key, text] of leaves(catalogue)) expect({ key, text }).not.toMatchObject({ text: expect.stringContaining('T.O.D..') });
  });

  it('every greeting takes the city or the place, in both languages', () => {
    for (const catalogue of CATALOGUES) {
      expect(catalogue.greeting.templates).toHaveLength(5);
      for (const template of catalogue.greeting.templates) expect(template).toMatch(/\{(city|place)\}/);
    }
  });

  it("names the chat contract's message limit in the too-long text, in both languages (issue 23)", () => {
    for (const catalogue of CATALOGUES) expect(catalogue.tooLong).toContain(String(CHAT_LIMITS.messageMaxChars));
  });

  it('knows exactly its two locales', () => {
    expect(['en', 'es', 'EN', 'fr', undefined].map(isWidgetLocale)).toEqual([true, true, false, false, false]);
  });
});
