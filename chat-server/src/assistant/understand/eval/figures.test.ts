import type { Intent, Understanding } from '@tod/domain';
import { describe, expect, it } from 'vitest';
import type { CorpusLine } from '../corpus.ts';
import { emergencyFigures, evaluate, type Reading } from './metrics.ts';

const line = (text: string, intents: Intent[], over: Partial<CorpusLine> = {}): CorpusLine => ({
  text,
  lang: 'en',
  intents,
  urgency: 'routine',
  urgencySignals: [],
  entities: {},
  ...over,
});

const reading = (intents: Intent[], over: Partial<Reading> = {}): Reading => ({
  language: 'en',
  intents: intents.map((intent) => ({ intent, confidence: 0.9 })),
  urgencySignals: [],
  entities: {},
  corrects: [],
  aboutSomeoneElse: false,
  askedLast: 'none',
  ...over,
});

/** A reader that answers each line from a table keyed by its text. */
const fromTable =
  (table: Record<string, Reading>) =>
  (corpusLine: CorpusLine): Reading =>
    table[corpusLine.text]!;

describe('the honest figures of the understanding eval', () => {
  it('tells a confident wrong answer apart from an abstention, per language', () => {
    const test = [
      line('right', ['price']),
      line('partly right', ['price', 'hours']),
      line('wrong', ['price']),
      line('abstained', ['hours']),
      line('es wrong', ['price'], { lang: 'es' }),
    ];
    const report = evaluate(
      fromTable({
        right: reading(['price']),
        'partly right': reading(['hours', 'booking']),
        wrong: reading(['booking']),
        abstained: reading([]),
        'es wrong': reading(['hours'], { language: 'es' }),
      }),
      test,
      test,
    );
    const en = report.byLanguage.find((entry) => entry.language === 'en')!;
    const es = report.byLanguage.find((entry) => entry.language === 'es')!;
    expect(en.confidentWrong).toBe(1 / 4);
    expect(en.abstention).toBe(1 / 4);
    expect(es.confidentWrong).toBe(1);
    expect(es.abstention).toBe(0);
  });

  it('measures emergency recall and false emergencies per language on the test lines only', () => {
    const test = [
      line('en emergency caught', ['report_problem'], { urgency: 'emergency' }),
      line('en emergency missed', ['report_problem'], { urgency: 'emergency' }),
      line('en calm flagged', ['price']),
      line('es calm', ['price'], { lang: 'es' }),
    ];
    const trainingOnly = line('training emergency missed', ['report_problem'], { urgency: 'emergency' });
    const report = evaluate(
      fromTable({
        'en emergency caught': reading(['report_problem'], { urgencySignals: ['person_pinned'] }),
        'en emergency missed': reading(['report_problem']),
        'en calm flagged': reading(['price'], { urgencySignals: ['fire'] }),
        'es calm': reading(['price'], { language: 'es' }),
        'training emergency missed': reading(['report_problem']),
      }),
      test,
      [trainingOnly, ...test],
    );
    const en = report.byLanguage.find((entry) => entry.language === 'en')!.emergency;
    expect(en).toMatchObject({ emergencies: 2, caught: 1, recall: 0.5, calm: 1, falseAlarms: 1, falseRate: 1 });
    expect(en.missed).toEqual(['en emergency missed']);
    expect(report.byLanguage.find((entry) => entry.language === 'es')!.emergency).toMatchObject({
      emergencies: 0,
      recall: 1,
      calm: 1,
      falseRate: 0,
    });
    // The training line counts only in the train+test regression figure.
    expect(report.emergencies).toBe(3);
    expect(report.missedEmergencies).toContain('training emergency missed');
  });

  it("takes a reader's own emergency call over its signals (the decide step's urgency)", () => {
    const lines = [line('said', ['report_problem'], { urgency: 'emergency' }), line('calm', ['price'])];
    const figures = emergencyFigures([
      { line: lines[0]!, got: reading(['report_problem'], { emergency: true }) },
      { line: lines[1]!, got: reading(['price'], { urgencySignals: ['fire'] as Understanding['urgencySignals'], emergency: false }) },
    ]);
    expect(figures).toMatchObject({ recall: 1, falseAlarms: 0 });
  });

  it('says an empty set of emergencies recalls all of them, and counts none', () => {
    expect(emergencyFigures([])).toMatchObject({ emergencies: 0, recall: 1, calm: 0, falseRate: 0, missed: [] });
  });
});
