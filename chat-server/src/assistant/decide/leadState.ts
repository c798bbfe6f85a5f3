import type { LeadData, LeadField, Understanding } from '@tod/domain';
import type { Analysis } from '../analyze.ts';
import type { AssistantInput } from '../engine.ts';
import { extractCity } from '../extract/extractCity.ts';

type Lead = Analysis['lead'];

/** What the decide step does to the lead this turn. */
export interface SettledLead {
  lead: Lead;
  /** Fields an explicit correction changed, to repeat back. */
  corrected: LeadField[];
  /** The lead was complete before this message. */
  wasComplete: boolean;
  /** Fields this message named differently without correcting them ("do you also work in Tigard?"), kept as they were. */
  kept: LeadField[];
}

const FIELDS: readonly LeadField[] = ['name', 'phone', 'city', 'issue'];

/** "not Portland" in "sorry, not Portland, it's Tigard": the place being corrected away from. */
const NOT_PLACE = /\bnot\s+(?:in\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?/g;

/**
 * A finished lead stays right (issue 23 point 4). Once the office has a complete lead, only an explicit
 * correction ("sorry, it's Tigard, not Portland", "my number is actually …") changes it; a question about
 * another place, someone else's door or a "what if" leaves it whole. Before the lead is complete, new
 * details fill it in as they come.
 *
 * @param previous the lead as it stood before this message (the stored lead, or the previous turn's)
 */
export function settleLead(
  analysis: Analysis,
  understanding: Understanding,
  input: AssistantInput,
  previous: LeadData | undefined,
): SettledLead {
  const now: Lead = { ...analysis.lead };
  const wasComplete = Boolean(previous?.name && previous.phone && previous.city && previous.issue);
  const corrected: LeadField[] = [];
  const kept: LeadField[] = [];
  if (!previous) return { lead: now, corrected, wasComplete, kept };
  const correcting = new Set(understanding.aboutSomeoneElse ? [] : understanding.corrects);
  if (correcting.has('city') && now.city === previous.city) {
    // "sorry, not Portland, it's Tigard": the place not negated is the new one.
    const other = extractCity(input.message.replace(NOT_PLACE, ''), { askedForCity: false });
    if (other && other.name !== previous.city) now.city = other.name;
  }
  for (const field of FIELDS) {
    const before = previous[field];
    if (before === undefined || now[field] === before) continue;
    if (correcting.has(field) && now[field] !== undefined) corrected.push(field);
    else if (wasComplete) {
      now[field] = before;
      kept.push(field);
    }
  }
  if (kept.includes('issue') && previous.urgency) now.urgency = previous.urgency;
  now.isComplete = Boolean(now.name && now.phone && now.city && now.issue);
  return { lead: now, corrected, wasComplete, kept };
}
