import { detectIssues } from '../extract/detectIssue.ts';
import { CONFIDENT, type DecideState } from './state.ts';

/**
 * A door hit by a car (the corpus labels it a panel problem): the model reads panel damage where the rules
 * read none or only what the door no longer does, or the door is bent and off its track or no longer closing.
 */
export function doorHit(state: DecideState): boolean {
  const { understanding, analysis } = state;
  const modelPanel = understanding.problem?.kind === 'panel' && understanding.problem.confidence >= CONFIDENT;
  const doorStopped = analysis.issuesNow.some(
    (issue) => issue === 'stuck_open' || issue === 'stuck_closed' || issue === 'off_track' || issue === 'sensor',
  );
  if (!modelPanel) return analysis.issuesNow.includes('panel') && doorStopped;
  // "Someone backed into my garage door": panel damage the rules have no word for is the car's.
  return doorStopped || !detectIssues(analysis.normalized).includes('panel');
}

/**
 * The door was hit or is bent, in this message or earlier in the conversation: no step that runs it (the opener,
 * the wall button held down) may be given, as it can jam the door or pull it out of its track.
 */
export function damagedDoor(state: DecideState): boolean {
  const { analysis } = state;
  return (
    doorHit(state) ||
    analysis.issue === 'panel' ||
    analysis.issuesNow.includes('panel') ||
    // "What now?" after "he backed into it, it's bent": the damage was said in an earlier turn.
    analysis.conversation.some((turn) => detectIssues(turn).includes('panel'))
  );
}
