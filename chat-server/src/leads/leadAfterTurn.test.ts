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

  it('takes the emergency as the issue when a lead that was not one becomes an emergency', () => {
    const change = { corrects: [], emergencyIssue: 'Someone pinned under the door' };
    const proposed = { ...sent.lead, urgency: 'emergency' as const, isComplete: true };
    expect(leadAfterTurn(sent, proposed, change)).toMatchObject({ issue: 'Someone pinned under the door', urgency: 'emergency' });
    const unsent = { lead: { name: 'Dana', issue: 'Noisy door', urgency: 'routine' as const }, leadSubmitted: false };
    expect(leadAfterTurn(unsent, { name: 'Dana', issue: 'Noisy door', urgency: 'emergency', isComplete: false }, change)?.issue).toBe(
      'Someone pinned under the door',
    );
  });

  it('keeps the issue of a lead that was an emergency already, or of a turn that reported none', () => {
    const emergency = { ...sent, lead: { ...sent.lead, issue: 'Door falling or hanging', urgency: 'emergency' as const } };
    const change = { corrects: [], emergencyIssue: 'Someone pinned under the door' };
    expect(leadAfterTurn(emergency, { urgency: 'emergency', isComplete: true }, change)?.issue).toBe('Door falling or hanging');
    expect(leadAfterTurn(sent, { urgency: 'emergency', isComplete: true }, { corrects: [] })?.issue).toBe('Broken spring');
  });
});
