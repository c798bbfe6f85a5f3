import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCorpus } from './corpus.ts';
import { intentModelFrom, shuffled, trainIntentNetworks } from './intentModel.ts';
import { decodeNetworks, encodeNetworks, loadOrTrain, modelKey } from './modelCache.ts';

// A slice of the corpus and few passes keep each training well under a second; the cache treats any lines alike.
const lines = shuffled(loadCorpus('train'), 11).slice(0, 300);
const options = { shuffles: 2, iterations: 3 };

describe('the model cache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tod-model-cache-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('trains once, then reads a model that scores every line exactly as the trained one', () => {
    const first = loadOrTrain(lines, options, dir);
    const second = loadOrTrain(lines, options, dir);
    expect([first.source, second.source]).toEqual(['trained', 'cache']);
    const trained = intentModelFrom(first.networks);
    const cached = intentModelFrom(second.networks);
    for (const line of lines.slice(0, 80)) {
      expect(cached.intents(line.text, line.lang, 0)).toEqual(trained.intents(line.text, line.lang, 0));
      expect(cached.problem(line.text, line.lang, 0)).toEqual(trained.problem(line.text, line.lang, 0));
      expect(cached.signals(line.text, line.lang, 0)).toEqual(trained.signals(line.text, line.lang, 0));
    }
  });

  it('keeps every weight and bias bit for bit through its stored form', () => {
    const networks = trainIntentNetworks(lines, options);
    expect(decodeNetworks(encodeNetworks(networks))).toEqual(networks);
  });

  it('retrains when the lines or the options change', () => {
    expect(modelKey(lines, options)).toBe(modelKey([...lines], { ...options }));
    expect(modelKey(lines.slice(1), options)).not.toBe(modelKey(lines, options));
    expect(modelKey(lines, { ...options, iterations: 4 })).not.toBe(modelKey(lines, options));
    const relabelled = lines.map((line, index) => (index === 0 ? { ...line, intents: ['goodbye' as const] } : line));
    expect(modelKey(relabelled, options)).not.toBe(modelKey(lines, options));
  });

  it('trains over a damaged or truncated file instead of failing the start', async () => {
    const file = join(dir, `intent-model-${modelKey(lines, options)}.json`);
    const good = encodeNetworks(trainIntentNetworks(lines, options));
    for (const damaged of ['{"format":1,"intent":', good.slice(0, good.length / 2), '{"format":2}', 'not json']) {
      await writeFile(file, damaged);
      expect(loadOrTrain(lines, options, dir).source).toBe('trained');
      expect(loadOrTrain(lines, options, dir).source).toBe('cache');
    }
  });

  it('still answers when the cache cannot be written', async () => {
    const blocker = join(dir, 'a-file');
    await writeFile(blocker, '');
    const { networks, source } = loadOrTrain(lines, options, join(blocker, 'cache'));
    expect(source).toBe('trained');
    expect(intentModelFrom(networks).intents(lines[0]!.text, lines[0]!.lang, 0).length).toBeGreaterThan(0);
  });

  it('keeps the six newest models and deletes older ones', async () => {
    const old = Date.now() / 1000 - 3600;
    for (let index = 0; index < 8; index++) {
      const stale = join(dir, `intent-model-${index.toString(16).padStart(24, '0')}.json`);
      await writeFile(stale, '{}');
      await utimes(stale, old + index, old + index);
    }
    await writeFile(join(dir, 'notes.txt'), 'not a model');
    loadOrTrain(lines, options, dir);
    const left = (await readdir(dir)).sort();
    expect(left).toContain('notes.txt');
    expect(left).toContain(`intent-model-${modelKey(lines, options)}.json`);
    // The newest five stale ones stay (indexes 3..7), beside the model just trained.
    expect(left.filter((name) => name.startsWith('intent-model-')).length).toBe(6);
    expect(left).toContain(`intent-model-${(7).toString(16).padStart(24, '0')}.json`);
    expect(left).not.toContain(`intent-model-${(2).toString(16).padStart(24, '0')}.json`);
  });
});
