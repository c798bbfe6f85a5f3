import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NeuralNetworkJSON } from '@nlpjs/neural';
import type { CorpusLine } from './corpus.ts';
import { type IntentModelOptions, type IntentNetworks, trainIntentNetworks } from './intentModel.ts';

/**
 * Where trained weights are kept between starts: `TOD_MODEL_CACHE_DIR`, else the chat server's
 * `node_modules/.cache` (never committed; deleting it only costs one training).
 */
export function modelCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.TOD_MODEL_CACHE_DIR || fileURLToPath(new URL('../../../node_modules/.cache/tod-assistant/', import.meta.url));
}

/** The code that turns lines into weights: a change to any of it must retrain. */
const TRAINING_SOURCES = ['intentModel.ts', 'sparseNeuralNetwork.ts', 'features.ts'];
/** The libraries whose tokenisers, stemmers and network produce the weights. */
const TRAINING_PACKAGES = ['@nlpjs/neural', '@nlpjs/lang-en-min', '@nlpjs/lang-es', '@nlpjs/core'];

/**
 * The model's identity: the lines, the options, the training code and the library versions. Equal keys
 * train bit-identical weights (training is deterministic), so a cached model is the model the corpus gives.
 */
export function modelKey(lines: readonly CorpusLine[], options: IntentModelOptions = {}): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ lines, options }));
  for (const source of TRAINING_SOURCES) hash.update(readFileSync(new URL(`./${source}`, import.meta.url)));
  const require = createRequire(import.meta.url);
  for (const name of TRAINING_PACKAGES) {
    try {
      hash.update(`${name}@${(require(`${name}/package.json`) as { version: string }).version}`);
    } catch {
      hash.update(`${name}@absent`);
    }
  }
  return hash.digest('hex').slice(0, 24);
}

/** What `loadOrTrain` did: a cached model is read in milliseconds, training takes seconds. */
export type ModelSource = 'cache' | 'trained';

/**
 * The trained heads for these lines: read from the cache when an earlier start (or `npm run train`) trained
 * the same corpus with the same code, else trained now and stored for the next start. A cache that can't be
 * read or written never fails a start: the model is then trained in memory, as without a cache.
 */
export function loadOrTrain(
  lines: readonly CorpusLine[],
  options: IntentModelOptions = {},
  dir: string = modelCacheDir(),
): { networks: IntentNetworks; source: ModelSource } {
  const file = join(dir, `intent-model-${modelKey(lines, options)}.json`);
  const cached = readNetworks(file);
  if (cached) return { networks: cached, source: 'cache' };
  const networks = trainIntentNetworks(lines, options);
  try {
    mkdirSync(dir, { recursive: true });
    // Written aside, then renamed: processes starting together never read a half-written file.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, encodeNetworks(networks));
    renameSync(partial, file);
    pruneOlderModels(dir, file);
  } catch {
    // A read-only install: every start trains, as it would with no cache.
  }
  return { networks, source: 'trained' };
}

/** Models kept besides the newest: enough for a few branches' corpora, while a model is ~4 MB. */
const KEEP_MODELS = 6;

/** Deletes all but the newest models, so that editing the corpus all day doesn't fill the disk. */
function pruneOlderModels(dir: string, newest: string): void {
  const models = readdirSync(dir)
    .filter((name) => /^intent-model-[0-9a-f]+\.json$/.test(name))
    .map((name) => join(dir, name))
    .filter((path) => path !== newest)
    .map((path) => ({ path, modified: statSync(path).mtimeMs }))
    .sort((a, b) => b.modified - a.modified);
  for (const { path } of models.slice(KEEP_MODELS - 1)) rmSync(path, { force: true });
}

function readNetworks(file: string): IntentNetworks | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    return decodeNetworks(text);
  } catch {
    // A damaged or older file is trained over.
    return undefined;
  }
}

/** One head as stored: the weights as little-endian float32 in base64 (they are float32 in the network), biases as numbers. */
interface StoredNetwork {
  settings: NeuralNetworkJSON['settings'];
  features: string[];
  intents: string[];
  weights: string;
  biases: number[];
}

const HEADS = ['intent', 'problem', 'signal'] as const;

/**
 * The heads as one JSON text, ~2.5× smaller and ~10× faster to read than NLP.js' JSON of number arrays,
 * and exact: weights are float32 in the network, biases stay float64 numbers.
 */
export function encodeNetworks(networks: IntentNetworks): string {
  const stored: Record<string, StoredNetwork> = {};
  for (const head of HEADS) {
    const { settings, features = [], intents = [], perceptrons = [] } = networks[head];
    const weights = new Float32Array(intents.length * features.length);
    for (const [label, row] of perceptrons.entries()) weights.set(row.slice(0, features.length), label * features.length);
    stored[head] = {
      settings,
      features,
      intents,
      weights: Buffer.from(weights.buffer).toString('base64'),
      biases: perceptrons.map((row) => row.at(-1) ?? 0),
    };
  }
  return JSON.stringify({ format: 1, ...stored });
}

/** Reads `encodeNetworks`' text back into NLP.js' JSON; throws on anything else. */
export function decodeNetworks(text: string): IntentNetworks {
  const parsed = JSON.parse(text) as { format?: number } & Partial<Record<(typeof HEADS)[number], StoredNetwork>>;
  if (parsed.format !== 1) throw new Error('not a model of this format');
  const decode = (stored: StoredNetwork | undefined): NeuralNetworkJSON => {
    if (!stored || !Array.isArray(stored.features) || !Array.isArray(stored.intents)) throw new Error('a head is missing');
    const bytes = Buffer.from(stored.weights, 'base64');
    const width = stored.features.length;
    if (bytes.length !== stored.intents.length * width * 4 || stored.biases.length !== stored.intents.length)
      throw new Error('the weights do not fit the features');
    const weights = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    const perceptrons = stored.intents.map((_, label) => {
      const row = Array.from(weights.subarray(label * width, (label + 1) * width));
      row.push(stored.biases[label] ?? 0);
      return row;
    });
    return { settings: stored.settings, features: stored.features, intents: stored.intents, perceptrons };
  };
  return { intent: decode(parsed.intent), problem: decode(parsed.problem), signal: decode(parsed.signal) };
}
