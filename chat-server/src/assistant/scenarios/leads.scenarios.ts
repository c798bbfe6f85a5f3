import { REGIONS } from '@tod/domain';
import type { Scenario } from './scenario.ts';

const LOU = ['My garage door cable snapped, can someone come out?', 'Lou Hart, 503-555-0120'] as const;

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
  {
    name: "a sister's town asked for the city is answered, and whose address it is asked",
    category: 'lead_capture',
    region: 'salem',
    turns: [
      { user: LOU[0] },
      { user: LOU[1], expect: { rule: 'lead:missing', says: ['reply.fieldCity'] } },
      {
        user: 'Do you also work in Keizer? My sister lives there.',
        expect: {
          rule: 'whose_address',
          responseType: 'lead_capture',
          says: ['reply.coverageServiceCity', 'reply.whoseAddress'],
          doesNotSay: ['reply.leadComplete'],
          includes: ['Keizer'],
          lead: { city: undefined, isComplete: false },
        },
      },
      { user: 'Salem', expect: { rule: 'lead:complete', lead: { city: 'Salem', isComplete: true } } },
    ],
  },
  {
    name: 'a town only asked about while the city is asked for is not taken as the visit’s',
    category: 'lead_capture',
    region: 'salem',
    turns: [
      { user: LOU[0] },
      { user: LOU[1] },
      {
        user: 'do you also cover Keizer?',
        expect: { rule: 'whose_address', says: ['reply.whoseAddress'], lead: { city: undefined, isComplete: false } },
      },
      { user: 'my own home', expect: { rule: 'city_again', says: ['reply.fieldCity'], lead: { city: undefined } } },
      {
        user: 'Keizer, it is my own house',
        expect: { rule: 'lead:complete', lead: { city: 'Keizer', isComplete: true } },
      },
    ],
  },
  {
    name: 'a rental’s town is asked about before it becomes the lead’s',
    category: 'lead_capture',
    region: 'salem',
    turns: [
      { user: LOU[0] },
      { user: LOU[1] },
      { user: 'my rental in Keizer also has a squeaky door', expect: { rule: 'whose_address', lead: { city: undefined } } },
    ],
  },
  {
    name: 'la ciudad de una hermana no es la del visitante',
    category: 'lead_capture',
    region: 'salem',
    turns: [
      { user: 'Se rompió el cable de la puerta del garaje, ¿pueden venir?' },
      { user: 'Soy Ana García, 503-555-0142' },
      {
        user: '¿También trabajan en Keizer? Mi hermana vive allí.',
        expect: {
          rule: 'whose_address',
          says: ['reply.whoseAddress'],
          excludes: [/\bthe\b/],
          lead: { city: undefined, isComplete: false },
        },
      },
      { user: 'No, vivo en Salem', expect: { rule: 'lead:complete', lead: { city: 'Salem', isComplete: true } } },
    ],
  },
  {
    name: 'a wrong city is corrected after the lead is complete',
    category: 'lead_capture',
    region: 'salem',
    turns: [
      { user: LOU[0] },
      { user: LOU[1] },
      { user: 'Keizer', expect: { rule: 'lead:complete', lead: { city: 'Keizer', isComplete: true } } },
      {
        user: 'No, I live in Salem',
        expect: { rule: 'correction:city', says: ['reply.corrected'], doesNotSay: ['reply.otherJob'], lead: { city: 'Salem' } },
      },
      { user: 'Please correct my city to Keizer', expect: { rule: 'correction:city', lead: { city: 'Keizer', isComplete: true } } },
      { user: 'sorry, my city is Salem', expect: { rule: 'correction:city', lead: { city: 'Salem' } } },
    ],
  },
  {
    name: 'una ciudad equivocada se corrige con el lead completo',
    category: 'lead_capture',
    region: 'salem',
    turns: [
      {
        user: 'Se rompió el resorte. Soy Ana García, 503-555-0142, en Keizer',
        expect: { rule: 'lead:complete', lead: { city: 'Keizer', isComplete: true } },
      },
      { user: 'Mi ciudad es Salem', expect: { rule: 'correction:city', says: ['reply.corrected'], lead: { city: 'Salem' } } },
      { user: 'No, vivo en Keizer', expect: { rule: 'correction:city', lead: { city: 'Keizer' } } },
    ],
  },
  {
    name: 'asking for today after a complete lead answers when, without confirming the lead again',
    category: 'lead_capture',
    region: 'portland-metro',
    turns: [
      { user: 'Kim here, 503-555-0166, Gresham, spring snapped. Book me please', expect: { rule: 'lead:complete' } },
      {
        user: 'Can you come today?',
        expect: {
          rule: 'booked_arrival',
          says: ['reply.leadWithTeam', 'reply.arrival'],
          doesNotSay: ['reply.leadComplete', 'reply.leadCallBack'],
          lead: { isComplete: true },
        },
      },
      { user: '¿Pueden venir hoy?', expect: { rule: 'booked_arrival', says: ['reply.arrival'], doesNotSay: ['reply.leadComplete'] } },
    ],
  },
  {
    name: 'a town and a sister after a complete lead is no second door',
    category: 'lead_capture',
    region: 'salem',
    turns: [
      { user: 'spring broke, Kim 503-555-0166 Keizer', expect: { rule: 'lead:complete' } },
      {
        user: 'Do you also work in Tigard? My sister lives there.',
        expect: {
          rule: 'second_job:place',
          says: ['reply.keptLead', 'reply.otherPlace'],
          doesNotSay: ['reply.otherJob'],
          // Tigard is the Portland Metro team's.
          includes: [REGIONS['portland-metro'].phone],
          lead: { city: 'Keizer' },
        },
      },
      {
        user: 'and her garage door opener is dead',
        expect: { rule: 'second_job', says: ['reply.otherJob'], lead: { city: 'Keizer', issue: 'Broken spring' } },
      },
    ],
  },
];
