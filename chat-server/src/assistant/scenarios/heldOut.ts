import type { AssistantLanguage } from '@tod/domain';
import type { ScenarioResult } from './scenario.ts';

/**
 * The key under which a visitor message counts as the same as a training line: the model reads text without
 * case, accents or punctuation (`understand/features.ts`), so "¿Cuánto cuesta?" and "cuanto cuesta" are one.
 */
export function heldOutKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface TurnTally {
  passed: number;
  total: number;
}

/** Scenario turns split by whether the model was trained on their very words. */
export interface HeldOutSplit {
  /** Turns whose text is no training line: what the scenarios say about messages the model never saw. */
  heldOut: TurnTally;
  /** Turns whose text (by {@link heldOutKey}) is a training line: a check that training took, not a held-out figure. */
  seen: TurnTally;
  /** Conversations every turn of which is held out, and how many of them pass. */
  heldOutConversations: TurnTally;
  /** The held-out and seen turns of each language. */
  byLanguage: Record<AssistantLanguage, { heldOut: TurnTally; seen: TurnTally }>;
}

/**
 * Splits played scenarios' turns into held out and seen in training (`trainingTexts`: every training line's
 * text), in all and per language (`languageOf` a turn's message; English when not given).
 */
export function heldOutSplit(
  results: readonly ScenarioResult[],
  trainingTexts: Iterable<string>,
  languageOf: (text: string) => AssistantLanguage = () => 'en',
): HeldOutSplit {
  const seenKeys = new Set<string>();
  for (const text of trainingTexts) seenKeys.add(heldOutKey(text));
  const split: HeldOutSplit = {
    heldOut: { passed: 0, total: 0 },
    seen: { passed: 0, total: 0 },
    heldOutConversations: { passed: 0, total: 0 },
    byLanguage: {
      en: { heldOut: { passed: 0, total: 0 }, seen: { passed: 0, total: 0 } },
      es: { heldOut: { passed: 0, total: 0 }, seen: { passed: 0, total: 0 } },
    },
  };
  for (const { scenario, failedTurns } of results) {
    let allHeldOut = true;
    for (const [index, turn] of scenario.turns.entries()) {
      const seen = seenKeys.has(heldOutKey(turn.user));
      if (seen) allHeldOut = false;
      const language = split.byLanguage[languageOf(turn.user)];
      for (const tally of seen ? [split.seen, language.seen] : [split.heldOut, language.heldOut]) {
        tally.total += 1;
        if (!failedTurns.includes(index)) tally.passed += 1;
      }
    }
    if (allHeldOut) {
      split.heldOutConversations.total += 1;
      if (failedTurns.length === 0) split.heldOutConversations.passed += 1;
    }
  }
  return split;
}
