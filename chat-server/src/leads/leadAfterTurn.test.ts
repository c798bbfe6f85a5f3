import { describe, expect, it } from 'vitest';
import { leadAfterTurn } from './leadAfterTurn.ts';

describe('leadAfterTurn', () => {
  const sent = {
    lead: { name: 'Dana Price', phone: '(503) 555-0142', city: 'Portland', issue: 'Broken spring', urgency: 'urgent' as const },
    leadSubmitted: true,
  };

  it("is the engine's lead until the lead is sent", () => {
    const proposed = { name: 'Dana', city: 'Tigard', isComplete: false };
    expect(leadAfterTurn({ lead: { name: 'Dana Price' }, leadSubmitted: false }, proposed, undefined)).toBe(proposed);
  });

  it('keeps every field of a sent lead that the turn does not explicitly correct', () => {
    const proposed = { name: 'Dana', phone: '(503) 555-0199', city: 'Tigard', issue: 'Opener problem', isComplete: true };
    expect(leadAfterTurn(sent, proposed, { corrects: ['phone'] })).toEqual({ ...sent.lead, phone: '(503) 555-0199', isComplete: true });
  });

  it('lets urgency only go up', () => {
    expect(leadAfterTurn(sent, { urgency: 'routine', isComplete: true }, undefined)?.urgency).toBe('urgent');
    expect(leadAfterTurn(sent, { urgency: 'emergency', isComplete: true }, undefined)?.urgency).toBe('emergency');
  });

  it('ignores a correction that brings no value', () => {
    expect(leadAfterTurn(sent, { isComplete: false }, { corrects: ['city'] })).toEqual({ ...sent.lead, isComplete: true });
  });
});
