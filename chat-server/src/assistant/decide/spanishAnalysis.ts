import type { Urgency } from '@tod/domain';
import { type Analysis, GENERAL_ISSUE_LABEL } from '../analyze.ts';
import type { AssistantInput } from '../engine.ts';
import { ISSUE_KINDS, ISSUES, type IssueKind } from '../extract/detectIssue.ts';
import type { UrgencyResult } from '../extract/detectUrgency.ts';
import { INTERIM_CUES, plainSpanish, SPANISH_NAME, SPANISH_PROBLEMS, SPANISH_URGENCY } from './interimCues.ts';

/*
 * INTERIM, with interimCues.ts: today's analysis reads English only. For a Spanish conversation the
 * problem, urgency and name are read here from every visitor turn; phone and city come from today's
 * extractors, which read any language. The lead stays in English for the office.
 */

const ISSUE_SET: ReadonlySet<string> = new Set(ISSUE_KINDS);
const SEVERITY: Readonly<Record<Urgency, number>> = { routine: 0, urgent: 1, emergency: 2 };

/** The lead's issue for an emergency that names no door problem, as analyze.ts labels it for the office. */
const EMERGENCY_LABELS: Readonly<Record<string, string>> = {
  carbon_monoxide: 'Engine running in a closed garage',
  struck: 'Someone hurt by the door',
  break_in: 'Break-in',
  person_trapped: 'Someone shut in the garage',
  car_trapped: 'Car trapped in the garage',
  off_track: 'Door off track',
  spring_door_open: 'Broken spring with the door open',
  open_at_night: 'Door stuck open at night',
  stated: 'Emergency (see the conversation)',
};

interface SpanishTurn {
  issue?: IssueKind;
  urgency: UrgencyResult;
  name?: string;
}

function readTurn(text: string): SpanishTurn {
  const lower = plainSpanish(text);
  // A door hit by a car is a damaged door first, whatever else it no longer does.
  const problem = INTERIM_CUES.es.vehicleImpact.test(lower) ? 'panel' : SPANISH_PROBLEMS.find(([, pattern]) => pattern.test(lower))?.[0];
  const signal = SPANISH_URGENCY.find(([, pattern]) => pattern.test(lower))?.[0];
  const name = SPANISH_NAME.exec(text)?.[1];
  return {
    ...(problem && ISSUE_SET.has(problem) ? { issue: problem as IssueKind } : {}),
    urgency:
      signal && signal !== 'no_rush' ? { urgency: 'emergency', reason: signal } : problem ? { urgency: 'urgent' } : { urgency: 'routine' },
    ...(name ? { name } : {}),
  };
}

/** The analysis of a Spanish conversation: today's analysis with the problem, urgency and name read in Spanish. */
export function spanishAnalysis(analysis: Analysis, input: AssistantInput): Analysis {
  const earlier = input.history.filter((item) => item.role === 'user').map((item) => readTurn(item.content));
  const read = readTurn(input.message);
  // What the analysis already found (the trained understanding reads Spanish) is kept: emergency recall only goes up.
  const now: SpanishTurn = {
    ...read,
    urgency: SEVERITY[analysis.urgencyNow.urgency] > SEVERITY[read.urgency.urgency] ? analysis.urgencyNow : read.urgency,
  };
  const stored = input.lead;
  const issueNow = read.issue ?? analysis.issueNow;
  const issue = issueNow ?? earlier.findLast((turn) => turn.issue)?.issue ?? analysis.issue;
  let urgency = SEVERITY[analysis.urgency.urgency] > SEVERITY[now.urgency.urgency] ? analysis.urgency : now.urgency;
  for (const turn of earlier) if (SEVERITY[turn.urgency.urgency] > SEVERITY[urgency.urgency]) urgency = turn.urgency;
  if (stored?.urgency && SEVERITY[stored.urgency] > SEVERITY[urgency.urgency]) urgency = { urgency: stored.urgency };
  const previousName = earlier.findLast((turn) => turn.name)?.name ?? stored?.name;
  const name = now.name ?? previousName;
  const issueLabel =
    (issue ? ISSUES[issue].label : stored?.issue) ??
    (urgency.urgency === 'emergency' ? EMERGENCY_LABELS[urgency.reason ?? 'stated'] : undefined) ??
    (urgency.urgency !== 'routine' ? GENERAL_ISSUE_LABEL : undefined);
  const { phone, city } = analysis;
  const lead = Object.fromEntries(
    Object.entries({
      name,
      phone,
      city: city?.name,
      issue: issueLabel,
      urgency: issue || stored?.urgency || urgency.urgency === 'emergency' ? urgency.urgency : undefined,
    }).filter(([, value]) => value !== undefined),
  ) as unknown as Analysis['lead'];
  lead.isComplete = Boolean(name && phone && city && issueLabel);
  return {
    ...analysis,
    // Today's rule intents read English; only the request for Spanish itself carries over.
    intents: new Set([...analysis.intents].filter((intent) => intent === 'language')),
    issuesNow: issueNow ? [issueNow] : [],
    issueNow,
    issue,
    urgencyNow: now.urgency,
    urgency,
    name,
    given: { ...analysis.given, name: now.name !== undefined && now.name !== previousName },
    wantsService: analysis.wantsService || name !== undefined || urgency.urgency === 'emergency',
    lead,
  };
}
