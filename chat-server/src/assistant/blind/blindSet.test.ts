import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlindOutcome, type BlindSet, blindReport, checkBlindReply, loadBlindSet, parseBlindSet, playBlindSet } from './blindSet.ts';
import { startLoopbackChat } from './loopbackChat.ts';

const FIXTURE = new URL('./fixture.blind.json', import.meta.url).pathname;

const set = (over: Partial<BlindSet> = {}): BlindSet =>
  parseBlindSet({
    allowedDollarFigures: [89, 189, 299],
    phones: { salem: '503\\D{0,2}555\\D?0175' },
    cases: [{ id: 'a', region: 'salem', turns: [{ say: 'hi' }] }],
    ...over,
  });

const file = (text: string) => {
  const path = join(mkdtempSync(join(tmpdir(), 'blind-')), 'set.json');
  writeFileSync(path, text);
  return path;
};

describe('reading a blind set', () => {
  it('reads the fixture', () => {
    const fixture = loadBlindSet(FIXTURE);
    expect(fixture.cases.length).toBeGreaterThanOrEqual(5);
    expect(fixture.cases.some((item) => item.critical)).toBe(true);
  });

  it.each([
    ['a missing file', () => loadBlindSet('/nonexistent/set.json'), /cannot read it \(ENOENT\)/],
    ['a file that is not JSON', () => loadBlindSet(file('{ cases: ')), /not JSON/],
    ['no cases', () => parseBlindSet({ allowedDollarFigures: [89], cases: [] }), /cases/],
    [
      'an unknown region',
      () => set({ cases: [{ id: 'a', region: 'mars' as never, critical: false, turns: [{ say: 'x', expect: {} }] }] }),
      /region/,
    ],
    [
      'an unknown expectation key',
      () =>
        parseBlindSet({
          allowedDollarFigures: [89],
          cases: [{ id: 'a', region: 'salem', turns: [{ say: 'x', expect: { anyy: ['x'] } }] }],
        }),
      /anyy|Unrecognized/,
    ],
    [
      'a regex that does not compile',
      () =>
        parseBlindSet({
          allowedDollarFigures: [89],
          cases: [{ id: 'a', region: 'salem', turns: [{ say: 'x', expect: { any: ['(unclosed'] } }] }],
        }),
      /case a turn 1: bad regex/,
    ],
    [
      'a phoneOf with no phone',
      () =>
        parseBlindSet({
          allowedDollarFigures: [89],
          cases: [{ id: 'a', region: 'salem', turns: [{ say: 'x', expect: { phoneOf: 'boise' } }] }],
        }),
      /phoneOf "boise" is not in phones/,
    ],
    [
      'the same case id twice',
      () =>
        parseBlindSet({
          allowedDollarFigures: [89],
          cases: [
            { id: 'a', region: 'salem', turns: [{ say: 'x' }] },
            { id: 'a', region: 'salem', turns: [{ say: 'y' }] },
          ],
        }),
      /"a" appears twice/,
    ],
  ])('refuses %s with an error that says where', (_name, read, message) => {
    expect(read).toThrow(message);
  });
});

