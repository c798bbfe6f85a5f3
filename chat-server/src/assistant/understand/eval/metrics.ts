import type { AskedLast, AssistantLanguage, HistoryItem, Intent, Understanding } from '@tod/domain';
import type { CorpusLine } from '../corpus.ts';

/** The assistant's question a corpus line answers, as the transcript would show it. */
export const QUESTION_FOR: Readonly<Record<AskedLast, string | undefined>> = {
  none: undefined,
  lead_details: 'Could you share your name, phone number and city?',
  name: 'Who should the technician ask for? What is your name?',
  phone: 'What is the best phone number to reach you?',
  city: 'Which city is the door in?',
  confirm_city: 'Are you in Portland, or somewhere nearby?',
  problem: 'What is the door doing?',
  clarify: 'Did you mean the price or the visit? Could you tell me more?',
};

/** The transcript a corpus line is understood in: empty, or the assistant's question it answers. */
export function historyFor(line: CorpusLine): HistoryItem[] {
  const question = QUESTION_FOR[line.askedLast ?? 'none'];
  return question ? [{ role: 'assistant', content: question }] : [];
}

/** An engine's reading of a line; `emergency` when the reader knows better than the signals (the decide step's urgency). */
export type Reading = Understanding & { emergency?: boolean };

export type Understand = (line: CorpusLine) => Reading;

export interface LabelScore {
  label: Intent;
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface LanguageReport {
  language: AssistantLanguage;
  lines: number;
  macroF1: number;
  /** Share of lines where no intent was confident enough: an honest "I'm not sure" (it still offers a person and the phone). */
  abstention: number;
  /** Share of lines answered with intents none of which is labelled: a confident wrong answer. */
  confidentWrong: number;
  labels: LabelScore[];
  /** Emergency recall and false emergencies on this language's lines (the test lines given, never the training ones). */
  emergency: EmergencyFigures;
}

export interface EmergencyFigures {
  /** Lines labelled an emergency, and how many of them the engine called one. */
  emergencies: number;
  caught: number;
  /** `caught / emergencies`; 1 when there is none (see `emergencies`). */
  recall: number;
  /** Lines not labelled an emergency, and how many the engine called one. */
  calm: number;
  falseAlarms: number;
  falseRate: number;
  missed: string[];
}

export interface EvalReport {
  byLanguage: LanguageReport[];
  /** Share of labelled emergencies (all lines given) the engine calls an emergency. */
  emergencyRecall: number;
  emergencies: number;
  missedEmergencies: string[];
  /** Share of the non-emergency lines the engine calls an emergency. */
  falseEmergencyRate: number;
  /** Test lines with a name, phone or city whose every such entity came out exactly. */
  entitiesExact: number;
  entityLines: number;
  entityMisses: string[];
  languageAccuracy: number;
}

/** The targets of issue 19. */
export const TARGETS = { macroF1: { en: 0.9, es: 0.85 }, emergencyRecall: 1, falseEmergencyRate: 0.05, entitiesExact: 0.95 } as const;

const isEmergency = (signals: readonly string[]) => signals.some((signal) => signal !== 'no_rush');
const calledEmergency = (got: Reading) => got.emergency ?? isEmergency(got.urgencySignals);

/** Emergency recall and false emergencies of readings against their lines' labels. */
export function emergencyFigures(results: ReadonlyArray<{ line: CorpusLine; got: Reading }>): EmergencyFigures {
  let emergencies = 0;
  let caught = 0;
  let calm = 0;
  let falseAlarms = 0;
  const missed: string[] = [];
  for (const { line, got } of results) {
    const flagged = calledEmergency(got);
    if (line.urgency === 'emergency') {
      emergencies += 1;
      if (flagged) caught += 1;
      else missed.push(line.text);
    } else {
      calm += 1;
      if (flagged) falseAlarms += 1;
    }
  }
  return {
    emergencies,
    caught,
    recall: emergencies ? caught / emergencies : 1,
    calm,
    falseAlarms,
    falseRate: calm ? falseAlarms / calm : 0,
    missed,
  };
}

/**
 * Scores an engine: intents per language on the test lines (precision, recall, F1, macro-F1,
 * abstention, confident wrong answers, emergency recall and false emergencies), the same emergency figures on
 * `emergencyLines` (training and test: a regression check, not a held-out figure), and lead-entity exactness on
 * the test lines that have a name, phone or city.
 */
export function evaluate(understand: Understand, test: readonly CorpusLine[], emergencyLines: readonly CorpusLine[]): EvalReport {
  const results = test.map((line) => ({ line, got: understand(line) }));
  const byLanguage = (['en', 'es'] as const).map((language) =>
    languageReport(
      language,
      results.filter(({ line }) => line.lang === language),
    ),
  );

  const everyLine = emergencyFigures(emergencyLines.map((line) => ({ line, got: understand(line) })));

  let entityLines = 0;
  let exact = 0;
  const entityMisses: string[] = [];
  for (const { line, got } of results) {
    const fields = (['name', 'phone', 'city'] as const).filter((field) => line.entities[field] !== undefined);
    if (fields.length === 0) continue;
    entityLines += 1;
    if (fields.every((field) => got.entities[field] === line.entities[field])) exact += 1;
    else entityMisses.push(`${line.text} → ${JSON.stringify(got.entities)}`);
  }

  return {
    byLanguage,
    emergencyRecall: everyLine.recall,
    emergencies: everyLine.emergencies,
    missedEmergencies: everyLine.missed,
    falseEmergencyRate: everyLine.falseRate,
    entitiesExact: entityLines ? exact / entityLines : 1,
    entityLines,
    entityMisses,
    languageAccuracy: results.filter(({ line, got }) => line.lang === got.language).length / Math.max(1, results.length),
  };
}

function languageReport(language: AssistantLanguage, results: ReadonlyArray<{ line: CorpusLine; got: Reading }>): LanguageReport {
  const counts = new Map<Intent, { tp: number; fp: number; fn: number }>();
  const count = (label: Intent) => {
    const entry = counts.get(label) ?? { tp: 0, fp: 0, fn: 0 };
    counts.set(label, entry);
    return entry;
  };
  let abstained = 0;
  let wrong = 0;
  for (const { line, got } of results) {
    const predicted = new Set(got.intents.map(({ intent }) => intent));
    const gold = new Set(line.intents);
    if (predicted.size === 0) abstained += 1;
    else if (![...predicted].some((label) => gold.has(label))) wrong += 1;
    for (const label of predicted) gold.has(label) ? count(label).tp++ : count(label).fp++;
    for (const label of gold) if (!predicted.has(label)) count(label).fn++;
  }
  const labels: LabelScore[] = [...counts]
    .map(([label, { tp, fp, fn }]) => {
      const precision = tp + fp ? tp / (tp + fp) : 0;
      const recall = tp + fn ? tp / (tp + fn) : 0;
      return { label, precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0, support: tp + fn };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
  // Macro-F1 over every intent labelled or predicted on these lines (scikit-learn's default): a wrong intent the gold set never has still counts.
  const scored = labels;
  return {
    language,
    lines: results.length,
    macroF1: scored.length ? scored.reduce((sum, label) => sum + label.f1, 0) / scored.length : 0,
    abstention: results.length ? abstained / results.length : 0,
    confidentWrong: results.length ? wrong / results.length : 0,
    labels,
    emergency: emergencyFigures(results),
  };
}
