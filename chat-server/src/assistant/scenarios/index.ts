import { DIAGNOSIS_SCENARIOS } from './diagnosis.scenarios.ts';
import { EMERGENCY_SCENARIOS } from './emergency.scenarios.ts';
import { FOLLOW_UP_SCENARIOS } from './followUps.scenarios.ts';
import { HOMEOWNER_SCENARIOS } from './homeowners.scenarios.ts';
import { INJECTION_SCENARIOS } from './injection.scenarios.ts';
import { KNOWLEDGE_SCENARIOS } from './knowledge.scenarios.ts';
import { LEAD_SCENARIOS } from './leads.scenarios.ts';
import { OFF_TOPIC_SCENARIOS } from './offTopic.scenarios.ts';
import { PARTNER_SCENARIOS } from './partner.scenarios.ts';
import { PRICING_SCENARIOS } from './pricing.scenarios.ts';
import { REGION_SCENARIOS } from './regions.scenarios.ts';
import { SAFETY_SCENARIOS } from './safety.scenarios.ts';
import type { Scenario } from './scenario.ts';
import { SPANISH_SCENARIOS } from './spanish.scenarios.ts';
import { TOPIC_SCENARIOS } from './topics.scenarios.ts';
import { TYPO_SCENARIOS } from './typos.scenarios.ts';

export { runScenario, type Scenario, type ScenarioResult } from './scenario.ts';

/** Every conversation the assistant is evaluated on (`npm test` and `npm run eval`). */
export const ALL_SCENARIOS: readonly Scenario[] = [
  ...KNOWLEDGE_SCENARIOS,
  ...DIAGNOSIS_SCENARIOS,
  ...PRICING_SCENARIOS,
  ...REGION_SCENARIOS,
  ...EMERGENCY_SCENARIOS,
  ...LEAD_SCENARIOS,
  ...SAFETY_SCENARIOS,
  ...INJECTION_SCENARIOS,
  ...OFF_TOPIC_SCENARIOS,
  ...TYPO_SCENARIOS,
  ...HOMEOWNER_SCENARIOS,
  ...FOLLOW_UP_SCENARIOS,
  ...TOPIC_SCENARIOS,
  ...SPANISH_SCENARIOS,
  ...PARTNER_SCENARIOS,
];
