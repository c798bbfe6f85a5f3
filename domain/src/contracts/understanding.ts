import { z } from 'zod';

/**
 * What the assistant understood of one visitor message, in its conversation (issue 19: understand → decide → say).
 *
 * Both understanding engines return this object: the local one (a model trained from the labelled corpus in
 * `chat-server/src/assistant/corpus/`) and the OpenAI one (structured output with this schema). The decide
 * step reads nothing else of the message.
 *
 * The label sets below are the corpus' labels. They only grow: a new label needs corpus lines, and, when it
 * needs an answer of its own, a template and a rule.
 */

/** The languages the assistant answers in. */
export const ASSISTANT_LANGUAGES = ['en', 'es'] as const;
export type AssistantLanguage = (typeof ASSISTANT_LANGUAGES)[number];
export const assistantLanguageSchema = z.enum(ASSISTANT_LANGUAGES);

/** What a message asks or does. A message may carry several ("how much and how long?"). */
export const INTENTS = [
  // Conversation acts
  'greeting',
  'thanks',
  'goodbye',
  'acknowledge',
  'repeat',
  'human',
  'fed_up',
  'injection',
  'language',
  'off_topic',
  // A door, opener or gate in trouble (the problem itself is `problem`)
  'report_problem',
  'still_broken',
  'emergency_service',
  // Questions about a job
  'price',
  'service_fee',
  'duration',
  'booking',
  'booking_link',
  'reschedule',
  'cancel_visit',
  'decline_visit',
  'decline_repair',
  'arrival',
  'free_estimate',
  'estimator',
  // Products and care
  'brands',
  'new_opener',
  'new_door',
  'insulation',
  'door_options',
  'maintenance_plan',
  'home_care',
  'parts',
  'diy',
  'safety_question',
  'commercial',
  'property_manager',
  'other_doors',
  // The company
  'hours',
  'service_area',
  'offices',
  'license',
  'payments_warranty',
  'about',
  'ai',
  'complaint',
  'jobs',
  // Appended by the understanding layer: answers to the assistant's own questions
  'give_details',
  'affirm',
  'deny',
  // A partner's product page: "is this door in stock?" (issue 35.12; T.O.D. sees no stock or catalogue)
  'product_stock',
] as const;
export type Intent = (typeof INTENTS)[number];
export const intentSchema = z.enum(INTENTS);

/** The door problems a part or the door's state names, most specific first (the rules' issue kinds start with these). */
export const PART_PROBLEMS = [
  'spring',
  'cable',
  'off_track',
  'stuck_open',
  'stuck_closed',
  'sensor',
  'remote',
  'opener',
  'panel',
  'weather_seal',
  'noise',
] as const;

/** The door problem a message describes, if any. */
export const DOOR_PROBLEMS = [...PART_PROBLEMS, 'opens_by_itself', 'frozen', 'slow', 'power_outage', 'unknown'] as const;
export type DoorProblem = (typeof DOOR_PROBLEMS)[number];
export const doorProblemSchema = z.enum(DOOR_PROBLEMS);

/** Why a turn is an emergency (or not), as the message signals it. */
export const URGENCY_SIGNALS = [
  'carbon_monoxide',
  'struck',
  'break_in',
  'person_trapped',
  'car_trapped',
  'open_at_night',
  'off_track',
  'spring_door_open',
  'stated',
  'no_rush',
  'person_pinned',
  // Issue 30: the hazard classes the safety floor was missing (decision 0300).
  /** Fire, smoke, sparks, flames or a burning or melting smell, now. */
  'fire',
  /** A pet (no person) trapped, pinned, caught or hit by the door. */
  'pet_trapped',
  /** The door falling, leaning or hanging from one side, with the area below it. */
  'door_falling',
  /** A cable snapped or whipping loose with the door open, moving or hanging. */
  'cable_snapped',
] as const;
export type UrgencySignal = (typeof URGENCY_SIGNALS)[number];
export const urgencySignalSchema = z.enum(URGENCY_SIGNALS);

/** What the assistant's last message asked, read from the server's own transcript. */
export const ASKED_LAST = ['none', 'lead_details', 'name', 'phone', 'city', 'confirm_city', 'problem', 'clarify'] as const;
export type AskedLast = (typeof ASKED_LAST)[number];

/** The lead fields a message explicitly corrects ("sorry, it's Tigard, not Portland"). */
export const LEAD_FIELDS = ['name', 'phone', 'city', 'issue'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];

export const understandingSchema = z.object({
  language: assistantLanguageSchema,
  /** Most confident first; confidences in 0..1. Empty when nothing is confident enough. */
  intents: z.array(z.object({ intent: intentSchema, confidence: z.number().min(0).max(1) })).max(5),
  problem: z.object({ kind: doorProblemSchema, confidence: z.number().min(0).max(1) }).optional(),
  /** Signals that make a turn an emergency or lower its urgency; the safety floor can only add. */
  urgencySignals: z.array(urgencySignalSchema),
  entities: z.object({
    name: z.string().max(100).optional(),
    /** E.164 or the national format libphonenumber-js gives. */
    phone: z.string().max(40).optional(),
    city: z.string().max(100).optional(),
    zip: z
      .string()
      .regex(/^\d{5}$/)
      .optional(),
    brand: z.string().max(60).optional(),
    doorSize: z.string().max(40).optional(),
  }),
  /** Lead fields this message explicitly corrects. A question about another place or person corrects nothing. */
  corrects: z.array(z.enum(LEAD_FIELDS)),
  /** The message is about someone else's door or a "what if", not the visitor's own job. */
  aboutSomeoneElse: z.boolean(),
  askedLast: z.enum(ASKED_LAST),
});
export type Understanding = z.infer<typeof understandingSchema>;
