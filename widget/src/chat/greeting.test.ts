import { GREETING_TEMPLATES } from '@tod/domain/facts';
import { describe, expect, it } from 'vitest';
import { welcomeGreeting } from './greeting.ts';

describe('welcomeGreeting', () => {
  it('fills the city into the picked template, then the jobs line and the phone', () => {
    const greeting = welcomeGreeting('Salem', '(503) 555-0175', 'Salem & Mid-Valley', 0);
    expect(greeting.content).toBe(
      `${GREETING_TEMPLATES[0].replace('{city}', 'Salem')}\n\nOur technicians have completed 5,000+ jobs in Salem.\n\nPrefer to talk? Call us at (503) 555-0175.`,
    );
    expect(greeting.metadata).toEqual({
      confidence: 1,
      region: 'Salem & Mid-Valley',
      responseType: 'greeting',
      templateUsed: 'greeting_1',
    });
  });

  it('picks each of the five templates across the random range', () => {
    const used = new Set(
      [0, 0.2, 0.4, 0.6, 0.8, 0.9999].map((random) => welcomeGreeting('Boise', undefined, 'x', random).metadata.templateUsed),
    );
    expect([...used].sort()).toEqual(['greeting_1', 'greeting_2', 'greeting_3', 'greeting_4', 'greeting_5']);
  });

  it("falls back to 'your area', or 'neighbor' where the visitor is addressed, and leaves out an unknown phone", () => {
    const first = welcomeGreeting(undefined, undefined, 'Pacific Northwest', 0).content;
    expect(first).toContain('for your area');
    expect(first).toContain('5,000+ jobs in your area.');
    expect(first).not.toContain('Call us');
    expect(welcomeGreeting(undefined, undefined, 'x', 0.7).content).toMatch(/^Hey neighbor!/);
  });
});
