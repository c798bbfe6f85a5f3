import { ask, type Scenario } from './scenario.ts';

/** Prices come from the price list in domain/, always with the technician disclaimer. */
export const PRICING_SCENARIOS: Scenario[] = [
  ask('pricing', 'spring price', 'How much does it cost to replace a garage door spring?', {
    responseType: 'pricing',
    includes: ['$189–$299', 'licensed technicians'],
  }),
  ask('pricing', 'cable price', 'cost to fix a snapped cable?', { responseType: 'pricing', includes: ['$149–$249'] }),
  ask('pricing', 'panel price', 'what would it cost to replace one dented panel', { responseType: 'pricing', includes: ['$249–$789'] }),
  ask('pricing', 'opener price question', 'how much is a new opener', { includes: ['$389–$699'] }),
  ask('pricing', 'double door price', 'ballpark for a new double garage door?', { includes: ['$899–$3,800'] }),
  ask('pricing', 'sensor repair price', 'how much to fix the safety sensors', {
    responseType: 'pricing',
    includes: ['$89–$1,500+', '$89'],
  }),
  ask('pricing', 'general repair cost', 'how expensive are garage door repairs usually', { includes: ['$89–$1,500+'] }),
  {
    name: 'price follows the issue named earlier',
    category: 'pricing',
    region: 'salem',
    turns: [
      { user: 'my torsion spring snapped this morning', expect: { faqCategory: 'springs' } },
      {
        user: 'ok how much will that run me?',
        expect: { responseType: 'pricing', includes: ['$189–$299', 'book.doorlogic.example/salem'] },
      },
    ],
  },
  ask('pricing', 'out of area price', "I'm in Bend, how much to come out?", { includes: ['$289'] }),
  ask('pricing', 'haggling', 'can you do the spring for $100?', { includes: ['$189–$299'], excludes: ['$100'] }),
];
