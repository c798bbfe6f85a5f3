/** The cookie consent of SPEC §4: undecided (null), accepted (true) or essential only (false). */
export type ConsentChoice = boolean | null;

/**
 * Whether the visitor's location requires opt-in consent before analytics. Everywhere outside the
 * US it does (GDPR and the ePrivacy rules in the EEA, UK GDPR/PECR, Switzerland, Canada, Brazil and
 * most others are opt-in); US state privacy laws, Oregon's and Washington's included, are opt-out
 * laws, where the Global Privacy Control signal is the visitor's opt-out. README explains the choice.
 */
export function requiresExplicitConsent(country: string): boolean {
  return country.trim().toUpperCase() !== 'US';
}

/** Analytics runs with an explicit yes, or, where no opt-in is required, unless the visitor opted out. */
export function analyticsConsented(choice: ConsentChoice, explicitRequired: boolean, globalPrivacyControl: boolean): boolean {
  if (choice !== null) return choice;
  return !explicitRequired && !globalPrivacyControl;
}

/** SPEC §4: only where consent is required, while undecided, and not already answered. */
export function shouldShowBanner(explicitRequired: boolean, choice: ConsentChoice, interacted: boolean): boolean {
  return explicitRequired && choice === null && !interacted;
}
