import { ASSISTANT_COPY, type AssistantCopy, type AssistantLanguage, type ChipKey, fillCopy, type ServiceRegionKey } from '@tod/domain';
import { type FactValues, factValues } from './facts.ts';

/** The "say" step of one reply: the language's catalogue and the facts its templates are filled with. */
export interface Say {
  readonly language: AssistantLanguage;
  readonly copy: AssistantCopy;
  readonly facts: FactValues;
  /** Fills a template of `copy` with the region's facts, plus this reply's own values. */
  text(template: string, extra?: Readonly<Record<string, string>>): string;
  /** The tappable questions, in this language. */
  chips(keys: readonly ChipKey[]): string[];
}

/** The say step for a reply in `language` about `regionKey`. */
export function createSay(language: AssistantLanguage, regionKey: ServiceRegionKey, bookingBaseUrl?: string): Say {
  const copy = ASSISTANT_COPY[language];
  const facts = factValues(language, regionKey, bookingBaseUrl);
  return {
    language,
    copy,
    facts,
    text: (template, extra) => fillCopy(template, extra ? { ...facts, ...extra } : facts),
    chips: (keys) => keys.map((key) => copy.chips[key]),
  };
}
