import { ask, type Scenario } from './scenario.ts';

/** Troubleshooting for the problems homeowners bring. */
export const DIAGNOSIS_SCENARIOS: Scenario[] = [
  ask('diagnosis', 'broken spring', 'One of the springs above my garage door is broken', {
    rule: 'diagnosis:spring-broken',
    faqCategory: 'springs',
    includes: ['$189–$299'],
    says: ['kb.spring-broken'],
  }),
  ask('diagnosis', 'frayed cable', 'The cable on the right side looks frayed', {
    rule: 'diagnosis:cable-problem',
    faqCategory: 'cables',
    includes: ['$149–$249'],
    says: ['kb.cable-problem'],
  }),
  ask('diagnosis', 'sensor reversing', 'My garage door goes down and then goes right back up', {
    rule: 'diagnosis:sensor-reversing',
    faqCategory: 'safety-sensors',
    says: ['kb.sensor-reversing'],
  }),
  ask('diagnosis', 'blinking sensor light', 'the light on one of the safety eyes is blinking', {
    rule: 'diagnosis:sensor-reversing',
    faqCategory: 'safety-sensors',
    says: ['kb.sensor-reversing'],
  }),
  ask('diagnosis', 'opener hums', 'The opener just hums but the door does not move', {
    rule: 'diagnosis:opener-problem',
    faqCategory: 'openers',
    says: ['problemNames.spring', 'kb.opener-problem'],
  }),
  ask('diagnosis', 'opener dead', 'my chamberlain opener is completely dead, no lights', {
    rule: 'diagnosis:opener-problem',
    faqCategory: 'openers',
    says: ['kb.opener-problem'],
  }),
  ask('diagnosis', 'remote', 'my remote stopped working but the wall button works', {
    rule: 'diagnosis:remote-keypad',
    faqCategory: 'openers',
    says: ['kb.remote-keypad'],
  }),
  ask('diagnosis', 'keypad', 'the keypad outside is not opening the door anymore', {
    rule: 'diagnosis:remote-keypad',
    says: ['kb.remote-keypad'],
  }),
  ask('diagnosis', 'noisy door', 'The door makes a horrible grinding and squeaking noise', {
    rule: 'diagnosis:noisy-door',
    faqCategory: 'repairs',
    says: ['kb.noisy-door'],
  }),
  ask('diagnosis', 'dented panel', 'I backed into the garage door and dented the bottom panel', {
    rule: 'diagnosis:dented-panel',
    faqCategory: 'panels',
    includes: ['$249–$789'],
  }),
  ask('diagnosis', 'weather seal', 'Water comes in under the door every time it rains', {
    rule: 'diagnosis:weather-seal',
    says: ['kb.weather-seal'],
  }),
  ask('diagnosis', 'stuck closed', "My garage door won't open", {
    rule: 'diagnosis:stuck-closed',
    says: ['problemNames.spring', 'kb.stuck-closed'],
  }),
  ask('diagnosis', 'stuck open by day', "The garage door won't close", { rule: 'diagnosis:stuck-open', says: ['kb.stuck-open'] }),
  ask('diagnosis', 'new opener vs repair', 'should I repair my 20 year old opener or replace it?', {
    rule: 'diagnosis:opener-install',
    includes: ['$389–$699'],
  }),
  ask('diagnosis', 'commercial roll up', 'the rolling steel door at our shop is stuck', {
    rule: 'diagnosis:commercial-doors',
    says: ['problemNames.commercial'],
  }),
  ask('diagnosis', 'gate opener', 'our gate opener stopped working', { rule: 'diagnosis:gates', says: ['problemNames.gate'] }),
];
