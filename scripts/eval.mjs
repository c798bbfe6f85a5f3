// `npm run eval`: measures the assistant's understanding on the labelled corpus
// (chat-server/src/assistant/corpus) and plays every scenario conversation.
//
// 1. Understanding, on the held-out test split (corpus/test/*.jsonl, never trained on), per language: macro-F1,
//    the abstention rate, the confident-wrong rate, emergency recall and false emergencies; lead-entity exactness
//    (name, phone, city). Three readers side by side: "decision" is what the decide step acts on (the runtime
//    path: analyze, the rule merge of understandingOf, intents at decide's threshold CONFIDENT; an emergency when
//    the reply is one), "model" the model's Understanding alone (its intents from INTENT_THRESHOLD 0.15 up), and
//    "rules" today's regex extractors. The targets are checked on the decision column. Emergency recall on every
//    labelled line (training and test) follows as a regression check, not a held-out figure (decision 0281).
// 2. Scenarios: the pass rate per category on the local engine, or the OpenAI engine with EVAL_ENGINE=openai
//    (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL); then the turns split into held out and seen in training
//    (a turn whose words, case, accents and punctuation aside, are a training line), each with its pass rate.
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
// 5. --blind FILE (repeatable): a conversation set in the shared runner's format (shared/eval/README.md) played
//    against the real app on a loopback port, each case a new visitor: `blind FILE: P/T turns pass, critical C/K`
//    and the same per language. Only the blind sets are scored then; a set counts at first contact only:
//    --record keeps that score in chat-server/src/assistant/blind/first-contact.json (once per set, by its bytes'
//    SHA-256; a set scored before says so and is not recorded again), and plain `npm run eval` prints every
//    recorded first-contact score at the end.
// Flags: --verbose prints each intent row, each miss and each failed scenario (and each failed blind turn);
// --understanding-only skips the scenarios; --openai-fake adds section 3; --hazards FILE scores another hazard
// file; --hazards-only runs only section 4; --blind FILE runs only section 5 (--record keeps a first contact).
// Exit code 1 when a target is missed, a scenario fails or a blind set is under 90 % of turns or misses a
// critical turn. Run with tsx (the sources are TypeScript).

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { blindReport, loadBlindSet, playBlindSet } from '../chat-server/src/assistant/blind/blindSet.ts';
import { FIRST_CONTACT_FILE, loadFirstContacts, recordFirstContact, setDigest } from '../chat-server/src/assistant/blind/firstContact.ts';
import { startLoopbackChat } from '../chat-server/src/assistant/blind/loopbackChat.ts';
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
import { heldOutSplit } from '../chat-server/src/assistant/scenarios/heldOut.ts';
import { ALL_SCENARIOS, runScenario } from '../chat-server/src/assistant/scenarios/index.ts';
import { loadCorpus } from '../chat-server/src/assistant/understand/corpus.ts';
import { decisionReading } from '../chat-server/src/assistant/understand/eval/decisionLevel.ts';
import { evaluate, historyFor, TARGETS } from '../chat-server/src/assistant/understand/eval/metrics.ts';
import { ruleUnderstanding } from '../chat-server/src/assistant/understand/eval/ruleBaseline.ts';
import { createLocalUnderstanding, getLocalUnderstanding } from '../chat-server/src/assistant/understand/localUnderstanding.ts';

const verbose = process.argv.includes('--verbose');
const hazardsOnly = process.argv.includes('--hazards-only');
const hazardsAt = process.argv.indexOf('--hazards');
const hazardFiles = hazardsAt >= 0 ? [process.argv[hazardsAt + 1]] : HAZARD_SETS;
const blindFiles = process.argv.flatMap((arg, index) => (arg === '--blind' ? [process.argv[index + 1]] : []));
if (blindFiles.some((file) => !file || file.startsWith('--'))) {
  process.stderr.write('npm run eval: --blind needs a file (npm run eval -- --blind path/to/set.json)\n');
  process.exit(2);
}
const out = [];
const pct = (value) => `${(value * 100).toFixed(1)} %`;
const num = (value) => value.toFixed(3);

