import { type Intent, SERVICE_CALL_FEE } from '@tod/domain';
import { GARAGE_VOCABULARY as GARAGE_WORDS } from '../extract/detectIntents.ts';
import type { EmergencyReason } from '../extract/detectUrgency.ts';
import { extractCity } from '../extract/extractCity.ts';
import { knowledgeById } from '../knowledge.ts';
import { pick } from '../phrases.ts';
import { doorHit } from './doorHit.ts';
import {
  arrivalDraft,
  callName,
  complaintDraft,
  coverageDraft,
  diyRefusalDraft,
  emergencyDraft,
  emergencyFollowUpDraft,
  entryDraft,
  followUpDraft,
  greetingDraft,
  humanAlreadyAskedDraft,
  humanDraft,
  intentEntry,
  issueDraft,
  leadDraft,
  leadProblemName,
  MATCH_THRESHOLD,
  pricingDraft,
  productStockDraft,
  safetyAdviceText,
  safetyDraft,
  simpleDraft,
  whoseAddressDraft,
} from './drafts.ts';
import { CONFIDENT, type DecideState, type Draft, has, NO_DIY_ISSUES, type Rule } from './state.ts';

/** An off-topic guess this sure is answered as off-topic: "I can't help with that" is right either way. */
const OFF_TOPIC_GUESS = 0.3;

/** A match this strong counts as on-topic even without garage-door words in the message. */
export const STRONG_MATCH = 0.85;

