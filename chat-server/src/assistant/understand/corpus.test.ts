import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HAZARD_SETS, loadHazardFile } from '../hazards/hazardEval.ts';
import { corpusFiles, corpusKey, loadCorpus, parseCorpusFile } from './corpus.ts';

describe('the labelled corpus', () => {
  const train = loadCorpus('train');
  const test = loadCorpus('test');

  it('parses every line of every file against the Understanding labels', () => {
    expect(corpusFiles('train').length).toBeGreaterThan(0);
    expect(corpusFiles('test').length).toBeGreaterThan(0);
    expect(train.length + test.length).toBeGreaterThan(1500);
  });

  it('never repeats a held-out test line in training', () => {
    const trainKeys = new Set(train.map((line) => corpusKey(line.text)));
    expect(test.filter((line) => trainKeys.has(corpusKey(line.text))).map((line) => line.text)).toEqual([]);
  });

  it('never trains on a message of a committed hazard set or of the hazard fixture (issue 30)', () => {
    const trainKeys = new Set(train.map((line) => corpusKey(line.text)));
    for (const path of [...HAZARD_SETS, fileURLToPath(new URL('../hazards/fixture.test-data.jsonl', import.meta.url))]) {
      const held = loadHazardFile(path) ?? [];
      expect(held.filter((line) => trainKeys.has(corpusKey(line.text))).map((line) => line.text)).toEqual([]);
    }
  });

  it('keeps where every writer line of the training corpus came from (hazards/train-*.jsonl, decision 0305)', () => {
    const sources = ['train-w1-en.jsonl', 'train-w2-es.jsonl'].flatMap(
      (name) => loadHazardFile(fileURLToPath(new URL(`../hazards/${name}`, import.meta.url))) ?? [],
    );
    const written = new Set(sources.map((line) => line.text));
    const lines = parseCorpusFile(fileURLToPath(new URL('../corpus/hazard-writers.jsonl', import.meta.url)));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => !written.has(line.text)).map((line) => line.text)).toEqual([]);
    // A hazard is an emergency with its class's signal; a non-hazard never is.
    const byText = new Map(sources.map((line) => [line.text, line]));
    for (const line of lines) expect(line.urgency === 'emergency', line.text).toBe(byText.get(line.text)!.hazard !== 'none');
  });

  it('is at least one fifth Spanish, in training and in the test split', () => {
    for (const lines of [train, test]) expect(lines.filter((line) => line.lang === 'es').length / lines.length).toBeGreaterThanOrEqual(0.2);
  });

  it('marks every labelled emergency with the signal that makes it one', () => {
    const unsignalled = [...train, ...test].filter(
      (line) => line.urgency === 'emergency' && !line.urgencySignals.some((signal) => signal !== 'no_rush'),
    );
    expect(unsignalled.map((line) => line.text)).toEqual([]);
  });

  it('rejects a line with an unknown label, naming the file and line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'corpus-'));
    const path = join(dir, 'bad.jsonl');
    writeFileSync(
      path,
      `${JSON.stringify({ text: 'hi', lang: 'en', intents: ['greeting'], urgency: 'routine', urgencySignals: [], entities: {} })}\n${JSON.stringify({ text: 'hi', lang: 'en', intents: ['wave'], urgency: 'routine', urgencySignals: [], entities: {} })}\n`,
    );
    expect(() => parseCorpusFile(path)).toThrow(/bad\.jsonl:2: intents\.0/);
  });

  it('rejects a line that is not JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'corpus-'));
    const path = join(dir, 'broken.jsonl');
    writeFileSync(path, '{"text": \n');
    expect(() => parseCorpusFile(path)).toThrow(/broken\.jsonl:1: not JSON/);
  });
});
