import { WIDGET_CATALOGUE_EN as EN, WIDGET_CATALOGUE_ES as ES, fillTemplate, GREETING_TEMPLATES } from '@tod/domain/facts';
import { describe, expect, it } from 'vitest';
import { welcomeGreeting } from './greeting.ts';

const RANDOMS = [0, 0.2, 0.4, 0.6, 0.8];

describe('welcomeGreeting', () => {
  it('fills the city into the picked template, then the jobs line and the phone', () => {
    const greeting = welcomeGreeting(EN, 'Salem', '(503) 555-0175', 'Salem & Mid-Valley', 0);
    expect(greeting.content).toBe(
      `${GREETING_TEMPLATES[0].replace('{place}', 'Salem')}\n\nOur technicians have completed 5,000+ jobs in Salem.\n\nPrefer to talk? Call us at (503) 555-0175.`,
    );
    expect(greeting.metadata).toEqual({
      confidence: 1,
      region: 'Salem & Mid-Valley',
      responseType: 'greeting',
      templateUsed: 'greeting_1',
      // Its language: said again when the chat's changes (issue 33.9).
      locale: 'en',
    });
  });

  it('picks each of the five templates across the random range', () => {
    const used = new Set([...RANDOMS, 0.9999].map((random) => welcomeGreeting(EN, 'Boise', undefined, 'x', random).metadata.templateUsed));
    expect([...used].sort()).toEqual(['greeting_1', 'greeting_2', 'greeting_3', 'greeting_4', 'greeting_5']);
  });

  it("falls back to 'your area', or 'neighbor' where the visitor is addressed, and leaves out an unknown phone", () => {
    const first = welcomeGreeting(EN, undefined, undefined, 'Pacific Northwest', 0).content;
    expect(first).toContain('for your area');
    expect(first).toContain('5,000+ jobs in your area.');
    expect(first).not.toContain('Call us');
    expect(welcomeGreeting(EN, undefined, undefined, 'x', 0.7).content).toMatch(/^Hey neighbor!/);
  });

  it("says 'the Pacific Northwest' after a preposition when the city is the region (issue 23.7)", () => {
    for (const random of RANDOMS) {
      const content = welcomeGreeting(EN, 'Pacific Northwest', '(888) 555-0199', 'Pacific Northwest', random).content;
      expect(content).not.toMatch(/(around|in|for) Pacific Northwest/);
      expect(content).toContain('jobs in the Pacific Northwest.');
    }
    expect(welcomeGreeting(EN, 'Pacific Northwest', undefined, 'x', 0.8).content).toContain('around the Pacific Northwest.');
  });

  it('greets a visitor on the region-wide page as a neighbor, never as the region', () => {
    for (let random = 0; random < 1; random += 0.2) {
      expect(welcomeGreeting(EN, 'Pacific Northwest', undefined, 'x', random).content).not.toMatch(/(Hey|Hi|Hello),? Pacific Northwest/);
      expect(welcomeGreeting(ES, 'Pacific Northwest', undefined, 'x', random).content).not.toMatch(/¡Hola, Noroeste del Pacífico!/);
    }
    const addressed = GREETING_TEMPLATES.findIndex((template) => template.startsWith('Hey {city}!'));
    expect(welcomeGreeting(EN, 'Pacific Northwest', undefined, 'x', addressed / GREETING_TEMPLATES.length).content).toMatch(
      /^Hey neighbor!/,
    );
  });

  it('never writes "T.O.D.." in any template, in English or Spanish (issue 23.7)', () => {
    for (const copy of [EN, ES])
      for (const random of RANDOMS) expect(welcomeGreeting(copy, 'Salem', '(503) 555-0175', 'x', random).content).not.toContain('T.O.D..');
  });

  it('greets in Spanish from the Spanish catalogue', () => {
    const content = welcomeGreeting(ES, undefined, '(503) 555-0142', 'x', 0).content;
    expect(content).toContain(ES.greeting.cityFallback);
    expect(content).toContain(fillTemplate(ES.greeting.phoneLine, { phone: '(503) 555-0142' }));
  });
});
