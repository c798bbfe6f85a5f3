import { describe, expect, it } from 'vitest';
import { heldOutKey, heldOutSplit } from './heldOut.ts';
import type { ScenarioResult } from './scenario.ts';

const played = (turns: string[], failedTurns: number[] = []): ScenarioResult => ({
  scenario: { name: turns.join('/'), category: 'pricing', region: 'salem', turns: turns.map((user) => ({ user })) },
  failures: failedTurns.map((index) => `turn ${index + 1}: missed`),
  failedTurns,
});

describe('scenario turns held out from training', () => {
  it('counts a message as seen whatever its case, accents, punctuation and spacing', () => {
    expect(heldOutKey('  ¿Cuánto   CUESTA el resorte? ')).toBe(heldOutKey('cuanto cuesta el resorte'));
    expect(heldOutKey("What's the price?")).toBe('what s the price');
    expect(heldOutKey('spring price')).not.toBe(heldOutKey('spring prices'));
  });

  it('reports turns whose words are a training line apart from the held-out ones, each with its passes', () => {
    const split = heldOutSplit(
      [played(['How much is a spring?', 'and on Saturday'], [1]), played(['never trained on']), played(['¿y el sábado?'], [0])],
      ['how much is a spring', 'something else'],
      (text) => (text.startsWith('¿') ? 'es' : 'en'),
    );
    expect(split.seen).toEqual({ passed: 1, total: 1 });
    expect(split.heldOut).toEqual({ passed: 1, total: 3 });
    // The first conversation has a seen turn: only the other two are held out whole.
    expect(split.heldOutConversations).toEqual({ passed: 1, total: 2 });
    expect(split.byLanguage.en).toEqual({ heldOut: { passed: 1, total: 2 }, seen: { passed: 1, total: 1 } });
    expect(split.byLanguage.es).toEqual({ heldOut: { passed: 0, total: 1 }, seen: { passed: 0, total: 0 } });
  });
});
