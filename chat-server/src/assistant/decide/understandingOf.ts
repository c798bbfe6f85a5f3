import type { AssistantLanguage, Understanding } from '@tod/domain';
import type { Analysis } from '../analyze.ts';
import { contractIntents } from './ruleIntents.ts';

/**
 * The seam between "understand" and "decide": the Understanding the decide step reads. It is the model's
 * (plus the safety floor, `analysis.understanding`), in the reply's language, with the intents today's
 * English rules still find merged in (below).
 */
export function understandingOf(analysis: Analysis): Understanding {
  const model = analysis.understanding;
  const language = languageOf(analysis);
  return { ...model, language, intents: withRuleIntents(model.intents, analysis) };
}

/**
 * The language of the reply: the understanding's (the visitor's own, else the conversation's, which starts
 * from the widget's locale), or Spanish when the visitor asks for it ("in Spanish please").
 */
export function languageOf(analysis: Analysis): AssistantLanguage {
  return analysis.intents.has('language') ? 'es' : analysis.understanding.language;
}

/** Rule intents are certain when they fire. */
const RULE_CONFIDENCE = 0.9;

/**
 * The model's intents, plus those today's rules still find that the model missed. The rules were tuned on
 * 253 reviewed conversations; until the corpus covers what they do (the eval compares both), an intent
 * either finds is kept, so the model can only add answers, never lose one. The rules read English: a
 * Spanish message keeps only its request for Spanish from them.
 */
function withRuleIntents(intents: Understanding['intents'], analysis: Analysis): Understanding['intents'] {
  const merged = new Map(intents.map((item) => [item.intent, item.confidence]));
  for (const intent of contractIntents(analysis.intents)) {
    if (!analysis.readByRules && intent !== 'language') continue;
    merged.set(intent, Math.max(merged.get(intent) ?? 0, RULE_CONFIDENCE));
  }
  return [...merged].map(([intent, confidence]) => ({ intent, confidence })).sort((a, b) => b.confidence - a.confidence);
}
