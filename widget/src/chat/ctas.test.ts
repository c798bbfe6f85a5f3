import type { ChatMetadata } from '@tod/domain/contracts';
import { WIDGET_CATALOGUE_EN as EN } from '@tod/domain/facts';
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
    expect(ctas.map(({ label, primary }) => [label, primary])).toEqual([
      ['Call Now', false],
      ['Schedule Service', true],
      ['Talk to Human', false],
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
    expect(call).toMatchObject({ action: 'emergency_call', label: 'Call Now - Emergency', primary: true });
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
});
