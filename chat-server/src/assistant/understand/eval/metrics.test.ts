import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../corpus.ts';
import { createLocalUnderstanding } from '../localUnderstanding.ts';
import { evaluate, historyFor, TARGETS } from './metrics.ts';
import { ruleUnderstanding } from './ruleBaseline.ts';

/**
 * Where macro-F1 stands on the held-out split (en 0.902, es 0.944): at or above issue 19's targets (0.90 and
 * 0.85). Training is deterministic, so the figure only moves when the corpus or the model does; it moves by
 * about ±0.01 with a few lines anywhere, so a corpus change that drops English below 0.90 fails here and must
 * be balanced with more labelled lines. The targets themselves are in `TARGETS` and printed by `npm run eval`.
 */
const MACRO_F1_RATCHET = { en: 0.9, es: 0.93 } as const;

describe('the understanding eval on the held-out test split', () => {
  const train = loadCorpus('train');
  const test = loadCorpus('test');
  const local = createLocalUnderstanding(train);
  const report = evaluate((line) => local.understand(line.text, { history: historyFor(line) }), test, [...train, ...test]);

  it('catches every labelled emergency, training and test', () => {
    expect(report.missedEmergencies).toEqual([]);
    expect(report.emergencyRecall).toBe(TARGETS.emergencyRecall);
  });

  it('raises at most 5 % false emergencies', () => {
    expect(report.falseEmergencyRate).toBeLessThanOrEqual(TARGETS.falseEmergencyRate);
  });

  it('reads name, phone and city exactly on at least 95 % of the test lines that have them', () => {
    expect(report.entityLines).toBeGreaterThan(40);
    expect(report.entitiesExact).toBeGreaterThanOrEqual(TARGETS.entitiesExact);
  });

  it('keeps macro-F1 at or above where it stands, in both languages', () => {
    for (const language of ['en', 'es'] as const)
      expect(report.byLanguage.find((entry) => entry.language === language)!.macroF1).toBeGreaterThanOrEqual(MACRO_F1_RATCHET[language]);
  });

  it('beats the rule engine it replaces on intents and emergencies', () => {
    const rules = evaluate((line) => ruleUnderstanding(line.text, line.askedLast ?? 'none'), test, [...train, ...test]);
    for (const language of ['en', 'es'] as const) {
      const model = report.byLanguage.find((entry) => entry.language === language)!.macroF1;
      expect(model).toBeGreaterThan(rules.byLanguage.find((entry) => entry.language === language)!.macroF1);
    }
    expect(report.emergencyRecall).toBeGreaterThan(rules.emergencyRecall);
  });
});
