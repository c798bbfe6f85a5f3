import type { ChatMetadata, CtaType, Intent, ServiceRegionKey, Understanding } from '@tod/domain';
import type { Analysis } from '../analyze.ts';
import type { AssistantInput } from '../engine.ts';
import type { IssueKind } from '../extract/detectIssue.ts';
import type { AnswerContext, KnowledgeEntry } from '../knowledge.ts';
import type { RetrievalHit } from '../retrieval.ts';
import type { Say } from '../say/say.ts';
import type { SettledLead } from './leadState.ts';

export type ResponseType = NonNullable<ChatMetadata['responseType']>;

/** Below this an intent is a guess, and the assistant does not answer a guess as if it were sure. */
export const CONFIDENT = 0.5;

/** Everything a rule may read about the turn. */
export interface DecideState {
  /** What the visitor's message means (the model's, or derived from today's analysis). */
  understanding: Understanding;
  /** The conversation so far: the problem, urgency and lead (see understandingOf.ts). */
  analysis: Analysis;
  /** The lead after this message: what changed, what was corrected, what was kept. */
  settled: SettledLead;
  input: AssistantInput;
  context: AnswerContext;
  say: Say;
  /** The say step with another region's facts, in the reply's language (a town of another region asked about). */
  sayFor(regionKey: ServiceRegionKey): Say;
  hits: RetrievalHit[];
  top: RetrievalHit | undefined;
  seed: number;
  /** The assistant's previous reply ('' on the first turn). */
  lastReply: string;
  /** The message is about doors at all (a problem, a door word, a strong match or an intent). */
  onTopic: boolean;
  /** The confident intents of the message. */
  intents: ReadonlySet<Intent>;
}

/** An answer plan: the parts of the reply, the call to action, and what it answers. */
export interface Draft {
  parts: string[];
  responseType: ResponseType;
  /** The part of `templateUsed` after the rule id ("emergency:struck"), when a rule has variants. */
  variant?: string;
  ctaType: CtaType;
  confidence: number;
  entry?: KnowledgeEntry;
  hit?: RetrievalHit;
  suggestions: string[];
  /** Whether the reply already asks for the missing lead details. */
  asksForLead?: boolean;
  /** Intents this answer covers, so a second intent of the message gets its own short answer. */
  answers?: readonly Intent[];
}

/** One row of the decision table. */
export interface Rule {
  /** The reply's `templateUsed` (plus `:variant`), so a transcript shows which rule fired. */
  id: string;
  /** Why the rule sits where it does, for the next person who reorders the table. */
  why: string;
  when(state: DecideState): boolean;
  answer(state: DecideState): Draft;
}

export function has(state: DecideState, intent: Intent): boolean {
  return state.intents.has(intent);
}

export const NO_DIY_ISSUES: ReadonlySet<IssueKind> = new Set(['spring', 'cable', 'off_track']);
