import type { AssistantLanguage } from '@tod/domain';
import type { CorpusLine } from './corpus.ts';

/** Tells English from Spanish. */
export interface LanguageModel {
  /** The message's language; a message with no telling word ("ok", a name, a phone) keeps `previous`. */
  detect(text: string, previous?: AssistantLanguage): AssistantLanguage;
}

/** Lower-cased words without accents: "Cuánto" and "cuanto" are one word, as visitors write both. */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-zñ']+/)
    .filter((word) => word.length > 0 && !/^\d/.test(word));
}

/** How far a message must lean before its language changes from the conversation's. */
const MARGIN = 1.5;

/**
 * Words visitors of both languages type, which the corpus has in one language only: the English "yo"
 * (a greeting) is the Spanish "yo" (I), "no" and "ya" are words of both, "ok" is everyone's. They tell no
 * language, so "yo" alone keeps the conversation's (decision 0260).
 */
const SHARED_WORDS = new Set(['yo', 'no', 'ya', 'ok', 'okay']);

/**
 * A naive-Bayes language model over the corpus' words (add-one smoothing): each word votes with
 * how much likelier it is in one language's lines than the other's. Words both languages use
 * (names, cities) weigh almost nothing and the shared words nothing, so a short answer keeps the
 * conversation's language. Measured against the `eld` and `tinyld` libraries in decision 0260.
 */
export function trainLanguageModel(lines: readonly CorpusLine[]): LanguageModel {
  const counts = { en: new Map<string, number>(), es: new Map<string, number>() };
  const totals = { en: 0, es: 0 };
  for (const line of lines) {
    for (const word of new Set(words(line.text))) {
      counts[line.lang].set(word, (counts[line.lang].get(word) ?? 0) + 1);
      totals[line.lang] += 1;
    }
  }
  const vocabulary = new Set([...counts.en.keys(), ...counts.es.keys()]).size;
  const logOdds = (word: string) =>
    Math.log(((counts.es.get(word) ?? 0) + 1) / (totals.es + vocabulary)) -
    Math.log(((counts.en.get(word) ?? 0) + 1) / (totals.en + vocabulary));
  return {
    detect(text, previous = 'en') {
      let score = 0;
      for (const word of new Set(words(text)))
        if ((counts.en.has(word) || counts.es.has(word)) && !SHARED_WORDS.has(word)) score += logOdds(word);
      if (/[ñ¿¡]/.test(text)) score += 2;
      if (score > MARGIN) return 'es';
      if (score < -MARGIN) return 'en';
      return previous;
    },
  };
}
