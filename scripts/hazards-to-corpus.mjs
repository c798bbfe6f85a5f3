// `npx tsx scripts/hazards-to-corpus.mjs FILE...`: appends labelled hazard messages (the writers' format, issue 30)
// to the training corpus (chat-server/src/assistant/corpus/en.jsonl and es.jsonl, never corpus/test/), labelled
// by hazardToCorpus.ts. A message already in the corpus (either split) or in the held-out hazard set is skipped.
import { appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { detectIssues } from '../chat-server/src/assistant/extract/detectIssue.ts';
import { detectUrgency } from '../chat-server/src/assistant/extract/detectUrgency.ts';
import { normalizeText } from '../chat-server/src/assistant/extract/normalizeText.ts';
import { HELD_OUT_HAZARDS, loadHazardFile, parseHazardFile } from '../chat-server/src/assistant/hazards/hazardEval.ts';
import { corpusLineOf } from '../chat-server/src/assistant/hazards/toCorpus.ts';
import { corpusKey, loadCorpus } from '../chat-server/src/assistant/understand/corpus.ts';
import { createLocalUnderstanding } from '../chat-server/src/assistant/understand/localUnderstanding.ts';
import { floorSignals, spanishFloorReason } from '../chat-server/src/assistant/understand/safetyFloor.ts';

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('usage: hazards-to-corpus.mjs FILE...');
const train = loadCorpus('train');
const seen = new Set([...train, ...loadCorpus('test'), ...(loadHazardFile(HELD_OUT_HAZARDS) ?? [])].map((line) => corpusKey(line.text)));
const model = createLocalUnderstanding(train);
const added = { en: [], es: [] };
let skipped = 0;
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
    const corpusLine = corpusLineOf(line, floor, model.understand(line.text, { history: [] }));
    if (corpusLine) added[line.lang].push(corpusLine);
    else skipped += 1;
  }
}
for (const lang of ['en', 'es']) {
  if (added[lang].length === 0) continue;
  const path = fileURLToPath(new URL(`../chat-server/src/assistant/corpus/${lang}.jsonl`, import.meta.url));
  appendFileSync(path, `${added[lang].map((line) => JSON.stringify(line)).join('\n')}\n`);
}
process.stdout.write(`added ${added.en.length} English and ${added.es.length} Spanish lines; skipped ${skipped}\n`);
