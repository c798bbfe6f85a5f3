import { describe, expect, it } from 'vitest';
import { retrieve } from './retrieval.ts';

describe('retrieve', () => {
  it('finds the entry a homeowner question is about, best first', () => {
    expect(retrieve('my garage door spring snapped')[0]?.entry.category).toBe('springs');
  });

  it('tolerates typos in words the knowledge base knows', () => {
    expect(retrieve('brokn sprng on my garage')[0]?.entry.category).toBe('springs');
  });

  it.each(['503-555-0156', '(503) 555 0156', '+1 503.555.0156', '5035550156'])(
    'leaves a phone number (%s) out of the question',
    (phone) => {
      expect(retrieve(`the cable snapped, call me at ${phone}`)).toEqual(retrieve('the cable snapped, call me at'));
    },
  );

  it('finds nothing in a message of stop words or a phone number alone', () => {
    expect(retrieve('is it')).toEqual([]);
    expect(retrieve('503-555-0156')).toEqual([]);
  });
});
