import { ESTIMATES, formatRange, REGIONS } from '@tod/domain';
import type { Scenario } from './scenario.ts';
import { ask } from './scenario.ts';

/** Issue 19's examples and the questions that used to fall through: each answered by its own rule. */
export const TOPIC_SCENARIOS: Scenario[] = [
  ask(
    'topics',
    'duration of a spring replacement, not an emergency',
    'how long does a spring replacement take? am I without my car all day',
    {
      rule: 'duration',
      responseType: 'answer',
      includes: [/\d–\d hours/],
      excludes: ['Safety first'],
      lead: { urgency: undefined },
    },
  ),
  ask('topics', 'opener brands, not the price list', 'do you install LiftMaster or only Genie?', {
    rule: 'brands',
    includes: ['LiftMaster', 'Genie'],
  }),
  ask('topics', 'a door hit by a car, not the sensor steps', "my teenager backed into the door, it's bent and won't close", {
    rule: 'door_hit',
    says: ['kb.door-impact'],
    excludes: ['safety sensors', 'wall button'],
    // The bent panel is why it won't close: the office reads the cause, not the symptom.
    lead: { issue: 'Damaged panel' },
  }),
  ask('topics', 'insulating an existing door, not the price list', 'can I insulate my existing door?', {
    rule: 'insulation',
    says: ['kb.insulation'],
    excludes: [formatRange(ESTIMATES.spring.range)],
  }),
  ask('topics', 'a maintenance contract', 'do you have a maintenance contract for my building?', { rule: 'maintenance_plan' }),
  ask('topics', 'a property manager', "I'm a property manager with 12 rental units in Salem", {
    rule: 'property_manager',
    includes: [REGIONS.salem.phone],
  }),
  ask('topics', 'a commercial door', 'do you fix commercial roll up doors at a warehouse?', {
    rule: 'diagnosis:commercial-doors',
    faqCategory: 'commercial',
  }),
  ask('topics', 'two questions, two answers', 'how much does a cable repair cost and how long does it take?', {
    rule: 'pricing',
    includes: [formatRange(ESTIMATES.cable.range), /How long: .*hours/],
  }),
];
