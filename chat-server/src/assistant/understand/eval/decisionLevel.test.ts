import { describe, expect, it } from 'vitest';
import { CONFIDENT } from '../../decide/state.ts';
import type { CorpusLine } from '../corpus.ts';
import { getLocalUnderstanding } from '../localUnderstanding.ts';
import { decisionReading } from './decisionLevel.ts';
import { historyFor } from './metrics.ts';

const line = (text: string, over: Partial<CorpusLine> = {}): CorpusLine => ({
  text,
  lang: 'en',
  intents: ['price'],
  urgency: 'routine',
  urgencySignals: [],
  entities: {},
  ...over,
});

describe('the decision-level reading of a corpus line', () => {
  it("keeps only the intents at or above the decide threshold, dropping the model's guesses below it", () => {
    const texts = ['how much for a spring and are you open saturday', 'hmm', 'ok so about that thing', 'the thing with the door'];
    const guessed = texts.filter((text) =>
      getLocalUnderstanding()
        .understand(text, { history: [] })
        .intents.some(({ confidence }) => confidence < CONFIDENT),
    );
    // The fixture has a message the model-level figure would count a guess on.
    expect(guessed.length).toBeGreaterThan(0);
    for (const text of texts)
      for (const { confidence } of decisionReading(line(text)).intents) expect(confidence).toBeGreaterThanOrEqual(CONFIDENT);
  });

  it("includes the intents today's rules merge in for English", () => {
    expect(decisionReading(line('can I book a visit for tomorrow')).intents.map(({ intent }) => intent)).toContain('booking');
  });

  it('calls a line an emergency when the reply would be one, and a price question not', () => {
    expect(decisionReading(line('the door came down on my dog and she is stuck under it', { urgency: 'emergency' })).emergency).toBe(true);
    expect(decisionReading(line('how much is a new opener')).emergency).toBe(false);
  });

  it('reads the entities a line mentions, as the corpus labels them, even a town that is not the lead city', () => {
    const details = line("I'm Greg, 503-555-0134, in Tigard", { askedLast: 'lead_details', intents: ['give_details'] });
    expect(decisionReading(details).entities).toEqual({ name: 'Greg', phone: '(503) 555-0134', city: 'Tigard' });
    expect(decisionReading(line('my son lives in Boise, do you cover that area')).entities.city).toBe('Boise');
  });

  it('reads an answer in the transcript it answers', () => {
    const answer = line('Dana Whitfield', { askedLast: 'name', intents: ['give_details'] });
    expect(historyFor(answer)).toHaveLength(1);
    expect(decisionReading(answer).intents.map(({ intent }) => intent)).toContain('give_details');
  });
});
