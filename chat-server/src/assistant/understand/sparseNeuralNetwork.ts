/// <reference path="./nlpjs.d.ts" />
import { NeuralNetwork, type NeuralNetworkJSON } from '@nlpjs/neural';

/** A prepared input as NLP.js' lookup builds it: feature indexes and a sparse object of their values. */
interface PreparedInput {
  keys: number[];
  data: Record<number, number>;
  /** The values in `keys` order, added here so the training loop reads an array, not a sparse object. */
  values?: Float64Array;
}

interface Perceptron {
  id: number;
  weights: Float32Array;
  changes: Float32Array;
  bias: number;
}

interface PreparedExample {
  input: PreparedInput;
  output: { data: Record<number, number> };
}

/** The NLP.js internals this subclass reads; they are plain fields of the library's class. */
interface Internals {
  settings: { alpha: number; momentum: number };
  decayLearningRate: number;
}

/**
 * NLP.js' `NeuralNetwork`, with its two hot loops (`runInputPerceptron`, `trainPerceptron`) rewritten to
 * read each example's values from a dense array in key order instead of a sparse object keyed by feature
 * index, and without a closure per sum. The arithmetic and its order are the library's, so the trained
 * weights are the same to the bit (`sparseNeuralNetwork.test.ts`); training runs ~4× faster
 * (docs/decisions/0170).
 */
export class SparseNeuralNetwork extends NeuralNetwork {
  prepareCorpus(corpus: unknown): PreparedExample[] {
    const data = (NeuralNetwork.prototype as unknown as { prepareCorpus(corpus: unknown): PreparedExample[] }).prepareCorpus.call(
      this,
      corpus,
    );
    for (const { input } of data) input.values = Float64Array.from(input.keys, (key) => input.data[key] ?? 0);
    return data;
  }

  runInputPerceptron(perceptron: Perceptron, input: PreparedInput): number {
    const { keys, values, data } = input;
    const { weights } = perceptron;
    let sum = perceptron.bias;
    if (values) for (let index = 0; index < keys.length; index++) sum += values[index]! * weights[keys[index]!]!;
    else for (let index = 0; index < keys.length; index++) sum += data[keys[index]!]! * weights[keys[index]!]!;
    return sum <= 0 ? 0 : (this as unknown as Internals).settings.alpha * sum;
  }

  trainPerceptron(perceptron: Perceptron, data: readonly PreparedExample[]): number {
    const { settings, decayLearningRate } = this as unknown as Internals;
    const { alpha, momentum } = settings;
    const { changes, weights, id } = perceptron;
    let error = 0;
    for (let example = 0; example < data.length; example++) {
      const { input, output } = data[example]!;
      const keys = input.keys;
      const values = input.values!;
      // runInputPerceptron, inlined: this loop runs once per label, line and pass.
      let sum = perceptron.bias;
      for (let index = 0; index < keys.length; index++) sum += values[index]! * weights[keys[index]!]!;
      const actual = sum <= 0 ? 0 : alpha * sum;
      const currentError = (output.data[id] || 0) - actual;
      if (!currentError) continue;
      error += currentError ** 2;
      const delta = (actual > 0 ? 1 : alpha) * currentError * decayLearningRate;
      for (let index = 0; index < keys.length; index++) {
        const key = keys[index]!;
        const change = delta * values[index]! + momentum * changes[key]!;
        changes[key] = change;
        weights[key] = weights[key]! + change;
      }
      perceptron.bias += delta;
    }
    return error;
  }
}

/**
 * One network whose every weight and bias is the mean of the networks' (matched by feature and label name, a
 * weight a network lacks counting as 0): several networks trained on different shuffles, averaged, score as one
 * (decision 0171). Built through NLP.js' own `toJSON`/`fromJSON`.
 */
export function averageNetworks(
  nets: readonly SparseNeuralNetwork[],
  settings: ConstructorParameters<typeof NeuralNetwork>[0],
): SparseNeuralNetwork {
  const jsons = nets.map((net) => net.toJSON());
  const features = [...new Set(jsons.flatMap((json) => json.features ?? []))];
  const intents = [...new Set(jsons.flatMap((json) => json.intents ?? []))];
  const featureIndex = new Map(features.map((feature, index) => [feature, index]));
  const sums = intents.map(() => new Float64Array(features.length + 1));
  for (const json of jsons) {
    const labelRow = new Map((json.intents ?? []).map((intent, index) => [intent, json.perceptrons?.[index] ?? []]));
    for (const [label, intent] of intents.entries()) {
      const row = labelRow.get(intent);
      if (!row) continue;
      const sum = sums[label]!;
      for (const [index, feature] of (json.features ?? []).entries()) sum[featureIndex.get(feature)!]! += row[index] ?? 0;
      sum[features.length]! += row.at(-1) ?? 0;
    }
  }
  const averaged: NeuralNetworkJSON = {
    settings: jsons[0]?.settings ?? {},
    features,
    intents,
    perceptrons: sums.map((sum) => Array.from(sum, (value) => value / nets.length)),
  };
  const net = new SparseNeuralNetwork(settings);
  net.fromJSON(averaged);
  return net;
}
