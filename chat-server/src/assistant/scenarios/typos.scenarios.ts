import { ask, type Scenario } from './scenario.ts';

/** What people really type on a phone at night. */
export const TYPO_SCENARIOS: Scenario[] = [
  ask('typos', 'sprng snaped', 'my sprng snaped', { faqCategory: 'springs', includes: ['$189–$299'] }),
  ask('typos', 'garge dor wont opn', 'garge dor wont open', { includes: ['spring'] }),
  ask('typos', 'remot', 'remot not workin', { faqCategory: 'openers', includes: ['battery'] }),
  ask('typos', 'opner humms', 'opner is humming', { faqCategory: 'openers' }),
  ask('typos', 'sensers', 'door keeps reversing, sensers?', { faqCategory: 'safety-sensors' }),
  ask('typos', 'pirce', 'how much is the pirce for a new dor', { includes: ['$899–$3,800'] }),
  ask('typos', 'all caps', 'CABLE SNAPPED HELP', { includes: ['cable'] }),
  ask('typos', 'apostrophes', 'door wont close its stuck open', { includes: ['sensor'] }),
];
