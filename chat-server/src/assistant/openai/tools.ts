import {
  type ChatRegionData,
  ESTIMATE_KEYS,
  ESTIMATES,
  formatRange,
  formatUsd,
  LEAD_FIELDS,
  type LeadData,
  type LeadField,
  NEW_DOOR_RANGE,
  OUT_OF_AREA_MINIMUM,
  PRICING_NOTES,
  SERVICE_CALL_FEE,
  TYPICAL_REPAIR_RANGE,
  URGENCIES,
  type Urgency,
} from '@tod/domain';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { normalizePhone } from '../extract/extractPhone.ts';

export const PRICE_TOPICS = [...ESTIMATE_KEYS, 'service_call', 'out_of_area', 'typical_repair', 'new_door_average'] as const;
type PriceTopic = (typeof PRICE_TOPICS)[number];

/** The tools the model may call: lead capture, price estimates from the price list, escalation. */
export const TOOLS: ChatCompletionFunctionTool[] = [
  {
    type: 'function',
    function: {
      name: 'capture_lead',
      description:
        "Record the visitor's contact details and problem when they share them. Call it whenever the visitor gives a name, phone number, city or describes the issue and wants service.",
      parameters: {
        type: 'object',
        properties: {
          name: { type: 'string', description: "The visitor's name as they gave it" },
          phone: { type: 'string', description: 'US phone number in any format' },
          city: { type: 'string' },
          issue: { type: 'string', description: 'Short description of the garage door problem' },
          urgency: { type: 'string', enum: [...URGENCIES] },
          corrects: {
            type: 'array',
            items: { type: 'string', enum: [...LEAD_FIELDS] },
            description:
              'Only the fields the visitor explicitly corrects ("sorry, it\'s Tigard, not Portland"). A question about another place or another person\'s door corrects nothing.',
          },
          note: {
            type: 'string',
            description: "A second job or extra detail that must not replace the visitor's own request (e.g. a relative's door elsewhere).",
          },
        },
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'estimate_price',
      description: 'Look up the price range for a job from the company price list. Always use it before stating any dollar figure.',
      parameters: {
        type: 'object',
        properties: { topic: { type: 'string', enum: [...PRICE_TOPICS] } },
        required: ['topic'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'escalate_to_human',
      description: 'The visitor wants a human, or the problem needs one. Tells you how to hand the visitor over.',
      parameters: {
        type: 'object',
        properties: { reason: { type: 'string' } },
        additionalProperties: false,
      },
    },
  },
];

/** What the tool calls of one reply changed, applied to the reply's metadata. */
export interface ToolEffects {
  lead: LeadData;
  escalate: boolean;
  /** Lead fields the visitor explicitly corrected, and a note for the lead (AssistantReply.leadChange). */
  corrects: LeadField[];
  note?: string;
}

export function emptyEffects(): ToolEffects {
  return { lead: {}, escalate: false, corrects: [] };
}

/** Runs one tool call and returns its JSON result for the model; never throws. */
export function runTool(name: string, rawArguments: string, region: ChatRegionData, effects: ToolEffects): string {
  let args: Record<string, unknown>;
  try {
    const parsed: unknown = rawArguments.trim() ? JSON.parse(rawArguments) : {};
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    args = parsed as Record<string, unknown>;
  } catch {
    return JSON.stringify({ error: 'arguments must be a JSON object' });
  }
  if (name === 'estimate_price') return JSON.stringify(priceOf(args.topic));
  if (name === 'capture_lead') return JSON.stringify(captureLead(args, effects));
  if (name === 'escalate_to_human') {
    effects.escalate = true;
    return JSON.stringify({
      ok: true,
      instructions: `Tell the visitor to tap "Talk to Human" under your reply to forward this conversation to the team, or to call ${region.phone}.`,
    });
  }
  return JSON.stringify({ error: `unknown tool ${name}` });
}

function priceOf(topic: unknown): Record<string, string> {
  if (typeof topic !== 'string' || !(PRICE_TOPICS as readonly string[]).includes(topic)) {
    return { error: `topic must be one of ${PRICE_TOPICS.join(', ')}` };
  }
  const note = PRICING_NOTES.finalPricing;
  const serviceCall = PRICING_NOTES.serviceCall;
  switch (topic as PriceTopic) {
    case 'service_call':
      return { label: 'Service call', price: `${formatUsd(SERVICE_CALL_FEE)} plus tax`, details: serviceCall, note };
    case 'out_of_area':
      return { label: 'Out-of-area minimum', price: `${formatUsd(OUT_OF_AREA_MINIMUM)} plus tax`, details: PRICING_NOTES.outOfArea, note };
    case 'typical_repair':
      return { label: 'Typical repairs', range: formatRange(TYPICAL_REPAIR_RANGE), details: serviceCall, note };
    case 'new_door_average':
      return { label: 'New doors (all styles)', range: formatRange(NEW_DOOR_RANGE), details: PRICING_NOTES.estimates, note };
    default: {
      const item = ESTIMATES[topic as (typeof ESTIMATE_KEYS)[number]];
      return { label: item.label, range: formatRange(item.range), factors: item.priceFactors.join('; '), details: serviceCall, note };
    }
  }
}

function captureLead(args: Record<string, unknown>, effects: ToolEffects): Record<string, unknown> {
  const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined);
  const problems: string[] = [];
  const name = text(args.name, 200);
  const city = text(args.city, 100);
  const issue = text(args.issue, 1000);
  let phone: string | undefined;
  if (args.phone !== undefined) {
    phone = typeof args.phone === 'string' ? normalizePhone(args.phone) : undefined;
    if (!phone) problems.push('phone is not a valid US phone number; ask the visitor to check it');
  }
  const urgency = (URGENCIES as readonly unknown[]).includes(args.urgency) ? (args.urgency as Urgency) : undefined;
  if (Array.isArray(args.corrects)) {
    for (const field of args.corrects) {
      if ((LEAD_FIELDS as readonly unknown[]).includes(field) && !effects.corrects.includes(field as LeadField))
        effects.corrects.push(field as LeadField);
    }
  }
  const note = text(args.note, 500);
  if (note) effects.note = note;
  Object.assign(
    effects.lead,
    Object.fromEntries(Object.entries({ name, phone, city, issue, urgency }).filter(([, value]) => value !== undefined)),
  );
  const missing = (['name', 'phone', 'city', 'issue'] as const).filter((field) => !effects.lead[field]);
  return { ok: problems.length === 0, recorded: effects.lead, missing, problems };
}
