import { type AssistantLanguage, type DoorProblem, type Understanding, type UrgencySignal, understandingSchema } from '@tod/domain';
import { askedLastFrom } from './askedLast.ts';
import { type CorpusLine, loadCorpus } from './corpus.ts';
import { extractEntities } from './entities.ts';
import { type IntentModel, type IntentModelOptions, intentModelFrom } from './intentModel.ts';
import { type LanguageModel, trainLanguageModel } from './language.ts';
import { correctedFields, isAboutSomeoneElse } from './leadSignals.ts';
import { loadOrTrain } from './modelCache.ts';
import { floorSignals } from './safetyFloor.ts';
import type { UnderstandingContext, UnderstandingEngine } from './understand.ts';

/** The local, offline understanding: NLP.js classifiers trained from the corpus, entity extractors and the safety floor. */
export interface LocalUnderstanding extends UnderstandingEngine {
  understand(message: string, context: UnderstandingContext): Understanding;
}

/**
 * Builds the local understanding from labelled lines (the training split by default). The weights come from
 * the model cache when these lines were trained before with the same code, else they are trained now.
 */
export function createLocalUnderstanding(
  lines: readonly CorpusLine[] = loadCorpus('train'),
  options?: IntentModelOptions,
  { floor = true }: { floor?: boolean } = {},
): LocalUnderstanding {
  const model = intentModelFrom(loadOrTrain(lines, options).networks);
  const languages = trainLanguageModel(lines);
  return { name: 'local', understand: (message, context) => understandWith(model, languages, message, context, floor) };
}

let shared: LocalUnderstanding | undefined;

/** The process' one local understanding, trained from the training split on first use. */
export function getLocalUnderstanding(): LocalUnderstanding {
  shared ??= createLocalUnderstanding();
  return shared;
}

/** `floor: false` reads the model alone (to find what it misses); every engine runs with the floor. */
function understandWith(
  model: IntentModel,
  languages: LanguageModel,
  message: string,
  context: UnderstandingContext,
  floor = true,
): Understanding {
  const askedLast = askedLastFrom(context.history);
  const entities = extractEntities(message, askedLast);
  // A name or a place tells no language ("Lou Hart 503-555-0306 Salem"): the words around them do.
  const language = languages.detect(withoutNames(message, entities), conversationLanguage(languages, context));
  const intents = model.intents(message, language).map(({ label, confidence }) => ({ intent: label, confidence: round(confidence) }));
  // A name or phone, or the city just asked for, is contact details whatever the classifier makes of the words around it.
  const answersCity = entities.city !== undefined && (askedLast === 'city' || askedLast === 'lead_details');
  if ((entities.phone || entities.name || answersCity) && !intents.some(({ intent }) => intent === 'give_details')) {
    // A bare answer ("Sam Ortiz" after "What is your name?") is nothing but the details.
    if (intents.length > 0 && intents[0]!.confidence < 0.5) intents.length = 0;
    intents.push({ intent: 'give_details', confidence: 0.9 });
  }
  const problem = model.problem(message, language);
  const signals = new Set(
    model
      .signals(message, language)
      .filter(({ label }) => fitsProblem(label, problem?.label))
      .map(({ label }) => label),
  );
  if (floor) for (const signal of floorSignals(message, problem?.label, context.localHour)) signals.add(signal);
  const understanding: Understanding = {
    language,
    intents: intents.slice(0, 5),
    ...(problem ? { problem: { kind: problem.label, confidence: round(problem.confidence) } } : {}),
    urgencySignals: [...signals],
    entities,
    corrects: correctedFields(message, entities, problem !== undefined),
    aboutSomeoneElse: isAboutSomeoneElse(message),
    askedLast,
  };
  return understandingSchema.parse(understanding);
}

/** The message without the name and city it gives, for telling its language. */
function withoutNames(message: string, entities: Understanding['entities']): string {
  let text = message;
  for (const value of [entities.name, entities.city])
    if (value) text = text.replace(new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ');
  return text;
}

/** The language the visitor has been writing in: the widget's locale, else their last message long enough to tell. */
function conversationLanguage(languages: LanguageModel, context: UnderstandingContext): AssistantLanguage {
  let language: AssistantLanguage = context.locale ?? 'en';
  const history = context.history;
  for (let index = Math.max(0, history.length - 6); index < history.length; index++) {
    const item = history[index]!;
    if (item.role !== 'user') continue;
    // An earlier answer "Maria Lopez" tells no language either.
    const entities = extractEntities(item.content, askedLastFrom(history.slice(0, index)));
    language = languages.detect(withoutNames(item.content, entities), language);
  }
  return language;
}

/** The model's door-state signals count only with the door problem they belong to ("3 hours late" is no door stuck open at night). */
const SIGNAL_PROBLEMS: Partial<Record<UrgencySignal, readonly DoorProblem[]>> = {
  open_at_night: ['stuck_open', 'off_track', 'spring', 'panel'],
  spring_door_open: ['spring'],
  off_track: ['off_track'],
  car_trapped: ['stuck_closed', 'opener', 'power_outage', 'spring', 'cable', 'unknown'],
  person_trapped: ['stuck_closed', 'opener', 'power_outage', 'unknown'],
};

function fitsProblem(signal: UrgencySignal, problem: DoorProblem | undefined): boolean {
  const problems = SIGNAL_PROBLEMS[signal];
  return !problems || (problem !== undefined && problems.includes(problem));
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
