import { describe, expect, it } from 'vitest';
import { asksAboutAPlace, namesAnotherPlace } from './leadSignals.ts';

describe('a town that may not be the visit’s (issue 33.1)', () => {
  it.each([
    'Do you also work in Keizer? My sister lives there.',
    'my mom lives in Keizer',
    "it's at my mom's house in Keizer",
    'my rental in Keizer also has a squeaky door',
    'Mi hermana vive en Keizer',
    'es para mi casa de renta en Keizer',
  ])('%j names someone else’s place or another property', (message) => {
    expect(namesAnotherPlace(message)).toBe(true);
  });

  it.each(['I live in Keizer', 'Keizer', 'my garage door in Keizer is stuck', 'vivo en Keizer'])(
    '%j names the visitor’s own',
    (message) => {
      expect(namesAnotherPlace(message)).toBe(false);
    },
  );

  it('reads a coverage question in both languages', () => {
    expect(asksAboutAPlace('do you also cover Keizer?')).toBe(true);
    expect(asksAboutAPlace('¿También trabajan en Keizer?')).toBe(true);
    expect(asksAboutAPlace('I live in Keizer')).toBe(false);
  });
});
