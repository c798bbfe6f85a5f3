import type { Understanding } from '@tod/domain';
import { describe, expect, it } from 'vitest';
import { corpusLineSchema } from '../understand/corpus.ts';
import type { HazardLine } from './hazardEval.ts';
import { corpusLineOf, modelMisses } from './toCorpus.ts';

const understanding = (over: Partial<Understanding> = {}): Understanding => ({
  language: 'en',
  intents: [{ intent: 'price', confidence: 0.8 }],
  urgencySignals: [],
  entities: {},
  corrects: [],
  aboutSomeoneElse: false,
  askedLast: 'none',
  ...over,
});
const line = (hazard: HazardLine['hazard'], text: string, who: HazardLine['who'] = null): HazardLine => ({
  id: 'x',
  lang: 'en',
  hazard,
  who,
  text,
});

describe('hazard lines as corpus lines', () => {
  it('labels a hazard a reported emergency with its class signal, the floor’s when it is one of the class’s', () => {
    const cable = corpusLineOf(
      line('snapped_part', 'the cable snapped with the door half open'),
      { reason: 'cable_snapped', urgency: 'emergency', noRush: false },
      understanding(),
    );
    expect(cable).toMatchObject({ intents: ['report_problem'], problem: 'cable', urgency: 'emergency', urgencySignals: ['cable_snapped'] });
    expect(corpusLineSchema.safeParse(cable).success).toBe(true);
    const pet = corpusLineOf(
      line('people_or_pets', 'my dog is under the door', 'pet'),
      { reason: 'struck', urgency: 'emergency', noRush: false },
      understanding(),
    );
    expect(pet?.urgencySignals).toEqual(['pet_trapped']);
  });

  it('keeps what else a hazard message asks, as the model reads it', () => {
    const fire = corpusLineOf(
      line('fire', 'smoke from the opener, is it safe to stay inside?'),
      { reason: 'fire', urgency: 'emergency', noRush: false },
      understanding({
        intents: [
          { intent: 'safety_question', confidence: 0.7 },
          { intent: 'greeting', confidence: 0.6 },
        ],
      }),
    );
    expect(fire?.intents).toEqual(['report_problem', 'safety_question']);
    expect(fire?.problem).toBe('opener');
  });

  it('labels a non-hazard with the model’s intents and no emergency, and leaves out one the product calls an emergency', () => {
    const calm = corpusLineOf(line('none', 'this price is killing me'), { urgency: 'routine', noRush: false }, understanding());
    expect(calm).toMatchObject({ intents: ['price'], urgency: 'routine', urgencySignals: [] });
    expect(
      corpusLineOf(
        line('none', 'car stuck inside, need to get to work'),
        { reason: 'car_trapped', urgency: 'emergency', noRush: false },
        understanding(),
      ),
    ).toBeUndefined();
    expect(corpusLineOf(line('none', 'hmm'), { urgency: 'routine', noRush: false }, understanding({ intents: [] }))).toBeUndefined();
  });

  it('finds the lines the model misses: a hazard without its class signal, a non-hazard signalled an emergency', () => {
    expect(modelMisses(line('fire', 'smoke'), understanding())).toBe(true);
    expect(modelMisses(line('fire', 'smoke'), understanding({ urgencySignals: ['fire'] }))).toBe(false);
    expect(modelMisses(line('none', 'how do I prevent CO?'), understanding({ urgencySignals: ['carbon_monoxide'] }))).toBe(true);
    expect(modelMisses(line('none', 'no rush'), understanding({ urgencySignals: ['no_rush'] }))).toBe(false);
  });
});
