import { type CtaType, isGenericCity, REGIONS } from '@tod/domain';
import type { Analysis } from '../analyze.ts';
import { FED_UP } from '../extract/detectIntents.ts';
import { ISSUES, type IssueKind } from '../extract/detectIssue.ts';
import { type EmergencyReason, personAtRisk } from '../extract/detectUrgency.ts';
import { type AnswerContext, answerOf, type KnowledgeEntry, type KnowledgeId, knowledgeById, knowledgeForIssue } from '../knowledge.ts';
import { pick } from '../phrases.ts';
import type { RetrievalHit } from '../retrieval.ts';
import {
  FROZEN,
  HELP_COMING,
  NO_REVERSE,
  POWER_OUT,
  SEE_A_DOCTOR,
  SLOW_DOOR,
  STOLEN_REMOTE,
  safetyAdviceKey,
  unplugOnly,
  WALL_CONTROL_DEAD,
} from '../safetyAdvice.ts';
import type { Say } from '../say/say.ts';
import { damagedDoor } from './doorHit.ts';
import { type DecideState, type Draft, has, NO_DIY_ISSUES, type ResponseType } from './state.ts';

export function entryDraft(
  entry: KnowledgeEntry,
  context: AnswerContext,
  hit: RetrievalHit | undefined,
  confidence: number,
  responseType?: ResponseType,
): Draft {
  return {
    parts: [answerOf(entry, context)],
    responseType: responseType ?? entry.responseType,
    variant: entry.id,
    ctaType: entry.cta,
    confidence,
    entry,
    ...(hit ? { hit } : {}),
    suggestions: context.say!.chips(entry.suggestions),
  };
}

export function simpleDraft(text: string, responseType: ResponseType, ctaType: CtaType, confidence: number, suggestions: string[]): Draft {
  return { parts: [text], responseType, ctaType, confidence, suggestions };
}

/** How to address the visitor: the first name, or "Dr. Patel" with the title. */
export function callName(name: string): string {
  return /^(Dr|Mr|Mrs|Ms|Miss)\.? /.test(name) ? name : name.split(' ')[0]!;
}

/** The lead's problem as the visitor reads it, in the reply's language (the lead itself stays in English). */
export function leadProblemName(say: Say, analysis: Analysis): string {
  const names = say.copy.problemNames as Readonly<Record<string, string>>;
  const stored = analysis.lead.issue;
  const known = Object.entries(ISSUES).find(([, definition]) => definition.label === stored)?.[0];
  if (known) return names[known]!;
  return problemName(say, analysis);
}

/** The door problem as the visitor reads it, in the reply's language. */
export function problemName(say: Say, analysis: Analysis): string {
  const names = say.copy.problemNames as Readonly<Record<string, string>>;
  const { issue } = analysis;
  if (issue) return names[issue]!;
  const reason = analysis.urgency.reason;
  if (analysis.urgency.urgency === 'emergency' && reason) return names[reason]!;
  const stored = analysis.lead.issue;
  const known = Object.entries(ISSUES).find(([, definition]) => definition.label === stored)?.[0];
  if (known) return names[known]!;
  return say.language === 'en' && stored ? stored.toLowerCase() : names.general!;
}

type MissingField = 'name' | 'phone' | 'city' | 'issue';

export function missingFields(analysis: Analysis): MissingField[] {
  const missing: MissingField[] = [];
  if (!analysis.lead.name) missing.push('name');
  if (!analysis.lead.phone) missing.push('phone');
  if (!analysis.lead.city) missing.push('city');
  if (!analysis.lead.issue) missing.push('issue');
  return missing;
}

