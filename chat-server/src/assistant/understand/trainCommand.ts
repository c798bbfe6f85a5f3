// `npm run train`: trains the local understanding from the corpus' training split into the model cache
// (modelCache.ts), so that the server, the tests and the eval start from it instead of each training.
import { loadCorpus } from './corpus.ts';
import { loadOrTrain, modelCacheDir } from './modelCache.ts';

const started = performance.now();
const lines = loadCorpus('train');
const { source } = loadOrTrain(lines);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(
  source === 'cache'
    ? `model for ${lines.length} corpus lines already trained (${modelCacheDir()}), read in ${seconds} s\n`
    : `model trained from ${lines.length} corpus lines in ${seconds} s, kept in ${modelCacheDir()}\n`,
);
