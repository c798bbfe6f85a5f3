import { describe, expect, it } from 'vitest';
import { detectIssues, primaryIssue } from './detectIssue.ts';
import { normalizeText } from './normalizeText.ts';

function issueOf(text: string) {
  return primaryIssue(detectIssues(normalizeText(text)));
}

describe('detectIssues', () => {
  it.each([
    ['heard a loud bang from the garage and now the door is super heavy', 'spring'],
    ['one of the springs above the door snapped', 'spring'],
    ['my sprng is broke', 'spring'],
    ['the cable on the left side is frayed and hanging loose', 'cable'],
    ['door came off the track on one side', 'off_track'],
    ['the door is crooked, one side higher than the other', 'off_track'],
    ["door won't close, it goes down then goes back up", 'sensor'],
    ['the little light on the photo eye is blinking', 'sensor'],
    ['garage door is stuck open', 'stuck_open'],
    ["garage door won't open", 'stuck_closed'],
    ['the opener just hums and nothing happens', 'opener'],
    ['my LiftMaster stopped working', 'opener'],
    ['remote stopped working even with a new battery', 'remote'],
    ['keypad code not working anymore', 'remote'],
    ['door makes a horrible grinding and squeaking noise', 'noise'],
    ['my son backed into the garage door and dented a panel', 'panel'],
    ['water gets in under the door when it rains', 'weather_seal'],
    ['thinking about a new insulated garage door', 'installation'],
    ['we need a new opener installed', 'opener'],
    ['roll-up door at our warehouse is jammed', 'commercial'],
    ['our driveway gate will not close', 'gate'],
    ['do you do annual maintenance or tune-ups?', 'maintenance'],
  ])('reads %j as %s', (text, kind) => {
    expect(issueOf(text)).toBe(kind);
  });

  it('finds no issue in a question about the company', () => {
    expect(detectIssues(normalizeText('are you licensed in Washington?'))).toEqual([]);
  });

  it('lists every issue a message describes', () => {
    expect(detectIssues(normalizeText('spring snapped and the door will not open'))).toEqual(['spring', 'stuck_closed']);
  });
});
