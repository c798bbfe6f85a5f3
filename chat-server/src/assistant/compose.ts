import {
  ESTIMATES,
  ESTIMATE_PATH,
  PRICING_NOTES,
  REGIONS,
  SAME_DAY_HOURS,
  SERVICE_CALL_FEE,
  TYPICAL_REPAIR_RANGE,
  type ChatMetadata,
  type CtaType,
  type ServiceRegionKey,
  chatRegionData,
  formatRange,
  formatUsd,
  CHAT_LIMITS,
  CONTACT_PATH,
  type PRIMARY_ACTIONS,
} from '@tod/domain';
import type { Analysis } from './analyze.ts';
import type { AssistantInput, AssistantReply } from './engine.ts';
import { ISSUES, type IssueKind } from './extract/detectIssue.ts';
import type { EmergencyReason } from './extract/detectUrgency.ts';
import { FED_UP, GARAGE_VOCABULARY, type Intent } from './extract/detectIntents.ts';
import { type AnswerContext, type KnowledgeEntry, knowledgeById, knowledgeForIssue, officeTerms } from './knowledge.ts';
import { OPENERS, hashSeed, pick } from './phrases.ts';
import { type RetrievalHit, retrieve } from './retrieval.ts';

type ResponseType = NonNullable<ChatMetadata['responseType']>;
type PrimaryAction = (typeof PRIMARY_ACTIONS)[number];

interface Draft {
  parts: string[];
  responseType: ResponseType;
  templateUsed: string;
  ctaType: CtaType;
  confidence: number;
  entry?: KnowledgeEntry;
  hit?: RetrievalHit;
  suggestions: string[];
  /** Whether the reply already asks for the missing lead details. */
  asksForLead?: boolean;
}

export interface ComposeOptions {
  bookingBaseUrl?: string;
}

/** Minimum retrieval score for answering from the knowledge base. */
const MATCH_THRESHOLD = 0.6;
/** A match this strong counts as on-topic even without garage-door words in the message. */
const STRONG_MATCH = 0.85;

/** Turns the analysis of a conversation into the reply and its SPEC §3 metadata. */
export function composeReply(analysis: Analysis, input: AssistantInput, options: ComposeOptions = {}): AssistantReply {
  const regionKey = effectiveRegion(analysis, input);
  const region = chatRegionData(regionKey, options.bookingBaseUrl);
  const info = REGIONS[regionKey];
  const city = cityLabel(analysis, input, regionKey);
  const context: AnswerContext = { region, info, city };
  const seed = hashSeed(input.sessionId) + analysis.turn;
  const hits = retrieve(input.message);

  const lastReply = input.history.findLast((item) => item.role === 'assistant')?.content ?? '';
  const draft = chooseDraft(analysis, context, hits, seed, lastReply);
  // The same long answer twice in a row reads as a machine stuck: point back to it in a sentence.
  const lead = draft.parts[0];
  if (
    lead &&
    lead.length > 160 &&
    lastReply.includes(lead) &&
    draft.responseType !== 'emergency' &&
    draft.responseType !== 'lead_capture' &&
    draft.templateUsed !== 'repeat' &&
    !draft.templateUsed.startsWith('follow_up') &&
    !analysis.issueNow
  ) {
    const offers =
      draft.responseType === 'pricing'
        ? "whether it's safe to use the door, or when a technician can come"
        : "what it costs, whether it's safe to use the door, or when a technician can come";
    draft.parts = [
      `To sum up my last message: ${firstSentence(lead)} I can also tell you ${offers}.`,
      ...draft.parts.slice(1).filter((part) => !lastReply.includes(part)),
    ];
  }
  // "Do you finance a new door?": the answer about the door, then who can answer the rest.
  if (analysis.intents.has('policies') && draft.entry?.id !== 'payments-warranty' && draft.responseType !== 'off_topic')
    draft.parts.push(officeTerms(region));
  if (analysis.intents.has('injection')) draft.parts.unshift(pick(OPENERS.injection, seed));
  if (analysis.wantsService && !analysis.lead.isComplete && !draft.asksForLead && draft.responseType !== 'off_topic') {
    draft.parts.push(askForMissing(analysis, input, seed));
    draft.asksForLead = true;
  }
  let content = draft.parts.join('\n\n');
  if (/\$\d/.test(content) && !/confirmed by our licensed technicians/i.test(content)) content += `\n\n${PRICING_NOTES.finalPricing}`;

  const emergency = analysis.urgency.urgency === 'emergency';
  const primaryAction: PrimaryAction = emergency ? 'emergency_call' : primaryFor(draft.ctaType);
  const faq = draft.hit ?? (draft.entry ? hits.find((hit) => hit.entry.id === draft.entry!.id) : undefined);
  const metadata: ChatMetadata = {
    confidence: round(draft.confidence),
    region: region.region,
    responseType: draft.responseType,
    templateUsed: draft.templateUsed,
    ctaType: emergency ? 'call' : draft.ctaType,
    ctaData: {
      phone: region.phone,
      ...(draft.ctaType === 'book' ? { url: region.bookingLink } : draft.ctaType === 'estimate' ? { url: ESTIMATE_PATH } : {}),
    },
    ctaGuidance: {
      showCTA: draft.responseType !== 'off_topic' && draft.responseType !== 'greeting',
      availableActions: ['call', 'book', 'escalate'],
      primaryAction,
    },
    leadInfo: { ...analysis.lead },
    suggestions: uniqueSuggestions(draft.suggestions),
    engine: 'local',
  };
  if (draft.entry) {
    metadata.faqMatch = {
      question: draft.entry.question,
      category: draft.entry.category,
      score: faq && faq.entry.id === draft.entry.id ? faq.score : 0.75,
    };
  }
  return { content, metadata };
}

