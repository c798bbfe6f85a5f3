/**
 * Google Consent Mode v2 through the gtag command queue on window.dataLayer. gtag commands must be
 * pushed as `arguments` objects: that is how the tag manager tells commands from events.
 */
export const CONSENT_SIGNALS = [
  'ad_storage',
  'analytics_storage',
  'ad_user_data',
  'ad_personalization',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const;
export type ConsentSignal = (typeof CONSENT_SIGNALS)[number];
type ConsentValues = Partial<Record<ConsentSignal, 'granted' | 'denied'>>;

/** Accept grants the analytics and the ad signals together. */
export const GRANTED_ON_ACCEPT: readonly ConsentSignal[] = ['analytics_storage', 'ad_storage', 'ad_user_data', 'ad_personalization'];

type DataLayerWindow = Window & { dataLayer?: unknown[]; __todConsentDefaults?: true };

/** gtag() bound to a window: pushes its own Arguments object, exactly like Google's snippet. */
function gtagOf(target: DataLayerWindow): (...args: unknown[]) => void {
  return function gtag(..._args: unknown[]) {
    target.dataLayer ??= [];
    // biome-ignore lint/complexity/noArguments: the tag manager only treats Arguments objects as gtag commands.
    target.dataLayer.push(arguments);
  };
}

function values(signals: readonly ConsentSignal[], value: 'granted' | 'denied'): ConsentValues {
  return Object.fromEntries(signals.map((signal) => [signal, value]));
}

/** Every signal denied, once per page, before any tag can run. */
export function setConsentDefaults(target: DataLayerWindow): void {
  if (target.__todConsentDefaults) return;
  target.__todConsentDefaults = true;
  const gtag = gtagOf(target);
  gtag('consent', 'default', { ...values(CONSENT_SIGNALS, 'denied'), wait_for_update: 500 });
  gtag('set', 'ads_data_redaction', true);
}

export function grantAnalytics(target: DataLayerWindow): void {
  gtagOf(target)('consent', 'update', values(GRANTED_ON_ACCEPT, 'granted'));
}

/** Essential only: every signal stays denied and whatever does run anonymises the IP address. */
export function sendEssentialOnlyConfig(target: DataLayerWindow): void {
  const gtag = gtagOf(target);
  gtag('consent', 'update', values(CONSENT_SIGNALS, 'denied'));
  gtag('set', { anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false });
}
