import {
  ASSISTANT_COPY,
  type AssistantLanguage,
  type HistoryItem,
  type LeadData,
  type Understanding,
  type Intent as UnderstoodIntent,
  type Urgency,
  type UrgencySignal,
} from '@tod/domain';
import { chipReading } from './chips.ts';
import type { AssistantInput } from './engine.ts';
import { detectIntents, type Intent } from './extract/detectIntents.ts';
import { detectIssues, ISSUE_KINDS, ISSUES, type IssueKind, primaryIssue } from './extract/detectIssue.ts';
import { detectUrgency, type EmergencyReason, type UrgencyResult } from './extract/detectUrgency.ts';
import { type CityMention, extractCity } from './extract/extractCity.ts';
import { extractName } from './extract/extractName.ts';
import { extractPhone } from './extract/extractPhone.ts';
import { normalizeText } from './extract/normalizeText.ts';
import { asksAboutAPlace, isAboutSomeoneElse, namesAnotherPlace } from './understand/leadSignals.ts';
import { getLocalUnderstanding } from './understand/localUnderstanding.ts';
import { floorSaysNotNow, floorSignals, problemEmergencyNotNow, spanishFloorReason } from './understand/safetyFloor.ts';

/** Everything the assistant understood from the conversation so far, the current message last. */
export interface Analysis {
  /** What the understanding step made of the current message (issue 19): the decide step reads this. */
  understanding: Understanding;
  normalized: string;
  /** Today's rules, which read English, could read the message: it is English, or a chip read through its English twin. */
  readByRules: boolean;
  /** Every visitor message of the conversation, normalized, the current one last. */
  conversation: string[];
  intents: Set<Intent>;
  /** Issues in the current message, most specific first. */
  issuesNow: IssueKind[];
  issueNow?: IssueKind;
  /** The conversation's issue: the current one, else the latest one named before. */
  issue?: IssueKind;
  urgencyNow: UrgencyResult;
  /** The most severe urgency of the whole conversation. */
  urgency: UrgencyResult;
  name?: string;
  phone?: string;
  city?: CityMention;
  /** The visitor's own city as this message gives it. */
  cityNow?: CityMention;
  /**
   * A town this message names that is not taken as the visitor's own: one asked about ("do you also work in
   * Keizer?") while the lead is under way, someone else's ("my sister lives there"), or kept out of a finished lead.
   */
  placeNamed?: CityMention;
  /** T.O.D.'s last message asked whose address the visit is for. */
  answersWhoseAddress: boolean;
  /** Lead fields the current message added or changed. */
  given: { name: boolean; phone: boolean; city: boolean };
  /** The visitor asked for service, a call or a human, or started giving contact details. */
  wantsService: boolean;
  lead: LeadData & { isComplete: boolean };
  /** Number of visitor messages including the current one. */
  turn: number;
}

interface Turn {
  text: string;
  normalized: string;
  asked: Asked;
  /** The turn is about someone else's door or a "what if" (issue 23.4). */
  someoneElse: boolean;
  /** The assistant's message before the turn asked whose address the visit is for: its town is the answer. */
  answersWhoseAddress: boolean;
  /** The turn asks whether the company serves a place. */
  asksPlace: boolean;
  /** The town the turn names is someone else's, or was asked about when T.O.D. asked for the city (issue 33.1). */
  placeNotOwn: boolean;
  /** What the turn says, each read once on first use (a conversation asks for each several times). */
  /** The model's understanding of the turn on its own (earlier turns only). */
  readonly understood: Understanding;
  readonly issues: IssueKind[];
  readonly name: string | undefined;
  readonly phone: string | undefined;
  readonly city: CityMention | undefined;
}

interface Asked {
  name: boolean;
  phone: boolean;
  city: boolean;
  /** The city the assistant suggested ("Are you in Portland?"), which "yes" confirms. */
  suggestedCity?: string;
}

