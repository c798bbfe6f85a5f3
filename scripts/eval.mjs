// `npm run eval`: plays every assistant scenario (chat-server/src/assistant/scenarios) against the
// local engine, or the OpenAI engine with EVAL_ENGINE=openai (uses OPENAI_API_KEY, OPENAI_BASE_URL,
// OPENAI_MODEL), and prints the pass rate per category. Run with tsx (the scenarios are TypeScript).
// Flags: --verbose prints each failure.
import { createEngine } from '../chat-server/src/assistant/createEngine.ts';
import { ALL_SCENARIOS, runScenario } from '../chat-server/src/assistant/scenarios/index.ts';

const verbose = process.argv.includes('--verbose');
const engineName = process.env.EVAL_ENGINE === 'openai' ? 'openai' : 'local';
const engine = createEngine({
  engine: engineName,
  openai: { apiKey: process.env.OPENAI_API_KEY, baseUrl: process.env.OPENAI_BASE_URL, model: process.env.OPENAI_MODEL || 'gpt-4o-mini' },
  bookingBaseUrl: undefined,
});

const byCategory = new Map();
const failures = [];
for (const scenario of ALL_SCENARIOS) {
  const result = await runScenario(engine, scenario);
  const tally = byCategory.get(scenario.category) ?? { passed: 0, total: 0 };
  tally.total += 1;
  if (result.failures.length === 0) tally.passed += 1;
  else failures.push(result);
  byCategory.set(scenario.category, tally);
}

const lines = [
  `T.O.D. evaluation: ${ALL_SCENARIOS.length} conversations on the ${engine.name} engine`,
  `${'category'.padEnd(14)} ${'passed'.padStart(7)} ${'total'.padStart(6)} ${'rate'.padStart(7)}`,
];
let passed = 0;
for (const [category, tally] of [...byCategory].sort(([a], [b]) => a.localeCompare(b))) {
  passed += tally.passed;
  lines.push(
    `${category.padEnd(14)} ${String(tally.passed).padStart(7)} ${String(tally.total).padStart(6)} ${`${((tally.passed / tally.total) * 100).toFixed(1)} %`.padStart(7)}`,
  );
}
lines.push(
  `${'all'.padEnd(14)} ${String(passed).padStart(7)} ${String(ALL_SCENARIOS.length).padStart(6)} ${`${((passed / ALL_SCENARIOS.length) * 100).toFixed(1)} %`.padStart(7)}`,
);
if (verbose) {
  for (const result of failures) {
    lines.push('', `✗ ${result.scenario.category}: ${result.scenario.name}`, ...result.failures.map((failure) => `    ${failure}`));
  }
}
process.stdout.write(`${lines.join('\n')}\n`);
process.exitCode = failures.length === 0 ? 0 : 1;
