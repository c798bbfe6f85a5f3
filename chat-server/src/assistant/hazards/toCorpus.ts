import { type Intent, type Understanding, URGENCY_SIGNALS, type UrgencySignal } from '@tod/domain';
import type { EmergencyReason } from '../extract/detectUrgency.ts';
import type { CorpusLine } from '../understand/corpus.ts';
import { extractEntities } from '../understand/entities.ts';
import { FIRST_STEPS, type HazardLine, kindOf } from './hazardEval.ts';

/** The questions a hazard message may ask beside reporting it. */
const ALSO_ASKED: ReadonlySet<Intent> = new Set<Intent>([
  'safety_question',
  'diy',
  'human',
  'arrival',
  'emergency_service',
  'booking',
  'price',
]);

/** What the floor made of a hazard message: its emergency reason, if any, and its other urgency. */
export interface FloorReading {
  reason?: EmergencyReason;
  urgency: 'routine' | 'urgent' | 'emergency';
  noRush: boolean;
}

/** The door problem a hazard class names, as the corpus labels it. */
function problemOf(line: HazardLine, reason: EmergencyReason): CorpusLine['problem'] {
  if (reason === 'cable_snapped') return 'cable';
  if (reason === 'spring_door_open') return 'spring';
  if (reason === 'door_falling' || reason === 'off_track') return 'off_track';
  if (reason === 'fire' && /\b(opener|motor|abridor|opener's)\b/i.test(line.text)) return 'opener';
  return 'unknown';
}

/**
 * One labelled hazard message as a corpus line (issue 30): a hazard is a reported problem and an emergency
 * whose signal is the class's (the floor's reason when it is one of the class's, else the class's first);
 * a non-hazard keeps the intents and problem the current model reads (it says nothing new about them) and is
 * routine or urgent, never an emergency. A non-hazard the product still treats as an emergency (a car shut in
 * before work) is left out: the writers' label and the product disagree, and the corpus follows the product.
 */
export function corpusLineOf(line: HazardLine, floor: FloorReading, model: Understanding): CorpusLine | undefined {
  const kind = kindOf(line);
  const entities = extractEntities(line.text, 'none');
  if (kind) {
    const keys = FIRST_STEPS[kind] as readonly string[];
    const reason = (floor.reason && keys.includes(floor.reason) ? floor.reason : keys[0]) as EmergencyReason;
    // What else the message asks ("is it safe to stay in the house?") is read as the model reads it today.
    const asked = model.intents.filter((item) => item.confidence >= 0.5 && ALSO_ASKED.has(item.intent)).map((item) => item.intent);
    return {
      text: line.text,
      lang: line.lang,
      intents: ['report_problem', ...asked.filter((intent) => intent !== 'report_problem')],
      problem: problemOf(line, reason),
      urgency: 'emergency',
      urgencySignals: [reason],
      entities,
    };
  }
  if (floor.urgency === 'emergency') return undefined;
  const intents = model.intents.filter((item) => item.confidence >= 0.5).map((item) => item.intent);
  if (intents.length === 0) return undefined;
  const problem = model.problem && model.problem.confidence >= 0.5 ? model.problem.kind : undefined;
  return {
    text: line.text,
    lang: line.lang,
    intents,
    ...(problem ? { problem } : {}),
    urgency: floor.urgency,
    urgencySignals: floor.noRush ? ['no_rush'] : [],
    entities,
  };
}

/** The urgency signals that make a turn an emergency. */
const EMERGENCY_SIGNALS: ReadonlySet<UrgencySignal> = new Set(URGENCY_SIGNALS.filter((signal) => signal !== 'no_rush'));

/** Whether the model misreads a hazard line: a hazard without its class's signal, or a non-hazard with an emergency signal. */
export function modelMisses(line: HazardLine, model: Understanding): boolean {
  const kind = kindOf(line);
  if (!kind) return model.urgencySignals.some((signal) => EMERGENCY_SIGNALS.has(signal));
  return !model.urgencySignals.some((signal) => (FIRST_STEPS[kind] as readonly string[]).includes(signal));
}
