import {
  CHAT_LIMITS,
  type ChatMetadata,
  type CTA_ACTIONS,
  type CtaType,
  chatRegionData,
  ESTIMATE_PATH,
  type Intent,
  type LeadData,
  type PRIMARY_ACTIONS,
  REGIONS,
  type ServiceRegionKey,
  type Understanding,
} from '@tod/domain';
import { type Analysis, analyze, emergencyIssueLabel } from './analyze.ts';
import { chipReading } from './chips.ts';
import { decide } from './decide/decide.ts';
import { askForMissing, cityLabel } from './decide/drafts.ts';
import { type SettledLead, settleLead } from './decide/leadState.ts';
import { STRONG_MATCH } from './decide/rules.ts';
import { CONFIDENT, type DecideState } from './decide/state.ts';
import { understandingOf } from './decide/understandingOf.ts';
import type { AssistantInput, AssistantReply, LeadChange } from './engine.ts';
import { GARAGE_VOCABULARY } from './extract/detectIntents.ts';
import { personAtRisk } from './extract/detectUrgency.ts';
import { type AnswerContext, officeTerms } from './knowledge.ts';
import { hashSeed, pick } from './phrases.ts';
import { retrieve } from './retrieval.ts';
import { createSay } from './say/say.ts';

type PrimaryAction = (typeof PRIMARY_ACTIONS)[number];
type CtaAction = (typeof CTA_ACTIONS)[number];

/** Intents that say nothing about doors: alone, they don't make a message on topic. */
const CONVERSATION_ONLY: ReadonlySet<Intent> = new Set<Intent>(['injection', 'off_topic', 'acknowledge']);

export interface ComposeOptions {
  bookingBaseUrl?: string;
}

/** The intents the decide step acts on: the understanding's (after the rule merge of `understandingOf`) at or above {@link CONFIDENT}. */
export function confidentIntents(understanding: Understanding): Set<Intent> {
  return new Set<Intent>(understanding.intents.filter((item) => item.confidence >= CONFIDENT).map((item) => item.intent));
}

/**
 * Understand → decide → say for one turn of the local engine: the understanding of the message (the
 * model's, or derived from the analysis), the decision table's answer plan, and the reply in the
 * visitor's language with its SPEC §3 metadata.
 */
export function composeReply(turnAnalysis: Analysis, input: AssistantInput, options: ComposeOptions = {}): AssistantReply {
  const { analysis, understanding, settled } = understandTurn(turnAnalysis, input);
  const regionKey = effectiveRegion(analysis, input);
  const region = chatRegionData(regionKey, options.bookingBaseUrl);
  const say = createSay(understanding.language, regionKey, options.bookingBaseUrl);
  const context: AnswerContext = { region, info: REGIONS[regionKey], city: cityLabel(analysis, input.city, regionKey, say), say };
  // The knowledge base's questions are English: a Spanish chip is matched through its English twin.
  const hits = analysis.readByRules ? retrieve(chipReading(input.message)?.english ?? input.message) : [];
  const intents = confidentIntents(understanding);
  const top = hits[0];
  const state: DecideState = {
    understanding,
    analysis: {
      ...analysis,
      lead: settled.lead,
      wantsService: analysis.wantsService || intents.has('booking') || intents.has('human'),
    },
    settled,
    input,
    context,
    say,
    sayFor: (key) => (key === regionKey ? say : createSay(understanding.language, key, options.bookingBaseUrl)),
    hits,
    top,
    seed: hashSeed(input.sessionId) + analysis.turn,
    lastReply: input.history.findLast((item) => item.role === 'assistant')?.content ?? '',
    onTopic:
      analysis.issueNow !== undefined ||
      understanding.problem !== undefined ||
      GARAGE_VOCABULARY.test(analysis.normalized) ||
      (top !== undefined && top.score >= STRONG_MATCH) ||
      [...intents].some((intent) => !CONVERSATION_ONLY.has(intent)),
    intents,
  };

  const { draft, templateUsed } = decide(state);
  const { reply } = say.copy;
  // The same long answer twice in a row reads as a machine stuck: point back to it in a sentence.
  const lead = draft.parts[0];
  if (
    lead &&
    lead.length > 160 &&
    state.lastReply.includes(lead) &&
    draft.responseType !== 'emergency' &&
    draft.responseType !== 'lead_capture' &&
    !templateUsed.startsWith('repeat') &&
    !templateUsed.startsWith('follow_up') &&
    !analysis.issueNow
  ) {
    const offers = draft.responseType === 'pricing' ? reply.sumUpOffersPricing : reply.sumUpOffersAll;
    draft.parts = [
      say.text(reply.sumUp, { first: firstSentence(lead), offers }),
      ...draft.parts.slice(1).filter((part) => !state.lastReply.includes(part)),
    ];
  }
  // "Do you finance a new door?": the answer about the door, then who can answer the rest.
  if (intents.has('payments_warranty') && draft.entry?.id !== 'payments-warranty' && draft.responseType !== 'off_topic')
    draft.parts.push(officeTerms(say));
  if (intents.has('injection')) draft.parts.unshift(pick(say.copy.openers.injection, state.seed));
  if (state.analysis.wantsService && !state.analysis.lead.isComplete && !draft.asksForLead && draft.responseType !== 'off_topic') {
    draft.parts.push(askForMissing(state));
    draft.asksForLead = true;
  }
  let content = draft.parts.join('\n\n');
  if (/\$\d/.test(content) && !content.toLowerCase().includes(say.facts.finalPricingLower!)) content += `\n\n${say.facts.finalPricing}`;

  const emergency = analysis.urgency.urgency === 'emergency';
  const primaryAction: PrimaryAction = emergency ? 'emergency_call' : primaryFor(draft.ctaType);
  const faq = draft.hit ?? (draft.entry ? hits.find((hit) => hit.entry.id === draft.entry!.id) : undefined);
  const metadata: ChatMetadata = {
    confidence: round(draft.confidence),
    region: region.region,
    responseType: draft.responseType,
    templateUsed,
    ctaType: emergency ? 'call' : draft.ctaType,
    ctaData: {
      phone: region.phone,
      ...(draft.ctaType === 'book' ? { url: region.bookingLink } : draft.ctaType === 'estimate' ? { url: ESTIMATE_PATH } : {}),
    },
    ctaGuidance: {
      showCTA: draft.responseType !== 'off_topic' && draft.responseType !== 'greeting',
      availableActions: availableActions(analysis),
      primaryAction,
    },
    leadInfo: leadInfoOf(
      state.analysis,
      understanding.intents.some((item) => item.intent === 'report_problem'),
    ),
    suggestions: [...new Set(draft.suggestions)].slice(0, CHAT_LIMITS.suggestions),
    engine: 'local',
    // The widget labels this reply's buttons in its language, which may not be the page's (issue 23.3).
    locale: understanding.language,
  };
  if (draft.entry) {
    metadata.faqMatch = {
      question: draft.entry.question,
      category: draft.entry.category,
      score: faq && faq.entry.id === draft.entry.id ? faq.score : 0.75,
    };
  }
  const leadChange = leadChangeOf(state, templateUsed);
  return { content, metadata, ...(leadChange ? { leadChange } : {}) };
}

