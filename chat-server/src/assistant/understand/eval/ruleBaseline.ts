import type { AskedLast, DoorProblem, Intent, Understanding, UrgencySignal } from '@tod/domain';
import { contractIntents } from '../../decide/ruleIntents.ts';
import { detectIntents, FED_UP, GARAGE_VOCABULARY } from '../../extract/detectIntents.ts';
import { detectIssues, primaryIssue } from '../../extract/detectIssue.ts';
import { detectUrgency, statesNoRush } from '../../extract/detectUrgency.ts';
import { extractCity } from '../../extract/extractCity.ts';
import { extractName } from '../../extract/extractName.ts';
import { extractPhone } from '../../extract/extractPhone.ts';
import { normalizeText } from '../../extract/normalizeText.ts';

/**
 * Today's rule engine (the regex extractors `analyze()` used before the model) read as an
 * Understanding, so `npm run eval` can print its figures beside the model's on the same lines.
 */
export function ruleUnderstanding(message: string, askedLast: AskedLast, localHour?: number): Understanding {
  const normalized = normalizeText(message);
  const intents = new Set<Intent>(contractIntents(detectIntents(normalized)));
  if (
    intents.has('thanks') &&
    /^(ok|okay|k|kk|alright|all right|got it|sounds good|will do|perfect|great|cool|understood)\b/.test(normalized)
  ) {
    intents.delete('thanks');
    intents.add('acknowledge');
  }
  if (FED_UP.test(normalized)) {
    intents.delete('human');
    intents.add('fed_up');
  }
  const issues = detectIssues(normalized);
  const issue = primaryIssue(issues);
  let problem: DoorProblem | undefined;
  if (issue === 'installation') intents.add(/opener/.test(normalized) ? 'new_opener' : 'new_door');
  else if (issue === 'commercial') intents.add('commercial');
  else if (issue === 'maintenance') intents.add('maintenance_plan');
  else if (issue === 'gate') intents.add('other_doors');
  else if (issue) {
    problem = issue;
    intents.add('report_problem');
  }
  if (intents.size === 0 && !GARAGE_VOCABULARY.test(normalized)) intents.add('off_topic');
  const urgency = detectUrgency(normalized, issues, localHour);
  const urgencySignals: UrgencySignal[] = urgency.reason ? [urgency.reason] : [];
  if (statesNoRush(normalized)) urgencySignals.push('no_rush');
  const name = extractName(message, { askedForName: askedLast === 'name' || askedLast === 'lead_details' });
  const phone = extractPhone(message);
  const city = extractCity(message, { askedForCity: askedLast === 'city' && !name && !phone });
  if (name || phone) intents.add('give_details');
  return {
    language: 'en',
    intents: [...intents].map((intent) => ({ intent, confidence: 1 })),
    ...(problem ? { problem: { kind: problem, confidence: 1 } } : {}),
    urgencySignals,
    entities: { ...(name ? { name } : {}), ...(phone ? { phone } : {}), ...(city ? { city: city.name } : {}) },
    corrects: [],
    aboutSomeoneElse: false,
    askedLast,
  };
}
