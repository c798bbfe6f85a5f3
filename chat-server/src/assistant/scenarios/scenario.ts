import { ASSISTANT_COPY, type ChatMetadata, type HistoryItem, type LeadInfo, type ServiceRegionKey } from '@tod/domain';
import type { AssistantEngine } from '../engine.ts';
import { replyViolations } from '../invariants.ts';

export type ScenarioCategory =
  | 'knowledge'
  | 'diagnosis'
  | 'pricing'
  | 'regions'
  | 'emergency'
  | 'lead_capture'
  | 'safety'
  | 'injection'
  | 'off_topic'
  | 'typos'
  | 'homeowners'
  | 'topics'
  | 'spanish';

/** What one assistant reply must show. Every field is optional; every reply also keeps the invariants. */
export interface Expectation {
  /** The decision-table rule that answers: `templateUsed` is this id, or this id and `:variant`. */
  rule?: string;
  responseType?: ChatMetadata['responseType'] | Array<NonNullable<ChatMetadata['responseType']>>;
  /**
   * Catalogue templates the reply uses, by key (`'answers.opener'`, `'emergency.carTrapped'`): the reply holds
   * every fixed part of the template, in English or Spanish, whatever facts fill it. Sentences are named by
   * key here, never typed, so a copy edit in `domain/` does not break a scenario.
   */
  says?: string[];
  /** Catalogue templates the reply must not use, by key: a step that contradicts the rest of the reply. */
  doesNotSay?: string[];
  /**
   * Facts and figures the reply contains (case-insensitive): prices, phones, links, licenses and names, taken
   * from `domain/` where it has them. Not sentences: a sentence is a `says` key.
   */
  includes?: Array<string | RegExp>;
  excludes?: Array<string | RegExp>;
  primaryAction?: NonNullable<ChatMetadata['ctaGuidance']>['primaryAction'];
  faqCategory?: string;
  lead?: Partial<LeadInfo>;
  /** The reply's buttons, exactly and in order (`ctaGuidance.availableActions`): 911 first where a person is at risk. */
  actions?: NonNullable<ChatMetadata['ctaGuidance']>['availableActions'];
  /** The first sentence is safety guidance (in the reply's language). */
  safetyFirst?: boolean;
}

export interface ScenarioTurn {
  user: string;
  expect?: Expectation;
}

export interface Scenario {
  name: string;
  category: ScenarioCategory;
  region: ServiceRegionKey;
  city?: string;
  /** ISO time of the conversation (night-time rules). */
  at?: string;
  /** The language the widget was set to, if any. */
  locale?: 'en' | 'es';
  /** The partner page's `data-context` sent with every turn (issue 35.12). */
  pageContext?: string;
  /** The session's hand-off to the team is already open (issue 33.2). */
  handOffOpen?: boolean;
  turns: ScenarioTurn[];
  /**
   * A behaviour the understanding does not have yet, and the corpus lines it needs. The scenario still runs and
   * must still fail: when it passes, the marker goes (scenarios.test.ts says so).
   */
  knownMiss?: string;
}

export interface ScenarioResult {
  scenario: Scenario;
  failures: string[];
  /** The index of each turn with at least one failure. */
  failedTurns: number[];
}

/** Plays a scenario against an engine, turn by turn, and lists every expectation it missed. */
export async function runScenario(engine: AssistantEngine, scenario: Scenario): Promise<ScenarioResult> {
  const history: HistoryItem[] = [];
  const failures: string[] = [];
  const failedTurns: number[] = [];
  const sessionId = `scenario_${scenario.name.replace(/[^A-Za-z0-9]+/g, '_').slice(0, 40)}`;
  for (const [index, turn] of scenario.turns.entries()) {
    const reply = await engine.reply({
      message: turn.user,
      history: [...history],
      regionKey: scenario.region,
      ...(scenario.city ? { city: scenario.city } : {}),
      sessionId,
      ...(scenario.at ? { now: new Date(scenario.at) } : {}),
      ...(scenario.locale ? { locale: scenario.locale } : {}),
      ...(scenario.pageContext ? { pageContext: scenario.pageContext } : {}),
      ...(scenario.handOffOpen ? { handOffOpen: true } : {}),
    });
    const where = `turn ${index + 1} (${JSON.stringify(turn.user.slice(0, 50))})`;
    const before = failures.length;
    for (const violation of replyViolations(reply)) failures.push(`${where}: ${violation}`);
    const lowerCaseStart = /[.?!]\s+[a-z]\w*/.exec(reply.content);
    if (lowerCaseStart) failures.push(`${where}: a sentence starts in lower case ("${lowerCaseStart[0]}")`);
    if (turn.expect) failures.push(...check(turn.expect, reply.content, reply.metadata).map((failure) => `${where}: ${failure}`));
    if (failures.length > before) failedTurns.push(index);
    history.push({ role: 'user', content: turn.user }, { role: 'assistant', content: reply.content });
  }
  return { scenario, failures, failedTurns };
}

