import { readFileSync } from 'node:fs';
import { type AssistantLanguage, SERVICE_REGION_KEYS } from '@tod/domain';
import { z } from 'zod';

/**
 * A blind set: conversations written by someone who never saw the corpus, in the format of the team's shared
 * runner (`shared/eval/README.md`), scored by `npm run eval -- --blind FILE` at first contact (issue 32.2).
 * Regexes are case-insensitive JavaScript sources. `lang` (optional, per case) says which language's figures
 * a case counts in; without it the assistant's own language detector decides, and the report says so.
 */
const regexSource = z.string().min(1);

const expectationSchema = z
  .object({
    all: z.array(regexSource).optional(),
    any: z.array(regexSource).min(1).optional(),
    none: z.array(regexSource).optional(),
    primaryAction: z.string().optional(),
    primaryActionNot: z.string().optional(),
    actionsInclude: z.array(z.string()).optional(),
    urgency: z.string().optional(),
    urgencyNot: z.string().optional(),
    phoneOf: z.string().optional(),
    lead: z
      .object({
        name: regexSource.optional(),
        phone: z
          .string()
          .regex(/^\d{10}$/, 'lead.phone is 10 digits')
          .optional(),
        city: regexSource.optional(),
        isComplete: z.boolean().optional(),
      })
      .strict()
      .optional(),
    leadNameEmpty: z.boolean().optional(),
  })
  .strict();

const caseSchema = z.object({
  id: z.string().min(1),
  region: z.enum(SERVICE_REGION_KEYS),
  critical: z.boolean().default(false),
  lang: z.enum(['en', 'es']).optional(),
  turns: z.array(z.object({ say: z.string().min(1), expect: expectationSchema.default({}) })).min(1),
});

export const blindSetSchema = z.object({
  about: z.string().optional(),
  allowedDollarFigures: z.array(z.number().nonnegative()).min(1),
  phones: z.record(z.string(), regexSource).default({}),
  cases: z.array(caseSchema).min(1),
});

export type BlindSet = z.infer<typeof blindSetSchema>;
export type BlindCase = BlindSet['cases'][number];
export type BlindExpectation = BlindCase['turns'][number]['expect'];