/** The missing lead details as the object of "send me …": "your name and city, and a few words about …". */
export function describeMissing(say: Say, missing: readonly MissingField[], cityHint = ''): string {
  const { reply } = say.copy;
  const label = { name: reply.fieldName, phone: reply.fieldPhone, city: `${reply.fieldCity}${cityHint}` } as const;
  const contact = missing.filter((field) => field !== 'issue').map((field) => label[field as 'name' | 'phone' | 'city']);
  const fields = joinWords(contact, say.copy.lists.and);
  if (!missing.includes('issue')) return say.text(reply.missingYour, { fields });
  return contact.length > 0 ? say.text(reply.missingYourAndIssue, { fields, issue: reply.missingIssue }) : reply.missingIssue;
}

function joinWords(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`;
}

export function leadQuestion(state: DecideState): string {
  const { analysis, context, say } = state;
  const missing = missingFields(analysis);
  const cityHint =
    missing.includes('city') && context.city && context.city !== say.copy.reply.yourArea && !isGenericCity(context.city) && !analysis.city
      ? say.text(say.copy.reply.cityHint, { city: context.city })
      : '';
  return say.text(say.copy.reply.leadNeed, { missing: describeMissing(say, missing, cityHint) });
}

export function askForMissing(state: DecideState): string {
  const { analysis, input, say, seed } = state;
  const missing = missingFields(analysis);
  const intro = pick(say.copy.openers.askForMissing, seed);
  const cityHint = missing.includes('city') && input.city ? say.text(say.copy.reply.cityHint, { city: input.city }) : '';
  return say.text(say.copy.reply.askForMissing, { intro, missing: describeMissing(say, missing, cityHint) });
}

export function leadDraft(state: DecideState): Draft {
  const { analysis, context, say, seed } = state;
  const { reply } = say.copy;
  const firstName = analysis.name ? callName(analysis.name) : undefined;
  const { lead } = analysis;
  const suggestions = say.chips(['willCost', 'safeToUse', 'human']);
  if (lead.isComplete) {
    const outside = analysis.city?.region === 'nationwide';
    const parts = [
      say.text(reply.leadComplete, {
        firstName: firstName ?? '',
        problem: leadProblemName(say, analysis),
        city: lead.city!,
        leadPhone: lead.phone!,
      }),
      lead.urgency === 'emergency' ? say.text(reply.leadFlagged) : say.text(reply.leadCallBack, { region: context.region.region }),
    ];
    if (outside) parts.push(say.facts.outOfArea!);
    parts.push(say.text(reply.leadPickTime));
    return { parts, responseType: 'lead_capture', variant: 'complete', ctaType: 'book', confidence: 0.95, suggestions, asksForLead: true };
  }
  const greeting = firstName ? say.text(reply.leadThanks, { firstName }) : pick(say.copy.openers.acknowledge, seed);
  return {
    parts: [`${greeting} ${leadQuestion(state)}`, say.text(reply.leadAlsoBook)],
    responseType: 'lead_capture',
    variant: 'missing',
    ctaType: 'book',
    confidence: 0.9,
    suggestions: say.chips(['sameDay', 'feeQuestion', 'human']),
    asksForLead: true,
  };
}

export function humanDraft(state: DecideState): Draft {
  const { analysis, say } = state;
  const { reply } = say.copy;
  const fedUp = has(state, 'fed_up') || FED_UP.test(analysis.normalized);
  const parts = [say.text(reply.human, { opening: fedUp ? reply.humanSorry : reply.humanOfCourse })];
  if (!analysis.phone) parts.push(reply.humanAskPhone);
  return {
    parts,
    responseType: 'answer',
    ctaType: 'escalate',
    confidence: 0.95,
    suggestions: say.chips(['human', 'bookTech']),
    asksForLead: true,
  };
}

/**
 * A person asked for in words while the session's hand-off is already open (issue 33.2): the request is
 * with the team, not "tap Talk to Human" again; the region's phone for what cannot wait.
 */
export function humanAlreadyAskedDraft(state: DecideState): Draft {
  const { analysis, say } = state;
  const parts = [say.text(say.copy.reply.humanAlreadyAsked)];
  if (!analysis.phone) parts.push(say.copy.reply.humanAskPhone);
  return {
    parts,
    responseType: 'answer',
    ctaType: 'call',
    confidence: 0.95,
    suggestions: say.chips(['bookTech', 'repairsCost']),
    asksForLead: true,
  };
}

/**
 * "Is this door in stock?" from a partner's product page (issue 35.12): T.O.D. sees no stock and no
 * catalogue, so it says so, names the page the partner's `data-context` describes (quoted, as data), and
 * gives the ways to find out: the region's phone, a person (the team already, with a hand-off open), the showrooms.
 */
export function productStockDraft(state: DecideState): Draft {
  const { say } = state;
  const page = pageName(state.input.pageContext);
  return {
    parts: [
      ...(page ? [say.text(say.copy.reply.productStockPage, { page })] : []),
      // With a hand-off open, the team already has the chat: no "tap Talk to Human" again (issue 33.2).
      say.text(state.input.handOffOpen ? say.copy.reply.productStockTeam : say.copy.reply.productStock),
    ],
    responseType: 'answer',
    ...(page ? { variant: 'page' } : {}),
    ctaType: 'call',
    confidence: 0.9,
    suggestions: say.chips(['showroom', 'human', 'bookTech']),
    asksForLead: true,
  };
}

/** The partner's page description as one quoted line: whitespace collapsed, no quote marks of its own. */
function pageName(pageContext: string | undefined): string | undefined {
  const name = pageContext?.replace(/["“”]/g, '').replace(/\s+/g, ' ').trim();
  return name ? name : undefined;
}

export function greetingDraft(state: DecideState): Draft {
  const { analysis, context, say, seed } = state;
  const text = say.text(pick(say.copy.openers.greeting, seed), {
    name: analysis.name ? ` ${callName(analysis.name)}` : '',
    city: context.city,
  });
  return {
    parts: [text],
    responseType: 'greeting',
    ctaType: 'book',
    confidence: 0.9,
    suggestions: say.chips(['doorWontOpen', 'springCost', 'bookTech']),
    asksForLead: true,
  };
}

/** Prices a knowledge entry answers better than the price list ("is there a service fee?"). */
const PRICE_POLICY_ENTRIES: ReadonlySet<string> = new Set([
  'service-fee',
  'out-of-area',
  'free-estimates',
  'online-estimator',
  'opener-install',
  'new-door',
]);

/** Minimum retrieval score for answering from the knowledge base. */
export const MATCH_THRESHOLD = 0.6;

export function pricingDraft(state: DecideState, serviceFeeQuestion: boolean): Draft {
  const { analysis, context, hits, say } = state;
  const { reply } = say.copy;
  // A commercial door's spring or cable is not priced like a home door's.
  const issue = analysis.issuesNow.includes('commercial') ? 'commercial' : (analysis.issueNow ?? analysis.issue);
  if (!analysis.issueNow && serviceFeeQuestion) return entryDraft(knowledgeById('service-fee'), context, undefined, 0.9, 'pricing');
  const top = hits[0];
  const policy = top && top.score >= MATCH_THRESHOLD && PRICE_POLICY_ENTRIES.has(top.entry.id);
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
  const parts = priceParts(say, issue, wantsNewOpener(analysis));
  if (analysis.city?.region === 'nationwide') parts.push(say.facts.outOfArea!);
  parts.push(say.text(reply.bookOrCall));
  const entry = knowledgeForIssue(issue);
  return {
    parts,
    responseType: 'pricing',
    variant: issue,
    ctaType: 'book',
    confidence: ISSUES[issue].estimateKey ? 0.92 : 0.75,
    ...(entry ? { entry } : {}),
    suggestions: say.chips(['comeToday', 'feeQuestion', 'estimator']),
    answers: ['price'],
  };
}

/**
 * What a problem's repair costs: its range and what moves it, or the typical range. The opener's list price is
 * an installation's: a broken opener gets the typical repair range, and the new opener's price as the alternative.
 */
export function priceParts(say: Say, issue: IssueKind, newOpener = false): string[] {
  const { reply } = say.copy;
  const estimateKey = ISSUES[issue].estimateKey;
  if (issue === 'maintenance') return [say.text(reply.pricingMaintenance)];
  if (issue === 'opener' && !newOpener) return [say.text(reply.pricingOpenerRepair), say.text(reply.pricingRepairNote)];
  if (estimateKey) {
    return [
      say.text(reply.pricingEstimate, {
        label: say.copy.estimateLabels[estimateKey],
        range: say.facts[`${estimateKey === 'installation' ? 'install' : estimateKey}Range`]!,
        factors: say.copy.priceFactors[estimateKey].join('; '),
      }),
      issue === 'installation' ? say.text(reply.pricingInstallNote) : say.text(reply.pricingRepairNote),
    ];
  }
  return [say.text(reply.pricingNoFixed), say.text(reply.pricingNoFixedNote)];
}

/** Asking for a new opener, not about a broken one. */
const WANTS_NEW_OPENER =
  /\b(install|installing|installation|new|replace|replacing|replacement|upgrade|upgrading|smart|wi-?fi|battery backup|belt|chain|which|best|recommend|liftmaster|genie|chamberlain|brands?|myq|app|phone|smartphone|alexa)\b/;
const BROKEN_OPENER =
  /\b(hum|hums|humming|dead|broke|broken|not working|stopped|stops|quits|won'?t|doesn'?t|no power|clicks?|sagging|slapping|loose|slack|skipping|slipping|jumping|came off|fell off|noisy|loud|grind|grinds|grinding|squeal\w*|stripped)\b/;
/** A message about the opener. */
const OPENER_WORDS = /\b(openers?|motor|liftmaster|chamberlain|genie|craftsman|linear|marantec|skylink)\b/;

/**
 * The conversation asks about a new opener rather than a broken one: its latest message about the opener asks
 * for one and names no fault.
 */
export function wantsNewOpener(analysis: Analysis): boolean {
  if (analysis.understanding.intents.some(({ intent, confidence }) => intent === 'new_opener' && confidence >= 0.5)) return true;
  const latest = analysis.conversation.findLast((text) => OPENER_WORDS.test(text));
  return latest !== undefined && WANTS_NEW_OPENER.test(latest) && !BROKEN_OPENER.test(latest);
}

/** Opening the door from a phone: a question about a smart opener, even if it names the remote. */
const PHONE_CONTROL = /\b(myq|app|smartphone|phone|alexa|wi-?fi|smart)\b/;
const SYMPATHY = /\b(frustrat|annoy|ugh|terrible|awful|stress|worried|help)/;

export function issueDraft(state: DecideState, issue: IssueKind): Draft {
  const { analysis, context, say, seed } = state;
  const { reply, safety } = say.copy;
  const text = analysis.normalized;
  const aboutOpener = issue === 'opener' || (issue === 'remote' && analysis.issuesNow.includes('opener') && PHONE_CONTROL.test(text));
  const newOpener = aboutOpener && WANTS_NEW_OPENER.test(text) && !BROKEN_OPENER.test(text);
  const powerOut = analysis.issuesNow.includes('stuck_closed') && POWER_OUT.test(text);
  const entry = powerOut ? knowledgeById('power-outage') : newOpener ? knowledgeById('opener-install') : knowledgeForIssue(issue)!;
  const draft = entryDraft(entry, context, undefined, 0.9);
  if (NO_REVERSE.test(text) && (issue === 'sensor' || issue === 'opener')) {
    draft.parts = [safety.noReverse, say.text(reply.callOrBook)];
    draft.variant = 'no_reverse';
    draft.ctaType = 'call';
  }
  if (issue === 'remote' && STOLEN_REMOTE.test(text)) draft.parts.unshift(safety.stolenRemote);
  if (issue === 'remote' && WALL_CONTROL_DEAD.test(text)) {
    draft.parts = [safety.wallControl, say.text(reply.wallControlNext)];
    draft.variant = 'wall-control';
  }
  if (analysis.issuesNow.includes('stuck_closed') && FROZEN.test(text)) draft.parts.unshift(safety.frozen);
  if (issue === 'maintenance' && SLOW_DOOR.test(text)) draft.parts.unshift(safety.slowDoor);
  if (SYMPATHY.test(text)) draft.parts.unshift(pick(say.copy.openers.sympathy, seed));
  if (analysis.urgency.urgency === 'emergency') draft.parts.push(say.text(reply.emergencyFastest));
  return draft;
}

/** Whether a town is served: the place named this turn (the visitor's own, else the one asked about), or `city`. */
export function coverageDraft(state: DecideState, city = (state.analysis.cityNow ?? state.analysis.placeNamed)!): Draft {
  // Tigard asked about in a Salem conversation is the Portland Metro team's, with its phone and booking link.
  const say = city.region === 'nationwide' ? state.say : state.sayFor(city.region);
  const { reply } = say.copy;
  const values = { place: city.name, region: say.facts.region ?? state.context.region.region };
  const text = city.serviceCity
    ? say.text(reply.coverageServiceCity, values)
    : city.region !== 'nationwide' && city.region !== 'idaho'
      ? say.text(reply.coverageInRegion, values)
      : city.region === 'idaho'
        ? // All of Idaho maps to this region, whatever the distance (Coeur d'Alene is 380 miles from Boise).
          say.text(reply.coverageIdaho, values)
        : say.text(reply.coverageOutside, values);
  return {
    parts: [text],
    responseType: 'answer',
    variant: city.region === 'nationwide' ? 'outside' : 'inside',
    ctaType: city.region === 'nationwide' ? 'call' : 'book',
    confidence: 0.9,
    entry: knowledgeById('service-area'),
    suggestions: say.chips(['bookTech', 'feeQuestion', 'showroom']),
    answers: ['service_area'],
  };
}

/**
 * A town asked about, or someone else's, while the lead has no city (issue 33.1): whether it is served, then
 * whose address the visit is for, rather than taking it as the visitor's.
 */
export function whoseAddressDraft(state: DecideState): Draft {
  const { analysis, say } = state;
  const place = analysis.placeNamed!;
  const coverage = coverageDraft(state, place);
  const onlyCityMissing = missingFields(analysis).every((field) => field === 'city');
  return {
    ...coverage,
    parts: [...coverage.parts, say.text(say.copy.reply.whoseAddress, { place: place.name })],
    responseType: 'lead_capture',
    variant: undefined,
    suggestions: say.chips(['sameDay', 'feeQuestion', 'human']),
    asksForLead: onlyCityMissing,
  };
}

/** The knowledge entry an intent asks for, when the message names no problem. */
export function intentEntry(state: DecideState): KnowledgeEntry | undefined {
  const order: ReadonlyArray<readonly [Parameters<typeof has>[1], KnowledgeId]> = [
    ['ai', 'ai-disclosure'],
    ['license', 'licenses'],
    ['payments_warranty', 'payments-warranty'],
    ['parts', 'parts'],
    ['estimator', 'online-estimator'],
    ['free_estimate', 'free-estimates'],
    ['service_area', 'service-area'],
    ['offices', 'offices'],
  ];
  for (const [intent, id] of order) if (has(state, intent)) return knowledgeById(id);
  if (has(state, 'hours')) return knowledgeById(/emergenc/.test(state.analysis.normalized) ? 'emergency-service' : 'hours');
  return undefined;
}

export function safetyDraft(state: DecideState): Draft {
  const { analysis, say } = state;
  const { issue } = analysis;
  const entry = issue ? knowledgeForIssue(issue) : undefined;
  const dangerous = issue !== undefined && NO_DIY_ISSUES.has(issue);
  return {
    parts: [
      safetyAdviceText(say, analysis, issue),
      dangerous ? say.text(say.copy.safety.technicianMakesSafe) : say.text(say.copy.safety.technicianCanLook),
    ],
    responseType: issue ? 'diagnosis' : 'answer',
    variant: issue ?? 'general',
    ctaType: dangerous ? 'call' : 'book',
    confidence: 0.9,
    ...(entry ? { entry } : {}),
    suggestions: say.chips(['repairWillCost', 'comeToday', 'human']),
    answers: ['safety_question'],
  };
}

/** What to say first to "is it safe…?", in the reply's language. */
export function safetyAdviceText(say: Say, analysis: Analysis, issue: IssueKind | undefined): string {
  const key = safetyAdviceKey(analysis, issue);
  if (key === 'unplug' || key === 'intactSpring' || key === 'general') return say.text(say.copy.safety[key]);
  return say.text(say.copy.safetyByProblem[key]);
}

export function emergencyDraft(state: DecideState, reason: EmergencyReason): Draft {
  const { analysis, say } = state;
  const { reply } = say.copy;
  // A door stuck open at night that was hit or is bent gets no step that runs it (the wall button held down).
  const damaged = reason === 'open_at_night' && damagedDoor(state);
  const parts = [say.text(damaged ? say.copy.safety.damagedDoorAtNight : say.copy.emergencySteps[reason])];
  if (has(state, 'diy') && analysis.issue && NO_DIY_ISSUES.has(analysis.issue)) parts.push(say.copy.safety.noDiyEmergency);
  parts.push(say.text(reply.emergencyCall));
  const missing = missingFields(analysis);
  if (missing.length > 0) {
    parts.push(say.text(reply.emergencyAskDetails, { missing: describeMissing(say, missing) }));
  } else {
    parts.push(
      say.text(reply.emergencyHaveDetails, { name: analysis.lead.name!, leadPhone: analysis.lead.phone!, city: analysis.lead.city! }),
    );
  }
  const entry = analysis.issueNow ? knowledgeForIssue(analysis.issueNow) : knowledgeById('emergency-service');
  return {
    parts,
    responseType: 'emergency',
    variant: damaged ? 'damaged_door' : reason,
    ctaType: 'call',
    confidence: 0.95,
    ...(entry ? { entry } : {}),
    suggestions: emergencyChips(state, reason),
    asksForLead: true,
  };
}

/**
 * What to offer next after an emergency reply. A person at risk, a fire or carbon monoxide: nothing; 911 and
 * getting out are all that matter, and a price question would be cruel. A door or a part that is a danger: what
 * the repair will cost once everyone is clear, and a person.
 */
function emergencyChips(state: DecideState, reason: EmergencyReason): string[] {
  if (personAtRisk(reason, state.analysis.conversation.join(' ')) || reason === 'pet_trapped') return [];
  return state.say.chips(['repairWillCost', 'human']);
}

export function emergencyFollowUpDraft(state: DecideState): Draft {
  const { analysis, say, lastReply } = state;
  const reason = analysis.urgency.reason ?? 'stated';
  const draft = emergencyDraft(state, reason);
  // "Can I pull it down by hand?" about a broken spring, cable or a door off its track: the answer is no, and why.
  const advice = !has(state, 'safety_question')
    ? undefined
    : unplugOnly(analysis)
      ? say.copy.safety.unplug
      : analysis.issue && NO_DIY_ISSUES.has(analysis.issue)
        ? say.copy.safetyByProblem[analysis.issue as 'spring' | 'cable' | 'off_track']
        : undefined;
  if (advice) draft.parts[0] = advice;
  else if ((reason === 'struck' || reason === 'person_pinned') && SEE_A_DOCTOR.test(analysis.normalized))
    draft.parts[0] = say.text(say.copy.safety.doctor);
  // The same safety steps a second time in a row read as a canned reply: point back to them instead.
  else if (lastReply.includes(draft.parts[0]!)) draft.parts[0] = say.text(say.copy.stepsStillHold[reason]);
  if (HELP_COMING.test(analysis.normalized)) draft.parts.unshift(say.copy.safety.helpComing);
  if (has(state, 'arrival')) draft.parts.unshift(say.text(say.copy.safety.emergencyArrival));
  return draft;
}

export function followUpDraft(state: DecideState, issue: IssueKind): Draft {
  const { say, lastReply } = state;
  const { reply } = say.copy;
  const problem = (say.copy.problemNames as Readonly<Record<string, string>>)[issue]!;
  // Not the same sentence twice in a row: the second time, ask.
  if (lastReply.startsWith(say.text(reply.followUpPrefix, { problem })))
    return {
      parts: [say.text(reply.followUpAsk)],
      responseType: 'answer',
      variant: `${issue}:ask`,
      ctaType: 'call',
      confidence: 0.5,
      suggestions: say.chips(['willCost', 'safeToUse', 'human']),
    };
  return {
    parts: [say.text(reply.followUp, { problem })],
    responseType: 'answer',
    variant: issue,
    ctaType: 'book',
    confidence: 0.6,
    suggestions: say.chips(['willCost', 'safeToUse', 'comeToday']),
  };
}

const BE_HOME = /\b(have to|need to|should i|do i) be (home|there|present)\b|\bleave (the|a|my) (\w+ )?code\b/;
/** "Where is the technician?", "is he still coming?". */
const WHERE_IS_TECH =
  /\bwhere is (he|she|the tech|your tech|the technician|my technician|the guy)\b|\b(is|are) (he|she|they|the tech|the technician) (still )?(coming|on (his|her|their|the) way)\b/;

export function arrivalDraft(state: DecideState): Draft {
  const { analysis, say } = state;
  const { reply } = say.copy;
  return {
    parts: WHERE_IS_TECH.test(analysis.normalized)
      ? [say.text(reply.whereIsTech)]
      : [...(BE_HOME.test(analysis.normalized) ? [reply.beHome] : []), say.text(reply.arrival)],
    responseType: 'answer',
    ctaType: 'book',
    confidence: 0.85,
    entry: knowledgeById('same-day'),
    suggestions: say.chips(['feeQuestion', 'safeToUse', 'human']),
    answers: ['arrival'],
  };
}

export function complaintDraft(state: DecideState): Draft {
  const { analysis, say } = state;
  const parts = [say.text(say.copy.reply.complaint)];
  if (analysis.issueNow && NO_DIY_ISSUES.has(analysis.issueNow)) parts.push(say.copy.reply.complaintKeepClear);
  return {
    parts,
    responseType: 'answer',
    ctaType: 'call',
    confidence: 0.9,
    suggestions: say.chips(['human', 'safeToUse', 'bookTech']),
    asksForLead: true,
  };
}

export function diyRefusalDraft(state: DecideState, issue: IssueKind): Draft {
  const { context, say } = state;
  const what = say.copy.safety.noDiyWhat[issue as 'spring' | 'cable' | 'off_track'];
  const entry = knowledgeForIssue(issue)!;
  return {
    parts: [say.text(say.copy.safety.noDiy, { what }), answerOf(entry, context)],
    responseType: 'diagnosis',
    variant: issue,
    ctaType: 'book',
    confidence: 0.95,
    entry,
    suggestions: say.chips(entry.suggestions),
    answers: ['diy'],
  };
}

/** The city a reply talks about: the named one in our area, the page's, or the region's. */
export function cityLabel(analysis: Analysis, pageCity: string | undefined, regionKey: keyof typeof REGIONS, say: Say): string {
  if (analysis.city && analysis.city.region !== 'nationwide') return analysis.city.name;
  if (pageCity) return pageCity;
  return regionKey === 'nationwide' ? say.copy.reply.yourArea : REGIONS[regionKey].city;
}