function check(expectation: Expectation, content: string, metadata: ChatMetadata): string[] {
  const failures: string[] = [];
  const lower = content.toLowerCase();
  const matches = (needle: string | RegExp) => (typeof needle === 'string' ? lower.includes(needle.toLowerCase()) : needle.test(content));
  if (expectation.responseType) {
    const allowed = Array.isArray(expectation.responseType) ? expectation.responseType : [expectation.responseType];
    if (!metadata.responseType || !allowed.includes(metadata.responseType))
      failures.push(`responseType ${metadata.responseType} not in ${allowed.join('|')}`);
  }
  const template = metadata.templateUsed ?? '';
  if (expectation.rule && template !== expectation.rule && !template.startsWith(`${expectation.rule}:`))
    failures.push(`rule ${template} is not ${expectation.rule}`);
  for (const key of expectation.says ?? []) if (!saysTemplate(key, content)) failures.push(`reply does not say ${key}`);
  for (const key of expectation.doesNotSay ?? []) if (saysTemplate(key, content)) failures.push(`reply says ${key}`);
  for (const needle of expectation.includes ?? []) if (!matches(needle)) failures.push(`reply lacks ${String(needle)}`);
  for (const needle of expectation.excludes ?? []) if (matches(needle)) failures.push(`reply contains ${String(needle)}`);
  if (expectation.primaryAction && metadata.ctaGuidance?.primaryAction !== expectation.primaryAction) {
    failures.push(`primaryAction ${metadata.ctaGuidance?.primaryAction} is not ${expectation.primaryAction}`);
  }
  if (expectation.actions && JSON.stringify(metadata.ctaGuidance?.availableActions) !== JSON.stringify(expectation.actions)) {
    failures.push(
      `availableActions ${JSON.stringify(metadata.ctaGuidance?.availableActions)} are not ${JSON.stringify(expectation.actions)}`,
    );
  }
  if (expectation.faqCategory && metadata.faqMatch?.category !== expectation.faqCategory) {
    failures.push(`faqMatch category ${metadata.faqMatch?.category} is not ${expectation.faqCategory}`);
  }
  for (const [field, value] of Object.entries(expectation.lead ?? {})) {
    const actual = metadata.leadInfo?.[field as keyof LeadInfo];
    if (actual !== value) failures.push(`leadInfo.${field} is ${JSON.stringify(actual)}, expected ${JSON.stringify(value)}`);
  }
  if (expectation.safetyFirst && !/^(safety first|lo primero es su seguridad)/i.test(content))
    failures.push('safety guidance does not come first');
  return failures;
}

/** The template (or a rule's variants) at a dotted key of a catalogue (`'answers.opener'`), if the key names text. */
export function templatesAt(language: 'en' | 'es', key: string): readonly string[] {
  let node: unknown = ASSISTANT_COPY[language];
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node === 'string') return [node];
  return Array.isArray(node) ? node.filter((item): item is string => typeof item === 'string') : [];
}

/** Whether the reply holds every fixed part (around its `{facts}`) of the template at `key`, or of one of its variants, in either language. */
export function saysTemplate(key: string, content: string): boolean {
  const lower = content.toLowerCase();
  return (['en', 'es'] as const).some((language) =>
    templatesAt(language, key).some((template) =>
      template
        .split(/\{\w+\}/)
        .map((part) => part.trim().toLowerCase())
        .filter((part) => part.length >= 4)
        .every((part) => lower.includes(part)),
    ),
  );
}

/** A one-message scenario. */
export function ask(
  category: ScenarioCategory,
  name: string,
  user: string,
  expect: Expectation,
  region: ServiceRegionKey = 'portland-metro',
): Scenario {
  return { name, category, region, turns: [{ user, expect }] };
}
