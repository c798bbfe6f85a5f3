import { describe, expect, it } from 'vitest';
import { detectIssues } from './detectIssue.ts';
import { detectUrgency } from './detectUrgency.ts';
import { normalizeText } from './normalizeText.ts';

function urgencyOf(text: string, localHour?: number) {
  const normalized = normalizeText(text);
  return detectUrgency(normalized, detectIssues(normalized), localHour);
}

describe('detectUrgency', () => {
  it.each([
    ["my car is stuck inside and I can't get it out for work", 'car_trapped'],
    ["can't get my truck out of the garage", 'car_trapped'],
    ['the door came off its track', 'off_track'],
    ['door is hanging crooked at one corner', 'off_track'],
    ['the spring snapped while the door was open and now it is stuck up', 'spring_door_open'],
    ["it's 11pm and the garage door won't close", 'open_at_night'],
    ['door is stuck open and we are going to bed soon', 'open_at_night'],
    ['This is an emergency, please help', 'stated'],
    ['my daughter got her fingers pinched between the panels', 'struck'],
    ['the door came down on my car while I was backing out', 'struck'],
    ['my husband is hurt, the door hit him', 'struck'],
    ['someone broke into the garage overnight', 'break_in'],
    ['the side door was pried open and the garage door will not lock', 'break_in'],
    ['it hit his hand, hes bleeding pretty bad', 'struck'],
    ['the dog got hit by the garage door coming down', 'pet_trapped'],
    ['stuff is missing from the garage, i think someone got in', 'break_in'],
    ['the door is stuck half open and the spring is in two pieces', 'spring_door_open'],
    ["my husband's car is running in the garage and the door won't open, he's coughing", 'carbon_monoxide'],
    ['help my leg is pinned under the garage door', 'person_pinned'],
    ['someone pried my garage door open tonight', 'break_in'],
    ['my kid is locked in the garage', 'person_trapped'],
    ['spring just snapped and the door is stuck all the way up', 'spring_door_open'],
  ])('calls %j an emergency (%s)', (text, reason) => {
    expect(urgencyOf(text)).toEqual({ urgency: 'emergency', reason });
  });

  it('treats a door stuck open as an emergency at night by the local clock, not by day', () => {
    expect(urgencyOf('my garage door is stuck open', 23).urgency).toBe('emergency');
    expect(urgencyOf('my garage door is stuck open', 14).urgency).toBe('urgent');
  });

  it('treats a broken spring with the door closed as urgent, not an emergency', () => {
    expect(urgencyOf('the spring broke, door is closed')).toEqual({ urgency: 'urgent' });
  });

  it.each([
    ['one of the springs broke in half, door is closed'],
    ['we broke in our new opener last week'],
    ["I'm trapped in a bad contract with another company"],
    ['my truck is stuck in the shop for repairs'],
    ['its an emergency for my budget lol'],
  ])('does not call %j an emergency', (text) => {
    expect(urgencyOf(text).urgency).not.toBe('emergency');
  });

  it('does not call a car that hit the door an injury', () => {
    expect(urgencyOf('I hit the door with my car and the bottom panel is dented').urgency).not.toBe('emergency');
  });

  it('does not call a question about emergency service an emergency', () => {
    expect(urgencyOf('Do you offer emergency service on weekends?').urgency).not.toBe('emergency');
  });

  it('does not call a question about harm or a hand on the handle an emergency', () => {
    expect(urgencyOf('will it hurt the opener if I keep using it?').urgency).not.toBe('emergency');
    expect(urgencyOf('is it safe, could someone get injured?').urgency).not.toBe('emergency');
    expect(urgencyOf('the handle is stuck').urgency).not.toBe('emergency');
  });

  it('treats noise and maintenance as routine', () => {
    expect(urgencyOf('my door is a bit noisy')).toEqual({ urgency: 'routine' });
    expect(urgencyOf('how much is a tune-up')).toEqual({ urgency: 'routine' });
  });
});
