import {
  CHAT_LIMITS,
  type ChatMetadata,
  CONTACT_PATH,
  type CtaType,
  chatRegionData,
  ESTIMATE_PATH,
  ESTIMATES,
  formatRange,
  formatUsd,
  PRICING_NOTES,
  type PRIMARY_ACTIONS,
  REGIONS,
  SAME_DAY_HOURS,
  SERVICE_CALL_FEE,
  type ServiceRegionKey,
  TYPICAL_REPAIR_RANGE,
} from '@tod/domain';
import type { Analysis } from './analyze.ts';
import type { AssistantInput, AssistantReply } from './engine.ts';
import { FED_UP, GARAGE_VOCABULARY, type Intent } from './extract/detectIntents.ts';
import { ISSUES, type IssueKind } from './extract/detectIssue.ts';
import type { EmergencyReason } from './extract/detectUrgency.ts';
import { type AnswerContext, type KnowledgeEntry, knowledgeById, knowledgeForIssue, officeTerms } from './knowledge.ts';
import { hashSeed, OPENERS, pick } from './phrases.ts';
import { type RetrievalHit, retrieve } from './retrieval.ts';
import {
  DOCTOR_ADVICE,
  EMERGENCY_STEPS,
  FROZEN,
  FROZEN_DOOR_ADVICE,
  HELP_COMING,
  NO_REVERSE,
  NO_REVERSE_ADVICE,
  POWER_OUT,
  SAFETY_ADVICE,
  SEE_A_DOCTOR,
  SLOW_DOOR,
  SLOW_DOOR_ADVICE,
  STEPS_STILL_HOLD,
  STOLEN_REMOTE,
  STOLEN_REMOTE_ADVICE,
  safetyAdvice,
  UNPLUG_ADVICE,
  unplugOnly,
  WALL_CONTROL_ADVICE,
  WALL_CONTROL_DEAD,
} from './safetyAdvice.ts';

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
  const parts = [EMERGENCY_STEPS[reason]];
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
