/// <reference path="./nlpjs.d.ts" />
import { NeuralNetwork } from '@nlpjs/neural';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from './corpus.ts';
import { features } from './features.ts';
import { shuffled } from './intentModel.ts';
import { averageNetworks, SparseNeuralNetwork } from './sparseNeuralNetwork.ts';

const SETTINGS = { iterations: 5, errorThresh: 0.00005, deltaErrorThresh: 0.000001, learningRate: 0.6 };

describe('SparseNeuralNetwork', () => {
  // A slice of the corpus keeps the test quick; the arithmetic is the same for every line.
  const lines = shuffled(loadCorpus('train'), 7).slice(0, 400);
  const examples = () =>
    lines.map((line) => ({
      input: features(line.text, line.lang, true),
      output: Object.fromEntries(line.intents.map((intent) => [intent, 1])),
    }));

  it("learns exactly the weights NLP.js' own network learns from the same examples", () => {
    const library = new NeuralNetwork(SETTINGS);
    const sparse = new SparseNeuralNetwork(SETTINGS);
    const libraryStatus = library.train(examples());
    const sparseStatus = sparse.train(examples());
    expect(sparseStatus).toEqual(libraryStatus);
    for (const line of lines.slice(0, 100)) {
      const input = features(line.text, line.lang, true);
      expect(sparse.run(input)).toEqual(library.run(input));
    }
  });

  it('averages networks trained on different shuffles into one whose weights are their mean, matched by name', () => {
    const nets = [1, 2].map((seed) => {
      const net = new SparseNeuralNetwork(SETTINGS);
      net.train(shuffled(examples(), seed));
      return net;
    });
    const merged = averageNetworks(nets, SETTINGS);
    const [a, b] = nets.map((net) => net.toJSON());
    const m = merged.toJSON();
    const weight = (json: typeof m, intent: string, feature: string) =>
      json.perceptrons![json.intents!.indexOf(intent)]![json.features!.indexOf(feature)] ?? 0;
    for (const [intent, feature] of [
      ['price', 'much'],
      ['booking', 'schedul'],
      ['thanks', 'thank'],
    ] as const)
      expect(weight(m, intent, feature)).toBeCloseTo((weight(a!, intent, feature) + weight(b!, intent, feature)) / 2, 4);
    // A message both networks score alike, the average scores alike too.
    const input = features('thank you so much', 'en', true);
    const top = (scores: Record<string, number> | undefined) => Object.entries(scores ?? {}).sort((x, y) => y[1] - x[1])[0]?.[0];
    expect(top(nets[1]!.run(input))).toBe(top(nets[0]!.run(input)));
    expect(top(merged.run(input))).toBe(top(nets[0]!.run(input)));
  });

  it('scores a message with words it never saw (no feature matches) without failing', () => {
    const sparse = new SparseNeuralNetwork(SETTINGS);
    sparse.train(examples());
    expect(Object.values(sparse.run({ zzzunseen: 1 }) ?? {}).every((score) => score >= 0)).toBe(true);
  });
});
