import type { Scenario } from './scenario.ts';

/** Lead capture across turns: ask for what is missing, complete when name, phone, city and issue are known. */
export const LEAD_SCENARIOS: Scenario[] = [
  {
    name: 'lead over four turns',
    category: 'lead_capture',
    region: 'portland-metro',
    city: 'Portland',
    turns: [
      {
        user: 'Can you send someone to fix my garage door?',
        expect: { rule: 'booking:missing', responseType: 'lead_capture', says: ['reply.fieldName', 'reply.fieldPhone', 'reply.fieldCity'] },
      },
      { user: 'the opener is dead', expect: { rule: 'diagnosis:opener-problem', lead: { issue: 'Opener problem', isComplete: false } } },
      {
        user: 'Jamie Chen, (971) 555-0102',
        expect: {
          rule: 'lead:missing',
          lead: { name: 'Jamie Chen', phone: '(971) 555-0102', isComplete: false },
          says: ['reply.fieldCity'],
        },
      },
      {
        user: 'Beaverton',
        expect: {
          rule: 'lead:complete',
          responseType: 'lead_capture',
          lead: { city: 'Beaverton', isComplete: true },
          includes: ['(971) 555-0102'],
        },
      },
    ],
  },
  {
    name: 'everything in one message',
    category: 'lead_capture',
    region: 'idaho',
    turns: [
      {
        user: 'Hi, this is Pat Morgan. Our spring broke in Meridian, please have someone call me at 208.555.0147',
        expect: {
          rule: 'lead:complete',
          lead: { name: 'Pat Morgan', phone: '(208) 555-0147', city: 'Meridian', issue: 'Broken spring', isComplete: true },
        },
      },
    ],
  },
  {
    name: 'confirming the page city',
    category: 'lead_capture',
    region: 'salem',
    city: 'Salem',
    turns: [
      { user: 'my garage door cable snapped, can someone come out?' },
      { user: "I'm Lou, 503 555 0120", expect: { rule: 'lead:missing', includes: ['Salem'], says: ['reply.cityHint'] } },
      { user: 'yes', expect: { rule: 'lead:complete', lead: { city: 'Salem', isComplete: true } } },
    ],
  },
  {
    name: 'frustrated is not a name',
    category: 'lead_capture',
    region: 'portland-metro',
    turns: [
      {
        user: "I'm frustrated, the door won't open again. Send someone please",
        expect: { rule: 'diagnosis:stuck-closed', lead: { name: undefined } },
      },
      { user: 'name is Terry', expect: { rule: 'lead:missing', lead: { name: 'Terry' } } },
    ],
  },
  {
    name: 'phone in many formats',
    category: 'lead_capture',
    region: 'sw-washington',
    turns: [
      { user: 'please call me back about a noisy door: +1 360-555-0109', expect: { rule: 'escalate', lead: { phone: '(360) 555-0109' } } },
    ],
  },
  {
    name: 'answers the name question with just a name',
    category: 'lead_capture',
    region: 'portland-metro',
    turns: [
      { user: 'I need someone to fix my garage door spring' },
      { user: 'Alex', expect: { rule: 'lead:missing', lead: { name: 'Alex' } } },
    ],
  },
  {
    name: 'complete lead is confirmed once, then normal answers',
    category: 'lead_capture',
    region: 'portland-metro',
    turns: [
      {
        user: 'Kim here, 503-555-0166, Gresham, spring snapped. Book me please',
        expect: { rule: 'lead:complete', lead: { isComplete: true }, responseType: 'lead_capture' },
      },
      {
        user: 'is it safe to use the door until then?',
        expect: { rule: 'safety:spring', lead: { isComplete: true }, excludes: ['send me your'] },
      },
    ],
  },
];
