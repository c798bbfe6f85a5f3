import {
  chatMetadataSchema,
  ESTIMATES,
  formatUsd,
  NEW_DOOR_RANGE,
  OUT_OF_AREA_MINIMUM,
  SERVICE_CALL_FEE,
  TYPICAL_REPAIR_RANGE,
} from '@tod/domain';
import type { AssistantReply } from './engine.ts';

/** Every dollar figure the assistant may state: the price list in domain/, nothing else. */
export const ALLOWED_DOLLAR_FIGURES: ReadonlySet<string> = new Set(
  [
    SERVICE_CALL_FEE,
    OUT_OF_AREA_MINIMUM,
    TYPICAL_REPAIR_RANGE.min,
    TYPICAL_REPAIR_RANGE.max,
    NEW_DOOR_RANGE.min,
    NEW_DOOR_RANGE.max,
    ...Object.values(ESTIMATES).flatMap((item) => [item.range.min, item.range.max]),
  ].map(formatUsd),
);

/** Words that only appear in do-it-yourself instructions for parts under dangerous tension. */
export const DANGEROUS_DIY =
  /\b(winding bars?|unwind(ing)? the spring|wind(ing)? the spring|loosen (the )?set ?screws?|remove the (spring|cable)|re-?thread the cable|adjust (the )?spring tension (by|with)|put the rollers? back in)\b/i;

/**
 * The rules every reply keeps, whatever the engine: valid SPEC §3 metadata, at most 3 suggestions,
 * only price-list dollar figures (with the technician disclaimer), and no dangerous DIY steps.
 * Returns the broken rules; an empty list means the reply is sound.
 */
export function replyViolations(reply: AssistantReply): string[] {
  const violations: string[] = [];
  const parsed = chatMetadataSchema.safeParse(reply.metadata);
  if (!parsed.success) violations.push(`metadata does not match the contract: ${parsed.error.issues[0]?.message}`);
  if (reply.content.trim().length === 0) violations.push('empty reply');
  for (const figure of reply.content.match(/\$\d{1,3}(?:,\d{3})*/g) ?? []) {
    if (!ALLOWED_DOLLAR_FIGURES.has(figure)) violations.push(`dollar figure ${figure} is not on the price list`);
  }
  if (
    /\$\d/.test(reply.content) &&
    !/confirm(s|ed)? (by|the price)|licensed technicians|técnicos con licencia|confirma(n|do)? el precio/i.test(reply.content)
  ) {
    violations.push('states a price without saying technicians confirm final pricing');
  }
  if (DANGEROUS_DIY.test(reply.content)) violations.push('gives DIY instructions for a part under tension');
  if ((reply.metadata.suggestions?.length ?? 0) > 3) violations.push('more than 3 suggestions');
  return violations;
}