let missed = 0;
const check = (ok) => {
  if (!ok) missed += 1;
  return ok;
};
const record = process.argv.includes('--record');
if (record && blindFiles.length === 0) {
  process.stderr.write('npm run eval: --record goes with --blind FILE\n');
  process.exit(2);
}
if (blindFiles.length > 0) await blindSets();
else {
  if (!hazardsOnly) await understandingAndScenarios();
  for (const hazardFile of hazardFiles) await hazards(hazardFile);
  firstContacts();
}
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
  const decision = evaluate(decisionReading, test, everyLine);
  const rules = evaluate((line) => ruleUnderstanding(line.text, line.askedLast ?? 'none'), test, everyLine);

  out.push(
    `Understanding: ${train.length} training lines, ${test.length} held-out test lines (${test.filter((line) => line.lang === 'es').length} Spanish); model trained in ${trainMs.toFixed(0)} ms`,
    'decision: what the decide step acts on (runtime path, intents ≥ its threshold after the rule merge); model: the model alone (intents ≥ 0.15); rules: the regex extractors',
    '',
    `${'figure'.padEnd(38)} ${'decision'.padStart(9)} ${'model'.padStart(9)} ${'rules'.padStart(9)} ${'target'.padStart(9)}`,
  );
  const row = (label, d, a, b, target, met) =>
    out.push(
      `${label.padEnd(38)} ${d.padStart(9)} ${a.padStart(9)} ${b.padStart(9)} ${target.padStart(9)}${met === undefined ? '' : met ? '  ✓' : '  ✗'}`,
    );
  const of = (report, language) => report.byLanguage.find((entry) => entry.language === language);
  for (const language of ['en', 'es']) {
    const [d, m, r] = [decision, model, rules].map((report) => of(report, language));
    const target = TARGETS.macroF1[language];
    row(
      `macro-F1 ${language} (${d.lines} lines)`,
      num(d.macroF1),
      num(m.macroF1),
      num(r.macroF1),
      `≥ ${target}`,
      check(d.macroF1 >= target),
    );
    row(`abstention ${language}`, pct(d.abstention), pct(m.abstention), pct(r.abstention), '');
    row(`confident wrong ${language}`, pct(d.confidentWrong), pct(m.confidentWrong), pct(r.confidentWrong), '');
    row(
      `emergency recall ${language} (${d.emergency.emergencies} test lines)`,
      pct(d.emergency.recall),
      pct(m.emergency.recall),
      pct(r.emergency.recall),
      '100 %',
      check(d.emergency.recall >= TARGETS.emergencyRecall),
    );
    row(
      `false emergencies ${language} (${d.emergency.calm} test lines)`,
      pct(d.emergency.falseRate),
      pct(m.emergency.falseRate),
      pct(r.emergency.falseRate),
      '≤ 5 %',
      check(d.emergency.falseRate <= TARGETS.falseEmergencyRate),
    );
  }
  row(
    `lead entities exact (${model.entityLines} lines)`,
    pct(decision.entitiesExact),
    pct(model.entitiesExact),
    pct(rules.entitiesExact),
    '≥ 95 %',
    check(decision.entitiesExact >= TARGETS.entitiesExact),
  );
  row('language detected', pct(decision.languageAccuracy), pct(model.languageAccuracy), '(en only)', '');
  row(
    `emergency recall, train+test (${model.emergencies})`,
    pct(decision.emergencyRecall),
    pct(model.emergencyRecall),
    pct(rules.emergencyRecall),
    'regress.',
  );
  row(
    'false emergencies, train+test',
    pct(decision.falseEmergencyRate),
    pct(model.falseEmergencyRate),
    pct(rules.falseEmergencyRate),
    'regress.',
  );

  for (const language of ['en', 'es']) {
    const d = of(decision, language);
    const modelF1 = new Map(of(model, language).labels.map((label) => [label.label, label.f1]));
    const ruleF1 = new Map(of(rules, language).labels.map((label) => [label.label, label.f1]));
    out.push(
      '',
      `Per intent, ${language} (decision): ${'intent'.padEnd(18)} ${'P'.padStart(6)} ${'R'.padStart(6)} ${'F1'.padStart(6)} ${'n'.padStart(4)} ${'model F1'.padStart(9)} ${'rules F1'.padStart(9)}`,
    );
    const f1Of = (scores, label) => (scores.has(label) ? num(scores.get(label)) : '-').padStart(9);
    for (const label of d.labels) {
      if (!verbose && label.f1 >= 0.9) continue;
      out.push(
        `${''.padEnd(25)}${label.label.padEnd(18)} ${num(label.precision).padStart(6)} ${num(label.recall).padStart(6)} ${num(label.f1).padStart(6)} ${String(label.support).padStart(4)} ${f1Of(modelF1, label.label)} ${f1Of(ruleF1, label.label)}`,
      );
    }
    if (!verbose) out.push(`${''.padEnd(25)}(intents with F1 ≥ 0.9 hidden; --verbose shows all)`);
  }
  if (verbose) {
    for (const language of ['en', 'es'])
      out.push(
        '',
        `Missed emergencies on ${language} test lines (decision):`,
        ...of(decision, language).emergency.missed.map((text) => `  ${text}`),
      );
    out.push('', 'Missed emergencies, train+test (model):', ...model.missedEmergencies.map((text) => `  ${text}`));
    out.push('', 'Entity misses:', ...decision.entityMisses.map((text) => `  ${text}`));
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
    const results = [];
    for (const scenario of ALL_SCENARIOS) {
      const result = await runScenario(engine, scenario);
      results.push(result);
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
    const split = heldOutSplit(
      results,
      train.map((line) => line.text),
      (text) => getLocalUnderstanding().understand(text, { history: [] }).language,
    );
    const turns = (tally) => `${`${tally.passed}/${tally.total}`.padStart(9)} ${pct(tally.passed / Math.max(1, tally.total)).padStart(7)}`;
    out.push(
      '',
      'Scenario turns (held out: no training line has their words; seen: a training line has them, a check that training took)',
      `${'held-out turns pass'.padEnd(34)} ${turns(split.heldOut)}`,
      ...['en', 'es'].map((language) => `${`  ${language}`.padEnd(34)} ${turns(split.byLanguage[language].heldOut)}`),
      `${'seen-in-training turns pass'.padEnd(34)} ${turns(split.seen)}`,
      ...['en', 'es'].map((language) => `${`  ${language}`.padEnd(34)} ${turns(split.byLanguage[language].seen)}`),
      `${'all-held-out conversations pass'.padEnd(34)} ${turns(split.heldOutConversations)}`,
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

/** Section 5: each blind set, played against the app on a loopback port. */
async function blindSets() {
  let sets;
  let recorded;
  try {
    sets = blindFiles.map((file) => ({ file, set: loadBlindSet(file), sha256: setDigest(readFileSync(file, 'utf8')) }));
    recorded = loadFirstContacts();
  } catch (error) {
    process.stderr.write(`npm run eval: ${error.message}\n`);
    process.exit(2);
  }
  const chat = await startLoopbackChat();
  const detect = (text) => getLocalUnderstanding().understand(text, { history: [] }).language;
  try {
    for (const { file, set, sha256 } of sets) {
      const outcomes = await playBlindSet(set, chat.open, detect);
      const report = blindReport(outcomes);
      const earlier = recorded.find((item) => item.sha256 === sha256);
      const guessed = set.cases.some((item) => !item.lang);
      out.push(
        `blind ${file}: ${report.passed}/${report.turns} turns pass, critical ${report.criticalPassed}/${report.critical}${check(report.met) ? '  ✓' : '  ✗ (target: ≥ 90 % of turns, every critical turn)'}`,
      );
      for (const language of ['en', 'es']) {
        const tally = report.byLanguage[language];
        out.push(
          `  ${language}: ${tally.passed}/${tally.turns} turns pass (${pct(tally.passed / Math.max(1, tally.turns))}), critical ${tally.criticalPassed}/${tally.critical}`,
        );
      }
      if (guessed) out.push('  (cases without "lang" are counted in the language the assistant detects in their first message)');
      if (earlier)
        out.push(
          `  not a first contact: scored ${earlier.passed}/${earlier.turns}, critical ${earlier.criticalPassed}/${earlier.critical} on ${earlier.date} (${FIRST_CONTACT_FILE})`,
        );
      else if (record) {
        const { passed, turns, criticalPassed, critical, byLanguage } = report;
        recordFirstContact({
          set: basename(file),
          sha256,
          date: new Date().toISOString().slice(0, 10),
          ...commitNow(),
          passed,
          turns,
          criticalPassed,
          critical,
          byLanguage,
        });
        out.push(`  recorded as its first contact in ${FIRST_CONTACT_FILE}`);
      }
      if (verbose)
        for (const outcome of outcomes.filter((item) => item.failures.length > 0))
          out.push(`  ✗ ${outcome.caseId}#${outcome.turn}${outcome.critical ? ' [critical]' : ''}: ${outcome.failures.join('; ')}`);
    }
  } finally {
    await chat.close();
  }
}

/** The short commit the tree is at, when git can tell. */
function commitNow() {
  try {
    return { commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim() };
  } catch {
    return {};
  }
}

/** Each blind set's first-contact score, as recorded by `--blind FILE --record` (never re-scored here). */
function firstContacts() {
  const recorded = loadFirstContacts();
  out.push('', `Blind sets at first contact (${FIRST_CONTACT_FILE})`);
  if (recorded.length === 0) out.push('  none recorded yet (npm run eval -- --blind FILE --record)');
  for (const item of recorded)
    out.push(
      `  ${item.set} (${item.date}${item.commit ? `, ${item.commit}` : ''}): ${item.passed}/${item.turns} turns, critical ${item.criticalPassed}/${item.critical}; en ${item.byLanguage.en.passed}/${item.byLanguage.en.turns}, es ${item.byLanguage.es.passed}/${item.byLanguage.es.turns}`,
    );
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
