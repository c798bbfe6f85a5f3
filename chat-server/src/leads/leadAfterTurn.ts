import { type LeadData, type LeadField, type LeadInfo, URGENCIES, type Urgency } from '@tod/domain';
import { type ChatTurn, definedFields } from '../store/conversations.ts';

const URGENCY_RANK: Record<Urgency, number> = Object.fromEntries(
  URGENCIES.map((urgency, index) => [urgency, URGENCIES.length - index]),
) as Record<Urgency, number>;

/**
 * The lead to store after a turn. Until the lead is sent, the engine's lead is the lead. Once sent, each field
 * keeps its stored value unless the engine marks it as explicitly corrected (issue 23.4): a question about
 * another town or another person's door must not send the technician elsewhere. Urgency can only go up.
 */
export function leadAfterTurn(
  prior: ChatTurn['prior'],
  proposed: LeadInfo | undefined,
  change: ChatTurn['reply']['leadChange'],
): LeadInfo | undefined {
  const lead = keptLead(prior, proposed, change);
  // A lead that becomes an emergency is about the emergency now: "Noisy door" must not hide someone pinned under
  // it (issue 34.3, decision 0429). A lead that was one already keeps its issue.
  const wasEmergency = prior.lead?.urgency === 'emergency';
  if (lead && prior.lead && !wasEmergency && lead.urgency === 'emergency' && change?.emergencyIssue) {
    return { ...lead, issue: change.emergencyIssue };
  }
  return lead;
}

function keptLead(prior: ChatTurn['prior'], proposed: LeadInfo | undefined, change: ChatTurn['reply']['leadChange']): LeadInfo | undefined {
  if (!prior.leadSubmitted || !prior.lead) return proposed;
  const corrected = new Set<LeadField>(change?.corrects ?? []);
  const next: LeadInfo = { ...leadFields({ ...prior.lead, isComplete: true }), isComplete: true };
  for (const field of ['name', 'phone', 'city', 'issue'] as const) {
    const value = proposed?.[field];
    if (value && (corrected.has(field) || !next[field])) next[field] = value;
  }
  const urgency = proposed?.urgency;
  if (urgency && (!next.urgency || URGENCY_RANK[urgency] > URGENCY_RANK[next.urgency])) next.urgency = urgency;
  next.isComplete = Boolean(next.name && next.phone && next.city && next.issue);
  return next;
}

/** The lead fields the office mail shows. */
export function leadFields(lead: LeadInfo): LeadData {
  return definedFields({ name: lead.name, phone: lead.phone, city: lead.city, issue: lead.issue, urgency: lead.urgency });
}