describe('checking a reply', () => {
  const blind = set();
  const reply = {
    content: 'A spring is $189–$299. Call (503) 555-0175.',
    metadata: {
      ctaType: 'book',
      ctaGuidance: { primaryAction: 'book', availableActions: ['book', 'call'] },
      leadInfo: { name: 'Dana Whitfield', phone: '+1 503-555-0288', city: 'Keizer', urgency: 'routine', isComplete: false },
    },
  };

  it('passes a reply that meets every expectation', () => {
    expect(
      checkBlindReply(
        blind,
        {
          all: ['189', 'spring'],
          any: ['nope', '299'],
          none: ['911'],
          primaryAction: 'book',
          primaryActionNot: 'emergency_call',
          actionsInclude: ['call', 'book'],
          urgency: 'routine',
          urgencyNot: 'emergency',
          phoneOf: 'salem',
          lead: { name: '^dana', phone: '5035550288', city: 'keizer', isComplete: false },
        },
        reply,
      ),
    ).toEqual([]);
  });

  it('names each expectation a reply misses', () => {
    const bad = checkBlindReply(
      blind,
      {
        all: ['cable'],
        any: ['opener'],
        none: ['spring'],
        primaryAction: 'emergency_call',
        primaryActionNot: 'book',
        actionsInclude: ['escalate'],
        urgency: 'emergency',
        urgencyNot: 'routine',
        leadNameEmpty: true,
        lead: { name: 'sam', phone: '5035550000', city: 'salem', isComplete: true },
      },
      reply,
    );
    expect(bad).toEqual([
      'missing /cable/',
      'none of /opener/',
      'forbidden /spring/',
      'primaryAction book is not emergency_call',
      'primaryAction is book',
      'no escalate action',
      'urgency routine is not emergency',
      'urgency is routine',
      'lead name set',
      'lead name',
      'lead phone',
      'lead city',
      'lead isComplete false',
    ]);
  });

  it('fails any reply with a price off the list, no text, or more than 1,500 characters', () => {
    expect(checkBlindReply(blind, {}, { content: 'That is $95 or $1,500.' })).toEqual([
      'price not on the list: $95',
      'price not on the list: $1,500',
    ]);
    expect(checkBlindReply(blind, {}, { content: '  ' })).toEqual(['empty reply']);
    expect(checkBlindReply(blind, {}, { content: 'a'.repeat(1501) })).toEqual(['reply longer than 1500 characters (1501)']);
  });

  it('takes the emergency line as a call, and the phone from the call button', () => {
    const emergency = {
      content: 'Get clear of the door.',
      metadata: { ctaType: 'call', ctaData: { phone: '(503) 555-0175' }, ctaGuidance: { availableActions: ['emergency_call'] } },
    };
    expect(checkBlindReply(blind, { actionsInclude: ['call'], phoneOf: 'salem' }, emergency)).toEqual([]);
  });
});

describe('the blind report', () => {
  const outcome = (language: 'en' | 'es', passed: boolean, critical = false): BlindOutcome => ({
    caseId: 'x',
    turn: 1,
    critical,
    language,
    failures: passed ? [] : ['missed'],
  });

  it('counts turns and critical turns, in all and per language', () => {
    const report = blindReport([outcome('en', true, true), outcome('en', false), outcome('es', true), outcome('es', false, true)]);
    expect(report).toMatchObject({ passed: 2, turns: 4, criticalPassed: 1, critical: 2, met: false });
    expect(report.byLanguage.en).toEqual({ passed: 1, turns: 2, criticalPassed: 1, critical: 1 });
    expect(report.byLanguage.es).toEqual({ passed: 1, turns: 2, criticalPassed: 0, critical: 1 });
  });

  it('meets the bar at 90 % of turns with every critical turn, and not with one critical turn missed', () => {
    const nine = Array.from({ length: 9 }, () => outcome('en', true, true));
    expect(blindReport([...nine, outcome('en', false)]).met).toBe(true);
    expect(blindReport([...nine, outcome('en', false, true)]).met).toBe(false);
    expect(blindReport([]).met).toBe(false);
  });
});

describe('playing a blind set against the app on loopback', () => {
  let chat: Awaited<ReturnType<typeof startLoopbackChat>>;
  beforeAll(async () => {
    chat = await startLoopbackChat();
  }, 60_000);
  afterAll(async () => chat?.close());

  it('scores the fixture: every turn but the one written to fail, the critical one included', async () => {
    const outcomes = await playBlindSet(loadBlindSet(FIXTURE), chat.open, () => 'en');
    const report = blindReport(outcomes);
    expect(outcomes.filter((item) => item.failures.length > 0).map((item) => item.caseId)).toEqual(['wrong-on-purpose']);
    expect(report).toMatchObject({ passed: 5, turns: 6, criticalPassed: 1, critical: 1 });
    // A case's lang decides its language; the detector only those without one.
    expect(report.byLanguage.es.turns).toBe(1);
  }, 60_000);

  it('keeps the conversation: the second turn of a case sees the first', async () => {
    const conversation = chat.open({ id: 'two-turns', region: 'salem', critical: false, turns: [{ say: 'x', expect: {} }] });
    await conversation.send('my garage door spring broke');
    const second = await conversation.send('how much will that be');
    expect(String(second.content)).toContain('$189');
  }, 60_000);

  it('fails a turn whose server does not answer, and says why', async () => {
    const outcomes = await playBlindSet(
      set(),
      () => ({ send: () => Promise.reject(new Error('connect ECONNREFUSED')) }),
      () => 'es',
    );
    expect(outcomes).toEqual([{ caseId: 'a', turn: 1, critical: false, language: 'es', failures: ['no reply: connect ECONNREFUSED'] }]);
  });
});
