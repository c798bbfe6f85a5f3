// NLP.js ships no type declarations; these cover the parts the local understanding uses.
declare module '@nlpjs/neural' {
  export interface TrainingExample {
    input: Record<string, number>;
    output: Record<string, number>;
  }
  export class NeuralNetwork {
    constructor(settings?: { iterations?: number; errorThresh?: number; deltaErrorThresh?: number; learningRate?: number; log?: boolean });
    train(corpus: TrainingExample[]): { error: number; iterations: number };
    run(input: Record<string, number>): Record<string, number> | undefined;
    /** The trained network: its feature and label names, and per label its weights in feature order, then its bias. */
    toJSON(): NeuralNetworkJSON;
    fromJSON(json: NeuralNetworkJSON): void;
  }
  export interface NeuralNetworkJSON {
    settings: Record<string, unknown>;
    features?: string[];
    intents?: string[];
    perceptrons?: number[][];
  }
}
declare module '@nlpjs/lang-en-min' {
  export class TokenizerEn {
    tokenize(text: string, normalize?: boolean): string[];
  }
  export class StemmerEn {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-es' {
  export class TokenizerEs {
    tokenize(text: string, normalize?: boolean): string[];
  }
  export class StemmerEs {
    stemWord(word: string): string;
  }
}
