import { ask, type Scenario } from './scenario.ts';

/** What people really type on a phone at night. */
export const TYPO_SCENARIOS: Scenario[] = [
  ask('typos', 'sprng snaped', 'my sprng snaped', { rule: 'diagnosis:spring-broken', faqCategory: 'springs', includes: ['$189–$299'] }),
  ask('typos', 'garge dor wont opn', 'garge dor wont open', { rule: 'diagnosis:stuck-closed', says: ['problemNames.spring'] }),
  ask('typos', 'remot', 'remot not workin', { rule: 'diagnosis:remote-keypad', faqCategory: 'openers', says: ['kb.remote-keypad'] }),
  ask('typos', 'opner humms', 'opner is humming', { rule: 'diagnosis:opener-problem', faqCategory: 'openers' }),
  ask('typos', 'sensers', 'door keeps reversing, sensers?', { rule: 'diagnosis:sensor-reversing', faqCategory: 'safety-sensors' }),
  ask('typos', 'pirce', 'how much is the pirce for a new dor', { rule: 'pricing:new-door', includes: ['$899–$3,800'] }),
  ask('typos', 'all caps', 'CABLE SNAPPED HELP', { rule: 'diagnosis:cable-problem', says: ['estimateLabels.cable'] }),
  ask('typos', 'apostrophes', 'door wont close its stuck open', { rule: 'diagnosis:stuck-open', says: ['kb.stuck-open'] }),
];
