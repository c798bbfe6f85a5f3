// `npm run eval`: measures the assistant's understanding on the labelled corpus
// (chat-server/src/assistant/corpus) and plays every scenario conversation.
//
// 1. Understanding, on the held-out test split (corpus/test/*.jsonl, never trained on): per intent and per
//    language precision, recall, F1, macro-F1 and the abstention rate; emergency recall on every labelled
//    emergency (training and test) and the false-emergency rate; lead-entity exactness (name, phone, city).
//    The local model and today's rule engine (the regex extractors) side by side, with the issue's targets.
// 2. Scenarios: the pass rate per category on the local engine, or the OpenAI engine with EVAL_ENGINE=openai
//    (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL).
//    With the OpenAI engine it also prints how often the engine fell back to the local answer, by reason.
// 3. --openai-fake: the OpenAI engine's fallback rate against the loopback OpenAI-compatible fake server
//    (openai/scriptedModel.ts): every scenario turn is streamed through the engine while the scripted model
//    answers with a fixed mix of sound and bad replies (off-list price, DIY spring steps, a foreign phone, a
//    server error). The printed rate must equal the scripted share of bad replies, and no bad text may reach a
//    streamed chunk or a final reply. It measures the checks and the counting, not a real model: for that, run
//    EVAL_ENGINE=openai against a real OpenAI-compatible server.
// 4. Hazards (issue 30): each committed hazard set (chat-server/src/assistant/hazards/heldout.jsonl and round2.jsonl),
//    or the file given with --hazards FILE, each message played as a first turn through the local engine: recall per class and per
//    language, false emergencies on the non-hazards, the first step by catalogue key, Call 911 where a person is at
//    risk, and no booking in an emergency. An absent file is said and does not fail.
// Flags: --verbose prints each intent row, each miss and each failed scenario; --understanding-only skips the scenarios;
// --openai-fake adds section 3; --hazards FILE scores another hazard file; --hazards-only runs only section 4.
// Exit code 1 when a target is missed or a scenario fails. Run with tsx (the sources are TypeScript).
import { createEngine } from '../chat-server/src/assistant/createEngine.ts';
import {
  HAZARD_SETS,
  HAZARD_TARGETS,
  hazardReport,
  hazardTargetsMet,
  loadHazardFile,
  playHazards,
  rate,
} from '../chat-server/src/assistant/hazards/hazardEval.ts';
import { createLocalEngine } from '../chat-server/src/assistant/localEngine.ts';
import { startFakeOpenAIServer } from '../chat-server/src/assistant/openai/fakeOpenAIServer.ts';
import { createFallbackCounter, openaiFallbacks } from '../chat-server/src/assistant/openai/fallbackCounter.ts';
import { createOpenAIEngine } from '../chat-server/src/assistant/openai/openaiEngine.ts';
import { BAD_TEXT, INVALID_UNDERSTANDING_EVERY, REPLY_MIX, scriptedModel } from '../chat-server/src/assistant/openai/scriptedModel.ts';
import { createOpenAIUnderstanding } from '../chat-server/src/assistant/openai/understandWithOpenAI.ts';
import { ALL_SCENARIOS, runScenario } from '../chat-server/src/assistant/scenarios/index.ts';
import { loadCorpus } from '../chat-server/src/assistant/understand/corpus.ts';
import { evaluate, historyFor, TARGETS } from '../chat-server/src/assistant/understand/eval/metrics.ts';
import { ruleUnderstanding } from '../chat-server/src/assistant/understand/eval/ruleBaseline.ts';
import { createLocalUnderstanding } from '../chat-server/src/assistant/understand/localUnderstanding.ts';

const verbose = process.argv.includes('--verbose');
const hazardsOnly = process.argv.includes('--hazards-only');
const hazardsAt = process.argv.indexOf('--hazards');
const hazardFiles = hazardsAt >= 0 ? [process.argv[hazardsAt + 1]] : HAZARD_SETS;
const out = [];
const pct = (value) => `${(value * 100).toFixed(1)} %`;
const num = (value) => value.toFixed(3);

