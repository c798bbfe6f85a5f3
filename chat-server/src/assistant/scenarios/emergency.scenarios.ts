import { REGIONS } from '@tod/domain';
import { ask, type Scenario } from './scenario.ts';

const emergency = {
  responseType: 'emergency' as const,
  primaryAction: 'emergency_call' as const,
  safetyFirst: true,
  rule: 'emergency',
};

/** The emergency number in the reply's first sentence: it is said before anything else. */
const EMERGENCY_NUMBER_FIRST = /^[^.!?]*\b911\b/;

/** Someone pinned under the door: 911 first, then how to lift the door off them. */
const pinned = {
  ...emergency,
  rule: 'pinned',
  says: ['emergencySteps.person_pinned'],
  includes: [EMERGENCY_NUMBER_FIRST],
  actions: ['call_911', 'call', 'escalate'] as ['call_911', 'call', 'escalate'],
};

/** Steps that run the door, which a door that was hit or is bent must not get (they contradict "don't run it"). */
const RUNS_THE_DOOR = ['kb.stuck-open', 'kb.sensor-reversing', 'emergencySteps.open_at_night'];

/** A person at risk now: 911 first, then the office, never a booking (issue 30, decision 0301). */
const WITH_911 = ['call_911', 'call', 'escalate'] as const;
/** A pet, a door or a part at risk and no person: the office and a person, never a booking. */
const WITHOUT_911 = ['call', 'escalate'] as const;

/** Each hazard class gets its own first step from the catalogue, in English and in Spanish (issue 30). */
const HAZARD_SCENARIOS: Scenario[] = [
  ask('emergency', 'smoke from the opener', 'OPENER IS SMOKING!!! grey smoke out of the motor what do i do', {
    ...emergency,
    rule: 'emergency:fire',
    says: ['emergencySteps.fire'],
    includes: ['911'],
    actions: [...WITH_911],
  }),
  ask('emergency', 'chispas del botón de pared', 'el botón de la pared echó chispas y ahora huele a quemado', {
    ...emergency,
    rule: 'emergency:fire',
    says: ['emergencySteps.fire'],
    actions: [...WITH_911],
  }),
  ask(
    'emergency',
    'a carbon monoxide alarm with someone dizzy',
    'the CO alarm is going off and my wife feels dizzy, generator was running in the garage',
    {
      ...emergency,
      rule: 'emergency:carbon_monoxide',
      says: ['emergencySteps.carbon_monoxide'],
      actions: [...WITH_911],
    },
  ),
  ask('emergency', 'alarma de monóxido', 'suena la alarma de monóxido en la cochera y a mi mamá le duele la cabeza', {
    ...emergency,
    rule: 'emergency:carbon_monoxide',
    says: ['emergencySteps.carbon_monoxide'],
    actions: [...WITH_911],
  }),
  ask(
    'emergency',
    'a car backed into the door with a person trapped inside',
    'my son backed the car into the garage door and my husband is trapped inside the garage',
    {
      ...emergency,
      rule: 'emergency:person_trapped',
      says: ['emergencySteps.person_trapped'],
      actions: [...WITH_911],
    },
  ),
  ask(
    'emergency',
    'a door hanging from one side after a cable snapped (es)',
    'se reventó el cable y el portón quedó colgando de un lado, a medio abrir',
    {
      ...emergency,
      rule: 'emergency:cable_snapped',
      says: ['emergencySteps.cable_snapped'],
      actions: [...WITHOUT_911],
    },
  ),
  ask('emergency', 'a door leaning over the car', 'the whole door is leaning in toward my car like its gonna fall', {
    ...emergency,
    rule: 'emergency:door_falling',
    says: ['emergencySteps.door_falling'],
    actions: [...WITHOUT_911],
  }),
  ask('emergency', 'un perro atrapado', 'mi perrito quedó prensado abajo del portón y está chillando', {
    ...emergency,
    rule: 'emergency:pet_trapped',
    says: ['emergencySteps.pet_trapped'],
    actions: [...WITHOUT_911],
  }),
  ask('safety', 'a calm question about preventing carbon monoxide', 'how do I prevent carbon monoxide in my garage?', {
    excludes: ['Safety first'],
    actions: ['call', 'book', 'escalate'],
  }),
  ask('safety', 'a spring that snapped last year', 'last year the spring snapped and you guys fixed it, can someone do a tune-up?', {
    excludes: ['Safety first'],
    actions: ['call', 'book', 'escalate'],
  }),
];

