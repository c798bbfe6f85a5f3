import { ASSISTANT_COPY, type AssistantLanguage } from '@tod/domain';

/** Every suggestion chip of the catalogues, by its text (lower case, trimmed), with the language it is in and its English twin. */
const CHIPS: ReadonlyMap<string, { language: AssistantLanguage; english: string }> = new Map(
  Object.entries(ASSISTANT_COPY).flatMap(([language, copy]) =>
    Object.entries(copy.chips).map(([key, text]) => [
      text.trim().toLowerCase(),
      { language: language as AssistantLanguage, english: ASSISTANT_COPY.en.chips[key as keyof typeof copy.chips] },
    ]),
  ),
);

/**
 * A suggestion chip the assistant offered and the visitor tapped, read through its English twin: the same key
 * of both catalogues asks the same thing, so a Spanish chip is understood exactly as the English one is, and
 * answered in Spanish. Undefined for any other message.
 */
export function chipReading(message: string): { language: AssistantLanguage; english: string } | undefined {
  return CHIPS.get(message.trim().toLowerCase());
}
