import type { Intent } from '@tod/domain';
import type { Intent as RuleIntent } from '../extract/detectIntents.ts';

/**
 * Today's rule intents (`detectIntents`) under the contract's names: read by the decide step, which merges
 * them with the model's, and by `npm run eval`, which scores the rules as an Understanding beside the model.
 */
export const RULE_INTENT_NAMES: Readonly<Record<RuleIntent, Intent>> = {
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

/** The contract's names of a set of rule intents. */
export function contractIntents(intents: Iterable<RuleIntent>): Intent[] {
  return [...intents].map((intent) => RULE_INTENT_NAMES[intent]);
}
