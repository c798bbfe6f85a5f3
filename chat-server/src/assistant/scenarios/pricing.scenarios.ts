import { ESTIMATES, formatRange, TYPICAL_REPAIR_RANGE } from '@tod/domain';
import { ask, type Scenario } from './scenario.ts';

/** Prices come from the price list in domain/, always with the technician disclaimer. */
export const PRICING_SCENARIOS: Scenario[] = [
  ask('pricing', 'spring price', 'How much does it cost to replace a garage door spring?', {
    rule: 'pricing:spring',
    responseType: 'pricing',
    includes: ['$189–$299'],
    says: ['notes.finalPricing'],
  }),
  ask('pricing', 'cable price', 'cost to fix a snapped cable?', {
    rule: 'pricing:cable',
    responseType: 'pricing',
    includes: ['$149–$249'],
  }),
  ask('pricing', 'panel price', 'what would it cost to replace one dented panel', {
    rule: 'pricing:panel',
    responseType: 'pricing',
    includes: ['$249–$789'],
  }),
  ask('pricing', 'opener price question', 'how much is a new opener', { rule: 'pricing:opener-install', includes: ['$389–$699'] }),
  ask('pricing', 'double door price', 'ballpark for a new double garage door?', { rule: 'pricing:new-door', includes: ['$899–$3,800'] }),
  ask('pricing', 'sensor repair price', 'how much to fix the safety sensors', {
    rule: 'pricing:sensor',
    responseType: 'pricing',
    includes: ['$89–$1,500+', '$89'],
  }),
  ask('pricing', 'general repair cost', 'how expensive are garage door repairs usually', {
    rule: 'pricing:price-list',
    includes: ['$89–$1,500+'],
  }),
  {
    name: 'price follows the issue named earlier',
    category: 'pricing',
    region: 'salem',
    turns: [
      { user: 'my torsion spring snapped this morning', expect: { rule: 'diagnosis:spring-broken', faqCategory: 'springs' } },
      {
        user: 'ok how much will that run me?',
        expect: { rule: 'pricing:spring', responseType: 'pricing', includes: ['$189–$299', 'book.doorlogic.example/salem'] },
      },
    ],
  },
  ask('pricing', 'out of area price', "I'm in Bend, how much to come out?", { rule: 'pricing:out-of-area', includes: ['$289'] }),
  ask('pricing', 'haggling', 'can you do the spring for $100?', { rule: 'pricing:spring', includes: ['$189–$299'], excludes: ['$100'] }),
  ask('pricing', 'a grinding opener is priced as a repair', 'my opener makes a grinding noise, how much to fix it?', {
    rule: 'pricing:opener',
    says: ['reply.pricingOpenerRepair'],
    doesNotSay: ['reply.pricingEstimate'],
    includes: [formatRange(TYPICAL_REPAIR_RANGE), formatRange(ESTIMATES.opener.range)],
  }),
  {
    name: 'a broken opener, then the price',
    category: 'pricing',
    region: 'salem',
    turns: [
      { user: 'My opener is grinding' },
      { user: 'how much?', expect: { rule: 'pricing:opener', says: ['reply.pricingOpenerRepair'], doesNotSay: ['reply.pricingEstimate'] } },
    ],
  },
  {
    name: 'a new opener, then the price',
    category: 'pricing',
    region: 'salem',
    turns: [
      { user: 'I want a new belt drive opener' },
      {
        user: 'how much?',
        expect: { rule: 'pricing:opener', says: ['reply.pricingEstimate'], includes: [formatRange(ESTIMATES.opener.range)] },
      },
    ],
  },
];
