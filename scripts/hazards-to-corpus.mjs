// `npx tsx scripts/hazards-to-corpus.mjs [--per-class N] FILE...`: appends labelled hazard messages (the writers' format, issue 30)
// to the training corpus (chat-server/src/assistant/corpus/en.jsonl and es.jsonl, never corpus/test/), labelled
// by hazards/toCorpus.ts, when today's model misses it. A message already in the corpus (either split) or in the
// held-out hazard set is skipped.
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { detectIssues } from '../chat-server/src/assistant/extract/detectIssue.ts';
import { detectUrgency } from '../chat-server/src/assistant/extract/detectUrgency.ts';
import { normalizeText } from '../chat-server/src/assistant/extract/normalizeText.ts';
import { HAZARD_SETS, loadHazardFile, parseHazardFile } from '../chat-server/src/assistant/hazards/hazardEval.ts';
import { corpusLineOf, modelMisses } from '../chat-server/src/assistant/hazards/toCorpus.ts';
import { corpusKey, loadCorpus } from '../chat-server/src/assistant/understand/corpus.ts';
import { createLocalUnderstanding } from '../chat-server/src/assistant/understand/localUnderstanding.ts';
import { floorSignals, spanishFloorReason } from '../chat-server/src/assistant/understand/safetyFloor.ts';

const perClassAt = process.argv.indexOf('--per-class');
// At most this many new lines per language and class: a few variants teach the model a class, while hundreds of
// long messages labelled only `report_problem` tilt the intent head (decision 0302).
const perClass = perClassAt >= 0 ? Number(process.argv[perClassAt + 1]) : Number.POSITIVE_INFINITY;
const files = process.argv.slice(2).filter((arg, index, all) => arg !== '--per-class' && all[index - 1] !== '--per-class');
if (files.length === 0) throw new Error('usage: hazards-to-corpus.mjs FILE...');
const train = loadCorpus('train');
const seen = new Set(
  [...train, ...loadCorpus('test'), ...HAZARD_SETS.flatMap((path) => loadHazardFile(path) ?? [])].map((line) => corpusKey(line.text)),
);
const model = createLocalUnderstanding(train, undefined, { floor: false });
const added = { en: [], es: [] };
let skipped = 0;
const taken = new Map();
for (const file of files) {
  for (const line of parseHazardFile(file)) {
    const key = corpusKey(line.text);
    if (seen.has(key)) {
      skipped += 1;
      continue;
    }
    seen.add(key);
    const normalized = normalizeText(line.text);
    const english = detectUrgency(normalized, detectIssues(normalized));
    const reason = english.urgency === 'emergency' ? english.reason : spanishFloorReason(line.text);
    const floor = {
      ...(reason ? { reason } : {}),
      urgency: reason ? 'emergency' : english.urgency,
      noRush: floorSignals(line.text, undefined).includes('no_rush'),
    };
    const understood = model.understand(line.text, { history: [] });
    // Only the lines today's model gets wrong are added, as in "Fixing a miss" (assistant README): a hazard whose
    // class it does not signal, a non-hazard it signals as an emergency. Adding every line tilts the intents.
    if (!modelMisses(line, understood)) {
      skipped += 1;
      continue;
    }
    const corpusLine = corpusLineOf(line, floor, understood);
    const group = `${line.lang} ${line.hazard} ${line.who ?? ''}`;
    taken.set(group, (taken.get(group) ?? 0) + 1);
    if (corpusLine && taken.get(group) <= perClass) added[line.lang].push(corpusLine);
    else skipped += 1;
  }
}
for (const lang of ['en', 'es']) {
  if (added[lang].length === 0) continue;
  const path = fileURLToPath(new URL(`../chat-server/src/assistant/corpus/${lang}.jsonl`, import.meta.url));
  appendFileSync(path, `${added[lang].map((line) => JSON.stringify(line)).join('\n')}\n`);
}
process.stdout.write(`added ${added.en.length} English and ${added.es.length} Spanish lines; skipped ${skipped}\n`);
