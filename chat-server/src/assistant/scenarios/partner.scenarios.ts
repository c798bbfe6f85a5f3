import { REGIONS } from '@tod/domain';
import type { Scenario } from './scenario.ts';

const portland = REGIONS['portland-metro'].phone;
const boise = REGIONS.idaho.phone;

/**
 * A partner's page (issue 35.12) and a hand-off already open (issue 33.2): a product question gets the honest
 * answer and the ways to find out; a person asked for again is told the request is with the team.
 */
export const PARTNER_SCENARIOS: Scenario[] = [
  {
    name: "the README's product question from a product page names the page and gives the ways to find out",
    category: 'topics',
    region: 'portland-metro',
    pageContext: 'Product: Modern Steel 16x7, white',
    turns: [
      {
        user: 'Is this door in stock?',
        expect: {
          rule: 'product_stock:page',
          says: ['reply.productStock', 'reply.productStockPage'],
          includes: ['Modern Steel 16x7, white', portland, 'Boise'],
          primaryAction: 'call',
        },
      },
    ],
  },
  {
    name: "the partner's page name is quoted as one line, without quote marks of its own",
    category: 'topics',
    region: 'portland-metro',
    pageContext: 'Door "Aspen"\n   16x7 ',
    turns: [{ user: 'do you have this model', expect: { rule: 'product_stock:page', includes: ['"Door Aspen 16x7"'] } }],
  },
  ...['is this in stock', 'do you have this model', 'is this model available right now?'].map(
    (user): Scenario => ({
      name: `a product question without a page context: ${user}`,
      category: 'topics',
      region: 'idaho',
      turns: [
        {
          user,
          expect: { rule: 'product_stock', says: ['reply.productStock'], doesNotSay: ['reply.productStockPage'], includes: [boise] },
        },
      ],
    }),
  ),
  ...['¿lo tienen en existencia?', '¿tienen esta puerta disponible?'].map(
    (user): Scenario => ({
      name: `a product question in Spanish from a product page: ${user}`,
      category: 'spanish',
      region: 'idaho',
      pageContext: 'Puerta Carriage House, roble',
      turns: [
        {
          user,
          expect: {
            rule: 'product_stock:page',
            says: ['reply.productStock', 'reply.productStockPage'],
            includes: ['Puerta Carriage House, roble', boise, 'existencias'],
          },
        },
      ],
    }),
  ),
  {
    name: 'a person asked for in words after the hand-off is open: already with the team, no button again',
    category: 'topics',
    region: 'portland-metro',
    handOffOpen: true,
    turns: [
      {
        user: 'can I talk to a human',
        expect: { rule: 'human_already_asked', says: ['reply.humanAlreadyAsked'], doesNotSay: ['reply.human'], includes: [portland] },
      },
    ],
  },
  {
    name: 'a person asked for in Spanish after the hand-off is open',
    category: 'spanish',
    region: 'idaho',
    handOffOpen: true,
    turns: [
      {
        user: 'quiero hablar con una persona',
        expect: {
          rule: 'human_already_asked',
          says: ['reply.humanAlreadyAsked'],
          doesNotSay: ['reply.human'],
          includes: [boise, 'equipo'],
        },
      },
    ],
  },
  {
    name: 'a product question while the hand-off is open says the team already has it',
    category: 'topics',
    region: 'portland-metro',
    handOffOpen: true,
    turns: [
      {
        user: 'is this in stock',
        expect: {
          rule: 'product_stock',
          says: ['reply.productStockTeam'],
          doesNotSay: ['reply.productStock'],
          excludes: ['Talk to Human'],
        },
      },
    ],
  },
  {
    name: 'a person asked for with no hand-off open still gets the button',
    category: 'topics',
    region: 'portland-metro',
    turns: [{ user: 'can I talk to a human', expect: { rule: 'escalate', says: ['reply.human'] } }],
  },
];
