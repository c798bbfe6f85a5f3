import type { Intent } from '@tod/domain';
import { priceParts, wantsNewOpener } from './drafts.ts';
import { firstRule } from './rules.ts';
import { type DecideState, type Draft, has } from './state.ts';

/** The plan for a turn: the first applicable rule's draft, its `templateUsed`, and short second answers. */
export interface Decision {
  draft: Draft;
  /** The rule id, plus `:variant` when the rule has several ("emergency:struck"). */
  templateUsed: string;
  ruleId: string;
}

/** Decides the reply to a turn from the decision table ({@link RULES}). */
export function decide(state: DecideState): Decision {
  const { rule, draft } = firstRule(state);
  addSecondAnswers(state, draft);
  return { draft, ruleId: rule.id, templateUsed: draft.variant ? `${rule.id}:${draft.variant}` : rule.id };
}

/** The intents that get a short answer of their own when a message asks them beside another ("how much and how long?"). */
const SECOND_ANSWERS: readonly Intent[] = ['duration', 'price'];

function addSecondAnswers(state: DecideState, draft: Draft): void {
  if (draft.responseType === 'emergency' || draft.responseType === 'off_topic') return;
  const answered = new Set<Intent>(draft.answers ?? []);
  if (draft.entry?.id === 'duration') answered.add('duration');
  if (draft.responseType === 'pricing') answered.add('price');
  const { reply } = state.say.copy;
  for (const intent of SECOND_ANSWERS) {
    if (!has(state, intent) || answered.has(intent)) continue;
    if (intent === 'duration') draft.parts.push(state.say.text(reply.secondDuration));
    if (intent === 'price') {
      const issue = state.analysis.issue;
      const [first] = issue ? priceParts(state.say, issue, wantsNewOpener(state.analysis)) : [state.say.text(reply.pricingNoFixed)];
      if (first) draft.parts.push(state.say.text(reply.secondPrice, { answer: first }));
    }
  }
}
