import type { ChatMetadata } from '@tod/domain/contracts';
import { WIDGET_CATALOGUE_EN as EN, WIDGET_CATALOGUE_ES as ES } from '@tod/domain/facts';
import { describe, expect, it } from 'vitest';
import { ctasFor, opensNewTab } from './ctas.ts';

const links = { phone: '(503) 555-0142', bookingUrl: 'https://book.example/portland', estimateUrl: 'https://site.example/get-estimate' };
const meta = (extra: Partial<ChatMetadata>): ChatMetadata => ({ confidence: 0.9, region: 'Portland Metro', ...extra });

describe('ctasFor', () => {
  it('shows Call Now, Schedule Service and Talk to Human from the guidance, highlighting the primary', () => {
    const ctas = ctasFor(
      meta({ ctaGuidance: { showCTA: true, availableActions: ['call', 'book', 'escalate'], primaryAction: 'book' } }),
      links,
      EN,
    );
    expect(ctas.map(({ label, emphasis }) => [label, emphasis || 'outlined'])).toEqual([
      ['Call Now', 'outlined'],
      ['Schedule Service', 'primary'],
      ['Talk to Human', 'outlined'],
    ]);
    expect(ctas[0]).toMatchObject({ href: 'tel:+15035550142' });
    expect(opensNewTab(ctas[0]!)).toBe(false);
    expect(ctas[1]).toMatchObject({ href: links.bookingUrl });
    expect(opensNewTab(ctas[1]!)).toBe(true);
    expect(ctas[2]?.href).toBeUndefined();
  });

  it("labels the call 'Call Now - Emergency' and highlights it when the primary action is emergency_call", () => {
    const [call] = ctasFor(
      meta({ ctaGuidance: { showCTA: true, availableActions: ['call'], primaryAction: 'emergency_call' } }),
      links,
      EN,
    );
    expect(call).toMatchObject({ action: 'emergency_call', label: 'Call Now - Emergency', emphasis: 'emergency' });
  });

  it('dials ctaData.phone when the reply names one', () => {
    const [call] = ctasFor(meta({ ctaType: 'call', ctaData: { phone: '(208) 555-0163' } }), links, EN);
    expect(call?.href).toBe('tel:+12085550163');
  });

  it('shows nothing when the guidance says showCTA false', () => {
    expect(ctasFor(meta({ ctaType: 'book', ctaGuidance: { showCTA: false, availableActions: ['call'] } }), links, EN)).toEqual([]);
  });

  it.each([
    ['book', 'Schedule Service', links.bookingUrl],
    ['estimate', 'Get Estimate', links.estimateUrl],
    ['call', 'Call Now', 'tel:+15035550142'],
  ] as const)('shows a single %s button without guidance', (ctaType, label, href) => {
    expect(ctasFor(meta({ ctaType }), links, EN)).toEqual([expect.objectContaining({ label, href })]);
  });

  it('shows nothing for location or escalate ctaType without guidance, or without metadata', () => {
    expect(ctasFor(meta({ ctaType: 'location' }), links, EN)).toEqual([]);
    expect(ctasFor(meta({ ctaType: 'escalate' }), links, EN)).toEqual([]);
    expect(ctasFor(undefined, links, EN)).toEqual([]);
  });

  describe('issue 30: an emergency where a person is at risk', () => {
    const emergency = (availableActions: NonNullable<ChatMetadata['ctaGuidance']>['availableActions']) =>
      meta({ responseType: 'emergency', ctaGuidance: { showCTA: true, availableActions, primaryAction: 'emergency_call' } });

    it("offers Call 911 (tel:911) first, as the one urgent button, then the office's emergency call", () => {
      const ctas = ctasFor(emergency(['call_911', 'call', 'escalate']), links, EN);
      expect(ctas.map(({ action, href }) => [action, href])).toEqual([
        ['call_911', 'tel:911'],
        ['emergency_call', 'tel:+15035550142'],
        ['escalate', undefined],
      ]);
      expect(ctas.map(({ emphasis }) => emphasis || 'outlined')).toEqual(['emergency', 'outlined', 'outlined']);
      expect(ctas[0]?.label).toBe(EN.cta911);
      expect(opensNewTab(ctas[0]!)).toBe(false);
    });

    it('puts Call 911 first whatever the order the server listed it in, and labels it in the reply language', () => {
      const ctas = ctasFor(emergency(['call', 'escalate', 'call_911']), links, ES);
      expect(ctas.map(({ action }) => action)).toEqual(['call_911', 'emergency_call', 'escalate']);
      expect(ctas[0]?.label).toBe(ES.cta911);
    });

    it('keeps the office emergency call urgent when no 911 is offered', () => {
      const ctas = ctasFor(emergency(['call', 'escalate']), links, EN);
      expect(ctas.map(({ emphasis }) => emphasis || 'outlined')).toEqual(['emergency', 'outlined']);
    });

    it.each([
      [
        'primaryAction emergency_call',
        meta({ ctaGuidance: { showCTA: true, availableActions: ['call', 'book'], primaryAction: 'emergency_call' } }),
      ],
      [
        'a Call 911 action',
        meta({ ctaGuidance: { showCTA: true, availableActions: ['call_911', 'call', 'book'], primaryAction: 'call' } }),
      ],
    ])('never shows a booking button on an emergency reply (%s)', (_case, metadata) => {
      expect(ctasFor(metadata, links, EN).map(({ action }) => action)).not.toContain('book');
    });

    it('still offers booking on a reply that is not an emergency', () => {
      const ctas = ctasFor(meta({ ctaGuidance: { showCTA: true, availableActions: ['call', 'book'], primaryAction: 'call' } }), links, EN);
      expect(ctas.map(({ action }) => action)).toEqual(['call', 'book']);
    });
  });
});
