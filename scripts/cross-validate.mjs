// `npm run cross-validate`: k-fold cross-validation of the local understanding on the TRAINING lines only
// (corpus/*.jsonl; the held-out split in corpus/test/ is never read). Model choices (features, thresholds,
// training settings) are made on this figure, not on `npm run eval`'s, so the held-out split stays held out.
//
// Each line goes to one of the folds by a fixed shuffle (the same corpus always gives the same folds); each
// fold is scored by a model trained on the others. Prints per-language macro-F1 per fold and their mean.
// Flags: --folds N (4 by default), --verbose (each fold's weakest intents), --always-train file.jsonl (below).
// Run with tsx (the sources are TypeScript).
import { readFileSync } from 'node:fs';
import { loadCorpus } from '../chat-server/src/assistant/understand/corpus.ts';
import { evaluate, historyFor } from '../chat-server/src/assistant/understand/eval/metrics.ts';
import { shuffled } from '../chat-server/src/assistant/understand/intentModel.ts';
import { createLocalUnderstanding } from '../chat-server/src/assistant/understand/localUnderstanding.ts';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const folds = argument('--folds', 4);
const verbose = process.argv.includes('--verbose');

const train = loadCorpus('train');
// Lines being tried out (--always-train file.jsonl, texts of training lines): always trained on, never scored, so
// the folds and their scores stay those of the other lines, and a figure with and without them compares like with like.
const alwaysTrainFile = process.argv[process.argv.indexOf('--always-train') + 1];
const extra = new Set(
  process.argv.includes('--always-train')
    ? readFileSync(alwaysTrainFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((raw) => JSON.parse(raw).text)
    : [],
);
const scored = train.filter((line) => !extra.has(line.text));
const order = new Map(shuffled(scored, 7).map((line, index) => [line, index % folds]));
const sums = { en: 0, es: 0 };
for (let fold = 0; fold < folds; fold++) {
  const held = scored.filter((line) => order.get(line) === fold);
  const local = createLocalUnderstanding(train.filter((line) => order.get(line) !== fold));
  const report = evaluate((line) => local.understand(line.text, { history: historyFor(line) }), held, []);
  const figures = report.byLanguage.map((entry) => `${entry.language} ${entry.macroF1.toFixed(3)}`).join('  ');
  console.log(`fold ${fold + 1}/${folds} (${held.length} lines): ${figures}`);
  for (const entry of report.byLanguage) {
    sums[entry.language] += entry.macroF1;
    if (verbose)
      console.log(
        `  ${entry.language} weakest: ${[...entry.labels]
          .sort((a, b) => a.f1 - b.f1)
          .slice(0, 8)
          .map((label) => `${label.label} ${label.f1.toFixed(2)}`)
          .join(', ')}`,
      );
  }
}
console.log(`mean macro-F1: en ${(sums.en / folds).toFixed(4)}  es ${(sums.es / folds).toFixed(4)}`);
