import { describe, expect, it } from 'vitest';
import { analyticsConsented, requiresExplicitConsent, shouldShowBanner } from './consentRules.ts';

describe('consent rules', () => {
  it('requires explicit consent everywhere outside the US', () => {
    expect(requiresExplicitConsent('US')).toBe(false);
    expect(requiresExplicitConsent(' us ')).toBe(false);
    expect(requiresExplicitConsent('DE')).toBe(true);
    expect(requiresExplicitConsent('CA')).toBe(true);
  });

  it('follows an explicit choice wherever the visitor is', () => {
    expect(analyticsConsented(true, true, false)).toBe(true);
    expect(analyticsConsented(false, false, false)).toBe(false);
  });

  it('allows analytics while undecided only where no opt-in is required and no GPC opt-out is sent', () => {
    expect(analyticsConsented(null, false, false)).toBe(true);
    expect(analyticsConsented(null, false, true)).toBe(false);
    expect(analyticsConsented(null, true, false)).toBe(false);
  });

  it('shows the banner only where required, while undecided and not yet answered', () => {
    expect(shouldShowBanner(true, null, false)).toBe(true);
    expect(shouldShowBanner(false, null, false)).toBe(false);
    expect(shouldShowBanner(true, true, false)).toBe(false);
    expect(shouldShowBanner(true, null, true)).toBe(false);
  });
});