function chooseDraft(analysis: Analysis, context: AnswerContext, hits: RetrievalHit[], seed: number, lastReply: string): Draft {
  const { intents } = analysis;
  const top = hits[0];
  const onTopic =
    analysis.issueNow !== undefined ||
    GARAGE_VOCABULARY.test(analysis.normalized) ||
    (top !== undefined && top.score >= STRONG_MATCH) ||
    intents.size > (intents.has('injection') ? 1 : 0);

  if (analysis.urgencyNow.urgency === 'emergency') return emergencyDraft(analysis, context, analysis.urgencyNow.reason ?? 'stated');
  if (intents.has('repeat') && lastReply)
    return simpleDraft(lastReply, 'answer', 'repeat', 'call', 0.9, ['Talk to a human', 'Book a technician']);
  const givenNow = analysis.given.name || analysis.given.phone || analysis.given.city;
  if (
    givenNow &&
    analysis.wantsService &&
    !intents.has('jobs') &&
    (analysis.lead.isComplete || (!analysis.issueNow && !intents.has('pricing')))
  ) {
    const draft = leadDraft(analysis, context, seed);
    // "…is it safe to drive the car out? I'm Rachel, 208-555-0139": the question is answered too.
    if (intents.has('safety')) draft.parts.splice(1, 0, safetyAdvice(analysis, analysis.issue));
    return draft;
  }
  if (intents.has('link'))
    return simpleDraft(
      `Here it is: ${context.region.bookingLink}. You can also call ${context.region.phone}.`,
      'answer',
      'link',
      'book',
      0.9,
      ['Do you offer same-day service?', 'What is the service call fee?'],
    );
  if (intents.has('language'))
    return simpleDraft(
      `Sorry, I can only answer in English for now. To talk to our team, call ${context.region.phone}. Lo siento, por ahora solo respondo en inglés; para hablar con nuestro equipo, llame al ${context.region.phone}.`,
      'answer',
      'language',
      'call',
      0.9,
      ['My door will not open', 'Talk to a human'],
    );
  if (intents.has('declineRepair'))
    return entryDraftWith(
      `The technician gives you the price before any work starts, and the decision is yours. If you don't go ahead, only the ${formatUsd(SERVICE_CALL_FEE)} service call (plus tax) applies; if you do, it's credited toward the repair.`,
      knowledgeById('service-fee'),
      context,
    );
  if (intents.has('decline'))
    return {
      ...simpleDraft(
        `Glad to hear it's sorted! If anything changes, I'm here 24/7, or call ${context.region.phone}.`,
        'answer',
        'decline',
        'call',
        0.9,
        ['What does a tune-up include?', 'Talk to a human'],
      ),
      asksForLead: true,
    };
  // "The door is louder since the repair": the answer about the door, and the offer to recheck the work.
  if (intents.has('complaint') && analysis.issueNow && !NO_DIY_ISSUES.has(analysis.issueNow)) {
    const draft = issueDraft(analysis, analysis.issueNow, context, seed);
    draft.parts.push(`If it started after one of our visits, call ${context.region.phone} and the team will come back to check the work.`);
    return draft;
  }
  if (intents.has('complaint')) return complaintDraft(analysis, context);
  if (intents.has('human') && !intents.has('ai')) return humanDraft(analysis, context);
  if (intents.has('jobs') && !analysis.issueNow) return jobsDraft();
  if (intents.has('reschedule') && !analysis.issueNow)
    return withoutLeadQuestion(
      simpleDraft(
        `To move or cancel a visit, call ${context.region.phone} and the team will change it for you. If you haven't booked yet, you can pick a time at ${context.region.bookingLink}.${
          analysis.urgency.urgency === 'emergency'
            ? ` Because this is an emergency, call ${context.region.phone} now rather than waiting for a new time.`
            : ''
        }`,
        'answer',
        'reschedule',
        'call',
        0.9,
        ['Do you offer same-day service?', 'What is the service call fee?', 'Talk to a human'],
      ),
    );
  if (intents.has('booking') && !analysis.issueNow && !intents.has('pricing')) return leadDraft(analysis, context, seed);
  if (intents.has('injection') && !onTopicBeyondInjection(analysis, top))
    return {
      parts: ["What's going on with your garage door? I can help diagnose it, give typical prices, or get a technician scheduled."],
      responseType: 'answer',
      templateUsed: 'injection_refusal',
      ctaType: 'call',
      confidence: 0.9,
      suggestions: ['How much do repairs cost?', 'My door will not open', 'Book a technician'],
    };
  if (intents.has('greeting') && !analysis.issueNow) return greetingDraft(analysis, context, seed);
  if (
    (intents.has('thanks') || intents.has('goodbye')) &&
    !analysis.issueNow &&
    !intents.has('arrival') &&
    !intents.has('safety') &&
    !intents.has('pricing') &&
    !(top && top.score >= STRONG_MATCH && analysis.normalized.split(' ').length > 4)
  ) {
    return simpleDraft(
      fill(pick(OPENERS.thanks, seed), { name: analysis.name ? `, ${callName(analysis.name)}` : '', phone: context.region.phone }),
      'answer',
      'thanks',
      'call',
      0.9,
      ['Book a technician', 'How much do repairs cost?', 'Talk to a human'],
    );
  }
  // Later in an emergency, "what now?", "is it safe?" or "how long?" get the safety steps and the call again.
  if (
    analysis.urgency.urgency === 'emergency' &&
    (!analysis.issueNow || intents.has('safety')) &&
    !intents.has('pricing') &&
    ![...intents].some((intent) => INFO_INTENTS.has(intent))
  )
    return emergencyFollowUpDraft(analysis, context, lastReply);
  if (intents.has('parts')) return entryDraft(knowledgeById('parts'), context, undefined, 0.9);
  // "Do you offer a warranty on springs?": a question about the terms, not a broken spring.
  if (intents.has('policies') && analysis.issueNow && analysis.issueNow !== 'installation' && !PROBLEM.test(analysis.normalized))
    return entryDraft(knowledgeById('payments-warranty'), context, undefined, 0.9);
  // "Can I tighten the bolts myself, or is that dangerous?": what a homeowner may safely do.
  if ((intents.has('safety') || intents.has('diy')) && !analysis.issue && top?.entry.id === 'home-care' && top.score >= MATCH_THRESHOLD)
    return entryDraft(top.entry, context, top, 0.85);
  if (intents.has('safety') && !intents.has('pricing')) return safetyDraft(analysis, context);
  if (intents.has('arrival') && !analysis.issueNow && !intents.has('pricing')) return arrivalDraft(analysis, context);
  // "Still stuck" after the safe checks: the next step is a technician.
  if (intents.has('stillBroken') && analysis.issue && !analysis.issueNow)
    return {
      parts: [
        `Thanks for trying that. Since it's still not right, the next step is a technician: book at ${context.region.bookingLink} or call ${context.region.phone}. Please don't force the door in the meantime.`,
      ],
      responseType: 'answer',
      templateUsed: `still_broken:${analysis.issue}`,
      ctaType: 'book',
      confidence: 0.85,
      suggestions: ['How much will it cost?', 'Is it safe to use the door?', 'Can someone come out today?'],
    };
  if (OPENS_BY_ITSELF.test(analysis.normalized) && !analysis.issueNow)
    return entryDraft(knowledgeById('opens-by-itself'), context, undefined, 0.9);
  if (intents.has('pricing')) return pricingDraft(analysis, context, hits);
  if (intents.has('diy') && analysis.issue && NO_DIY_ISSUES.has(analysis.issue)) return diyRefusalDraft(analysis.issue, context);
  if (analysis.issueNow) return issueDraft(analysis, analysis.issueNow, context, seed);
  if (
    analysis.cityNow &&
    (intents.has('service_area') ||
      // "Salem?" alone asks about coverage; "the best pizza in Salem" and "your Washington license" do not.
      (intents.size === 0 &&
        (onTopic || analysis.normalized.split(' ').length <= 4 || ASKS_US.test(analysis.normalized)) &&
        (!top || top.score < MATCH_THRESHOLD || analysis.normalized.split(' ').length <= 4)))
  )
    return coverageDraft(analysis, context);
  const byIntent = intentEntry(analysis);
  if (byIntent)
    return entryDraft(
      byIntent,
      context,
      hits.find((hit) => hit.entry.id === byIntent.id),
      0.9,
    );
  // "My door is broken" names no problem: a guess at one (the broken-spring answer) would mislead.
  const guessesAProblem = top?.entry.issue !== undefined && !analysis.issueNow && GENERIC_PROBLEM.test(analysis.normalized);
  if (top && top.score >= MATCH_THRESHOLD && onTopic && !guessesAProblem)
    return entryDraft(top.entry, context, top, 0.4 + 0.55 * top.score);
  if (onTopic)
    return simpleDraft(pick(OPENERS.clarify, seed), 'answer', 'clarify', 'call', 0.4, [
      'My door will not open',
      'How much do repairs cost?',
      'Book a technician',
    ]);
  // A short reply in a conversation about a door ("ok", "what time?") continues it rather than being off-topic.
  if (analysis.issue && analysis.turn > 1 && analysis.normalized.split(' ').length <= 10)
    return followUpDraft(analysis.issue, context, lastReply);
  // "huh", "why?", "and?" later in a conversation: not off-topic, just not understood.
  if (analysis.turn > 1 && analysis.normalized.split(' ').length <= 3)
    return simpleDraft(
      "Sorry, I didn't quite catch that. What would you like to know about your garage door? I can help with a problem, prices, or booking a technician.",
      'answer',
      'unclear',
      'call',
      0.5,
      ['My door will not open', 'How much do repairs cost?', 'Talk to a human'],
    );
  return simpleDraft(pick(OPENERS.offTopic, seed), 'off_topic', 'off_topic', 'call', 0.8, [
    'My door is making noise',
    'How much is a spring replacement?',
    'Book a technician',
  ]);
}

