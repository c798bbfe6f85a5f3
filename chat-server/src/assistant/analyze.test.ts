import { ASSISTANT_COPY, type HistoryItem, type Understanding } from '@tod/domain';
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.ts';

const FIRST = "My garage door spring snapped this morning. I'm Dana Price, 503-555-0142, in Portland.";
const REPLY = 'Thanks, Dana. A technician will call you at (503) 555-0142 about the broken spring in Portland.';

function turn(message: string, earlier: string[] = [FIRST]) {
  const history: HistoryItem[] = earlier.flatMap((content) => [
    { role: 'user' as const, content },
    { role: 'assistant' as const, content: REPLY },
  ]);
  return analyze({ message, history, regionKey: 'portland-metro', sessionId: 'analyze_test_session_0001' });
}

describe('analyze: a finished lead stays right (issue 23.4)', () => {
  it('completes the lead with the name as given', () => {
    const analysis = turn(FIRST, []);
    expect(analysis.lead).toMatchObject({
      name: 'Dana Price',
      phone: '(503) 555-0142',
      city: 'Portland',
      issue: 'Broken spring',
      isComplete: true,
    });
  });

  it('a question about Tigard and a sister’s opener changes nothing in the lead', () => {
    const analysis = turn('Do you also work in Tigard? My sister lives there and her opener is dead.');
    expect(analysis.understanding.aboutSomeoneElse).toBe(true);
    expect(analysis.understanding.corrects).toEqual([]);
    expect(analysis.lead).toMatchObject({ name: 'Dana Price', phone: '(503) 555-0142', city: 'Portland', issue: 'Broken spring' });
    expect(analysis.given).toEqual({ name: false, phone: false, city: false });
  });

  it('an explicit correction of the city changes it', () => {
    const analysis = turn("sorry, it's Tigard, not Portland");
    expect(analysis.lead.city).toBe('Tigard');
    expect(analysis.given.city).toBe(true);
    expect(analysis.lead.name).toBe('Dana Price');
  });

  it('an explicit correction of the phone changes it', () => {
    const analysis = turn('my number is actually 503-555-0199');
    expect(analysis.lead.phone).toBe('(503) 555-0199');
    expect(analysis.given.phone).toBe(true);
  });

  it('a later correction keeps Portland and the spring: the Tigard question before it counts for nothing', () => {
    const analysis = turn('sorry, my number is actually 503-555-0199', [
      FIRST,
      'Do you also work in Tigard? My sister lives there and her opener is dead.',
    ]);
    expect(analysis.lead).toMatchObject({ name: 'Dana Price', phone: '(503) 555-0199', city: 'Portland', issue: 'Broken spring' });
    expect(analysis.given).toEqual({ name: false, phone: true, city: false });
  });

  it('exposes the Understanding for the decide step', () => {
    const analysis = turn('how much will the spring cost?');
    expect(analysis.understanding.intents.map(({ intent }) => intent)).toContain('price');
    expect(analysis.understanding.language).toBe('en');
  });
});

describe('analyze: a Spanish conversation is read by the understanding, the lead kept in English', () => {
  it('reads the problem, the emergency and the name of a Spanish message', () => {
    const analysis = turn('Soy Ana García. Se rompió el resorte con la puerta abierta, 503-555-0142, en Salem', []);
    expect(analysis.understanding.language).toBe('es');
    expect(analysis.issueNow).toBe('spring');
    expect(analysis.urgencyNow).toEqual({ urgency: 'emergency', reason: 'spring_door_open' });
    expect(analysis.lead).toMatchObject({ name: 'Ana García', city: 'Salem', issue: 'Broken spring', isComplete: true });
  });

  it('keeps an emergency told in an earlier Spanish turn', () => {
    const analysis = turn('Soy Luis Ortega, 503-555-0150, en Gresham', ['Es una emergencia, por favor ayúdenme']);
    expect(analysis.urgency.urgency).toBe('emergency');
    expect(analysis.lead).toMatchObject({ urgency: 'emergency', isComplete: true });
  });

  it('names a new door as the job the office reads, from the intent alone', () => {
    expect(turn('¿Cuánto cuesta una puerta nueva?', []).issueNow).toBe('installation');
  });

  it('reads a tapped Spanish chip through its English twin and keeps Spanish', () => {
    const analysis = turn(ASSISTANT_COPY.es.chips.sameDay, []);
    expect(analysis.readByRules).toBe(true);
    expect(analysis.understanding.language).toBe('es');
    expect(analysis.normalized).toBe(turn(ASSISTANT_COPY.en.chips.sameDay, []).normalized);
  });
});