const SEVERITY: Readonly<Record<Urgency, number>> = { routine: 0, urgent: 1, emergency: 2 };

/** A door, gate or opener said to be in trouble without saying how. */
const DOOR_TROUBLE =
  /\b(something|anything)('?s| is)? wrong with (my|the|our) (garage )?(door|opener|gate)\b|\b(door|garage|opener|gate) (problem|problems|issue|issues|trouble)\b|\b(doors?|gate|opener)\b.{0,40}\b(stuck|jammed|broke|broken|not working|won'?t work|doesn'?t work|stopped working|acting up|messed up)\b|\b(stuck|jammed|broken)\b.{0,20}\b(doors?|gate|opener)\b/;
/** The lead's issue for an emergency that names no door problem ("the door hit my son"). */
const EMERGENCY_LABELS: Readonly<Record<EmergencyReason, string>> = {
  person_pinned: 'Someone pinned under the door',
  carbon_monoxide: 'Carbon monoxide in the garage',
  fire: 'Fire, smoke or sparks',
  pet_trapped: 'A pet caught by the door',
  door_falling: 'Door falling or hanging',
  cable_snapped: 'Snapped cable with the door open',
  struck: 'Someone hurt by the door',
  break_in: 'Break-in',
  person_trapped: 'Someone shut in the garage',
  car_trapped: 'Car trapped in the garage',
  off_track: 'Door off track',
  spring_door_open: 'Broken spring with the door open',
  open_at_night: 'Door stuck open at night',
  stated: 'Emergency (see the conversation)',
};

/** The lead's issue for an emergency of this reason ("Someone pinned under the door"). */
export function emergencyIssueLabel(reason: EmergencyReason | undefined): string {
  return EMERGENCY_LABELS[reason ?? 'stated'];
}

/** The lead's issue when the visitor described trouble the assistant has no name for. */
export const GENERAL_ISSUE_LABEL = 'Door problem';

/** The emergency reasons the model can add to the floor's, most serious first. */
const MODEL_EMERGENCIES: readonly EmergencyReason[] = [
  'person_pinned',
  'fire',
  'carbon_monoxide',
  'struck',
  'person_trapped',
  'pet_trapped',
  'cable_snapped',
  'spring_door_open',
  'door_falling',
  'break_in',
  'car_trapped',
  'off_track',
  'open_at_night',
  'stated',
];

/**
 * Builds the assistant's analysis of a turn: the Understanding of the current message (the model
 * trained from the corpus, plus the safety floor) and the conversation's lead. A lead field changes
 * only on the visitor's own details or an explicit correction: a question about another place or
 * another person's door leaves it as it was (issue 23.4).
 */
export function analyze(input: AssistantInput, understanding?: Understanding): Analysis {
  const turns = userTurns(input.history, input.message, input.city, input.locale);
  const current = turns[turns.length - 1]!;
  const localHour = input.now ? pacificHour(input.now, input.regionKey === 'idaho') : undefined;
  const chip = chipReading(input.message);
  const understood = understanding
    ? withFloor(understanding, current.normalized, localHour)
    : inChipLanguage(
        getLocalUnderstanding().understand(chip?.english ?? input.message, {
          history: input.history,
          ...(localHour !== undefined ? { localHour } : {}),
          ...(input.locale ? { locale: input.locale } : {}),
        }),
        chip?.language,
      );

  const intents = detectIntents(current.normalized);
  const issuesNow = issuesOf(current.normalized, () => understood);
  const issueNow = primaryIssue(issuesNow);
  let earlierIssue: IssueKind | undefined;
  for (let index = turns.length - 2; index >= 0 && !earlierIssue; index--)
    if (!turns[index]!.someoneElse) earlierIssue = primaryIssue(turns[index]!.issues);
  const someoneElse = understood.aboutSomeoneElse && !understood.corrects.includes('issue');
  // "Can I at least unplug the opener?" about a broken spring is still about the spring; so is a question about a sister's opener.
  const issue = (intents.has('safety') || someoneElse) && earlierIssue ? earlierIssue : (issueNow ?? earlierIssue);

  // The floor's rules, then the model: a turn is an emergency if either says so.
  const urgencyNow = withModelEmergency(
    floorUrgency(current.normalized, chip?.english ?? input.message, issuesNow, localHour),
    understood.urgencySignals,
    floorSaysNotNow(chip?.english ?? input.message),
  );
  let urgency = urgencyNow;
  for (const turn of turns.slice(0, -1)) {
    const issues = [...new Set([...turn.issues, ...(issue ? [issue] : [])])];
    // An earlier turn of the same chat was told at about this hour: a door open at night stays an emergency.
    const ruled = detectUrgency(turn.normalized, issues, localHour);
    // The model reads Spanish and new wordings: an emergency told earlier in them stays one.
    const result = ruled.urgency === 'emergency' ? ruled : withModelEmergency(ruled, turn.understood.urgencySignals);
    if (SEVERITY[result.urgency] > SEVERITY[urgency.urgency]) urgency = result;
  }
  const stored = input.lead;
  if (stored?.urgency && SEVERITY[stored.urgency] > SEVERITY[urgency.urgency]) urgency = { urgency: stored.urgency };

  const known = {
    name: previousDetail(turns, (turn) => turn.name) ?? stored?.name,
    phone: previousDetail(turns, (turn) => turn.phone) ?? stored?.phone,
    city: previousDetail(turns, (turn) => turn.city, true)?.name ?? stored?.city,
  };
  // Once a lead field is known, only the visitor's own detail or an explicit correction changes it.
  const keeps = (field: 'name' | 'phone' | 'city') =>
    known[field] !== undefined &&
    !understood.corrects.includes(field) &&
    (understood.aboutSomeoneElse || (field === 'city' && asksAboutAPlace(current.text)));
  const nameNow = keeps('name') ? undefined : current.name;
  const phoneNow = keeps('phone') ? undefined : current.phone;
  // "Do you also work in Keizer? My sister lives there." asked for the city: whose address is it? Not the lead's yet.
  const leadUnderway = [known.name, known.phone, current.name, current.phone].some((detail) => detail !== undefined);
  const notOwnCity =
    !understood.corrects.includes('city') &&
    (current.placeNotOwn ||
      (understood.aboutSomeoneElse && !current.answersWhoseAddress) ||
      (current.asksPlace && leadUnderway && !current.answersWhoseAddress));
  const cityNow = keeps('city') || notOwnCity ? undefined : current.city;
  const placeNamed = cityNow ? undefined : current.city;
  const name = nameNow ?? previousDetail(turns, (turn) => turn.name) ?? stored?.name;
  const phone = phoneNow ?? previousDetail(turns, (turn) => turn.phone) ?? stored?.phone;
  const city =
    cityNow ??
    previousDetail(turns, (turn) => turn.city, true) ??
    (stored?.city ? (extractCity(stored.city, { askedForCity: true }) ?? { name: stored.city, region: 'nationwide' }) : undefined);

  const askedForService = turns.some((turn) => {
    const turnIntents = turn === current ? intents : detectIntents(turn.normalized);
    return turnIntents.has('booking') || turnIntents.has('human');
  });
  const wantsService =
    askedForService ||
    phone !== undefined ||
    nameNow !== undefined ||
    urgency.urgency === 'emergency' ||
    Boolean(stored && (stored.name || stored.phone));

  // "Door stuck, need someone out" names no known problem, but it is one: the office reads the rest in the transcript.
  const issueLabel =
    (issue ? ISSUES[issue].label : stored?.issue) ??
    (urgency.urgency === 'emergency' ? EMERGENCY_LABELS[urgency.reason ?? 'stated'] : undefined) ??
    (turns.some((turn) => DOOR_TROUBLE.test(turn.normalized)) ? GENERAL_ISSUE_LABEL : undefined);
  const lead = {
    name,
    phone,
    city: city?.name,
    issue: issueLabel,
    // "What are your hours today?" is not an urgent lead: urgency belongs to a problem or a request for service.
    urgency:
      issue || stored?.urgency || urgency.urgency === 'emergency' || (urgency.urgency === 'urgent' && askedForService)
        ? urgency.urgency
        : undefined,
    isComplete: Boolean(name && phone && city && issueLabel),
  };

  return {
    understanding: understood,
    normalized: current.normalized,
    readByRules: understood.language === 'en' || chip !== undefined,
    conversation: turns.map((turn) => turn.normalized),
    intents,
    issuesNow,
    issueNow,
    issue,
    urgencyNow,
    urgency,
    name,
    phone,
    city,
    cityNow,
    ...(placeNamed ? { placeNamed } : {}),
    answersWhoseAddress: current.answersWhoseAddress,
    given: {
      name: nameNow !== undefined && nameNow !== (stored?.name ?? previousDetail(turns, (turn) => turn.name)),
      phone: phoneNow !== undefined && phoneNow !== (stored?.phone ?? previousDetail(turns, (turn) => turn.phone)),
      city: cityNow !== undefined && cityNow.name !== (stored?.city ?? previousDetail(turns, (turn) => turn.city, true)?.name),
    },
    wantsService,
    lead: stripUndefined(lead),
    turn: turns.length,
  };
}

/** The floor's urgency: its English rules, else its Spanish ones (the floor's own reason comes before the model's). */
function floorUrgency(normalized: string, message: string, issues: readonly IssueKind[], localHour: number | undefined): UrgencyResult {
  const ruled = detectUrgency(normalized, issues, localHour);
  // A spring or track problem told as over or asked about, in either language, is urgent, not an emergency now.
  const english: UrgencyResult = problemEmergencyNotNow(ruled.reason, message) ? { urgency: 'urgent' } : ruled;
  const spanish = spanishFloorReason(message);
  // A door off its track, a problem the rules may take from the model, gives way to a graver hazard the Spanish words name
  // ("se tronchó el resorte con la puerta arriba": the spring's steps, not the track's).
  if (english.urgency === 'emergency' && !(english.reason === 'off_track' && spanish && !OFF_TRACK_OR_LESS.has(spanish))) return english;
  return spanish ? { urgency: 'emergency', reason: spanish } : english;
}

/** The Spanish readings a door off its track already covers: its own, a door falling, and the non-hazards. */
const OFF_TRACK_OR_LESS: ReadonlySet<EmergencyReason> = new Set<EmergencyReason>([
  'off_track',
  'door_falling',
  'break_in',
  'car_trapped',
  'open_at_night',
  'stated',
]);

/** The floor's urgency, raised to an emergency when the model reads a sign of one the rules missed. */
function withModelEmergency(floor: UrgencyResult, signals: readonly UrgencySignal[], notNow = false): UrgencyResult {
  if (floor.urgency === 'emergency') return floor;
  // A past event, a prevention question or a joke, as the floor reads it, is no hazard now, whatever the model's words say
  // (decision 0300); a visitor who says it can wait has no service emergency, only a danger can override that.
  const noRush = signals.includes('no_rush');
  const reason = MODEL_EMERGENCIES.find(
    (candidate) =>
      signals.includes(candidate) &&
      !(notNow && (HAZARD_REASONS.has(candidate) || candidate === 'stated')) &&
      !(noRush && !HAZARD_REASONS.has(candidate)),
  );
  return reason ? { urgency: 'emergency', reason } : floor;
}

/** The emergencies that are dangers to someone or something under or near the door (issue 30). */
const HAZARD_REASONS: ReadonlySet<EmergencyReason> = new Set(
  MODEL_EMERGENCIES.filter(
    (reason) => !(['break_in', 'car_trapped', 'open_at_night', 'stated'] as const).some((other) => other === reason),
  ),
);

/** The model's door problem counts for the lead when it is this sure. */
const MODEL_PROBLEM_CONFIDENCE = 0.5;
const ISSUE_KIND_SET: ReadonlySet<string> = new Set(ISSUE_KINDS);

/**
 * The door problems of a message: today's rules', else the understanding's (it reads Spanish, typos and
 * wordings the rules never had), when it is sure and the problem is one the lead can name.
 */
function issuesOf(normalized: string, understanding: () => Understanding): IssueKind[] {
  const found = detectIssues(normalized);
  if (found.length > 0) return found;
  const { problem, intents } = understanding();
  if (problem && problem.confidence >= MODEL_PROBLEM_CONFIDENCE && ISSUE_KIND_SET.has(problem.kind)) return [problem.kind as IssueKind];
  const job = intents.find((item) => item.confidence >= MODEL_PROBLEM_CONFIDENCE && JOB_ISSUES[item.intent]);
  return job ? [JOB_ISSUES[job.intent]!] : [];
}

/** The jobs the lead names like problems ("New door installation"), as the understanding's intents name them. */
const JOB_ISSUES: Partial<Record<UnderstoodIntent, IssueKind>> = {
  new_door: 'installation',
  commercial: 'commercial',
  maintenance_plan: 'maintenance',
};

/** An understanding from elsewhere (the OpenAI engine's) with the safety floor's signals added: the floor runs on every turn. */
function withFloor(understanding: Understanding, normalized: string, localHour: number | undefined): Understanding {
  const floor = floorSignals(normalized, understanding.problem?.kind, localHour);
  return { ...understanding, urgencySignals: [...new Set([...understanding.urgencySignals, ...floor])] };
}

/** A tapped chip is read in English (`chipReading`) but was written, and is answered, in its own language. */
function inChipLanguage(understanding: Understanding, language: AssistantLanguage | undefined): Understanding {
  return language ? { ...understanding, language } : understanding;
}

function userTurns(history: readonly HistoryItem[], message: string, pageCity: string | undefined, locale?: AssistantLanguage): Turn[] {
  const turns: Turn[] = [];
  let lastAssistant = '';
  for (const item of history) {
    if (item.role === 'assistant') lastAssistant = item.content;
    else turns.push(turnOf(item.content, lastAssistant, pageCity, locale));
  }
  turns.push(turnOf(message, lastAssistant, pageCity, locale));
  return turns;
}

function turnOf(text: string, previousAssistant: string, pageCity: string | undefined, locale?: AssistantLanguage): Turn {
  const asking = previousAssistant.slice(-400).toLowerCase();
  const suggested = /are you in ([a-z .'-]+?)(?:,| or )/i.exec(previousAssistant.slice(-400));
  const asked: Asked = {
    name: /\byour (first )?name\b|\bwho should (we|i) ask for\b|\bwhat should i call you\b/.test(asking),
    phone: /\b(phone|number)\b/.test(asking),
    city: /\b(city|town|where are you|which area|your area|are you in)\b/.test(asking),
    ...(suggested ? { suggestedCity: suggested[1]!.trim() } : {}),
  };
  const read = {} as {
    issues?: IssueKind[];
    understood?: Understanding;
    name?: { value: string | undefined };
    phone?: { value: string | undefined };
    city?: { value: CityMention | undefined };
  };
  const answersWhoseAddress = askedWhoseAddress(previousAssistant);
  const asksPlace = asksAboutAPlace(text);
  const turn: Turn = {
    text,
    normalized: normalizeText(chipReading(text)?.english ?? text),
    asked,
    someoneElse: isAboutSomeoneElse(text),
    answersWhoseAddress,
    asksPlace,
    placeNotOwn: !answersWhoseAddress && (namesAnotherPlace(text) || (asksPlace && asked.city)),
    get understood() {
      // An earlier turn read on its own, for its problem and its dangers (the current one is read in its conversation).
      read.understood ??= getLocalUnderstanding().understand(chipReading(text)?.english ?? text, {
        history: [],
        ...(locale ? { locale } : {}),
      });
      return read.understood;
    },
    get issues() {
      read.issues ??= issuesOf(turn.normalized, () => turn.understood);
      return read.issues;
    },
    get name() {
      read.name ??= { value: extractName(text, { askedForName: asked.name }) };
      return read.name.value;
    },
    get phone() {
      read.phone ??= { value: extractPhone(text) };
      return read.phone.value;
    },
    get city() {
      read.city ??= { value: cityOf(turn, pageCity) };
      return read.city.value;
    },
  };
  return turn;
}

function cityOf(turn: Turn, pageCity: string | undefined): CityMention | undefined {
  const bareAnswerAllowed =
    turn.asked.city &&
    !/^(yes|yeah|yep|yup|correct|right|that's right|sure)\b/i.test(turn.text.trim()) &&
    turn.name === undefined &&
    turn.phone === undefined;
  const named = extractCity(turn.text, { askedForCity: bareAnswerAllowed });
  if (named) return named;
  if (turn.asked.suggestedCity && /^(yes|yeah|yep|yup|correct|right|that's right|sure)\b/i.test(turn.text.trim())) {
    return (
      extractCity(turn.asked.suggestedCity, { askedForCity: true }) ?? (pageCity ? { name: pageCity, region: 'nationwide' } : undefined)
    );
  }
  return undefined;
}

/**
 * A lead detail an earlier turn gave about the visitor's own job: never one about someone else's door,
 * and a town the visitor only asked about ("do you also work in Tigard?") only when no other turn named one.
 */
function previousDetail<T>(turns: readonly Turn[], read: (turn: Turn) => T | undefined, isCity = false): T | undefined {
  let asked: T | undefined;
  for (let index = turns.length - 2; index >= 0; index--) {
    const turn = turns[index]!;
    if (turn.someoneElse) continue;
    if (isCity && turn.placeNotOwn) continue;
    const value = read(turn);
    if (value === undefined) continue;
    if (isCity && turn.asksPlace) asked ??= value;
    else return value;
  }
  return asked;
}

/** The fixed words of the whose-address question in each language, up to the town it names. */
const WHOSE_ADDRESS = Object.values(ASSISTANT_COPY).map((copy) => copy.reply.whoseAddress.split('{')[0]!.trim().toLowerCase());

/** The assistant's message asked whose address the visit is for (decide's `whose_address` rule). */
function askedWhoseAddress(assistantText: string): boolean {
  const lower = assistantText.toLowerCase();
  return WHOSE_ADDRESS.some((words) => lower.includes(words));
}

/** Built once: constructing an Intl.DateTimeFormat costs more than a whole reply. */
const HOUR_FORMATS = {
  pacific: new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: 'America/Los_Angeles' }),
  mountain: new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: 'America/Boise' }),
};

/**
 * The last hour read per zone, by the minute it was read in: formatting a date costs about a twentieth
 * of a reply, and a wall-clock hour only changes on a minute boundary (time zones and daylight-saving
 * changes move by whole minutes), so one reading serves every reply of that minute.
 */
const lastHourRead = { pacific: { minute: Number.NaN, hour: 0 }, mountain: { minute: Number.NaN, hour: 0 } };

/** The hour on the visitor's wall clock: Pacific time, or Mountain time for the Idaho region. */
function pacificHour(now: Date, mountain: boolean): number {
  const zone = mountain ? 'mountain' : 'pacific';
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastHourRead[zone];
  if (last.minute !== minute) lastHourRead[zone] = { minute, hour: Number(HOUR_FORMATS[zone].format(now)) };
  return lastHourRead[zone].hour;
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