/** Reads and checks a blind set: a missing file, bad JSON, a wrong field or a regex that does not compile is an error naming where. */
export function loadBlindSet(path: string): BlindSet {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`blind set ${path}: cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`blind set ${path}: not JSON (${(error as Error).message})`);
  }
  return parseBlindSet(json, path);
}

export function parseBlindSet(json: unknown, where = 'blind set'): BlindSet {
  const parsed = blindSetSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`${where}: ${issues.slice(0, 5).join('; ')}`);
  }
  const set = parsed.data;
  const ids = new Set<string>();
  for (const item of set.cases) {
    if (ids.has(item.id)) throw new Error(`${where}: case id "${item.id}" appears twice`);
    ids.add(item.id);
    for (const [index, turn] of item.turns.entries()) {
      const at = `${where}: case ${item.id} turn ${index + 1}`;
      for (const source of regexesOf(turn.expect)) {
        try {
          new RegExp(source, 'i');
        } catch (error) {
          throw new Error(`${at}: bad regex /${source}/ (${(error as Error).message})`);
        }
      }
      if (turn.expect.phoneOf && set.phones[turn.expect.phoneOf] === undefined)
        throw new Error(`${at}: phoneOf "${turn.expect.phoneOf}" is not in phones`);
    }
  }
  for (const [key, source] of Object.entries(set.phones)) {
    try {
      new RegExp(source, 'i');
    } catch (error) {
      throw new Error(`${where}: phones.${key} is a bad regex (${(error as Error).message})`);
    }
  }
  return set;
}

function regexesOf(expect: BlindExpectation): string[] {
  return [
    ...(expect.all ?? []),
    ...(expect.any ?? []),
    ...(expect.none ?? []),
    ...[expect.lead?.name, expect.lead?.city].filter((value): value is string => value !== undefined),
  ];
}

/** The parts of a chat reply (`POST /api/chat`'s body) a blind turn is checked on. */
export interface BlindReply {
  content?: unknown;
  metadata?: {
    ctaType?: string;
    ctaData?: { phone?: string };
    ctaGuidance?: { primaryAction?: string; availableActions?: string[] };
    leadInfo?: { name?: string; phone?: string; city?: string; urgency?: string; isComplete?: boolean };
    sessionToken?: string;
  };
}

/** The longest reply a blind turn accepts. */
export const MAX_REPLY_CHARS = 1500;

const re = (source: string) => new RegExp(source, 'i');
const digits = (value: unknown) =>
  String(value ?? '')
    .replace(/\D/g, '')
    .replace(/^1(?=\d{10}$)/, '');

/** What a reply misses of a turn's expectations, plus the checks every reply gets (a listed price, a length). Empty: the turn passes. */
export function checkBlindReply(set: BlindSet, expect: BlindExpectation, reply: BlindReply): string[] {
  const bad: string[] = [];
  const text = typeof reply.content === 'string' ? reply.content : '';
  const metadata = reply.metadata ?? {};
  const guidance = metadata.ctaGuidance ?? {};
  const lead = metadata.leadInfo ?? {};
  const actions = new Set([...(guidance.availableActions ?? []), ...(metadata.ctaType ? [metadata.ctaType] : [])]);
  if (!text.trim()) bad.push('empty reply');
  const allowed = new Set(set.allowedDollarFigures);
  for (const match of text.matchAll(/\$\s?(\d[\d,]*)/g)) {
    const amount = Number(match[1]!.replace(/,/g, ''));
    if (!allowed.has(amount)) bad.push(`price not on the list: $${match[1]}`);
  }
  for (const source of expect.all ?? []) if (!re(source).test(text)) bad.push(`missing /${source}/`);
  if (expect.any && !expect.any.some((source) => re(source).test(text))) bad.push(`none of ${expect.any.map((s) => `/${s}/`).join(' ')}`);
  for (const source of expect.none ?? []) if (re(source).test(text)) bad.push(`forbidden /${source}/`);
  if (expect.primaryAction && guidance.primaryAction !== expect.primaryAction)
    bad.push(`primaryAction ${guidance.primaryAction} is not ${expect.primaryAction}`);
  if (expect.primaryActionNot && guidance.primaryAction === expect.primaryActionNot) bad.push(`primaryAction is ${guidance.primaryAction}`);
  for (const action of expect.actionsInclude ?? [])
    if (!actions.has(action) && !(action === 'call' && actions.has('emergency_call'))) bad.push(`no ${action} action`);
  if (expect.urgency && lead.urgency !== expect.urgency) bad.push(`urgency ${lead.urgency} is not ${expect.urgency}`);
  if (expect.urgencyNot && lead.urgency === expect.urgencyNot) bad.push(`urgency is ${lead.urgency}`);
  if (expect.phoneOf) {
    const phone = re(set.phones[expect.phoneOf]!);
    if (!phone.test(text) && !phone.test(String(metadata.ctaData?.phone ?? ''))) bad.push(`no ${expect.phoneOf} phone`);
  }
  if (expect.leadNameEmpty && lead.name) bad.push('lead name set');
  if (expect.lead) {
    const wanted = expect.lead;
    if (wanted.name && !re(wanted.name).test(String(lead.name ?? '').trim())) bad.push('lead name');
    if (wanted.phone && digits(lead.phone) !== wanted.phone) bad.push('lead phone');
    if (wanted.city && !re(wanted.city).test(String(lead.city ?? '').trim())) bad.push('lead city');
    if (wanted.isComplete !== undefined && lead.isComplete !== wanted.isComplete) bad.push(`lead isComplete ${lead.isComplete}`);
  }
  if (text.length > MAX_REPLY_CHARS) bad.push(`reply longer than ${MAX_REPLY_CHARS} characters (${text.length})`);
  return bad;
}

/** One played turn. `language` is the case's `lang`, else what `detect` made of the case's first message. */
export interface BlindOutcome {
  caseId: string;
  turn: number;
  critical: boolean;
  language: AssistantLanguage;
  failures: string[];
}

/** Sends one visitor message of a conversation and returns the reply (the transport keeps the session). */
export type BlindConversation = { send(message: string): Promise<BlindReply> };

/**
 * Plays every case of a set, each a new conversation (`open(case)`), turn by turn, and checks each reply. A
 * transport error fails the turn (and says why); the conversation goes on.
 */
export async function playBlindSet(
  set: BlindSet,
  open: (item: BlindCase) => BlindConversation,
  detect: (text: string) => AssistantLanguage,
): Promise<BlindOutcome[]> {
  const outcomes: BlindOutcome[] = [];
  for (const item of set.cases) {
    const language = item.lang ?? detect(item.turns[0]!.say);
    const conversation = open(item);
    for (const [index, turn] of item.turns.entries()) {
      let failures: string[];
      try {
        failures = checkBlindReply(set, turn.expect, await conversation.send(turn.say));
      } catch (error) {
        failures = [`no reply: ${(error as Error).message}`];
      }
      outcomes.push({ caseId: item.id, turn: index + 1, critical: item.critical, language, failures });
    }
  }
  return outcomes;
}

export interface BlindTally {
  passed: number;
  turns: number;
  criticalPassed: number;
  critical: number;
}

export interface BlindReport extends BlindTally {
  byLanguage: Record<AssistantLanguage, BlindTally>;
  /** At least 90 % of the turns and every critical turn pass (issue 32's bar). */
  met: boolean;
}

/** The share of turns a set must pass. */
export const BLIND_TURN_TARGET = 0.9;

export function blindReport(outcomes: readonly BlindOutcome[]): BlindReport {
  const empty = (): BlindTally => ({ passed: 0, turns: 0, criticalPassed: 0, critical: 0 });
  const all = empty();
  const byLanguage: Record<AssistantLanguage, BlindTally> = { en: empty(), es: empty() };
  for (const outcome of outcomes) {
    for (const tally of [all, byLanguage[outcome.language]]) {
      const passed = outcome.failures.length === 0;
      tally.turns += 1;
      if (passed) tally.passed += 1;
      if (outcome.critical) {
        tally.critical += 1;
        if (passed) tally.criticalPassed += 1;
      }
    }
  }
  const met = all.turns > 0 && all.passed / all.turns >= BLIND_TURN_TARGET && all.criticalPassed === all.critical;
  return { ...all, byLanguage, met };
}
