import { ask, type Scenario } from './scenario.ts';

/** Troubleshooting for the problems homeowners bring. */
export const DIAGNOSIS_SCENARIOS: Scenario[] = [
  ask('diagnosis', 'broken spring', 'One of the springs above my garage door is broken', {
    faqCategory: 'springs',
    includes: ['$189–$299', 'do not try to adjust'],
  }),
  ask('diagnosis', 'frayed cable', 'The cable on the right side looks frayed', {
    faqCategory: 'cables',
    includes: ['$149–$249', 'tension'],
  }),
  ask('diagnosis', 'sensor reversing', 'My garage door goes down and then goes right back up', {
    faqCategory: 'safety-sensors',
    includes: ['sensor', 'lens'],
  }),
  ask('diagnosis', 'blinking sensor light', 'the light on one of the safety eyes is blinking', {
    faqCategory: 'safety-sensors',
    includes: ['bracket'],
  }),
  ask('diagnosis', 'opener hums', 'The opener just hums but the door does not move', {
    faqCategory: 'openers',
    includes: ['spring', 'stop pressing'],
  }),
  ask('diagnosis', 'opener dead', 'my chamberlain opener is completely dead, no lights', { faqCategory: 'openers', includes: ['outlet'] }),
  ask('diagnosis', 'remote', 'my remote stopped working but the wall button works', {
    faqCategory: 'openers',
    includes: ['battery', 'learn'],
  }),
  ask('diagnosis', 'keypad', 'the keypad outside is not opening the door anymore', { includes: ['keypad', 'battery'] }),
  ask('diagnosis', 'noisy door', 'The door makes a horrible grinding and squeaking noise', {
    faqCategory: 'repairs',
    includes: ['rollers', 'lubricant'],
  }),
  ask('diagnosis', 'dented panel', 'I backed into the garage door and dented the bottom panel', {
    faqCategory: 'panels',
    includes: ['$249–$789'],
  }),
  ask('diagnosis', 'weather seal', 'Water comes in under the door every time it rains', { includes: ['seal'] }),
  ask('diagnosis', 'stuck closed', "My garage door won't open", { includes: ['spring', 'red'] }),
  ask('diagnosis', 'stuck open by day', "The garage door won't close", { includes: ['sensor'] }),
  ask('diagnosis', 'new opener vs repair', 'should I repair my 20 year old opener or replace it?', { includes: ['$389–$699'] }),
  ask('diagnosis', 'commercial roll up', 'the rolling steel door at our shop is stuck', { includes: ['commercial'] }),
  ask('diagnosis', 'gate opener', 'our gate opener stopped working', { includes: ['gate'] }),
];
