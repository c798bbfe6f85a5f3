import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalEngine } from '../localEngine.ts';
import { getLocalUnderstanding } from '../understand/localUnderstanding.ts';
import { ALL_SCENARIOS, runScenario } from './index.ts';
import { templatesAt } from './scenario.ts';

const engine = createLocalEngine();
// Training the model from the corpus is set-up, not a conversation: it runs once here, under the hook's ceiling,
// so a loaded machine does not time out the first scenario.
beforeAll(() => {
  getLocalUnderstanding();
});

describe('assistant scenarios (local engine)', () => {
  it('covers every category with many conversations', () => {
    expect(ALL_SCENARIOS.length).toBeGreaterThan(100);
    expect(new Set(ALL_SCENARIOS.map((scenario) => scenario.name)).size).toBe(ALL_SCENARIOS.length);
  });

  it('names the rule on every checked turn, and every sentence it says or must not say by a catalogue key both languages have', () => {
    const expectations = ALL_SCENARIOS.flatMap((scenario) => scenario.turns.flatMap((turn) => (turn.expect ? [turn.expect] : [])));
    expect(expectations.filter((expectation) => !expectation.rule)).toEqual([]);
    const keys = new Set(expectations.flatMap((expectation) => [...(expectation.says ?? []), ...(expectation.doesNotSay ?? [])]));
    for (const key of keys) {
      expect(templatesAt('en', key), key).not.toEqual([]);
      expect(templatesAt('es', key), key).not.toEqual([]);
    }
  });

  it.each(ALL_SCENARIOS.map((scenario) => [`${scenario.category}: ${scenario.name}`, scenario] as const))(
    '%s',
    async (_label, scenario) => {
      const result = await runScenario(engine, scenario);
      if (scenario.knownMiss) expect(result.failures, `passes now: remove its knownMiss (${scenario.knownMiss})`).not.toEqual([]);
      else expect(result.failures).toEqual([]);
    },
  );
});
