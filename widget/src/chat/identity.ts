/**
 * The checks of `TOD.identify()` (the domain's rules), a lazily loaded chunk of their own: only partner
 * pages that identify their visitors load it (mountUi.tsx).
 */
export { checkVisitorIdentity } from '@tod/domain/facts';
