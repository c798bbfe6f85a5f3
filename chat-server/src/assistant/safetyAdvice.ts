import type { Analysis } from './analyze.ts';
import type { IssueKind } from './extract/detectIssue.ts';

/*
 * When T.O.D. gives which safety advice: the patterns that pick "is it safe…?" answers and the extra
 * safety paragraphs (stolen remote, no-reverse, wall control, frozen, slow door, power cut). The sentences
 * themselves are in the copy catalogues (`domain/src/assistantCopy/`, groups `emergencySteps`,
 * `stepsStillHold`, `safetyByProblem` and `safety`), in every language.
 */

/** "Should I take him in?" after someone was hit by the door. */
export const SEE_A_DOCTOR = /\b(doctor|hospital|er|urgent care|take (him|her|them) in|checked out|get (him|her|them) checked|head)\b/;

/** The visitor has already called for help. */
export const HELP_COMING =
  /\b(called|calling|call(ed)? to) 911\b|\b(ambulance|paramedics|police|cops|fire (dept|department|fighters)) (is |are )?(coming|here|on (the|their|its) way)\b/;

/** The problems with an "is it safe…?" answer of their own. */
export const PROBLEMS_WITH_SAFETY_ADVICE = [
  'spring',
  'cable',
  'off_track',
  'stuck_open',
  'stuck_closed',
  'sensor',
  'opener',
  'remote',
  'noise',
] as const satisfies readonly IssueKind[];
export type ProblemWithSafetyAdvice = (typeof PROBLEMS_WITH_SAFETY_ADVICE)[number];

const WITH_ADVICE: ReadonlySet<IssueKind> = new Set(PROBLEMS_WITH_SAFETY_ADVICE);

const UNPLUG = /\b(unplug|turn off|switch off|shut off)\b/;

/** Moving the door by hand, which "unplug it and pull it down" also asks about. */
const MOVE_BY_HAND = /\b(pull|push|lift|close|shut|force|bring) (it|the door|the thing)? ?(down|up|shut|closed)?\b/;

/** "Can I unplug the opener?", and not "unplug it and pull it down by hand". */
export function unplugOnly(analysis: Analysis): boolean {
  return UNPLUG.test(analysis.normalized) && !MOVE_BY_HAND.test(analysis.normalized.replace(UNPLUG, ''));
}

/** Words that say a spring has actually failed, not just that it squeaks or looks rusty. */
const SPRING_BROKEN =
  /\b(broke|broken|snapped|snap|bang|pop|gap|two pieces|in half|shot|busted|gone|heavy|slams?|gunshot|repair|replace|replacement|fix|fixed)\b/;

/**
 * Which answer "is it safe…?" gets: unplugging, a spring that is only noisy, the advice for the problem,
 * or the general advice (catalogue keys).
 */
export function safetyAdviceKey(
  analysis: Analysis,
  issue: IssueKind | undefined,
): 'unplug' | 'intactSpring' | 'general' | ProblemWithSafetyAdvice {
  if (unplugOnly(analysis)) return 'unplug';
  const springTalk = issue === 'spring' || /\bsprings?\b/.test(analysis.normalized);
  if (springTalk && !analysis.conversation.some((text) => SPRING_BROKEN.test(text))) return 'intactSpring';
  return issue && WITH_ADVICE.has(issue) ? (issue as ProblemWithSafetyAdvice) : 'general';
}

export const FROZEN = /\b(frozen|froze|freezing|ice|iced|icy)\b/;

/** A remote in someone else's hands opens the garage. */
export const STOLEN_REMOTE =
  /\b(stole|stolen|lost|took)\b.{0,30}\b(remote|clicker|opener)\b|\b(remote|clicker)\b.{0,20}\b(stolen|was stolen|got stolen|is missing|went missing)\b/;

/** A door that keeps closing on what is in its way: the safety reversal has failed. */
export const NO_REVERSE = /\b(didn'?t|did not|doesn'?t|does not|won'?t|will not|never|not) (reverse|stop|go back up|bounce back)\b/;

/** The remote works but the wall button does not: the wall control, not the opener. */
export const WALL_CONTROL_DEAD =
  /\bwall (button|switch|control|panel)\b.{0,30}\b(doesn'?t|does not|won'?t|not|stopped|dead)\b.{0,40}\bremote\b.{0,20}\b(works|does|is fine|still works|ok)\b|\bremote (works|does|is fine|still works)\b.{0,40}\bwall (button|switch|control|panel)\b.{0,20}\b(doesn'?t|does not|won'?t|not|stopped|dead)\b/;

export const POWER_OUT =
  /\b(power|electricity) (is |went |has gone |has been )?(out|off|down)\b|\b(power|electric(al)?) outage\b|\bblackout\b/;

export const SLOW_DOOR = /\bslow(ly)?\b/;
