import { describe, expect, it } from 'vitest';
import { detectUrgency, personAtRisk } from './detectUrgency.ts';
import { normalizeText } from './normalizeText.ts';

const atRisk = (reason: Parameters<typeof personAtRisk>[0], text: string) => personAtRisk(reason, normalizeText(text));

describe('personAtRisk: someone under a door that may come down (fresh-eyes visitor, issue 30)', () => {
  it.each([
    ['spring_door_open', 'spring broke and the door is stuck open, my son is under it'],
    ['cable_snapped', 'cable snapped, door hanging, the kids are playing right under it'],
    ['spring_door_open', 'se rompió el resorte y la puerta quedó abierta, mi hijo está debajo'],
    ['door_falling', 'la puerta se está cayendo y mi esposa sigue abajo'],
  ] as const)('offers 911 first for %s: %s', (reason, text) => {
    expect(atRisk(reason, text)).toBe(true);
  });

  it.each([
    ['spring_door_open', 'the spring snapped with the door open, nobody is near it'],
    ['cable_snapped', 'se rompió el cable y la puerta quedó colgando, mi perro está debajo'],
    ['off_track', 'door came off the track, the car is under it'],
  ] as const)('keeps the door steps alone for %s: %s', (reason, text) => {
    expect(atRisk(reason, text)).toBe(false);
  });
});

describe('a door holding a body part now is someone pinned: 911 and the freeing steps', () => {
  it.each([
    'garage door closed on my daughters arm and wont go up',
    "the door came down on my husband's hand and it's stuck",
    'door landed on his foot and is still on it',
  ])('%s', (text) => {
    expect(detectUrgency(normalizeText(text), []).reason).toBe('person_pinned');
  });

  it('a door that once closed on a hand and went back up is not pinning anyone', () => {
    expect(detectUrgency(normalizeText('the door closed on my hand last week, it went back up, fine now'), []).reason).not.toBe(
      'person_pinned',
    );
  });
});
