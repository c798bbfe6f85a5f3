import { ESTIMATES, formatRange, formatUsd, REGIONS, SERVICE_CALL_FEE } from '@tod/domain';
import type { Scenario } from './scenario.ts';

const emergency = { responseType: 'emergency' as const, primaryAction: 'emergency_call' as const, safetyFirst: true, rule: 'emergency' };
/** English sentences that must never reach a Spanish-speaking visitor. */
const NOT_ENGLISH = [/\b(the|your|call|book at)\b/i];

/** Visitors who write in Spanish, or whose widget is set to Spanish: every answer in Spanish, facts as in English. */
export const SPANISH_SCENARIOS: Scenario[] = [
  {
    name: 'es: car trapped',
    category: 'spanish',
    region: 'portland-metro',
    turns: [
      {
        user: '¡Mi carro está atrapado en el garaje y la puerta no abre!',
        expect: {
          ...emergency,
          rule: 'emergency:car_trapped',
          includes: [REGIONS['portland-metro'].phone],
          says: ['emergencySteps.car_trapped', 'reply.emergencyAskDetails'],
          excludes: NOT_ENGLISH,
          lead: { issue: 'Door stuck closed', urgency: 'emergency' },
        },
      },
    ],
  },
  {
    name: 'es: door off track',
    category: 'spanish',
    region: 'salem',
    turns: [
      {
        user: 'La puerta se salió del riel y está colgando',
        expect: {
          ...emergency,
          rule: 'emergency:off_track',
          includes: [REGIONS.salem.phone],
          says: ['emergencySteps.off_track'],
          excludes: NOT_ENGLISH,
        },
      },
    ],
  },
  {
    name: 'es: spring broke with the door open',
    category: 'spanish',
    region: 'idaho',
    turns: [
      {
        user: 'Se rompió el resorte con la puerta abierta y está a medio subir',
        expect: {
          ...emergency,
          rule: 'emergency:spring_door_open',
          includes: [REGIONS.idaho.phone],
          says: ['emergencySteps.spring_door_open'],
          lead: { urgency: 'emergency' },
        },
      },
    ],
  },
  {
    name: 'es: stated emergency, then the details',
    category: 'spanish',
    region: 'portland-metro',
    turns: [
      { user: 'Es una emergencia, por favor ayúdenme', expect: { ...emergency, rule: 'emergency:stated', includes: ['911'] } },
      {
        user: 'Soy Luis Ortega, 503-555-0150, en Gresham',
        expect: {
          rule: 'lead',
          responseType: 'lead_capture',
          includes: ['Luis', 'Gresham'],
          says: ['problemNames.stated'],
          lead: { name: 'Luis Ortega', phone: '(503) 555-0150', city: 'Gresham', isComplete: true, urgency: 'emergency' },
        },
      },
    ],
  },
  {
    name: 'es: spring price',
    category: 'spanish',
    region: 'portland-metro',
    turns: [
      {
        user: '¿Cuánto cuesta cambiar un resorte?',
        expect: {
          rule: 'pricing',
          responseType: 'pricing',
          includes: [formatRange(ESTIMATES.spring.range), formatUsd(SERVICE_CALL_FEE)],
          says: ['notes.finalPricing'],
          excludes: NOT_ENGLISH,
        },
      },
    ],
  },
  {
    name: 'es: new door price',
    category: 'spanish',
    region: 'sw-washington',
    turns: [
      {
        user: '¿Cuánto cuesta una puerta nueva?',
        expect: { rule: 'pricing', includes: [formatRange(ESTIMATES.installation.range)], says: ['kb.new-door'], excludes: NOT_ENGLISH },
      },
    ],
  },
  {
    name: 'es: service call fee',
    category: 'spanish',
    region: 'portland-metro',
    turns: [
      {
        user: '¿Cuánto cobran por la visita?',
        expect: { rule: 'pricing', includes: [formatUsd(SERVICE_CALL_FEE)], says: ['notes.serviceCall'], excludes: NOT_ENGLISH },
      },
    ],
  },
  {
    name: 'es: lead capture over three turns, lead in English for the office',
    category: 'spanish',
    region: 'salem',
    turns: [
      {
        user: 'Hola, se rompió el resorte de mi puerta de garaje',
        expect: { rule: 'diagnosis', includes: [REGIONS.salem.phone], says: ['problemNames.spring'], excludes: NOT_ENGLISH },
      },
      { user: '¿Pueden venir hoy?', expect: { rule: 'booking:missing', excludes: NOT_ENGLISH } },
      {
        user: 'Me llamo Ana García, mi teléfono es 503-555-0142 y vivo en Salem',
        expect: {
          rule: 'lead',
          includes: ['Ana', 'Salem'],
          says: ['reply.leadComplete', 'problemNames.spring'],
          lead: { name: 'Ana García', phone: '(503) 555-0142', city: 'Salem', issue: 'Broken spring', isComplete: true },
        },
      },
      { user: 'Gracias', expect: { rule: 'thanks', excludes: NOT_ENGLISH } },
    ],
  },
  {
    name: 'es: the lead asks for what is missing, in Spanish',
    category: 'spanish',
    region: 'portland-metro',
    turns: [
      {
        user: 'Necesito un técnico, mi puerta hace mucho ruido',
        expect: { rule: 'diagnosis:noisy-door', says: ['reply.fieldName', 'reply.fieldPhone', 'reply.fieldCity'], excludes: NOT_ENGLISH },
      },
    ],
  },
  {
    name: 'es: widget set to Spanish answers a short English-looking word in Spanish',
    category: 'spanish',
    region: 'portland-metro',
    locale: 'es',
    turns: [{ user: 'ok', expect: { rule: 'off_topic', excludes: NOT_ENGLISH } }],
  },
  {
    name: 'es: how long a spring replacement takes',
    category: 'spanish',
    region: 'portland-metro',
    turns: [
      {
        user: '¿Cuánto tarda en cambiar un resorte? ¿Me quedo sin carro todo el día?',
        expect: { rule: 'duration', responseType: 'answer', says: ['notes.sameDay'], excludes: NOT_ENGLISH },
      },
    ],
  },
  {
    name: 'es: opener brands',
    category: 'spanish',
    region: 'portland-metro',
    turns: [{ user: '¿Instalan LiftMaster o solo Genie?', expect: { rule: 'brands', includes: ['LiftMaster', 'Genie'] } }],
  },
  {
    name: 'es: insulating the door',
    category: 'spanish',
    region: 'portland-metro',
    turns: [{ user: '¿Puedo aislar mi puerta de garaje?', expect: { rule: 'insulation', says: ['kb.insulation'], excludes: NOT_ENGLISH } }],
  },
  {
    name: 'es: property manager',
    category: 'spanish',
    region: 'portland-metro',
    turns: [
      { user: 'Soy administradora de propiedades con varias casas en renta', expect: { rule: 'property_manager', excludes: NOT_ENGLISH } },
    ],
  },
  {
    name: 'es: a door hit by a car',
    category: 'spanish',
    region: 'portland-metro',
    knownMiss:
      'the model reads no panel problem in Spanish impact words ("chocó con la puerta"). Tried on 27 Nov: 3 or 8 labelled Spanish door-hit lines did not fix it and dropped English macro-F1 to 0.896–0.898, under the ratchet',
    turns: [
      {
        user: 'Mi hijo chocó con la puerta del garaje y ahora está doblada y no cierra',
        expect: { rule: 'door_hit', says: ['kb.door-impact'], excludes: ['sensores'], lead: { issue: 'Damaged panel' } },
      },
    ],
  },
  {
    name: 'es: license and greeting',
    category: 'spanish',
    region: 'sw-washington',
    turns: [
      { user: 'Hola', expect: { rule: 'greeting', responseType: 'greeting', excludes: NOT_ENGLISH } },
      { user: '¿Tienen licencia?', expect: { rule: 'topic', includes: ['WA LNI #DLGARGD820CF'], excludes: NOT_ENGLISH } },
    ],
  },
  {
    name: 'es: asking for a person',
    category: 'spanish',
    region: 'idaho',
    turns: [
      { user: 'Quiero hablar con una persona', expect: { rule: 'escalate', includes: [REGIONS.idaho.phone], excludes: NOT_ENGLISH } },
    ],
  },
];
