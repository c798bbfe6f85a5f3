import { type AssistantLanguage, DOOR_PROBLEMS, type DoorProblem, type Intent, type Understanding, type UrgencySignal } from '@tod/domain';
import type { Analysis } from '../analyze.ts';
import type { AssistantInput } from '../engine.ts';
import type { Intent as RuleIntent } from '../extract/detectIntents.ts';
import { INTERIM_CUES, looksEnglish, looksSpanish, plainSpanish } from './interimCues.ts';

/**
 * The seam between "understand" and "decide". The decide step reads an `Understanding`
 * (`domain/src/contracts/understanding.ts`): when the trained model has put one on the analysis it is used
 * as it is; until then it is derived here from today's rule-based `Analysis`, plus the interim cues for the
 * labels those rules never had (duration, brands, insulation…). When the model lands, this derivation and
 * `interimCues.ts` are deleted and nothing else changes.
 */
export function understandingOf(analysis: Analysis, input: AssistantInput, language: AssistantLanguage): Understanding {
  const model = modelUnderstanding(analysis);
  if (model) return { ...model, language, intents: withRuleIntents(model.intents, analysis, input.message, language) };
  return deriveUnderstanding(analysis, input.message, language);
}

/** The language of the reply: the visitor's own, else the widget's locale ("in Spanish please" asks for Spanish). */
export function languageOf(analysis: Analysis, input: AssistantInput): AssistantLanguage {
  if (analysis.intents.has('language')) return 'es';
  const written = modelUnderstanding(analysis)?.language ?? (looksSpanish(input.message) ? 'es' : 'en');
  if (written === 'es') return 'es';
  // A widget set to Spanish keeps Spanish unless the visitor plainly writes English.
  return input.locale === 'es' && !looksEnglish(input.message) ? 'es' : 'en';
}

/**
 * The model's intents, plus those today's rules (and the interim cues) still find that the model missed. The rules were tuned on
 * 253 reviewed conversations; until the corpus covers what they do (the eval compares both), an intent
 * either finds is kept, so the model can only add answers, never lose one.
 */
function withRuleIntents(
  intents: Understanding['intents'],
  analysis: Analysis,
  message: string,
  language: AssistantLanguage,
): Understanding['intents'] {
  const merged = new Map(intents.map((item) => [item.intent, item.confidence]));
  const add = (intent: Intent, confidence: number) => merged.set(intent, Math.max(merged.get(intent) ?? 0, confidence));
  for (const intent of analysis.intents) add(INTENT_NAMES[intent], RULE_CONFIDENCE);
  const text = language === 'es' ? plainSpanish(message) : analysis.normalized;
  for (const [intent, pattern] of INTERIM_CUES[language].intents) if (pattern.test(text)) add(intent, CUE_CONFIDENCE);
  return [...merged].map(([intent, confidence]) => ({ intent, confidence })).sort((a, b) => b.confidence - a.confidence);
}

function modelUnderstanding(analysis: Analysis): Understanding | undefined {
  return (analysis as Analysis & { understanding?: Understanding }).understanding;
}

/** Today's rule intents under the contract's names. */
const INTENT_NAMES: Readonly<Record<RuleIntent, Intent>> = {
  greeting: 'greeting',
  thanks: 'thanks',
  goodbye: 'goodbye',
  pricing: 'price',
  booking: 'booking',
  human: 'human',
  hours: 'hours',
  location: 'offices',
  service_area: 'service_area',
  license: 'license',
  policies: 'payments_warranty',
  parts: 'parts',
  ai: 'ai',
  estimator: 'estimator',
  injection: 'injection',
  diy: 'diy',
  safety: 'safety_question',
  arrival: 'arrival',
  complaint: 'complaint',
  jobs: 'jobs',
  reschedule: 'reschedule',
  decline: 'decline_visit',
  declineRepair: 'decline_repair',
  repeat: 'repeat',
  link: 'booking_link',
  stillBroken: 'still_broken',
  language: 'language',
};

const PROBLEMS: ReadonlySet<string> = new Set(DOOR_PROBLEMS);

/** Rule intents are certain when they fire; the cues are a little less so. */
const RULE_CONFIDENCE = 0.9;
const CUE_CONFIDENCE = 0.8;

function deriveUnderstanding(analysis: Analysis, message: string, language: AssistantLanguage): Understanding {
  const text = language === 'es' ? plainSpanish(message) : analysis.normalized;
  const intents = new Map<Intent, number>();
  for (const intent of analysis.intents) intents.set(INTENT_NAMES[intent], RULE_CONFIDENCE);
  const cues = INTERIM_CUES[language];
  for (const [intent, pattern] of cues.intents) if (pattern.test(text)) intents.set(intent, CUE_CONFIDENCE);
  if (analysis.issuesNow.includes('commercial')) intents.set('commercial', RULE_CONFIDENCE);
  // A question about a job ("how long does a spring replacement take?") names a problem without reporting one.
  const asksAboutAJob = ['duration', 'brands', 'insulation', 'maintenance_plan', 'property_manager'].some((intent) =>
    intents.has(intent as Intent),
  );
  const impact = cues.vehicleImpact.test(text);
  if (analysis.issueNow && !asksAboutAJob) intents.set('report_problem', RULE_CONFIDENCE);
  if (impact) intents.set('report_problem', CUE_CONFIDENCE);

  const problemKind: DoorProblem | undefined = impact
    ? 'panel'
    : analysis.issueNow && PROBLEMS.has(analysis.issueNow)
      ? (analysis.issueNow as DoorProblem)
      : undefined;
  const reason = analysis.urgencyNow.reason;
  const urgencySignals: UrgencySignal[] = analysis.urgencyNow.urgency === 'emergency' && reason ? [reason] : [];

  return {
    language,
    intents: [...intents]
      .map(([intent, confidence]) => ({ intent, confidence }))
      .sort((a, b) => b.confidence - a.confidence)
      .slice(0, 5),
    ...(problemKind ? { problem: { kind: problemKind, confidence: impact ? CUE_CONFIDENCE : RULE_CONFIDENCE } } : {}),
    urgencySignals,
    entities: {
      ...(analysis.given.name && analysis.name ? { name: analysis.name } : {}),
      ...(analysis.given.phone && analysis.phone ? { phone: analysis.phone } : {}),
      ...(analysis.cityNow ? { city: analysis.cityNow.name } : {}),
    },
    // Which fields really change is settled against the previous lead (leadState.ts).
    corrects: cues.correction.test(message) ? ['name', 'phone', 'city'] : [],
    aboutSomeoneElse: cues.someoneElse.test(text),
    askedLast: 'none',
  };
}
