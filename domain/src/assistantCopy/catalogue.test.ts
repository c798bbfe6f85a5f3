import { describe, expect, it } from 'vitest';
import { CHAT_COPY } from '../chatCopy.ts';
import { PRICING_NOTES } from '../pricing.ts';
import { WIDGET_CATALOGUE_EN } from '../widgetCopy.ts';
import { WIDGET_CATALOGUE_ES } from '../widgetCopyEs.ts';
import { en } from './en.ts';
import { fillCopy } from './fill.ts';
import { ASSISTANT_COPY } from './index.ts';

/** Every text of a catalogue, with where it sits ("kb.spring-broken"). */
function texts(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`));
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key));
}

describe('assistant copy catalogues', () => {
  it.each(Object.keys(ASSISTANT_COPY))('%s types no figure and no dollar sign: every number is a domain fact', (language) => {
    const offending = texts(ASSISTANT_COPY[language as keyof typeof ASSISTANT_COPY]).filter(([, text]) => /[\d$]/.test(text));
    expect(offending).toEqual([]);
  });

  it('gives every language the same keys, and the same placeholders in each text', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const english = new Map(texts(en));
    for (const [language, copy] of Object.entries(ASSISTANT_COPY)) {
      const translated = new Map(texts(copy));
      for (const [path, text] of english) {
        if (path.includes('[')) continue; // phrasing variants may differ in number
        expect(translated.has(path), `${language} lacks ${path}`).toBe(true);
        expect(placeholders(translated.get(path)!), `${language} ${path}`).toEqual(placeholders(text));
      }
    }
  });

  it('names the hand-off button as the Spanish window labels it, never by its English label', () => {
    const spanish = texts(ASSISTANT_COPY.es).map(([, text]) => text);
    expect(spanish.some((text) => text.includes(`"${WIDGET_CATALOGUE_ES.ctaEscalate}"`))).toBe(true);
    expect(spanish.filter((text) => text.includes(CHAT_COPY.ctaEscalate))).toEqual([]);
  });

  it('offers the chip that asks for a person in the words the widget starts the hand-off on (decision 0250)', () => {
    expect(ASSISTANT_COPY.en.chips.human).toBe(WIDGET_CATALOGUE_EN.chipEscalate);
    expect(ASSISTANT_COPY.es.chips.human).toBe(WIDGET_CATALOGUE_ES.chipEscalate);
  });

  it('says the pricing notes exactly as the site does', () => {
    const facts = { fee: '$89', outOfAreaMin: '$289', sameDayHours: '24' };
    expect(fillCopy(en.notes.serviceCall, facts)).toBe(PRICING_NOTES.serviceCall);
    expect(fillCopy(en.notes.outOfArea, facts)).toBe(PRICING_NOTES.outOfArea);
    expect(fillCopy(en.notes.sameDay, facts)).toBe(PRICING_NOTES.sameDay);
    expect(en.notes.finalPricing).toBe(PRICING_NOTES.finalPricing);
    expect(en.notes.estimates).toBe(PRICING_NOTES.estimates);
  });
});

describe('fillCopy', () => {
  it('fills every placeholder', () => {
    expect(fillCopy('Call {phone} or book at {link}.', { phone: '(503) 555-0100', link: 'https://x' })).toBe(
      'Call (503) 555-0100 or book at https://x.',
    );
  });

  it('throws on a placeholder without a value rather than show it to a visitor', () => {
    expect(() => fillCopy('Call {phone}.', {})).toThrow(/no value for \{phone\}/);
  });
});
