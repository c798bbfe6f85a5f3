import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../localEngine.ts';
import { ALL_SCENARIOS, runScenario } from './index.ts';

const engine = createLocalEngine();

describe('assistant scenarios (local engine)', () => {
  it('covers every category with many conversations', () => {
    expect(ALL_SCENARIOS.length).toBeGreaterThan(100);
    expect(new Set(ALL_SCENARIOS.map((scenario) => scenario.name)).size).toBe(ALL_SCENARIOS.length);
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