function onTopicBeyondInjection(analysis: Analysis, top: RetrievalHit | undefined): boolean {
  return (
    analysis.issueNow !== undefined ||
    analysis.intents.has('pricing') ||
    (top !== undefined && top.score >= MATCH_THRESHOLD && GARAGE_VOCABULARY.test(analysis.normalized))
  );
}

const NO_DIY_ISSUES: ReadonlySet<IssueKind> = new Set(['spring', 'cable', 'off_track']);

/** "What does the $89 get me?", "so I pay 250 + 89?": the service call and how it is credited. */
const SERVICE_FEE_QUESTION = new RegExp(
  `\\$?\\b${SERVICE_CALL_FEE}\\b|\\b(service call|service fee|trip (charge|fee)|call[- ]out fee|diagnostic fee)\\b`,
);

/** "It opened by itself": the phantom-operation answer, whatever retrieval would guess. */
const OPENS_BY_ITSELF = /\b(open(s|ed|ing)?|clos(e|es|ed|ing)|goes up|went up|came down) (up |down )?(by|on) (it'?s|its) ?(self|own)\b/;
const BE_HOME = /\b(have to|need to|should i|do i) be (home|there|present)\b|\bleave (the|a|my) (\w+ )?code\b/;
/** "Where is the technician?", "is he still coming?". */
const WHERE_IS_TECH =
  /\bwhere is (he|she|the tech|your tech|the technician|my technician|the guy)\b|\b(is|are) (he|she|they|the tech|the technician) (still )?(coming|on (his|her|their|the) way)\b/;

/** "Should I take him in?" after someone was hit by the door. */
const SEE_A_DOCTOR = /\b(doctor|hospital|er|urgent care|take (him|her|them) in|checked out|get (him|her|them) checked|head)\b/;
const DOCTOR_ADVICE =
  "When in doubt, have them checked by a doctor or urgent care today, especially after a blow to the head. Call 911 right away if they are drowsy, confused, vomiting, have a bad headache, or get worse. Keep the door out of use until a technician has checked why it didn't stop.";
/** The visitor has already called for help. */
const HELP_COMING =
  /\b(called|calling|call(ed)? to) 911\b|\b(ambulance|paramedics|police|cops|fire (dept|department|fighters)) (is |are )?(coming|here|on (the|their|its) way)\b/;

/** An emergency's safety steps in one sentence, for a follow-up right after they were given in full. */
const STEPS_STILL_HOLD: Record<EmergencyReason, string> = {
  carbon_monoxide:
    'The steps I gave still hold: engine off, everyone out into fresh air, and call 911 if anyone feels unwell. The door can wait.',
  struck:
    "The steps I gave still hold: stop using the door (unplug the opener or lock the wall control) until a technician has checked why it didn't stop, and keep everyone clear.",
  break_in:
    'The steps I gave still hold: if you feel unsafe, leave and call 911; lock the door between the garage and your house, and keep valuables and vehicles out of reach.',
  person_trapped:
    "The steps I gave still hold: if a spring or cable looks broken, don't lift the door; use another way out and wait for help, and call 911 if anyone is unwell.",
  car_trapped:
    "The steps I gave still hold: don't force the door or drive through it, and only pull the red cord if the springs look intact and the door is fully closed.",
  off_track:
    "The steps I gave still hold: keep everyone away from the door, don't run the opener, and don't push the rollers back or force the door.",
  spring_door_open:
    "The steps I gave still hold: leave the door where it is, keep everyone out from under it, and don't run the opener or pull the release cord.",
  open_at_night:
    "The steps I gave still hold: lock the door between the garage and your house, move valuables out of sight, and don't force the door down if a spring or cable looks broken.",
  stated:
    "The safety steps I gave still hold: keep everyone clear of the door, don't force it, and don't pull the release cord if anything looks broken.",
};

/** A question put to the company ("do you do Coeur d'Alene?"). */
const ASKS_US = /^(do|does|can|could|will|would|are) (you|y'?all|yall|you guys)\b/;

/** Intents that ask for information the knowledge base answers, whatever the conversation was about. */
const INFO_INTENTS: ReadonlySet<Intent> = new Set([
  'reschedule',
  'declineRepair',
  'decline',
  'repeat',
  'language',
  'ai',
  'license',
  'policies',
  'parts',
  'estimator',
  'service_area',
  'location',
  'hours',
  'jobs',
  'complaint',
  'human',
  'thanks',
  'goodbye',
  'greeting',
]);
/** Words that describe something wrong with the door. */
const PROBLEM =
  /\b(broke|broken|snapped|stuck|won'?t|doesn'?t|not working|stopped|noise|noisy|loud|hums?|humming|frayed|bent|dented|crooked|off)\b/;
/** A problem said without saying what it is. */
const GENERIC_PROBLEM = /\b(broke|broken|not working|stopped working|messed up|acting up|problem|problems|issue|issues)\b/;

/** What to do, and not do, with the problem the conversation is about. */
const SAFETY_ADVICE: Partial<Record<IssueKind, string>> = {
  spring:
    "No, please don't. With a broken spring nothing holds the door's weight: it can slam down the moment it's pulled, lifted or run with the opener, and it can take a hand or a foot with it. Leave the door where it is, keep everyone, pets and cars out from under it, and don't pull the red release cord. If a car is outside the door's path, it's fine to use it; don't drive under a door that's partly open.",
  cable:
    "No, please don't. A loose or snapped cable is part of a system under spring tension: hooking it back on, or running the door, can let the door drop or the cable whip. Leave the door where it is, keep everyone clear, and don't run the opener.",
  off_track:
    "No, please don't. A door that has left its track can fall or swing without warning. Keep everyone clear, don't run the opener or push the rollers back, and unplug the opener if you can reach the plug safely.",
  stuck_open:
    'If a spring or cable looks broken, or the door is crooked, leave it open rather than forcing it down. For the night: lock the door between the garage and the house, move valuables and anything that could be used to break in out of sight, and keep children and pets away from the door.',
  stuck_closed:
    "Don't force it or keep pressing the opener: that can burn out the motor or bend the door. If a spring looks broken, don't pull the red release cord either, as the door would be too heavy to hold. Leaving the door closed is safe until a technician comes.",
  sensor:
    "It's safe to leave the door closed. Don't tape the sensors or hold the wall button down as an everyday habit: the sensors are what stops the door from closing on a person, a pet or a car.",
  opener:
    "Stop pressing the button if the opener strains, clicks or hums: repeated tries can burn out the motor. The door itself is safe to leave closed. If it's stuck open and the springs look intact, a technician can also show you how to close it by hand with the release cord.",
  remote:
    "Yes, a remote or keypad problem is not a safety problem. Use the wall button in the meantime, and keep the door closed when you're away.",
  noise:
    'A noisy door is usually safe to keep using for a little while, but a new grinding, popping or scraping noise can be a worn roller or a spring about to fail. If the door jerks, stops or looks uneven, stop using it. Use a garage-door lubricant on the hinges and rollers, not grease on the tracks.',
};
const UNPLUG = /\b(unplug|turn off|switch off|shut off)\b/;
/** Moving the door by hand, which "unplug it and pull it down" also asks about. */
const MOVE_BY_HAND = /\b(pull|push|lift|close|shut|force|bring) (it|the door|the thing)? ?(down|up|shut|closed)?\b/;

/** "Can I unplug the opener?", and not "unplug it and pull it down by hand". */
function unplugOnly(analysis: Analysis): boolean {
  return UNPLUG.test(analysis.normalized) && !MOVE_BY_HAND.test(analysis.normalized.replace(UNPLUG, ''));
}
const UNPLUG_ADVICE =
  'Yes. Unplug the opener if you can reach the plug without going under the door (or switch off its breaker): that stops anyone from running it by accident. Then leave the door as it is until a technician has seen it.';
/** Words that say a spring has actually failed, not just that it squeaks or looks rusty. */
const SPRING_BROKEN =
  /\b(broke|broken|snapped|snap|bang|pop|gap|two pieces|in half|shot|busted|gone|heavy|slams?|gunshot|repair|replace|replacement|fix|fixed)\b/;
const INTACT_SPRING_ADVICE =
  "A spring that squeaks or looks rusty isn't broken: it's safe to keep using the door while it opens and closes smoothly, and a little garage-door lubricant on the coils usually quiets it. Springs wear out, though, so if the door starts to feel heavy, jerks, or you hear a loud bang, stop using it and keep clear. A tune-up includes checking the springs' balance and wear.";
const DEFAULT_SAFETY_ADVICE =
  "If the door opens and closes smoothly and evenly, it's safe to keep using it with care. If it strains, jerks, makes a new noise, or looks crooked, stop using it, keep everyone clear of it, and let a technician check it. Never stand or let children play under a moving door.";

/** What to say first to "is it safe…?": unplugging, a spring that is only noisy, or the advice for the problem. */
function safetyAdvice(analysis: Analysis, issue: IssueKind | undefined): string {
  if (unplugOnly(analysis)) return UNPLUG_ADVICE;
  const springTalk = issue === 'spring' || /\bsprings?\b/.test(analysis.normalized);
  if (springTalk && !analysis.conversation.some((text) => SPRING_BROKEN.test(text))) return INTACT_SPRING_ADVICE;
  return (issue && SAFETY_ADVICE[issue]) ?? DEFAULT_SAFETY_ADVICE;
}

function safetyDraft(analysis: Analysis, context: AnswerContext): Draft {
  const { issue } = analysis;
  const entry = issue ? knowledgeForIssue(issue) : undefined;
  const dangerous = issue !== undefined && NO_DIY_ISSUES.has(issue);
  return {
    parts: [
      safetyAdvice(analysis, issue),
      dangerous
        ? `A technician makes it safe: call ${context.region.phone}, or book at ${context.region.bookingLink}.`
        : `If you'd like a technician to take a look, book at ${context.region.bookingLink} or call ${context.region.phone}.`,
    ],
    responseType: issue ? 'diagnosis' : 'answer',
    templateUsed: `safety:${issue ?? 'general'}`,
    ctaType: dangerous ? 'call' : 'book',
    confidence: 0.9,
    ...(entry ? { entry } : {}),
    suggestions: ['How much will the repair cost?', 'Can someone come out today?', 'Talk to a human'],
  };
}

function emergencyFollowUpDraft(analysis: Analysis, context: AnswerContext, lastReply: string): Draft {
  const draft = emergencyDraft(analysis, context, analysis.urgency.reason ?? 'stated');
  // "Can I pull it down by hand?" about a broken spring, cable or a door off its track: the answer is no, and why.
  const advice = !analysis.intents.has('safety')
    ? undefined
    : unplugOnly(analysis)
      ? UNPLUG_ADVICE
      : analysis.issue && NO_DIY_ISSUES.has(analysis.issue)
        ? SAFETY_ADVICE[analysis.issue]
        : undefined;
  if (advice) draft.parts[0] = advice;
  else if (analysis.urgency.reason === 'struck' && SEE_A_DOCTOR.test(analysis.normalized)) draft.parts[0] = DOCTOR_ADVICE;
  // The same safety steps a second time in a row read as a canned reply: point back to them instead.
  else if (lastReply.includes(draft.parts[0]!)) draft.parts[0] = STEPS_STILL_HOLD[analysis.urgency.reason ?? 'stated'];
  if (HELP_COMING.test(analysis.normalized))
    draft.parts.unshift(
      "Good, help is on the way. Until it arrives, don't run the opener or try to lift the door alone, and keep everyone else clear.",
    );
  if (analysis.intents.has('arrival'))
    draft.parts.unshift(
      `Emergencies go to the front of the queue. When you call ${context.region.phone}, the team tells you when a technician can be there.`,
    );
  draft.templateUsed = `emergency_follow_up:${analysis.urgency.reason ?? 'stated'}`;
  return draft;
}

function followUpDraft(issue: IssueKind, context: AnswerContext, lastReply: string): Draft {
  const label = ISSUES[issue].label.toLowerCase();
  // Not the same sentence twice in a row: the second time, ask.
  if (lastReply.startsWith(`About your ${label}:`))
    return {
      parts: [
        `I'm not sure I followed that, sorry. Could you say it another way? The team can also answer anything I can't at ${context.region.phone}.`,
      ],
      responseType: 'answer',
      templateUsed: `follow_up:${issue}:ask`,
      ctaType: 'call',
      confidence: 0.5,
      suggestions: ['How much will it cost?', 'Is it safe to use the door?', 'Talk to a human'],
    };
  return {
    parts: [
      `About your ${label}: I can tell you what the repair usually costs, whether it's safe to use the door in the meantime, or get a technician scheduled. Book at ${context.region.bookingLink} or call ${context.region.phone}, and the team can answer anything I can't.`,
    ],
    responseType: 'answer',
    templateUsed: `follow_up:${issue}`,
    ctaType: 'book',
    confidence: 0.6,
    suggestions: ['How much will it cost?', 'Is it safe to use the door?', 'Can someone come out today?'],
  };
}

function arrivalDraft(analysis: Analysis, context: AnswerContext): Draft {
  return {
    parts: WHERE_IS_TECH.test(analysis.normalized)
      ? [
          `I can't see the technicians' schedule from here. Call ${context.region.phone} and the office will tell you where your technician is and when they'll arrive.`,
        ]
      : [
          ...(BE_HOME.test(analysis.normalized)
            ? [
                'Someone should be there to let the technician in and to approve the price, which the technician gives you before any work starts.',
              ]
            : []),
          `Same-day service means a technician within ${SAME_DAY_HOURS} hours, and urgent problems come first. The team calls to set the time with you; if you'd rather not wait, pick a time at ${context.region.bookingLink} or call ${context.region.phone}.`,
        ],
    responseType: 'answer',
    templateUsed: 'arrival',
    ctaType: 'book',
    confidence: 0.85,
    entry: knowledgeById('same-day'),
    suggestions: ['What is the service call fee?', 'Is it safe to use the door?', 'Talk to a human'],
  };
}

/** An answer of our own about a knowledge entry's subject (its faqMatch and suggestions). */
function entryDraftWith(text: string, entry: KnowledgeEntry, context: AnswerContext): Draft {
  return { ...entryDraft(entry, context, undefined, 0.9, 'pricing'), parts: [text], templateUsed: `answer:${entry.id}` };
}

/** A draft that must not end by asking for the visitor's details (a cancellation, a goodbye). */
function withoutLeadQuestion(draft: Draft): Draft {
  return { ...draft, asksForLead: true };
}

function complaintDraft(analysis: Analysis, context: AnswerContext): Draft {
  const parts = [
    `I'm sorry to hear that. I can't settle it myself, but our office can: call ${context.region.phone}, or use the contact form at ${CONTACT_PATH} and choose "Complaint", and a manager will look into it. If it's about work we did, mention when the visit was.`,
  ];
  if (analysis.issueNow && NO_DIY_ISSUES.has(analysis.issueNow))
    parts.push(
      'In the meantime, if a spring or cable is broken or the door is off its track, please leave it where it is and keep everyone clear.',
    );
  return {
    parts,
    responseType: 'answer',
    templateUsed: 'complaint',
    ctaType: 'call',
    confidence: 0.9,
    suggestions: ['Talk to a human', 'Is it safe to use the door?', 'Book a technician'],
    asksForLead: true,
  };
}

function jobsDraft(): Draft {
  return withoutLeadQuestion(
    simpleDraft(
      `Thanks for your interest! For jobs and partnerships, use the contact form at ${CONTACT_PATH} and choose "Employment/Partnership": the office will get back to you.`,
      'answer',
      'jobs',
      'call',
      0.9,
      ['What areas do you serve?', 'Where is your showroom?'],
    ),
  );
}

function diyRefusalDraft(issue: IssueKind, context: AnswerContext): Draft {
  const what =
    issue === 'spring'
      ? 'replacing or adjusting torsion springs'
      : issue === 'cable'
        ? 'cables under spring tension'
        : 'putting a door back on its track';
  const entry = knowledgeForIssue(issue)!;
  return {
    parts: [
      `I can't give do-it-yourself instructions for ${what}. It's one of the most common causes of serious garage door injuries, and even experienced handymen get hurt. A technician brings the right tools and replaces worn parts safely.`,
      entry.answer(context),
    ],
    responseType: 'diagnosis',
    templateUsed: `safety:no_diy_${issue}`,
    ctaType: 'book',
    confidence: 0.95,
    entry,
    suggestions: [...entry.suggestions],
  };
}

function emergencyDraft(analysis: Analysis, context: AnswerContext, reason: EmergencyReason): Draft {
  const phone = context.region.phone;
  const safety: Record<EmergencyReason, string> = {
    carbon_monoxide: `Safety first: an engine running in a closed garage fills it with carbon monoxide. Turn the engine off if you can do it at once, get everyone out through the door into the house or any other way out, and call 911 now if anyone is coughing, dizzy, drowsy or confused. Don't stay in the garage to work on the door: fresh air first, the door later.`,
    struck: `Safety first: if anyone is hurt, call 911 and look after them before anything else. Then stop using the door: unplug the opener or switch on the wall control's lock setting so no one runs it, and keep everyone clear. A door that closes on a person, a pet or a car without reversing has a safety fault, and it may have left its track: it must not be used until a technician has checked it.`,
    break_in: `Safety first: if someone may still be there, or you feel unsafe, leave and call 911, and don't touch what the police may want to see. Then secure your home: lock the door between the garage and the house, and if the garage door won't close or lock, keep valuables and vehicles out of reach until it's repaired.`,
    person_trapped: `Safety first: if anyone shut in the garage is hurt, unwell, or it's very hot or cold in there, call 911. Otherwise, look up at the spring above the door: if it looks intact and the door is fully closed, pulling the red emergency-release cord lets the door be lifted by hand. If a spring or cable looks broken, don't pull the cord and don't try to lift the door: use another way out, such as the door into the house, and wait for help.`,
    car_trapped: `Safety first: don't force the door and don't try to drive through it. Look up at the spring above the door: if you see a gap in the coil or a loose cable, do not pull the red emergency-release cord, because without the spring the door can slam down. If the springs look intact and the door is fully closed, pulling the red cord should let you lift it by hand.`,
    off_track: `Safety first: keep everyone, especially children and pets, away from the door. A door that is off its track or hanging can fall without warning. Don't run the opener (unplug it if you can reach the plug safely), and don't try to push the rollers back or force the door.`,
    spring_door_open: `Safety first: leave the door where it is and keep everyone out from under it. With a snapped spring, an open door can come down hard. Don't try to close it by hand or with the opener, and don't pull the red release cord. Park cars outside the doorway if you can do it without passing under the door.`,
    open_at_night: `Safety first, then security: look up at the springs and cables first. If one looks broken, or the door is crooked, leave the door where it is and don't run the opener. Otherwise, check nothing is blocking the door, wipe the two safety-sensor lenses near the floor, and try holding the wall button down until the door closes. Lock the door between the garage and your house, and move anything valuable out of sight.`,
    stated: `Safety first: if anyone is hurt or in danger, call 911. Keep everyone clear of the door and don't try to force it, lift it or pull the release cord if anything looks broken.`,
  };
  const parts = [safety[reason]];
  if (analysis.intents.has('diy') && analysis.issue && NO_DIY_ISSUES.has(analysis.issue)) {
    parts.push(
      "I can't give do-it-yourself instructions for this: parts under spring tension and a door off its track cause serious injuries. A technician needs to do it.",
    );
  }
  parts.push(
    `This is an emergency: call ${phone} now and tell the team what's happening, so a technician can get to you as quickly as possible.`,
  );
  const missing = missingFields(analysis);
  if (missing.length > 0) {
    parts.push(`If you'd like us to call you instead, send me ${describeMissing(missing)}, and I'll flag it as an emergency for the team.`);
  } else {
    parts.push(
      `I have your details (${analysis.lead.name}, ${analysis.lead.phone}, ${analysis.lead.city}) and have flagged this as an emergency for the team.`,
    );
  }
  const entry = analysis.issueNow ? knowledgeForIssue(analysis.issueNow) : knowledgeById('emergency-service');
  return {
    parts,
    responseType: 'emergency',
    templateUsed: `emergency:${reason}`,
    ctaType: 'call',
    confidence: 0.95,
    ...(entry ? { entry } : {}),
    suggestions: ['Is it safe to stay near the door?', 'How much will the repair cost?', 'Talk to a human'],
    asksForLead: true,
  };
}

function leadDraft(analysis: Analysis, context: AnswerContext, seed: number): Draft {
  const firstName = analysis.name ? callName(analysis.name) : undefined;
  const { lead } = analysis;
  if (lead.isComplete) {
    const outside = analysis.city?.region === 'nationwide';
    const parts = [
      `Thanks, ${firstName}! I have everything: ${lead.issue!.toLowerCase()} in ${lead.city}, and we'll reach you at ${lead.phone}.`,
      lead.urgency === 'emergency'
        ? `I've flagged it as an emergency. If you haven't already, call ${context.region.phone} now so a technician can head out right away.`
        : `Someone from our ${context.region.region} team will call you to set up a time. ${PRICING_NOTES.sameDay}`,
    ];
    if (outside) parts.push(PRICING_NOTES.outOfArea);
    parts.push(`If you'd rather pick a time yourself, book at ${context.region.bookingLink}.`);
    return {
      parts,
      responseType: 'lead_capture',
      templateUsed: 'lead:complete',
      ctaType: 'book',
      confidence: 0.95,
      suggestions: ['How much will it cost?', 'Is it safe to use the door?', 'Talk to a human'],
      asksForLead: true,
    };
  }
  const greeting = firstName ? `Thanks, ${firstName}!` : pick(OPENERS.acknowledge, seed);
  return {
    parts: [
      `${greeting} ${leadQuestion(analysis, context)}`,
      `You can also book online at ${context.region.bookingLink} or call ${context.region.phone}.`,
    ],
    responseType: 'lead_capture',
    templateUsed: 'lead:missing',
    ctaType: 'book',
    confidence: 0.9,
    suggestions: ['Do you offer same-day service?', 'What is the service call fee?', 'Talk to a human'],
    asksForLead: true,
  };
}

function humanDraft(analysis: Analysis, context: AnswerContext): Draft {
  const parts = [
    `${FED_UP.test(analysis.normalized) ? "I'm sorry I haven't been more help." : 'Of course.'} Tap "Talk to Human" and I'll forward this conversation to our team, or call ${context.region.phone} to speak with someone right away.`,
  ];
  if (!analysis.phone) parts.push('If you want a call back, add your phone number here so they know where to reach you.');
  return {
    parts,
    responseType: 'answer',
    templateUsed: 'escalate',
    ctaType: 'escalate',
    confidence: 0.95,
    suggestions: ['Book a technician', 'How much do repairs cost?'],
    asksForLead: true,
  };
}

function greetingDraft(analysis: Analysis, context: AnswerContext, seed: number): Draft {
  const text = fill(pick(OPENERS.greeting, seed), { name: analysis.name ? ` ${callName(analysis.name)}` : '', city: context.city });
  return {
    parts: [text],
    responseType: 'greeting',
    templateUsed: 'greeting',
    ctaType: 'book',
    confidence: 0.9,
    suggestions: ['My door will not open', 'How much is a spring replacement?', 'Book a technician'],
    asksForLead: true,
  };
}

function pricingDraft(analysis: Analysis, context: AnswerContext, hits: RetrievalHit[]): Draft {
  // A commercial door's spring or cable is not priced like a home door's.
  const issue = analysis.issuesNow.includes('commercial') ? 'commercial' : (analysis.issueNow ?? analysis.issue);
  if (!analysis.issueNow && SERVICE_FEE_QUESTION.test(analysis.normalized))
    return entryDraft(knowledgeById('service-fee'), context, undefined, 0.9, 'pricing');
  const top = hits[0];
  const policy =
    top &&
    top.score >= MATCH_THRESHOLD &&
    ['service-fee', 'out-of-area', 'free-estimates', 'online-estimator', 'opener-install', 'new-door'].includes(top.entry.id);
  if (policy && !(analysis.issueNow && !['opener', 'installation'].includes(analysis.issueNow)))
    return entryDraft(top.entry, context, top, 0.9, 'pricing');
  if (!issue && analysis.city?.region === 'nationwide')
    return entryDraft(knowledgeById('out-of-area'), context, undefined, 0.85, 'pricing');
  if (!issue)
    return entryDraft(
      knowledgeById('price-list'),
      context,
      hits.find((hit) => hit.entry.id === 'price-list'),
      0.85,
      'pricing',
    );
  const definition = ISSUES[issue];
  const estimate = definition.estimateKey ? ESTIMATES[definition.estimateKey] : undefined;
  const fee = formatUsd(SERVICE_CALL_FEE);
  const parts =
    issue === 'maintenance'
      ? [
          `A tune-up has no fixed price on our list: it starts with the ${fee} service call (plus tax), and the technician tells you the price of anything beyond it before doing the work. The service call is credited toward any repair.`,
        ]
      : estimate
        ? [
            `${estimate.label} typically runs ${formatRange(estimate.range)}. What moves the price within that range: ${estimate.priceFactors.join('; ')}.`,
            issue === 'installation'
              ? `${PRICING_NOTES.estimates} A technician measures, shows you the options and gives you the price before anything is ordered.`
              : `Every visit starts with the ${fee} service call (plus tax), which is credited toward the repair, and the technician confirms the price before starting any work.`,
          ]
        : [
            `There's no fixed price for that until a technician sees the door, but most repairs fall within our typical range of ${formatRange(TYPICAL_REPAIR_RANGE)}, and many are at the low end of it.`,
            `Every visit starts with the ${fee} service call (plus tax), which is credited toward the repair, and you get the price before any work starts.`,
          ];
  if (analysis.city?.region === 'nationwide') parts.push(PRICING_NOTES.outOfArea);
  parts.push(`Book at ${context.region.bookingLink} or call ${context.region.phone}.`);
  const entry = knowledgeForIssue(issue);
  return {
    parts,
    responseType: 'pricing',
    templateUsed: `pricing:${issue}`,
    ctaType: 'book',
    confidence: estimate ? 0.92 : 0.75,
    ...(entry ? { entry } : {}),
    suggestions: ['Can someone come out today?', 'What is the service call fee?', 'Try the online estimator'],
  };
}

const FROZEN = /\b(frozen|froze|freezing|ice|iced|icy)\b/;
const FROZEN_DOOR_ADVICE =
  "In freezing weather the bottom seal can freeze to the ground. Don't keep pressing the opener: it strains the motor and can tear the seal. Free the seal gently with a plastic scraper or warm (not boiling) water, then clear the ice under it so it can't freeze again.";

/** A remote in someone else's hands opens the garage. */
const STOLEN_REMOTE =
  /\b(stole|stolen|lost|took)\b.{0,30}\b(remote|clicker|opener)\b|\b(remote|clicker)\b.{0,20}\b(stolen|was stolen|got stolen|is missing|went missing)\b/;
const STOLEN_REMOTE_ADVICE =
  'If a remote was stolen, treat it like a lost house key: switch on the wall control\'s lock (vacation) setting so no remote works, lock the door between the garage and the house, and erase all remotes from the opener (on most models, hold the "learn" button until its light goes out), then pair the ones you still have again. If you\'d like a technician to do it or to change the keypad code, book a visit.';

/** A door that keeps closing on what is in its way: the safety reversal has failed. */
const NO_REVERSE = /\b(didn'?t|did not|doesn'?t|does not|won'?t|will not|never|not) (reverse|stop|go back up|bounce back)\b/;
const NO_REVERSE_ADVICE =
  "A door that doesn't reverse when it meets something has a safety fault, and it can hurt someone. Stop using the opener: unplug it or switch on the wall control's lock, and keep the door closed (or use it by hand only if the springs are intact). Don't hold the wall button down to force it closed. A technician needs to check the sensors and the opener's force setting before it's used again.";

/** The remote works but the wall button does not: the wall control, not the opener. */
const WALL_CONTROL_DEAD =
  /\bwall (button|switch|control|panel)\b.{0,30}\b(doesn'?t|does not|won'?t|not|stopped|dead)\b.{0,40}\bremote\b.{0,20}\b(works|does|is fine|still works|ok)\b|\bremote (works|does|is fine|still works)\b.{0,40}\bwall (button|switch|control|panel)\b.{0,20}\b(doesn'?t|does not|won'?t|not|stopped|dead)\b/;
const WALL_CONTROL_ADVICE =
  "When the remote works but the wall button doesn't, the opener is fine and the trouble is the wall control or its wire. Check whether the wall control's lock or vacation light is on (on most models you hold the lock button for a few seconds to turn it off), then follow the thin wire from the button to the motor unit for a staple through it, a loose end or a chewed spot.";

const POWER_OUT = /\b(power|electricity) (is |went |has gone |has been )?(out|off|down)\b|\b(power|electric(al)?) outage\b|\bblackout\b/;
const SLOW_DOOR = /\bslow(ly)?\b/;
const SLOW_DOOR_ADVICE =
  'A door that has become slow or labored is asking for attention: dry or worn rollers and hinges, or springs that have lost tension, make the opener work harder. If it strains, stops or reverses, stop running it, as that wears out the opener.';
/** Asking for a new opener, not about a broken one. */
const WANTS_NEW_OPENER =
  /\b(install|installing|installation|new|replace|replacing|replacement|upgrade|upgrading|smart|wi-?fi|battery backup|belt|chain|which|best|recommend|liftmaster|genie|chamberlain|brands?|myq|app|phone|smartphone|alexa)\b/;
const BROKEN_OPENER =
  /\b(hum|hums|humming|dead|broke|broken|not working|stopped|stops|quits|won'?t|doesn'?t|no power|clicks?|sagging|slapping|loose|slack|skipping|slipping|jumping|came off|fell off|noisy|loud)\b/;
/** Opening the door from a phone: a question about a smart opener, even if it names the remote. */
const PHONE_CONTROL = /\b(myq|app|smartphone|phone|alexa|wi-?fi|smart)\b/;

function issueDraft(analysis: Analysis, issue: IssueKind, context: AnswerContext, seed: number): Draft {
  const aboutOpener =
    issue === 'opener' || (issue === 'remote' && analysis.issuesNow.includes('opener') && PHONE_CONTROL.test(analysis.normalized));
  const newOpener = aboutOpener && WANTS_NEW_OPENER.test(analysis.normalized) && !BROKEN_OPENER.test(analysis.normalized);
  const powerOut = analysis.issuesNow.includes('stuck_closed') && POWER_OUT.test(analysis.normalized);
  const entry = powerOut ? knowledgeById('power-outage') : newOpener ? knowledgeById('opener-install') : knowledgeForIssue(issue)!;
  const draft = entryDraft(entry, context, undefined, 0.9);
  draft.templateUsed = `diagnosis:${entry.id}`;
  if (NO_REVERSE.test(analysis.normalized) && (issue === 'sensor' || issue === 'opener')) {
    draft.parts = [NO_REVERSE_ADVICE, `Call ${context.region.phone} or book at ${context.region.bookingLink}.`];
    draft.templateUsed = 'safety:no_reverse';
    draft.ctaType = 'call';
  }
  if (issue === 'remote' && STOLEN_REMOTE.test(analysis.normalized)) draft.parts.unshift(STOLEN_REMOTE_ADVICE);
  if (issue === 'remote' && WALL_CONTROL_DEAD.test(analysis.normalized)) {
    draft.parts = [
      WALL_CONTROL_ADVICE,
      `If that doesn't fix it, a technician can replace the wall control: book at ${context.region.bookingLink} or call ${context.region.phone}.`,
    ];
    draft.templateUsed = 'diagnosis:wall-control';
  }
  if (analysis.issuesNow.includes('stuck_closed') && FROZEN.test(analysis.normalized)) draft.parts.unshift(FROZEN_DOOR_ADVICE);
  if (issue === 'maintenance' && SLOW_DOOR.test(analysis.normalized)) draft.parts.unshift(SLOW_DOOR_ADVICE);
  const opener = /\b(frustrat|annoy|ugh|terrible|awful|stress|worried|help)/.test(analysis.normalized)
    ? pick(OPENERS.sympathy, seed)
    : undefined;
  if (opener) draft.parts.unshift(opener);
  if (analysis.urgency.urgency === 'emergency') {
    draft.parts.push(`Because this is an emergency, the fastest way to get help is to call ${context.region.phone} now.`);
  }
  return draft;
}

function coverageDraft(analysis: Analysis, context: AnswerContext): Draft {
  const city = analysis.cityNow!;
  const entry = knowledgeById('service-area');
  let text: string;
  if (city.serviceCity) {
    text = `Yes, we serve ${city.name}! It's part of our ${context.region.region} area, and our technicians there have completed 5,000+ jobs. Call ${context.region.phone} or book at ${context.region.bookingLink}.`;
  } else if (city.region !== 'nationwide' && city.region !== 'idaho') {
    text = `Yes, ${city.name} is covered by our ${context.region.region} team. Call ${context.region.phone} or book at ${context.region.bookingLink}.`;
  } else if (city.region === 'idaho') {
    // All of Idaho maps to this region, whatever the distance (Coeur d'Alene is 380 miles from Boise).
    text = `${city.name} is in the area our ${context.region.region} team covers, though it isn't one of the cities we serve every day. Call ${context.region.phone} to confirm a technician can reach you: ${PRICING_NOTES.outOfArea.charAt(0).toLowerCase()}${PRICING_NOTES.outOfArea.slice(1)}`;
  } else {
    text = `${city.name} is outside our regular service area. We cover Oregon, Washington and Idaho through our Portland Metro, Salem & Mid-Valley, SW Washington and Idaho & Eastern Oregon regions. ${PRICING_NOTES.outOfArea} Call ${context.region.phone} and the team will tell you whether they can reach you.`;
  }
  return {
    parts: [text],
    responseType: 'answer',
    templateUsed: city.region === 'nationwide' ? 'coverage:outside' : 'coverage:inside',
    ctaType: city.region === 'nationwide' ? 'call' : 'book',
    confidence: 0.9,
    entry,
    suggestions: ['Book a technician', 'What is the service call fee?', 'Where is your showroom?'],
  };
}

function intentEntry(analysis: Analysis): KnowledgeEntry | undefined {
  const { intents } = analysis;
  if (intents.has('ai')) return knowledgeById('ai-disclosure');
  if (intents.has('license')) return knowledgeById('licenses');
  if (intents.has('policies')) return knowledgeById('payments-warranty');
  if (intents.has('parts')) return knowledgeById('parts');
  if (intents.has('estimator')) return knowledgeById('online-estimator');
  if (intents.has('service_area')) return knowledgeById('service-area');
  if (intents.has('location')) return knowledgeById('offices');
  if (intents.has('hours')) return /emergenc/.test(analysis.normalized) ? knowledgeById('emergency-service') : knowledgeById('hours');
  return undefined;
}

function entryDraft(
  entry: KnowledgeEntry,
  context: AnswerContext,
  hit: RetrievalHit | undefined,
  confidence: number,
  responseType?: ResponseType,
): Draft {
  return {
    parts: [entry.answer(context)],
    responseType: responseType ?? entry.responseType,
    templateUsed: `kb:${entry.id}`,
    ctaType: entry.cta,
    confidence,
    entry,
    ...(hit ? { hit } : {}),
    suggestions: [...entry.suggestions],
  };
}

function simpleDraft(
  text: string,
  responseType: ResponseType,
  templateUsed: string,
  ctaType: CtaType,
  confidence: number,
  suggestions: string[],
): Draft {
  return { parts: [text], responseType, templateUsed, ctaType, confidence, suggestions };
}

type LeadField = 'name' | 'phone number' | 'city' | 'issue';

function missingFields(analysis: Analysis): LeadField[] {
  const missing: LeadField[] = [];
  if (!analysis.lead.name) missing.push('name');
  if (!analysis.lead.phone) missing.push('phone number');
  if (!analysis.lead.city) missing.push('city');
  if (!analysis.lead.issue) missing.push('issue');
  return missing;
}

/** The missing lead details as the object of "send me …": "your name and city, and a few words about …". */
function describeMissing(missing: readonly LeadField[], cityHint = ''): string {
  const contact = missing.filter((field) => field !== 'issue').map((field) => (field === 'city' ? `city${cityHint}` : field));
  const about = "a few words about what's going on with the door";
  if (!missing.includes('issue')) return `your ${joinList(contact)}`;
  return contact.length > 0 ? `your ${joinList(contact)}, and ${about}` : about;
}

function leadQuestion(analysis: Analysis, context: AnswerContext): string {
  const missing = missingFields(analysis);
  const cityHint =
    missing.includes('city') && context.city && context.city !== 'your area' && !analysis.city
      ? ` (are you in ${context.city}, or somewhere else?)`
      : '';
  return `To get a technician out to you, I just need ${describeMissing(missing, cityHint)}.`;
}

function askForMissing(analysis: Analysis, input: AssistantInput, seed: number): string {
  const missing = missingFields(analysis);
  const intro = pick(
    ["If you'd like a technician to come out, send", 'Want us to schedule a visit? Send', 'To set up a visit, send'],
    seed,
  );
  const cityHint = missing.includes('city') && input.city ? ` (are you in ${input.city}, or somewhere else?)` : '';
  return `${intro} me ${describeMissing(missing, cityHint)}, and I'll pass it to the team.`;
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function effectiveRegion(analysis: Analysis, input: AssistantInput): ServiceRegionKey {
  const named = analysis.city?.region;
  return named && named !== 'nationwide' ? named : input.regionKey;
}

function cityLabel(analysis: Analysis, input: AssistantInput, regionKey: ServiceRegionKey): string {
  if (analysis.city && analysis.city.region !== 'nationwide') return analysis.city.name;
  if (input.city) return input.city;
  return regionKey === 'nationwide' ? 'your area' : REGIONS[regionKey].city;
}

function primaryFor(ctaType: CtaType): PrimaryAction {
  if (ctaType === 'location') return 'call';
  return ctaType;
}

function uniqueSuggestions(suggestions: readonly string[]): string[] {
  return [...new Set(suggestions)].slice(0, CHAT_LIMITS.suggestions);
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** How to address the visitor: the first name, or "Dr. Patel" with the title. */
function callName(name: string): string {
  return /^(Dr|Mr|Mrs|Ms|Miss)\.? /.test(name) ? name : name.split(' ')[0]!;
}

/** The text up to the end of its first sentence of some substance ("Yes." alone says nothing). */
function firstSentence(text: string): string {
  const end = /.{40,}?[.!?](\s|$)/s.exec(text);
  return end ? end[0].trim() : text;
}

function round(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}
