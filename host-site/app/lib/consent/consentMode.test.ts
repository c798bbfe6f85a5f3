import { describe, expect, it } from 'vitest';
import { CONSENT_SIGNALS, grantAnalytics, sendEssentialOnlyConfig, setConsentDefaults } from './consentMode.ts';

const commands = (target: { dataLayer?: unknown[] }) => (target.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('Consent Mode v2', () => {
  it('denies all seven signals by default, once, as gtag Arguments objects', () => {
    const target = {} as Window & { dataLayer?: unknown[] };
    setConsentDefaults(target);
    setConsentDefaults(target);
    expect(CONSENT_SIGNALS).toHaveLength(7);
    const [defaults] = commands(target);
    expect(defaults).toEqual([
      'consent',
      'default',
      { ...Object.fromEntries(CONSENT_SIGNALS.map((signal) => [signal, 'denied'])), wait_for_update: 500 },
    ]);
    expect(Object.prototype.toString.call(target.dataLayer?.[0])).toBe('[object Arguments]');
    expect(commands(target).filter((command) => command[1] === 'default')).toHaveLength(1);
  });

  it('grants the analytics and ad signals together on Accept', () => {
    const target = {} as Window & { dataLayer?: unknown[] };
    grantAnalytics(target);
    expect(commands(target)).toEqual([
      [
        'consent',
        'update',
        { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
      ],
    ]);
  });

  it('keeps everything denied and anonymises the IP on essential only', () => {
    const target = {} as Window & { dataLayer?: unknown[] };
    sendEssentialOnlyConfig(target);
    const [update, config] = commands(target);
    expect(update?.[2]).toEqual(Object.fromEntries(CONSENT_SIGNALS.map((signal) => [signal, 'denied'])));
    expect(config).toEqual(['set', { anonymize_ip: true, allow_google_signals: false, allow_ad_personalization_signals: false }]);
  });
});
