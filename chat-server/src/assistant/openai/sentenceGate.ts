import { ALLOWED_DOLLAR_FIGURES, DANGEROUS_DIY } from '../invariants.ts';

/** Why a sentence of a model's reply may not reach the visitor. */
export type SentenceRule = 'off_list_price' | 'diy_under_tension' | 'foreign_phone' | 'price_without_disclaimer';

export interface SentenceVerdict {
  rule: SentenceRule;
  /** What was found (a figure, a phone's digits), never the visitor's text. */
  detail: string;
}

const DOLLAR_FIGURE = /\$\d[\d,]*(?:\.\d+)?/g;
/** North American numbers as people write them: 1-900-555-0199, (503) 555-0142, 503.555.0142, +1 503 555 0142. */
const PHONE_NUMBER = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;
const HAS_DOLLAR_FIGURE = /\$\d/;
const DISCLAIMER = /confirm(s|ed)? (by|the price)|licensed technicians|técnicos con licencia|confirma(n|do)? el precio/i;

/** The last ten digits of a phone number: the same number however it is written. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

/**
 * The checks one sentence of model text must pass before the visitor may see it: every dollar figure is on the
 * price list, no do-it-yourself steps for parts under tension, and every phone number is one the reply may give
 * (the region's, or the visitor's own read back).
 */
export function sentenceViolations(sentence: string, allowedPhoneDigits: ReadonlySet<string>): SentenceVerdict[] {
  const verdicts: SentenceVerdict[] = [];
  for (const figure of sentence.match(DOLLAR_FIGURE) ?? []) {
    // "$89.00" is the list's $89; "$89.50" is not on the list.
    const written = figure.replace(/,+$/, '');
    if (!ALLOWED_DOLLAR_FIGURES.has(written.replace(/\.0+$/, ''))) verdicts.push({ rule: 'off_list_price', detail: written });
  }
  if (DANGEROUS_DIY.test(sentence)) verdicts.push({ rule: 'diy_under_tension', detail: 'DIY steps for a part under tension' });
  for (const phone of sentence.match(PHONE_NUMBER) ?? []) {
    if (!allowedPhoneDigits.has(phoneDigits(phone))) verdicts.push({ rule: 'foreign_phone', detail: phoneDigits(phone) });
  }
  return verdicts;
}

export interface GateStep {
  /** Sentences checked and safe to show, in order. */
  released: string[];
  /** The first broken rule, when a sentence failed: nothing more may be shown. */
  violation?: SentenceVerdict;
}

/**
 * Holds a streamed reply back sentence by sentence until each is checked (issue 19.3). A sentence is released
 * only once it has ended (its stop is followed by a space or a line break, or the reply ended), so a figure or
 * number split across chunks is never judged half-read. A sentence with a price waits, with everything after
 * it, until a sentence says that technicians confirm final pricing; a reply that never says so fails.
 */
export class SentenceGate {
  #buffer = '';
  #held: string[] = [];
  #failed = false;

  constructor(private readonly allowedPhoneDigits: ReadonlySet<string>) {}

  /** Adds streamed text; returns what may now be shown. */
  push(text: string): GateStep {
    if (this.#failed) return { released: [] };
    this.#buffer += text;
    const sentences: string[] = [];
    for (let end = sentenceEnd(this.#buffer); end > 0; end = sentenceEnd(this.#buffer)) {
      sentences.push(this.#buffer.slice(0, end));
      this.#buffer = this.#buffer.slice(end);
    }
    return this.#judge(sentences, false);
  }

  /** The reply ended: judges what is left. */
  finish(): GateStep {
    if (this.#failed) return { released: [] };
    const rest = this.#buffer;
    this.#buffer = '';
    return this.#judge(rest ? [rest] : [], true);
  }

  #judge(sentences: readonly string[], last: boolean): GateStep {
    const released: string[] = [];
    for (const sentence of sentences) {
      const violation = sentenceViolations(sentence, this.allowedPhoneDigits)[0];
      if (violation) {
        this.#failed = true;
        return { released, violation };
      }
      const pricePending = this.#held.length > 0;
      if (pricePending || (HAS_DOLLAR_FIGURE.test(sentence) && !DISCLAIMER.test(sentence))) {
        this.#held.push(sentence);
        if (DISCLAIMER.test(sentence)) released.push(...this.#held.splice(0));
        continue;
      }
      released.push(sentence);
    }
    if (last && this.#held.length > 0) {
      this.#failed = true;
      return { released, violation: { rule: 'price_without_disclaimer', detail: 'a price without the final-pricing note' } };
    }
    return { released };
  }
}

/** The length of the first complete sentence of `text` (with its trailing space), or 0 when none has ended yet. */
function sentenceEnd(text: string): number {
  const match = /[.!?…]+["')\]]*\s+|\n+/.exec(text);
  return match ? match.index + match[0].length : 0;
}