/** The situations that cannot wait: safety guidance first, the emergency call primary. */
export const EMERGENCY_SCENARIOS: Scenario[] = [
  ...HAZARD_SCENARIOS,
  {
    name: 'a child pinned under the door',
    category: 'emergency',
    region: 'portland-metro',
    turns: [
      { user: 'my kid is stuck under the door', expect: pinned },
      { user: 'ok what do i do now', expect: { rule: 'emergency_follow_up:person_pinned', responseType: 'emergency' } },
    ],
  },
  ask('emergency', 'a dog caught under the garage door', 'our dog got caught under the garage door', {
    ...emergency,
    rule: 'emergency:pet_trapped',
    says: ['emergencySteps.pet_trapped'],
    actions: ['call', 'escalate'],
  }),
  ask(
    'emergency',
    'a door that came down on a child and pins him',
    "the garage door came down on my son and he's trapped under it",
    pinned,
  ),
  {
    name: 'un niño atrapado debajo de la puerta',
    category: 'emergency',
    region: 'portland-metro',
    locale: 'es',
    turns: [{ user: 'mi hijo quedó atrapado debajo de la puerta del garaje', expect: pinned }],
  },
  {
    name: 'a door a car backed into, by day',
    category: 'emergency',
    region: 'portland-metro',
    at: '2026-03-10T19:00:00Z',
    turns: [
      {
        user: "my teenager backed into the door, it's bent and won't close",
        expect: { rule: 'door_hit', says: ['kb.door-impact'], doesNotSay: RUNS_THE_DOOR },
      },
    ],
  },
  {
    name: 'a door a car backed into, at night',
    category: 'emergency',
    region: 'portland-metro',
    at: '2026-03-10T06:15:00Z',
    turns: [
      {
        user: "my teenager backed into the door, it's bent and won't close",
        expect: { ...emergency, rule: 'emergency:damaged_door', says: ['safety.damagedDoorAtNight'], doesNotSay: RUNS_THE_DOOR },
      },
      { user: 'what should i do now?', expect: { rule: 'emergency_follow_up:damaged_door', doesNotSay: RUNS_THE_DOOR } },
    ],
  },
  ask('emergency', 'a door hit by the car that will not go down', 'my son hit the garage door with the car and now it wont go down', {
    rule: 'door_hit',
    doesNotSay: RUNS_THE_DOOR,
  }),
  {
    name: 'una puerta chocada con el carro',
    category: 'emergency',
    region: 'portland-metro',
    at: '2026-03-10T19:00:00Z',
    locale: 'es',
    turns: [
      {
        user: 'choqué la puerta de la cochera con el carro, está doblada y no baja',
        expect: { rule: 'door_hit', says: ['kb.door-impact'], doesNotSay: RUNS_THE_DOOR },
      },
    ],
  },
  {
    name: 'car trapped',
    category: 'emergency',
    region: 'portland-metro',
    turns: [
      {
        user: "my car is stuck in the garage and the door won't open, I have to get to work",
        expect: {
          ...emergency,
          rule: 'emergency:car_trapped',
          includes: [REGIONS['portland-metro'].phone],
          says: ['emergencySteps.car_trapped'],
        },
      },
    ],
  },
  {
    name: 'door off track',
    category: 'emergency',
    region: 'salem',
    turns: [
      {
        user: 'the door came off the track and is hanging crooked',
        expect: {
          ...emergency,
          rule: 'emergency:off_track',
          includes: [REGIONS.salem.phone],
          says: ['emergencySteps.off_track'],
          excludes: ['push the rollers back in'],
        },
      },
    ],
  },
  {
    name: 'spring snapped with door open',
    category: 'emergency',
    region: 'idaho',
    turns: [
      {
        user: 'the spring snapped while the door was open and now it is stuck halfway up',
        expect: {
          ...emergency,
          rule: 'emergency:spring_door_open',
          includes: [REGIONS.idaho.phone],
          says: ['emergencySteps.spring_door_open'],
        },
      },
    ],
  },
  {
    name: 'stuck open at night (said)',
    category: 'emergency',
    region: 'sw-washington',
    turns: [
      {
        user: "it's 11pm and my garage door won't close",
        expect: {
          ...emergency,
          rule: 'emergency:open_at_night',
          includes: [REGIONS['sw-washington'].phone],
          says: ['emergencySteps.open_at_night'],
        },
      },
    ],
  },
  {
    name: 'stuck open at night (clock)',
    category: 'emergency',
    region: 'portland-metro',
    at: '2026-03-10T06:15:00Z',
    turns: [{ user: 'garage door is stuck open', expect: emergency }],
  },
  {
    name: 'stuck open by day is urgent, not an emergency',
    category: 'emergency',
    region: 'portland-metro',
    at: '2026-03-10T19:00:00Z',
    turns: [
      {
        user: 'garage door is stuck open',
        expect: { rule: 'diagnosis:stuck-open', responseType: 'diagnosis', lead: { urgency: 'urgent' } },
      },
    ],
  },
  {
    name: 'stated emergency',
    category: 'emergency',
    region: 'portland-metro',
    turns: [{ user: 'This is an emergency! Please help!!', expect: { ...emergency, rule: 'emergency:stated', includes: ['911'] } }],
  },
  {
    name: 'emergency then lead details',
    category: 'emergency',
    region: 'portland-metro',
    turns: [
      { user: 'door fell off the track, one side is hanging', expect: emergency },
      {
        user: "I'm Greg, 503-555-0134, in Tigard",
        expect: {
          rule: 'lead:complete',
          responseType: 'lead_capture',
          primaryAction: 'emergency_call',
          lead: { isComplete: true, urgency: 'emergency' },
          says: ['reply.leadFlagged'],
        },
      },
    ],
  },
  {
    name: 'emergency stays primary on follow-up questions',
    category: 'emergency',
    region: 'idaho',
    turns: [
      { user: 'my truck is trapped inside, door stuck shut', expect: emergency },
      { user: 'how much will this cost?', expect: { rule: 'pricing:stuck_closed', primaryAction: 'emergency_call', includes: ['$'] } },
    ],
  },
  {
    name: 'a child caught by the door',
    category: 'emergency',
    region: 'portland-metro',
    turns: [
      {
        user: "my son got his hand caught when the door came down, it didn't go back up!!",
        expect: {
          ...emergency,
          rule: 'emergency:struck',
          includes: ['911', REGIONS['portland-metro'].phone],
          says: ['emergencySteps.struck'],
        },
      },
    ],
  },
  {
    name: 'door closed on the car',
    category: 'emergency',
    region: 'idaho',
    turns: [
      {
        user: 'the garage door came down on my car as I was backing out',
        expect: { ...emergency, rule: 'emergency:struck', says: ['emergencySteps.struck'] },
      },
    ],
  },
  {
    name: 'break-in through the garage',
    category: 'emergency',
    region: 'sw-washington',
    turns: [
      {
        user: 'someone broke into our garage last night and now the door wont lock',
        expect: {
          ...emergency,
          rule: 'emergency:break_in',
          includes: ['911', REGIONS['sw-washington'].phone],
          says: ['emergencySteps.break_in'],
        },
      },
    ],
  },
];
