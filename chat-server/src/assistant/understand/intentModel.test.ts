import { describe, expect, it } from 'vitest';
import type { CorpusLine } from './corpus.ts';
import { keyedOrder } from './intentModel.ts';

const line = (text: string): CorpusLine => ({
  text,
  lang: 'en',
  intents: ['greeting'],
  urgency: 'routine',
  urgencySignals: [],
  entities: {},
});

describe('the intent networks’ training order (decision 0305)', () => {
  const lines = Array.from({ length: 60 }, (_, index) => line(`message number ${index}`));

  it('is a fixed permutation of the lines, one per seed', () => {
    const order = keyedOrder(lines, 1);
    expect(order).toHaveLength(lines.length);
    expect(new Set(order)).toEqual(new Set(lines));
    expect(keyedOrder(lines, 1)).toEqual(order);
    expect(keyedOrder(lines, 2).map((item) => item.text)).not.toEqual(order.map((item) => item.text));
  });

  it('does not depend on the order of the files, and leaves the other lines in place when one is added', () => {
    const order = keyedOrder(lines, 3).map((item) => item.text);
    expect(keyedOrder([...lines].reverse(), 3).map((item) => item.text)).toEqual(order);
    const added = keyedOrder([...lines, line('a new writer line')], 3)
      .map((item) => item.text)
      .filter((text) => text !== 'a new writer line');
    expect(added).toEqual(order);
  });
});
