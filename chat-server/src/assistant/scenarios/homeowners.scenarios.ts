import { REGIONS } from '@tod/domain';
import type { Scenario } from './scenario.ts';

/** Real-sounding messages, written the way homeowners describe problems, not the way the code listens. */
export const HOMEOWNER_SCENARIOS: Scenario[] = [
  {
    name: 'bang in the night',
    category: 'homeowners',
    region: 'portland-metro',
    turns: [
      {
        user: 'Heard what sounded like a gunshot in the garage last night. Now the door barely moves when I hit the button',
        expect: { rule: 'diagnosis:spring-broken', faqCategory: 'springs' },
      },
      {
        user: 'yeah I can see a gap in the coil thing above the door',
        expect: { rule: 'diagnosis:spring-broken', faqCategory: 'springs' },
      },
    ],
  },
  {
    name: 'landlord tenant',
    category: 'homeowners',
    region: 'salem',
    turns: [
      {
        user: "I'm a property manager, one of our tenants in Keizer says the garage door is making a terrible grinding sound",
        expect: { rule: 'diagnosis:noisy-door', says: ['kb.noisy-door'], lead: { city: 'Keizer' } },
      },
    ],
  },
  {
    name: 'older couple worried about cost',
    category: 'homeowners',
    region: 'idaho',
    turns: [
      {
        user: "We're retired and on a budget. The door is really loud and shakes when it opens. Is this going to be expensive?",
        expect: { rule: 'pricing:noise', responseType: 'pricing', includes: ['$89'] },
      },
    ],
  },
  {
    name: 'new build shopping',
    category: 'homeowners',
    region: 'sw-washington',
    turns: [
      {
        user: 'We are replacing our old wooden door with something insulated. What does that usually run?',
        expect: { rule: 'pricing:installation', includes: ['$899–$3,800'] },
      },
      { user: 'can we see some in person?', expect: { rule: 'retrieved:offices', says: ['kb.offices'] } },
    ],
  },
  {
    name: 'kid hit the door',
    category: 'homeowners',
    region: 'portland-metro',
    turns: [
      {
        user: 'my teenager clipped the garage door with the car and now the bottom section is bent in',
        expect: { rule: 'diagnosis:dented-panel', faqCategory: 'panels' },
      },
    ],
  },
  {
    name: 'door goes up a foot then stops',
    category: 'homeowners',
    region: 'portland-metro',
    turns: [
      {
        user: 'door goes up like a foot and then stops and goes back down. what gives',
        expect: { rule: 'diagnosis:sensor-reversing', says: ['kb.sensor-reversing'] },
      },
    ],
  },
  {
    name: 'weekend warrior',
    category: 'homeowners',
    region: 'salem',
    turns: [
      {
        user: "Door's been squeaking like crazy. Anything I can spray on it?",
        expect: { rule: 'diagnosis:noisy-door', says: ['kb.noisy-door'], excludes: ['spring tension'] },
      },
    ],
  },
  {
    name: 'late night stuck open with kids asleep',
    category: 'homeowners',
    region: 'idaho',
    turns: [
      {
        user: "it's late, the kids are asleep and the garage door is stuck wide open. I can't get it to go down",
        expect: { rule: 'emergency:open_at_night', responseType: 'emergency', includes: [REGIONS.idaho.phone] },
      },
    ],
  },
  {
    name: 'hurried booking',
    category: 'homeowners',
    region: 'portland-metro',
    turns: [
      {
        user: "need someone out asap, door won't open and I'm parked inside",
        expect: { rule: 'emergency:car_trapped', responseType: 'emergency' },
      },
      {
        user: 'Dana 503 555 0156 Lake Oswego',
        expect: { rule: 'lead:complete', lead: { name: 'Dana', phone: '(503) 555-0156', city: 'Lake Oswego', isComplete: true } },
      },
    ],
  },
  {
    name: 'keypad after battery swap',
    category: 'homeowners',
    region: 'sw-washington',
    turns: [
      {
        user: 'Changed the battery in our keypad and it still will not open the door. Wall button works fine',
        expect: { rule: 'diagnosis:remote-keypad', faqCategory: 'openers' },
      },
    ],
  },
  {
    name: 'door opening on its own',
    category: 'homeowners',
    region: 'portland-metro',
    turns: [
      {
        user: 'kind of creepy but our garage door has opened by itself twice this week, once at 3am',
        expect: {
          rule: 'retrieved:opens-by-itself',
          responseType: 'diagnosis',
          faqCategory: 'openers',
          says: ['kb.opens-by-itself'],
          excludes: ['sensor'],
        },
      },
    ],
  },
  {
    name: 'sagging opener chain',
    category: 'homeowners',
    region: 'salem',
    turns: [
      {
        user: 'the chain is sagging and slapping the rail every time it goes up',
        expect: { rule: 'diagnosis:opener-problem', responseType: 'diagnosis', faqCategory: 'openers' },
      },
    ],
  },
  {
    name: 'wants a smart opener',
    category: 'homeowners',
    region: 'idaho',
    turns: [
      {
        user: 'thinking about upgrading to one of those wifi openers I can control from my phone, do you install those?',
        expect: {
          rule: 'diagnosis:opener-install',
          responseType: 'pricing',
          faqCategory: 'openers',
          says: ['kb.opener-install'],
          excludes: ['plugged in'],
        },
      },
    ],
  },
  {
    name: 'frozen to the driveway',
    category: 'homeowners',
    region: 'idaho',
    turns: [
      {
        user: 'cold snap last night and now the door is frozen to the ground, the opener just strains',
        expect: { rule: 'diagnosis:opener-problem', responseType: 'diagnosis', says: ['safety.frozen'], excludes: ['new door'] },
      },
    ],
  },
  {
    name: 'stops partway up',
    category: 'homeowners',
    region: 'salem',
    turns: [
      {
        user: 'door opens about halfway then just stops, have to hit the button again',
        expect: { rule: 'diagnosis:opener-problem', faqCategory: 'openers', excludes: ['on its own'] },
      },
    ],
  },
  {
    name: 'slow door',
    category: 'homeowners',
    region: 'portland-metro',
    turns: [
      {
        user: 'our door has gotten really slow to open over the last month',
        expect: { rule: 'diagnosis:maintenance', says: ['safety.slowDoor', 'kb.maintenance'], excludes: ['red emergency-release cord'] },
      },
    ],
  },
  {
    name: 'neighborhood power outage',
    category: 'homeowners',
    region: 'idaho',
    turns: [
      {
        user: "storm knocked the power out in the whole neighborhood and the garage door won't open, how do I get my car out",
        expect: { rule: 'diagnosis:power-outage', says: ['kb.power-outage'] },
      },
    ],
  },
  {
    name: 'fed up with the bot',
    category: 'homeowners',
    region: 'portland-metro',
    turns: [
      { user: 'my door is making a weird noise' },
      {
        user: 'this is useless, not what I asked',
        expect: { rule: 'escalate', primaryAction: 'escalate', says: ['reply.humanSorry', 'reply.human'] },
      },
    ],
  },
];
