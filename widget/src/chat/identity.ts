import type { LeadData } from '@tod/domain/contracts';
import type { VisitorIdentity } from '@tod/domain/facts';

/**
 * The checks of `TOD.identify()` (the domain's rules), a lazily loaded chunk of their own: only partner
 * pages that identify their visitors load it (mountUi.tsx).
 */
export { checkVisitorIdentity } from '@tod/domain/facts';

/** The lead fields an identity fills (the ZIP code has no lead field; it travels in `context.visitor`). */
export function identityLead({ name, phone, city }: VisitorIdentity): LeadData {
  return { ...(name ? { name } : {}), ...(phone ? { phone } : {}), ...(city ? { city } : {}) };
}