/** "What does the $89 get me?", "so I pay 250 + 89?": the service call and how it is credited. */
const SERVICE_FEE_QUESTION = new RegExp(
  `\\$?\\b${SERVICE_CALL_FEE}\\b|\\b(service call|service fee|trip (charge|fee)|call[- ]out fee|diagnostic fee)\\b`,
);
/** "It opened by itself": the phantom-operation answer, whatever retrieval would guess. */
const OPENS_BY_ITSELF = /\b(open(s|ed|ing)?|clos(e|es|ed|ing)|goes up|went up|came down) (up |down )?(by|on) (it'?s|its) ?(self|own)\b/;
/** A question put to the company ("do you do Coeur d'Alene?"). */
const ASKS_US = /^(do|does|can|could|will|would|are) (you|y'?all|yall|you guys)\b/;
/** Words that describe something wrong with the door. */
const PROBLEM =
  /\b(broke|broken|snapped|stuck|won'?t|doesn'?t|not working|stopped|noise|noisy|loud|hums?|humming|frayed|bent|dented|crooked|off)\b/;
/** A door or one of its parts ("her garage", "the gate"), not the company's words ("do you service Keizer?"). */
const DOOR_PARTS =
  /\b(garage|doors?|springs?|cables?|openers?|chains?|belts?|remotes?|keypads?|sensors?|tracks?|rollers?|panels?|hinges?|gates?|motor)\b/;
/** A problem said without saying what it is. */
const GENERIC_PROBLEM = /\b(broke|broken|not working|stopped working|messed up|acting up|problem|problems|issue|issues)\b/;

/** Intents that ask for information the knowledge base answers, whatever the conversation was about. */
const INFO_INTENTS: ReadonlySet<Intent> = new Set<Intent>([
  'reschedule',
  'decline_repair',
  'decline_visit',
  'repeat',
  'language',
  'ai',
  'license',
  'payments_warranty',
  'parts',
  'estimator',
  'service_area',
  'offices',
  'hours',
  'jobs',
  'complaint',
  'human',
  'thanks',
  'goodbye',
  'greeting',
  'brands',
  'insulation',
  'maintenance_plan',
  'property_manager',
]);

const wordCount = (state: DecideState) => state.analysis.normalized.split(' ').length;
const priceAsked = (state: DecideState) => has(state, 'price') || has(state, 'service_fee');
const givenNow = (state: DecideState) => state.analysis.given.name || state.analysis.given.phone || state.analysis.given.city;

/** The emergencies the model's "someone pinned" may sharpen: someone hurt, or an emergency only said. */
const PINNED_OVERRIDES: ReadonlySet<EmergencyReason> = new Set<EmergencyReason>(['struck', 'stated']);

/** A topic of its own (issue 19's new labels), answered from its knowledge entry. */
function topicRule(id: string, intent: Intent, entryId: Parameters<typeof knowledgeById>[0], why: string, unlessProblem = false): Rule {
  return {
    id,
    why,
    when: (state) => has(state, intent) && !has(state, 'arrival') && !(unlessProblem && state.analysis.issueNow),
    answer: (state) => ({ ...entryAnswer(state, entryId), answers: [intent] }),
  };
}

/**
 * The decision table: the first rule whose `when` holds answers the turn. Order matters, and each rule's
 * `why` says why it sits where it does. Safety comes first, then what the visitor is doing in the
 * conversation (giving details, asking for a person), then questions, then problems, then the honest
 * fall-backs.
 */
export const RULES: readonly Rule[] = [
  {
    id: 'pinned',
    why: 'Someone or a pet pinned under the door: call 911 first, then how to lift the door off them. Before the other emergencies, as the same message often says the door hurt them too.',
    when: (state) =>
      state.analysis.urgencyNow.reason === 'person_pinned' ||
      // The model reads someone pinned where the floor read only someone hurt; a pet, a fire or a door the floor named stays theirs.
      (PINNED_OVERRIDES.has(state.analysis.urgencyNow.reason ?? 'stated') &&
        state.analysis.urgencyNow.urgency === 'emergency' &&
        state.understanding.urgencySignals.includes('person_pinned')),
    answer: (state) => plain(emergencyDraft(state, 'person_pinned')),
  },
  {
    id: 'emergency',
    why: 'Safety first: an emergency in this message gets the safety steps and the call, whatever else it asks.',
    when: (state) => state.analysis.urgencyNow.urgency === 'emergency',
    answer: (state) => emergencyDraft(state, state.analysis.urgencyNow.reason ?? 'stated'),
  },
  {
    id: 'repeat',
    why: '"Say that again" repeats the last reply word for word.',
    when: (state) => has(state, 'repeat') && state.lastReply !== '',
    answer: (state) => simpleDraft(state.lastReply, 'answer', 'call', 0.9, state.say.chips(['human', 'bookTech'])),
  },
  {
    id: 'correction',
    why: 'An explicit correction of the lead is repeated back, then the lead as it now stands.',
    when: (state) => state.settled.corrected.length > 0,
    answer: (state) => {
      const draft = leadDraft(state);
      const { reply } = state.say.copy;
      const { lead } = state.analysis;
      const changed = state.settled.corrected
        .filter((field) => field !== 'issue')
        .map((field) => {
          const label =
            field === 'name' ? reply.correctedFieldName : field === 'phone' ? reply.correctedFieldPhone : reply.correctedFieldCity;
          return state.say.text(reply.corrected, { field: label, value: lead[field]! });
        });
      return { ...draft, parts: [...changed, ...draft.parts.slice(lead.isComplete ? 1 : 0)], variant: state.settled.corrected.join('+') };
    },
  },
  {
    id: 'second_job',
    why: 'A question about another place or someone else’s door, after a complete lead, leaves that lead whole.',
    when: (state) => state.settled.wasComplete && (state.settled.kept.length > 0 || state.understanding.aboutSomeoneElse),
    answer: (state) => {
      const { reply } = state.say.copy;
      const { lead } = state.analysis;
      const named = state.understanding.entities.city;
      const place = state.analysis.placeNamed ?? (named ? extractCity(named, { askedForCity: true }) : undefined);
      const coverage = place && place.name !== lead.city ? coverageDraft(state, place).parts : [];
      // "The other door" only when the message names a door or a job; a town alone is no second visit (issue 33.10).
      const otherJob = mentionsAJob(state);
      const there = place && place.region !== 'nationwide' ? state.sayFor(place.region) : state.say;
      return {
        parts: [
          ...coverage,
          state.say.text(reply.keptLead, { problem: leadProblemName(state.say, state.analysis), city: lead.city!, leadPhone: lead.phone! }),
          // A job in another region is booked with that region's team.
          ...(otherJob ? [there.text(reply.otherJob)] : state.understanding.aboutSomeoneElse ? [there.text(reply.otherPlace)] : []),
        ],
        ...(otherJob ? {} : { variant: 'place' }),
        responseType: 'answer',
        ctaType: 'book',
        confidence: 0.85,
        suggestions: state.say.chips(['comeToday', 'willCost', 'human']),
        asksForLead: true,
      };
    },
  },
  {
    id: 'whose_address',
    why: 'A town asked about or someone else’s while the lead has no city is answered, then whose address the visit is for is asked: before the lead rule, which would take it as the visitor’s own.',
    when: (state) =>
      state.analysis.placeNamed !== undefined && !state.analysis.lead.city && state.analysis.wantsService && !has(state, 'jobs'),
    answer: whoseAddressDraft,
  },
  {
    id: 'city_again',
    why: '"My own home" to the whose-address question names no town: the city is asked again, not guessed at as an unclear message.',
    when: (state) =>
      state.analysis.answersWhoseAddress &&
      !state.analysis.lead.city &&
      state.analysis.wantsService &&
      !state.analysis.issueNow &&
      !priceAsked(state) &&
      wordCount(state) <= 8,
    answer: leadDraft,
  },
  {
    id: 'lead',
    why: 'Details given for a visit are acknowledged (and any safety question in the same message answered).',
    when: (state) =>
      Boolean(givenNow(state)) &&
      state.analysis.wantsService &&
      !has(state, 'jobs') &&
      (state.analysis.lead.isComplete || (!state.analysis.issueNow && !priceAsked(state))),
    answer: (state) => {
      const draft = leadDraft(state);
      // "…is it safe to drive the car out? I'm Rachel, 208-555-0139": the question is answered too.
      if (has(state, 'safety_question')) draft.parts.splice(1, 0, safetyAdviceText(state.say, state.analysis, state.analysis.issue));
      return draft;
    },
  },
  {
    id: 'link',
    why: 'A request for the booking link gets the link.',
    when: (state) => has(state, 'booking_link'),
    answer: (state) =>
      simpleDraft(state.say.text(state.say.copy.reply.link), 'answer', 'book', 0.9, state.say.chips(['sameDay', 'feeQuestion'])),
  },
  {
    id: 'language',
    why: 'A request for another language is answered in both languages we speak.',
    when: (state) => has(state, 'language'),
    answer: (state) =>
      simpleDraft(state.say.text(state.say.copy.reply.language), 'answer', 'call', 0.9, state.say.chips(['doorWontOpen', 'human'])),
  },
  {
    id: 'decline_repair',
    why: '"What if I say no to the repair?" is about the service call, before any price rule reads it as a price question.',
    when: (state) => has(state, 'decline_repair'),
    answer: (state) => ({
      ...entryDraft(knowledgeById('service-fee'), state.context, undefined, 0.9, 'pricing'),
      parts: [state.say.text(state.say.copy.reply.declineRepair)],
      variant: undefined,
    }),
  },
  {
    id: 'decline',
    why: '"No thanks, it works now" closes the conversation without asking for details.',
    when: (state) => has(state, 'decline_visit'),
    answer: (state) => ({
      ...simpleDraft(state.say.text(state.say.copy.reply.decline), 'answer', 'call', 0.9, state.say.chips(['tuneUpIncludes', 'human'])),
      asksForLead: true,
    }),
  },
  {
    id: 'complaint_problem',
    why: '"The door is louder since the repair": the answer about the door, and the offer to recheck the work.',
    when: (state) => has(state, 'complaint') && state.analysis.issueNow !== undefined && !NO_DIY_ISSUES.has(state.analysis.issueNow),
    answer: (state) => {
      const draft = issueDraft(state, state.analysis.issueNow!);
      draft.parts.push(state.say.text(state.say.copy.reply.afterOurVisit));
      return draft;
    },
  },
  { id: 'complaint', why: 'A complaint goes to a manager.', when: (state) => has(state, 'complaint'), answer: complaintDraft },
  {
    id: 'human_already_asked',
    why: 'A person asked for while the session’s hand-off is open: the request is already with the team, not “tap Talk to Human” again (issue 33.2). Before escalate, which offers the button.',
    when: (state) =>
      state.input.handOffOpen === true &&
      (has(state, 'human') || has(state, 'fed_up')) &&
      !has(state, 'ai') &&
      !(state.top?.entry.id === 'contact-form' && state.top.score >= STRONG_MATCH),
    answer: humanAlreadyAskedDraft,
  },
  {
    id: 'escalate',
    why: 'A request for a person is honoured before any answer ("are you a bot?" alone is the ai rule).',
    when: (state) =>
      (has(state, 'human') || has(state, 'fed_up')) &&
      !has(state, 'ai') &&
      // "Can I send you a message instead?" is the contact form, which the knowledge base answers exactly.
      !(state.top?.entry.id === 'contact-form' && state.top.score >= STRONG_MATCH),
    answer: humanDraft,
  },
  {
    id: 'product_stock',
    why: '“Is this door in stock?” from a partner’s product page: T.O.D. sees no stock or catalogue, so it says so and gives the phone, a person and the showrooms (issue 35.12). After escalate (a person asked for is honoured first); before the booking and topic rules, which would read “this door” as a new-door question; a problem named in the message is diagnosed instead.',
    when: (state) => has(state, 'product_stock') && !state.analysis.issueNow && !priceAsked(state),
    answer: productStockDraft,
  },
  {
    id: 'jobs',
    why: 'Job seekers get the contact form, not a lead question.',
    when: (state) => has(state, 'jobs') && !state.analysis.issueNow,
    answer: (state) => ({
      ...simpleDraft(state.say.text(state.say.copy.reply.jobs), 'answer', 'call', 0.9, state.say.chips(['whatAreas', 'showroom'])),
      asksForLead: true,
    }),
  },
  {
    id: 'reschedule',
    why: 'Moving or cancelling a visit is the office’s, by phone.',
    when: (state) => has(state, 'reschedule') && !state.analysis.issueNow,
    answer: (state) => {
      const { reply } = state.say.copy;
      const emergency = state.analysis.urgency.urgency === 'emergency' ? state.say.text(reply.rescheduleEmergency) : '';
      return {
        ...simpleDraft(
          state.say.text(reply.reschedule) + emergency,
          'answer',
          'call',
          0.9,
          state.say.chips(['sameDay', 'feeQuestion', 'human']),
        ),
        asksForLead: true,
      };
    },
  },
  {
    id: 'booked_arrival',
    why: '"Can you come today?" after a complete lead: when, not the lead’s confirmation again (issue 33.10). Before the booking rule, which confirms a lead.',
    when: (state) =>
      has(state, 'booking') &&
      state.analysis.lead.isComplete &&
      !givenNow(state) &&
      state.settled.corrected.length === 0 &&
      !state.analysis.issueNow &&
      !priceAsked(state),
    answer: (state) => {
      const { reply } = state.say.copy;
      const emergency = state.analysis.urgency.urgency === 'emergency';
      return {
        ...arrivalDraft(state),
        parts: [
          state.say.text(reply.leadWithTeam, { region: state.context.region.region }),
          state.say.text(emergency ? reply.emergencyFastest : reply.arrival),
        ],
        ctaType: emergency ? 'call' : 'book',
        asksForLead: true,
      };
    },
  },
  {
    id: 'booking',
    why: 'A request for a visit that names no problem asks for the details a visit needs.',
    when: (state) => has(state, 'booking') && !state.analysis.issueNow && !priceAsked(state),
    answer: leadDraft,
  },
  {
    id: 'injection_refusal',
    why: 'An attempt to change the assistant’s rules, with nothing else to answer, is declined in a sentence.',
    when: (state) => has(state, 'injection') && !onTopicBeyondInjection(state),
    answer: (state) =>
      simpleDraft(
        state.say.copy.reply.injectionRefusal,
        'answer',
        'call',
        0.9,
        state.say.chips(['repairsCost', 'doorWontOpen', 'bookTech']),
      ),
  },
  {
    id: 'off_topic_asked',
    why: 'The understanding says the message is about something else entirely: no door answer is guessed for it.',
    when: (state) =>
      state.understanding.intents[0]?.intent === 'off_topic' &&
      state.understanding.intents[0].confidence >= OFF_TOPIC_GUESS &&
      !state.understanding.problem &&
      !state.analysis.issueNow &&
      [...state.intents].every((intent) => intent === 'off_topic' || intent === 'injection'),
    answer: offTopicDraft,
  },
  {
    id: 'greeting',
    why: 'A greeting without a problem is greeted back.',
    when: (state) => has(state, 'greeting') && !state.analysis.issueNow,
    answer: greetingDraft,
  },
  {
    id: 'thanks',
    why: 'Thanks or goodbye, with no question in the same message, closes politely.',
    when: (state) =>
      (has(state, 'thanks') || has(state, 'goodbye')) &&
      !state.analysis.issueNow &&
      !has(state, 'arrival') &&
      !has(state, 'safety_question') &&
      !priceAsked(state) &&
      !has(state, 'duration') &&
      !(state.top && state.top.score >= STRONG_MATCH && wordCount(state) > 4),
    answer: (state) =>
      simpleDraft(
        state.say.text(pick(state.say.copy.openers.thanks, state.seed), {
          name: state.analysis.name ? `, ${callName(state.analysis.name)}` : '',
        }),
        'answer',
        'call',
        0.9,
        state.say.chips(['bookTech', 'repairsCost', 'human']),
      ),
  },
  {
    id: 'emergency_follow_up',
    why: 'Later in an emergency, "what now?", "is it safe?" or "how long?" get the safety steps and the call again.',
    when: (state) =>
      state.analysis.urgency.urgency === 'emergency' &&
      (!state.analysis.issueNow || has(state, 'safety_question')) &&
      !priceAsked(state) &&
      ![...state.intents].some((intent) => INFO_INTENTS.has(intent)),
    answer: emergencyFollowUpDraft,
  },
  {
    id: 'door_hit',
    why: 'A door hit by a car is panel and track damage: not the sensor steps, and not to be run.',
    when: doorHit,
    answer: (state) => entryAnswer(state, 'door-impact'),
  },
  topicRule('duration', 'duration', 'duration', 'How long a job takes is asked before the problem it names is diagnosed or priced.'),
  {
    ...topicRule('brands', 'brands', 'brands', 'A question about opener makes is not the opener price list.'),
    // Door makes are the showroom's answer, and "does my LiftMaster work with my phone?" the smart-opener one.
    when: (state) =>
      has(state, 'brands') &&
      !has(state, 'arrival') &&
      !(/\bdoors?\b/.test(state.analysis.normalized) && !/\bopeners?\b/.test(state.analysis.normalized)) &&
      !/\b(myq|app|phone|smartphone|alexa|wi-?fi|smart)\b/.test(state.analysis.normalized),
  },
  {
    ...topicRule('insulation', 'insulation', 'insulation', 'Insulating an existing door is not the price list of new doors.'),
    // "Replacing our door with something insulated" is a new door.
    when: (state) => has(state, 'insulation') && !has(state, 'new_door') && !has(state, 'arrival'),
  },
  topicRule(
    'maintenance_plan',
    'maintenance_plan',
    'maintenance-plan',
    'A maintenance contract is answered as such, not as a tune-up price.',
  ),
  topicRule('new_opener', 'new_opener', 'opener-install', 'Choosing a new opener is the opener-install answer, not a repair.', true),
  topicRule(
    'property_manager',
    'property_manager',
    'property-manager',
    'Property managers ask about working with us; one door’s problem is diagnosed.',
    true,
  ),
  {
    id: 'parts',
    why: 'Buying parts is answered before a named part reads as a problem.',
    when: (state) => has(state, 'parts'),
    answer: (state) => entryAnswer(state, 'parts'),
  },
  {
    id: 'warranty',
    why: '"Do you offer a warranty on springs?" is about the terms, not a broken spring.',
    when: (state) =>
      has(state, 'payments_warranty') &&
      state.analysis.issueNow !== undefined &&
      state.analysis.issueNow !== 'installation' &&
      !PROBLEM.test(state.analysis.normalized),
    answer: (state) => entryAnswer(state, 'payments-warranty'),
  },
  {
    id: 'home_care',
    why: '"Can I tighten the bolts myself?" is what a homeowner may safely do.',
    when: (state) =>
      (has(state, 'safety_question') || has(state, 'diy')) &&
      !state.analysis.issue &&
      state.top?.entry.id === 'home-care' &&
      state.top.score >= MATCH_THRESHOLD,
    answer: (state) => plain(entryDraft(state.top!.entry, state.context, state.top, 0.85)),
  },
  {
    id: 'safety',
    why: '"Is it safe…?" gets the safety answer for the conversation’s problem.',
    when: (state) => has(state, 'safety_question') && !priceAsked(state),
    answer: safetyDraft,
  },
  {
    id: 'arrival',
    why: '"When can someone come?" is about scheduling.',
    when: (state) => has(state, 'arrival') && !state.analysis.issueNow && !priceAsked(state),
    answer: arrivalDraft,
  },
  {
    id: 'still_broken',
    why: '"Still stuck" after the safe checks: the next step is a technician.',
    when: (state) => has(state, 'still_broken') && state.analysis.issue !== undefined && !state.analysis.issueNow,
    answer: (state) => ({
      parts: [state.say.text(state.say.copy.reply.stillBroken)],
      responseType: 'answer',
      variant: state.analysis.issue,
      ctaType: 'book',
      confidence: 0.85,
      suggestions: state.say.chips(['willCost', 'safeToUse', 'comeToday']),
    }),
  },
  {
    id: 'opens_by_itself',
    why: 'A door that moves on its own is the phantom-operation answer, whatever retrieval would guess.',
    when: (state) => OPENS_BY_ITSELF.test(state.analysis.normalized) && !state.analysis.issueNow,
    answer: (state) => entryAnswer(state, 'opens-by-itself'),
  },
  {
    id: 'pricing',
    why: 'A price question gets the price of the conversation’s problem, or the list.',
    when: priceAsked,
    answer: (state) => pricingDraft(state, has(state, 'service_fee') || SERVICE_FEE_QUESTION.test(state.analysis.normalized)),
  },
  {
    id: 'no_diy',
    why: 'DIY steps for springs, cables or a door off its track are refused, with the diagnosis.',
    when: (state) => has(state, 'diy') && state.analysis.issue !== undefined && NO_DIY_ISSUES.has(state.analysis.issue),
    answer: (state) => diyRefusalDraft(state, state.analysis.issue!),
  },
  {
    id: 'diagnosis',
    why: 'A problem named in this message is diagnosed.',
    when: (state) => state.analysis.issueNow !== undefined,
    answer: (state) => issueDraft(state, state.analysis.issueNow!),
  },
  {
    id: 'coverage',
    why: '"Salem?" alone asks about coverage; "the best pizza in Salem" and "your Washington license" do not.',
    when: (state) => {
      const { analysis, top } = state;
      if (!analysis.cityNow && !analysis.placeNamed) return false;
      if (has(state, 'service_area')) return true;
      const short = wordCount(state) <= 4;
      return (
        state.intents.size === 0 &&
        (state.onTopic || short || ASKS_US.test(analysis.normalized)) &&
        (!top || top.score < MATCH_THRESHOLD || short)
      );
    },
    answer: coverageDraft,
  },
  {
    id: 'topic',
    why: 'A company question (hours, license, offices…) gets its entry.',
    when: (state) => intentEntry(state) !== undefined,
    answer: (state) => {
      const entry = intentEntry(state)!;
      return entryDraft(
        entry,
        state.context,
        state.hits.find((hit) => hit.entry.id === entry.id),
        0.9,
      );
    },
  },
  {
    id: 'retrieved',
    why: 'The best knowledge match, when strong and on topic ("my door is broken" names no problem: no guess).',
    when: (state) => {
      const { top, analysis } = state;
      if (!analysis.readByRules) return false;
      const guessesAProblem = top?.entry.issue !== undefined && !analysis.issueNow && GENERIC_PROBLEM.test(analysis.normalized);
      return top !== undefined && top.score >= MATCH_THRESHOLD && state.onTopic && !guessesAProblem;
    },
    answer: (state) => entryDraft(state.top!.entry, state.context, state.top, 0.4 + 0.55 * state.top!.score),
  },
  {
    id: 'unsure',
    why: 'No intent is confident: say so and offer a person, rather than answer a confident wrong topic.',
    when: (state) => {
      const best = state.understanding.intents[0];
      return best !== undefined && best.confidence < CONFIDENT && !state.understanding.problem;
    },
    answer: (state) => ({
      ...simpleDraft(
        state.say.text(state.say.copy.reply.unsure),
        'answer',
        'escalate',
        0.3,
        state.say.chips(['doorWontOpen', 'repairsCost', 'human']),
      ),
    }),
  },
  {
    id: 'follow_up',
    why: 'A short reply in a conversation about a door ("ok", "what time?") continues it rather than being off-topic.',
    when: (state) => state.analysis.issue !== undefined && state.analysis.turn > 1 && wordCount(state) <= 10,
    answer: (state) => followUpDraft(state, state.analysis.issue!),
  },
  {
    id: 'clarify',
    why: 'On topic but nothing understood: one clarifying question.',
    when: (state) => state.onTopic,
    answer: (state) =>
      simpleDraft(
        pick(state.say.copy.openers.clarify, state.seed),
        'answer',
        'call',
        0.4,
        state.say.chips(['doorWontOpen', 'repairsCost', 'bookTech']),
      ),
  },
  {
    id: 'unclear',
    why: '"huh", "why?", "and?" later in a conversation: not off-topic, just not understood.',
    when: (state) => state.analysis.turn > 1 && wordCount(state) <= 3,
    answer: (state) =>
      simpleDraft(state.say.copy.reply.unclear, 'answer', 'call', 0.5, state.say.chips(['doorWontOpen', 'repairsCost', 'human'])),
  },
  {
    id: 'off_topic',
    why: 'Nothing about doors: say what T.O.D. can help with.',
    when: () => true,
    answer: offTopicDraft,
  },
];

/** The message names a door, a door problem or a job, not only a town or a person. */
function mentionsAJob(state: DecideState): boolean {
  const { analysis, understanding } = state;
  return (
    state.settled.kept.includes('issue') ||
    analysis.issueNow !== undefined ||
    understanding.problem !== undefined ||
    DOOR_PARTS.test(analysis.normalized)
  );
}

/** The answer of one knowledge entry, for a rule with one answer. */
function entryAnswer(state: DecideState, entryId: Parameters<typeof knowledgeById>[0]): Draft {
  return plain(entryDraft(knowledgeById(entryId), state.context, undefined, 0.9));
}

/** Nothing T.O.D. answers: what it can help with. */
function offTopicDraft(state: DecideState): Draft {
  return simpleDraft(
    pick(state.say.copy.openers.offTopic, state.seed),
    'off_topic',
    'call',
    0.8,
    state.say.chips(['doorNoise', 'springCost', 'bookTech']),
  );
}

/** A draft of a rule with one answer: the rule id alone names it. */
function plain(draft: Draft): Draft {
  const { variant: _variant, ...rest } = draft;
  return rest;
}

function onTopicBeyondInjection(state: DecideState): boolean {
  const { analysis, top } = state;
  return (
    analysis.issueNow !== undefined ||
    priceAsked(state) ||
    (top !== undefined && top.score >= MATCH_THRESHOLD && GARAGE_WORDS.test(analysis.normalized))
  );
}

/** The first rule that applies, and its draft. */
export function firstRule(state: DecideState): { rule: Rule; draft: Draft } {
  for (const rule of RULES) if (rule.when(state)) return { rule, draft: rule.answer(state) };
  throw new Error('The decision table ends with a rule that always applies');
}