describe('analyze: an emergency stays one for the rest of the conversation', () => {
  it('a door that won’t close at night is still an emergency when the visitor then gives their name', () => {
    const now = new Date('2026-01-06T07:00:00Z'); // 11 pm in Portland
    const first = 'my garage door makes a horrible noise and will not close';
    const opening = analyze({ message: first, history: [], regionKey: 'portland-metro', sessionId: 'analyze_test_session_0002', now });
    expect(opening.urgency.urgency).toBe('emergency');
    const history: HistoryItem[] = [
      { role: 'user', content: first },
      { role: 'assistant', content: 'I can get a technician out to you. What is your name?' },
    ];
    const later = analyze({ message: 'Maria Lopez', history, regionKey: 'portland-metro', sessionId: 'analyze_test_session_0002', now });
    expect(later.urgency.urgency).toBe('emergency');
    expect(later.lead.urgency).toBe('emergency');
  });
});

describe('analyze: the floor overrules the model only for a clear non-hazard (decision 0303)', () => {
  const withSignals = (message: string, urgencySignals: Understanding['urgencySignals']) =>
    analyze(
      { message, history: [], regionKey: 'portland-metro', sessionId: 'analyze_test_session_0303' },
      {
        language: 'en',
        intents: [{ intent: 'report_problem', confidence: 0.8 }],
        urgencySignals,
        entities: {},
        corrects: [],
        aboutSomeoneElse: false,
        askedLast: 'none',
      },
    );

  it('drops the model’s fire or stated emergency on a denial, a prevention question or a shut door with everyone safe', () => {
    expect(withSignals('no smoke, no smell, the opener just hums', ['fire']).urgencyNow.urgency).not.toBe('emergency');
    expect(withSignals('where should the CO detector go, by the garage or upstairs?', ['carbon_monoxide']).urgencyNow.urgency).not.toBe(
      'emergency',
    );
    expect(withSignals('EMERGENCY!!! clicker dead, door is shut, we are all in the house safe', ['stated']).urgencyNow.urgency).not.toBe(
      'emergency',
    );
  });

  it('keeps the model’s hazard where the floor reads no such shape', () => {
    expect(withSignals('the opener is acting weird and there is a haze near the ceiling', ['fire']).urgencyNow).toMatchObject({
      urgency: 'emergency',
      reason: 'fire',
    });
  });
});

describe('analyze: a door off its track gives way to a graver hazard the Spanish words name (decision 0306)', () => {
  const offTrack = (message: string) =>
    analyze(
      { message, history: [], regionKey: 'portland-metro', sessionId: 'analyze_test_session_0306' },
      {
        language: 'es',
        intents: [{ intent: 'report_problem', confidence: 0.8 }],
        problem: { kind: 'off_track', confidence: 0.9 },
        urgencySignals: [],
        entities: {},
        corrects: [],
        aboutSomeoneElse: false,
        askedLast: 'none',
      },
    );

  it('reads a spring snapped with the door up as the spring, not the track the model named', () => {
    expect(offTrack('se tronchó el resorte con el portón arriba y un fierro quedó colgando').urgencyNow).toEqual({
      urgency: 'emergency',
      reason: 'spring_door_open',
    });
  });

  it('keeps the track for a door off its rails and hanging', () => {
    expect(offTrack('el portón se salió del riel y está colgando').urgencyNow).toEqual({ urgency: 'emergency', reason: 'off_track' });
  });
});