let missed = 0;
const check = (ok) => {
  if (!ok) missed += 1;
  return ok;
};
if (!hazardsOnly) await understandingAndScenarios();
for (const hazardFile of hazardFiles) await hazards(hazardFile);
process.stdout.write(`${out.join('\n')}\n`);

/** Sections 1 to 3. */
async function understandingAndScenarios() {
  const train = loadCorpus('train');
  const test = loadCorpus('test');
  const started = performance.now();
  const local = createLocalUnderstanding(train);
  const trainMs = performance.now() - started;
  const everyLine = [...train, ...test];
  const model = evaluate((line) => local.understand(line.text, { history: historyFor(line) }), test, everyLine);
  const rules = evaluate((line) => ruleUnderstanding(line.text, line.askedLast ?? 'none'), test, everyLine);

  out.push(
    `Understanding: ${train.length} training lines, ${test.length} held-out test lines (${test.filter((line) => line.lang === 'es').length} Spanish); model trained in ${trainMs.toFixed(0)} ms`,
    '',
    `${'figure'.padEnd(34)} ${'model'.padStart(9)} ${'rules'.padStart(9)} ${'target'.padStart(9)}`,
  );
  const row = (label, a, b, target, met) =>
    out.push(`${label.padEnd(34)} ${a.padStart(9)} ${b.padStart(9)} ${target.padStart(9)}${met === undefined ? '' : met ? '  ✓' : '  ✗'}`);
  for (const language of ['en', 'es']) {
    const m = model.byLanguage.find((report) => report.language === language);
    const r = rules.byLanguage.find((report) => report.language === language);
    const target = TARGETS.macroF1[language];
    row(`macro-F1 ${language} (${m.lines} lines)`, num(m.macroF1), num(r.macroF1), `≥ ${target}`, check(m.macroF1 >= target));
    row(`abstention ${language}`, pct(m.abstention), pct(r.abstention), '');
  }
  row(
    `emergency recall (${model.emergencies} emergencies)`,
    pct(model.emergencyRecall),
    pct(rules.emergencyRecall),
    '100 %',
    check(model.emergencyRecall >= TARGETS.emergencyRecall),
  );
  row(
    'false emergencies',
    pct(model.falseEmergencyRate),
    pct(rules.falseEmergencyRate),
    '≤ 5 %',
    check(model.falseEmergencyRate <= TARGETS.falseEmergencyRate),
  );
  row(
    `lead entities exact (${model.entityLines} lines)`,
    pct(model.entitiesExact),
    pct(rules.entitiesExact),
    '≥ 95 %',
    check(model.entitiesExact >= TARGETS.entitiesExact),
  );
  row('language detected', pct(model.languageAccuracy), '(en only)', '');

  for (const language of ['en', 'es']) {
    const m = model.byLanguage.find((report) => report.language === language);
    const r = rules.byLanguage.find((report) => report.language === language);
    const ruleF1 = new Map(r.labels.map((label) => [label.label, label.f1]));
    out.push(
      '',
      `Per intent, ${language}: ${'intent'.padEnd(18)} ${'P'.padStart(6)} ${'R'.padStart(6)} ${'F1'.padStart(6)} ${'n'.padStart(4)} ${'rules F1'.padStart(9)}`,
    );
    for (const label of m.labels) {
      if (!verbose && label.f1 >= 0.9) continue;
      out.push(
        `${''.padEnd(14)}${label.label.padEnd(18)} ${num(label.precision).padStart(6)} ${num(label.recall).padStart(6)} ${num(label.f1).padStart(6)} ${String(label.support).padStart(4)} ${(ruleF1.has(label.label) ? num(ruleF1.get(label.label)) : '-').padStart(9)}`,
      );
    }
    if (!verbose) out.push(`${''.padEnd(14)}(intents with F1 ≥ 0.9 hidden; --verbose shows all)`);
  }
  if (verbose) {
    out.push('', 'Missed emergencies:', ...model.missedEmergencies.map((text) => `  ${text}`));
    out.push('', 'Entity misses:', ...model.entityMisses.map((text) => `  ${text}`));
  }

  if (!process.argv.includes('--understanding-only')) {
    const engineName = process.env.EVAL_ENGINE === 'openai' ? 'openai' : 'local';
    const engine = createEngine({
      engine: engineName,
      openai: {
        apiKey: process.env.OPENAI_API_KEY,
        baseUrl: process.env.OPENAI_BASE_URL,
        model: process.env.OPENAI_MODEL || 'gpt-4o-mini',
      },
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
    out.push(
      '',
      `Scenarios: ${ALL_SCENARIOS.length} conversations on the ${engine.name} engine`,
      `${'category'.padEnd(14)} ${'passed'.padStart(7)} ${'total'.padStart(6)} ${'rate'.padStart(7)}`,
    );
    let passed = 0;
    for (const [category, tally] of [...byCategory].sort(([a], [b]) => a.localeCompare(b))) {
      passed += tally.passed;
      out.push(
        `${category.padEnd(14)} ${String(tally.passed).padStart(7)} ${String(tally.total).padStart(6)} ${pct(tally.passed / tally.total).padStart(7)}`,
      );
    }
    out.push(
      `${'all'.padEnd(14)} ${String(passed).padStart(7)} ${String(ALL_SCENARIOS.length).padStart(6)} ${pct(passed / ALL_SCENARIOS.length).padStart(7)}`,
    );
    if (verbose)
      for (const result of failures)
        out.push('', `✗ ${result.scenario.category}: ${result.scenario.name}`, ...result.failures.map((failure) => `    ${failure}`));
    missed += failures.length;
    if (engine.name === 'openai') out.push('', ...fallbackReport(openaiFallbacks.snapshot()));
  }

  if (process.argv.includes('--openai-fake')) {
    const model = scriptedModel();
    const server = await startFakeOpenAIServer(model, { record: false });
    const counter = createFallbackCounter();
    const options = { apiKey: 'loopback', baseURL: server.baseURL, model: 'scripted' };
    const engine = createOpenAIEngine({
      ...options,
      understand: createOpenAIUnderstanding(options),
      fallback: createLocalEngine(),
      counter,
    });
    // Everything a widget would receive: each streamed chunk and each final reply.
    const shown = [];
    const streaming = {
      name: engine.name,
      async reply(input) {
        for await (const event of engine.stream(input)) {
          if (event.type === 'delta') shown.push(event.text);
          else if (event.type === 'done') {
            shown.push(event.reply.content);
            return event.reply;
          }
        }
        throw new Error('no reply');
      },
    };
    try {
      for (const scenario of ALL_SCENARIOS) await runScenario(streaming, scenario);
    } finally {
      await server.close();
    }
    const played = model.played();
    const bad = REPLY_MIX.filter((kind) => kind !== 'good').length / REPLY_MIX.length;
    const leaked = shown.filter((text) => Object.values(BAD_TEXT).some((needle) => text.includes(needle))).length;
    const snapshot = counter.snapshot();
    const expected = {
      off_list_price: played.off_list_price,
      diy_under_tension: played.diy_under_tension,
      foreign_phone: played.foreign_phone,
      server_error: played.server_error,
    };
    const countedAsScripted = Object.entries(expected).every(([reason, count]) => (snapshot.byReason[reason] ?? 0) === count);
    out.push(
      '',
      `OpenAI engine against the loopback fake server (scripted model: ${pct(bad)} bad replies, every ${INVALID_UNDERSTANDING_EVERY}th understanding invalid)`,
      ...fallbackReport(snapshot),
      `${'bad replies played / counted'.padEnd(34)} ${`${played.off_list_price + played.diy_under_tension + played.foreign_phone + played.server_error} / ${snapshot.fallbacks}`.padStart(9)}${check(countedAsScripted) ? '  ✓' : '  ✗'}`,
      `${'bad text shown to the visitor'.padEnd(34)} ${String(leaked).padStart(9)}${check(leaked === 0) ? '  ✓' : '  ✗'}`,
    );
  }
}

/** Section 4: a hazard set, played through the local engine. */
async function hazards(hazardFile) {
  const lines = loadHazardFile(hazardFile);
  out.push('');
  if (!lines) {
    out.push(`Hazards: no hazard set at ${hazardFile} (nothing scored)`);
    return;
  }
  const outcomes = await playHazards(createLocalEngine(), lines);
  const report = hazardReport(outcomes);
  const spanish = lines.filter((line) => line.lang === 'es').length;
  out.push(
    `Hazards: ${lines.length} messages (${spanish} Spanish, ${report.falseEmergencies.total} non-hazards) from ${hazardFile}, each a first turn on the local engine`,
    `${'figure'.padEnd(34)} ${'value'.padStart(9)} ${'n'.padStart(6)} ${'target'.padStart(9)}`,
  );
  const line = (label, value, total, target, met) =>
    out.push(
      `${label.padEnd(34)} ${value.padStart(9)} ${String(total).padStart(6)} ${target.padStart(9)}${met === undefined ? '' : met ? '  ✓' : '  ✗'}`,
    );
  for (const [hazard, value] of Object.entries(report.recallByClass))
    line(`recall ${hazard}`, pct(rate(value)), value.total, '100 %', check(rate(value) >= HAZARD_TARGETS.recall));
  for (const [language, value] of Object.entries(report.recallByLanguage))
    line(`recall ${language}`, pct(rate(value)), value.total, '100 %', check(rate(value) >= HAZARD_TARGETS.recall));
  const falseRate = rate(report.falseEmergencies, 0);
  line(
    'false emergencies (non-hazards)',
    pct(falseRate),
    report.falseEmergencies.total,
    '≤ 3 %',
    check(falseRate <= HAZARD_TARGETS.falseEmergencyRate),
  );
  line(
    'first step by catalogue key',
    pct(rate(report.firstStepRight)),
    report.firstStepRight.total,
    '100 %',
    check(rate(report.firstStepRight) >= HAZARD_TARGETS.firstStep),
  );
  line(
    'Call 911 (fire, CO, a person)',
    pct(rate(report.offers911WhereAtRisk)),
    report.offers911WhereAtRisk.total,
    '100 %',
    check(rate(report.offers911WhereAtRisk) >= HAZARD_TARGETS.offers911),
  );
  line('Call 911 (pet, door, part)', pct(rate(report.offers911Elsewhere, 0)), report.offers911Elsewhere.total, '');
  line(
    'booking in an emergency reply',
    String(report.bookInEmergency.hits),
    report.bookInEmergency.total,
    '0',
    check(report.bookInEmergency.hits === 0),
  );
  check(hazardTargetsMet(report));
  if (verbose || !hazardTargetsMet(report)) out.push('', 'Hazard misses:', ...report.misses.map((text) => `  ${text}`));
}

/** The OpenAI engine's fallback figures: turns, the share answered by the local engine instead, by reason. */
function fallbackReport(snapshot) {
  const reasons = (counts) =>
    Object.entries(counts)
      .map(([reason, count]) => `${reason} ${count}`)
      .join(', ') || 'none';
  return [
    `${'OpenAI turns'.padEnd(34)} ${String(snapshot.turns).padStart(9)}`,
    `${'fell back to the local answer'.padEnd(34)} ${pct(snapshot.rate).padStart(9)}  (${snapshot.fallbacks}: ${reasons(snapshot.byReason)})`,
    `${'understanding fell back to local'.padEnd(34)} ${pct(snapshot.turns ? snapshot.understandingFallbacks / snapshot.turns : 0).padStart(9)}  (${snapshot.understandingFallbacks}: ${reasons(snapshot.understandingByReason)})`,
  ];
}
process.exitCode = missed === 0 ? 0 : 1;