/**
 * What this turn does to a lead the office already has (the store applies it, docs/decisions/0042): the
 * fields the visitor explicitly corrected, and a second job as a note, quoted in the visitor's words for
 * the office.
 */
function leadChangeOf(state: DecideState, templateUsed: string): LeadChange | undefined {
  const corrects = state.settled.corrected;
  const note = templateUsed === 'second_job' ? `Another job mentioned in the chat: "${state.input.message}"` : undefined;
  const now = state.analysis.urgencyNow;
  const emergencyIssue = now.urgency === 'emergency' ? emergencyIssueLabel(now.reason) : undefined;
  if (corrects.length === 0 && !note && !emergencyIssue) return undefined;
  return { corrects, ...(note ? { note } : {}), ...(emergencyIssue ? { emergencyIssue } : {}) };
}

/**
 * The lead as the office reads it (in English). A question about a job ("how long does a spring
 * replacement take?") reports no problem, so it does not make the lead urgent.
 */
function leadInfoOf(analysis: Analysis, reportsProblem: boolean): Analysis['lead'] {
  const lead = { ...analysis.lead };
  if (lead.urgency === 'urgent' && !reportsProblem && analysis.issueNow && analysis.issue === analysis.issueNow && analysis.turn === 1) {
    delete lead.urgency;
  }
  return lead;
}

interface TurnUnderstanding {
  analysis: Analysis;
  understanding: Understanding;
  settled: SettledLead;
}

/**
 * The understanding of a turn and the lead it leaves. The lead before it is the stored one; without one
 * (a conversation replayed from its history), the previous turn's, worked out the same way.
 */
function understandTurn(analysis: Analysis, input: AssistantInput): TurnUnderstanding {
  const understanding = understandingOf(analysis);
  // Only a message that names a lead detail can change the lead: the others need no previous lead.
  const touchesLead =
    analysis.given.name ||
    analysis.given.phone ||
    analysis.given.city ||
    analysis.issueNow !== undefined ||
    analysis.placeNamed !== undefined ||
    understanding.corrects.length > 0;
  const previous = input.lead ?? (touchesLead ? previousLead(input) : undefined);
  return { analysis, understanding, settled: settleLead(analysis, understanding, input, previous) };
}

function previousLead(input: AssistantInput): LeadData | undefined {
  const lastUser = input.history.findLastIndex((item) => item.role === 'user');
  if (lastUser < 0) return undefined;
  // The previous message is read by the local model: an understanding given with the input is this message's.
  const { understanding: _thisMessage, ...rest } = input;
  const previous: AssistantInput = { ...rest, message: input.history[lastUser]!.content, history: input.history.slice(0, lastUser) };
  const { isComplete: _complete, ...lead } = understandTurn(analyze(previous), previous).settled.lead;
  return Object.keys(lead).length > 0 ? lead : undefined;
}

function effectiveRegion(analysis: Analysis, input: AssistantInput): ServiceRegionKey {
  const named = analysis.city?.region;
  return named && named !== 'nationwide' ? named : input.regionKey;
}

/**
 * The buttons a reply offers: in an emergency, 911 first when a person is at risk (fire, carbon monoxide,
 * someone pinned, shut in or hurt), then the office's emergency line and a person, and never a booking
 * (issue 30, decision 0301); otherwise call, book and a person.
 */
export function availableActions(analysis: Analysis): CtaAction[] {
  if (analysis.urgency.urgency !== 'emergency') return ['call', 'book', 'escalate'];
  const atRisk = personAtRisk(analysis.urgency.reason, analysis.conversation.join(' '));
  return atRisk ? ['call_911', 'call', 'escalate'] : ['call', 'escalate'];
}

function primaryFor(ctaType: CtaType): PrimaryAction {
  if (ctaType === 'location') return 'call';
  return ctaType;
}

/** The text up to the end of its first sentence of some substance ("Yes." alone says nothing). */
function firstSentence(text: string): string {
  const end = /.{40,}?[.!?](\s|$)/s.exec(text);
  return end ? end[0].trim() : text;
}

function round(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}
